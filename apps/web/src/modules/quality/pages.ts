/** The quality pages, loaded as one chunk. */
export { QcLogPage } from './QcLogPage.tsx';
export { QcOrderListPage, QcOrderDetailPage, QcOrderLogPage, QcOrderFailedPage, UnqualifiedProcessPage } from './QcOrderPages.tsx';
export { ReworkListPage, ReworkDetailPage, AddReworkPage } from './ReworkPages.tsx';
