import { StockInStatus, plateQcDocument, plateStockInDocument, plateStockOutDocument } from '@al/contracts';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { DocumentDetail, DocumentList, SourcePickerTable } from '../../components/DocumentPage/index.ts';
import { useTabLocation } from '../../lib/contentSize.ts';

/** /warehouse/material/stock-in, stock-in-detail, stock-out, stock-out-detail and the routed pickers: definitions only. */
export const StockInListPage = () => (
  <DocumentList def={plateStockInDocument} detailPath="/warehouse/material/stock-in-detail" />
);
export function StockInDetailPage() {
  const navigate = useNavigate();
  // A stock-in waiting for incoming QC leads to a new QC order.
  return (
    <DocumentDetail
      def={plateStockInDocument}
      listPath="/warehouse/material/stock-in"
      tools={(doc) =>
        doc.status === StockInStatus.pendingQc ? (
          <Button type="primary" onClick={() => navigate('/warehouse/material/add-qc-order')}>
            来料检验
          </Button>
        ) : null
      }
    />
  );
}
export const StockOutListPage = () => (
  <DocumentList def={plateStockOutDocument} detailPath="/warehouse/material/stock-out-detail" />
);
export const StockOutDetailPage = () => (
  <DocumentDetail def={plateStockOutDocument} listPath="/warehouse/material/stock-out" />
);
/** The routed picker: what the posted stock-ins still hold for a stock-out. */
export const SelectStockInListPage = () => (
  <SourcePickerTable def={plateStockOutDocument} source={plateStockOutDocument.sources![0]!} />
);
/** The routed picker: what approved purchase orders still have to deliver, for a stock-in. */
export const SelectPurchaseListPage = () => (
  <SourcePickerTable def={plateStockInDocument} source={plateStockInDocument.sources![0]!} />
);

/** /warehouse/material/qc-order: incoming QC orders; add-qc-order is a new one or one of them. */
export const QcListPage = () => <DocumentList def={plateQcDocument} detailPath="/warehouse/material/add-qc-order" />;
export const AddQcOrderPage = () => <DocumentDetail def={plateQcDocument} listPath="/warehouse/material/qc-order" />;

/** /warehouse/material/re-audit-qc-order: the QC orders a supplier disputed, and (with ?id=) one to re-audit. */
export function ReAuditQcPage() {
  const { search } = useTabLocation();
  return new URLSearchParams(search).get('id') ? (
    <DocumentDetail def={plateQcDocument} listPath="/warehouse/material/re-audit-qc-order" />
  ) : (
    <DocumentList def={plateQcDocument} detailPath="/warehouse/material/re-audit-qc-order" initialStatus={4} />
  );
}
