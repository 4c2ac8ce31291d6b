import { DocStatus, outsourceAcceptanceDocument, outsourceBackDocument, outsourceEndpoints } from '@al/contracts';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { DocumentDetail, DocumentList, DocumentLogList } from '../../components/DocumentPage/index.ts';
import { useDocumentWrite } from '../../components/DocumentPage/useDocumentWrite.ts';
import { useActions } from '../../components/ResourcePage/permissions.ts';
import { callEndpoint } from '../../lib/endpoint.ts';
import { ACC_DETAIL, OUT_DETAIL, SELECT_OUT, TO_ACCEPT } from './OutPages.tsx';

const ACC_LIST = '/outsources/outsource-out-acceptance';
const ACC_LOG = '/outsources/outsource-out-acceptance-log';
const BACK_LIST = '/outsources/outsource-out-back';
const BACK_DETAIL = '/outsources/outsource-out-back-detail';
const BACK_LOG = '/outsources/outsource-out-back-log';

/** /outsources/outsource-out-acceptance: the acceptances by state; 新增 starts from an approved out. */
export const AcceptanceListPage = () => <DocumentList def={outsourceAcceptanceDocument} detailPath={ACC_DETAIL} createPath={SELECT_OUT} />;

/**
 * /outsources/outsource-out-acceptance-detail?id=…: per label qualified, unqualified and short with
 * defect and deduction; 提交, 审核; once approved, the unqualified pieces go back on an outsource back.
 */
export function AcceptanceDetailPage() {
  const navigate = useNavigate();
  const back = useActions(outsourceBackDocument.permission);
  const { run } = useDocumentWrite(outsourceBackDocument);
  const createBack = (id: string) =>
    run(
      () => callEndpoint(outsourceEndpoints.fromAcceptance, { params: { id } }),
      (res) => `已创建委外退回单${res.docNo}`,
      (res) => navigate(`${BACK_DETAIL}?id=${res.id}`),
    );
  return (
    <DocumentDetail
      def={outsourceAcceptanceDocument}
      listPath={ACC_LIST}
      logPath={ACC_LOG}
      tools={(doc) => (
        <Space>
          {typeof doc.outId === 'string' && <Button onClick={() => navigate(`${OUT_DETAIL}?id=${doc.outId as string}`)}>委外发出单</Button>}
          {typeof doc.outId === 'string' && <Button onClick={() => navigate(`${TO_ACCEPT}?id=${doc.outId as string}`)}>待验收明细</Button>}
          {doc.status === DocStatus.approved && back.can('add') && doc.lines.some((l) => Number(l.unqualifiedQty) > 0) && (
            <Button onClick={() => void createBack(doc.id)} data-testid="create-back">
              不合格退回
            </Button>
          )}
        </Space>
      )}
    />
  );
}

/** /outsources/outsource-out-acceptance-log: who did what to which acceptance. */
export const AcceptanceLogPage = () => <DocumentLogList def={outsourceAcceptanceDocument} detailPath={ACC_DETAIL} />;

/** /outsources/outsource-out-back: the backs by state; 新增 starts from an approved acceptance's unqualified pieces. */
export const BackListPage = () => <DocumentList def={outsourceBackDocument} detailPath={BACK_DETAIL} createPath={ACC_LIST} />;

/** /outsources/outsource-out-back-detail?id=…: the pieces returned, with reason and whether the outsourcer redoes them; 提交, 审核. */
export function BackDetailPage() {
  const navigate = useNavigate();
  return (
    <DocumentDetail
      def={outsourceBackDocument}
      listPath={BACK_LIST}
      logPath={BACK_LOG}
      tools={(doc) =>
        typeof doc.acceptanceId === 'string' && <Button onClick={() => navigate(`${ACC_DETAIL}?id=${doc.acceptanceId as string}`)}>委外验收单</Button>
      }
    />
  );
}

/** /outsources/outsource-out-back-log: who did what to which back. */
export const BackLogPage = () => <DocumentLogList def={outsourceBackDocument} detailPath={BACK_DETAIL} />;
