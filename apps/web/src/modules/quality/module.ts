import { defineWebModule, named } from '../../lib/module.ts';

const quality = () => import('./pages.ts');

/** Quality: QC logs with their statistics and the scrap list, QC orders with their log and failed lines, rework orders (issue 16). */
export default defineWebModule({
  name: 'quality',
  pages: {
    '/quality/qc': named(quality, 'QcLogPage'),
    '/quality/qc-order': named(quality, 'QcOrderListPage'),
    '/quality/qc-order-detail': named(quality, 'QcOrderDetailPage'),
    '/quality/qc-order-log': named(quality, 'QcOrderLogPage'),
    '/quality/qc-order-detail-un-qualified': named(quality, 'QcOrderFailedPage'),
    '/quality/un-qualifiled-process': named(quality, 'UnqualifiedProcessPage'),
    '/quality/rework-order': named(quality, 'ReworkListPage'),
    '/quality/rework-order-detail': named(quality, 'ReworkDetailPage'),
    '/quality/add-rework-order': named(quality, 'AddReworkPage'),
  },
});
