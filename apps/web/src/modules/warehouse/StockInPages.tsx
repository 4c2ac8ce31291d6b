import { plateStockInDocument, plateStockOutDocument } from '@al/contracts';
import { DocumentDetail, DocumentList, SourcePickerTable } from '../../components/DocumentPage/index.ts';

/** /warehouse/material/stock-in, stock-in-detail, stock-out, stock-out-detail and select-stock-in-list: definitions only. */
export const StockInListPage = () => (
  <DocumentList def={plateStockInDocument} detailPath="/warehouse/material/stock-in-detail" />
);
export const StockInDetailPage = () => (
  <DocumentDetail def={plateStockInDocument} listPath="/warehouse/material/stock-in" />
);
export const StockOutListPage = () => (
  <DocumentList def={plateStockOutDocument} detailPath="/warehouse/material/stock-out-detail" />
);
export const StockOutDetailPage = () => (
  <DocumentDetail def={plateStockOutDocument} listPath="/warehouse/material/stock-out" />
);
/** The routed picker: what the approved stock-ins still hold for a stock-out. */
export const SelectStockInListPage = () => (
  <SourcePickerTable def={plateStockOutDocument} source={plateStockOutDocument.sources![0]!} />
);
