import { ReturnStatus, returnDocument } from '@al/contracts';
import { DocumentDetail, DocumentList, DocumentLogList } from '../../components/DocumentPage/index.ts';

const R = '/return';

/** /return/return-order, its detail and log, and /sales/batch-export-return-order. */
export const ReturnListPage = () => <DocumentList def={returnDocument} detailPath={`${R}/return-order-detail`} />;
export const ReturnDetailPage = () => <DocumentDetail def={returnDocument} listPath={`${R}/return-order`} />;
export const ReturnLogPage = () => <DocumentLogList def={returnDocument} detailPath={`${R}/return-order-detail`} />;
/** Batch export: the returns the search finds, to Excel (导出) — received and processed ones first. */
export const ReturnBatchExportPage = () => (
  <DocumentList def={returnDocument} detailPath={`${R}/return-order-detail`} initialStatus={ReturnStatus.received | ReturnStatus.processed} />
);
