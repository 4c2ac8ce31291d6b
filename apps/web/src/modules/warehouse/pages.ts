/** The plate warehouse's pages, loaded as one chunk. */
export {
  StockInListPage,
  StockInDetailPage,
  StockOutListPage,
  StockOutDetailPage,
  SelectStockInListPage,
} from './StockInPages.tsx';
export { StockPage, StockLogPage } from './StockPages.tsx';
