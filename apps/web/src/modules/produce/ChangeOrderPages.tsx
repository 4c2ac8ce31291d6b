import { changeOrderDocument, changeOrderTypeResource } from '@al/contracts';
import { Button } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { DocumentDetail, DocumentList } from '../../components/DocumentPage/index.ts';
import { ResourcePage } from '../../components/ResourcePage/index.tsx';
import { useActions } from '../../components/ResourcePage/permissions.ts';
import { useSession } from '../../lib/session.ts';
import { headerKey } from '../../shell/NoticeBell.tsx';
import { changeApi } from './changeApi.ts';
import { changeKeys, FilesCard, RecipientsCard } from './ChangeOrderCards.tsx';

const LIST = '/produce/second-change';
const DETAIL = '/produce/second-change-detail';
export const CHANGE_LOG_PAGE = '/produce/second-change-detail-log';

/** /produce/second-change: the change orders by state, with search, 新增 and the bulk actions. */
export const ChangeOrderListPage = () => <DocumentList def={changeOrderDocument} detailPath={DETAIL} />;

/**
 * /produce/second-change-detail?id=…(&type=2 from the bell): the order's head, lines and actions,
 * the people told and whether they read it, its files. Opening a saved order records the view (and
 * reads the caller's notice, so the bell's count drops).
 */
export function ChangeOrderDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const qc = useQueryClient();
  const navigate = useNavigate();
  const userId = useSession((s) => s.userId);
  const tenantId = useSession((s) => s.tenantId);
  const { can } = useActions(changeOrderDocument.permission);
  useEffect(() => {
    if (!id) return;
    void changeApi.view(id).then(() =>
      Promise.all([qc.invalidateQueries({ queryKey: headerKey(userId, tenantId) }), qc.invalidateQueries({ queryKey: changeKeys.users(id) })]),
    );
  }, [id, qc, userId, tenantId]);
  return (
    <DocumentDetail
      def={changeOrderDocument}
      listPath={LIST}
      ownAttachments
      tools={(doc) => <Button onClick={() => navigate(`${CHANGE_LOG_PAGE}?id=${doc.id}`)}>查看记录</Button>}
      extra={(doc) => (
        <>
          <RecipientsCard id={doc.id} />
          <FilesCard id={doc.id} editable={can('edit')} />
        </>
      )}
    />
  );
}

/** /produce/change-order-type: the change types and whether they need re-nesting and approval. */
export const ChangeOrderTypePage = () => <ResourcePage def={changeOrderTypeResource} />;
