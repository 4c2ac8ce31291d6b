/** The outsourcing pages, loaded as one chunk. */
export { OutListPage, OutDetailPage, OutLogPage, SelectOutPage, ToAcceptancePage } from './OutPages.tsx';
export { AcceptanceListPage, AcceptanceDetailPage, AcceptanceLogPage, BackListPage, BackDetailPage, BackLogPage } from './AcceptancePages.tsx';
