import { plateOrderDocument, plateRequisitionDocument, plateTaskDocument } from '@al/contracts';
import { Button } from 'antd';
import { download } from '../../lib/download.ts';
import { DocumentDetail, DocumentList } from '../../components/DocumentPage/index.ts';
import { SupplierAnswer } from './SupplierAnswer.tsx';

const P = '/purchase/material';

/** /purchase/material/task and its detail, with the cut-to-length (开平) list for coil suppliers. */
export const TaskListPage = () => <DocumentList def={plateTaskDocument} detailPath={`${P}/task/detail`} />;
export const TaskDetailPage = () => (
  <DocumentDetail
    def={plateTaskDocument}
    listPath={`${P}/task`}
    tools={(doc) => (
      <Button onClick={() => void download(`${plateTaskDocument.basePath}/${doc.id}/kaiping`, `开平清单_${doc.docNo}.xlsx`)}>开平清单</Button>
    )}
  />
);

/** /purchase/material/requisition and its detail: lines pulled from purchase tasks. */
export const RequisitionListPage = () => <DocumentList def={plateRequisitionDocument} detailPath={`${P}/requisition/detail`} />;
export const RequisitionDetailPage = () => <DocumentDetail def={plateRequisitionDocument} listPath={`${P}/requisition`} />;

/** /purchase/material/order and its detail: lines pulled from requisitions, and what the supplier answered. */
export const OrderListPage = () => <DocumentList def={plateOrderDocument} detailPath={`${P}/order/detail`} />;
export const OrderDetailPage = () => (
  <DocumentDetail def={plateOrderDocument} listPath={`${P}/order`} extra={(doc) => <SupplierAnswer poId={doc.id} status={Number(doc.status)} />} />
);
