import { defineWebModule, named } from '../../lib/module.ts';

const outsource = () => import('./pages.ts');

/** Outsourcing (issue 16 item 4): outsource outs, the approved outs to accept, acceptances and backs, each with its detail and log. */
export default defineWebModule({
  name: 'outsource',
  pages: {
    '/outsources/outsource-out': named(outsource, 'OutListPage'),
    '/outsources/outsource-out-detail': named(outsource, 'OutDetailPage'),
    '/outsources/outsource-out-log': named(outsource, 'OutLogPage'),
    '/outsources/select-outsource-out-order-list': named(outsource, 'SelectOutPage'),
    '/outsources/outsource-out-acceptance': named(outsource, 'AcceptanceListPage'),
    '/outsources/outsource-out-acceptance-detail': named(outsource, 'AcceptanceDetailPage'),
    '/outsources/outsource-out-acceptance-log': named(outsource, 'AcceptanceLogPage'),
    '/outsources/outsource-out-to-acceptance-detail': named(outsource, 'ToAcceptancePage'),
    '/outsources/outsource-out-back': named(outsource, 'BackListPage'),
    '/outsources/outsource-out-back-detail': named(outsource, 'BackDetailPage'),
    '/outsources/outsource-out-back-log': named(outsource, 'BackLogPage'),
  },
});
