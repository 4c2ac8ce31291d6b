/** The plate warehouse's pages, loaded as one chunk. */
export {
  StockInListPage,
  StockInDetailPage,
  StockOutListPage,
  StockOutDetailPage,
  SelectStockInListPage,
  SelectPurchaseListPage,
  QcListPage,
  AddQcOrderPage,
  ReAuditQcPage,
} from './StockInPages.tsx';
export { StockPage, StockLogPage } from './StockPages.tsx';
export { SummaryPage, SummaryGroupDetailPage, SummaryDetailPage } from './SummaryPages.tsx';
