import { ChangeOrderStatus, changeOrderDocument, type DocumentAttachment } from '@al/contracts';
import { App, Card, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Attachments } from '../../components/DocumentPage/Attachments.tsx';
import { docKeys } from '../../components/DocumentPage/api.ts';
import { formatTime } from '../../components/ResourcePage/columns.tsx';
import { changeApi } from './changeApi.ts';
import { QueryTable } from '../../components/QueryTable.tsx';
import { column } from '../../components/TableContainer/index.tsx';

/** Under the document's keys: every save or action of the detail refreshes them too. */
export const changeKeys = {
  users: (id: string) => [...docKeys.all(changeOrderDocument), 'users', id],
  files: (id: string) => [...docKeys.all(changeOrderDocument), 'files', id],
};

const READ_TAG: Record<number, [string, string]> = {
  [ChangeOrderStatus.unread]: ['orange', '未读'],
  [ChangeOrderStatus.read]: ['green', '已读'],
};

/** The people told of the order: whether they read the notice, and how often they opened the order. */
export function RecipientsCard({ id }: { id: string }) {
  const users = useQuery({ queryKey: changeKeys.users(id), queryFn: () => changeApi.users(id) });
  return (
    <Card title="通知人员" size="small" style={{ marginTop: 12 }} data-testid="change-recipients">
      <QueryTable
        query={users}
        rowKey="userId"
        pagination={false}
        columns={[
          column('name', '姓名', 120),
          column('orderStatus', '阅读状态', 100, (v: number | null) => {
            const [color, text] = (v != null && READ_TAG[v]) || ['default', '审核后通知'];
            return <Tag color={color}>{text}</Tag>;
          }),
          column('readTime', '阅读时间', 160, formatTime),
          column('viewCount', '查看次数', 90),
          column('lastViewTime', '最后查看', 160, formatTime),
        ]}
      />
    </Card>
  );
}

/**
 * The order's files, kept through its own calls in every state (a revised drawing often follows the
 * approval): the shared attachment card uploads through /api/basic/file, then each file is attached.
 */
export function FilesCard({ id, editable }: { id: string; editable: boolean }) {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const { data } = useQuery({ queryKey: changeKeys.files(id), queryFn: () => changeApi.files(id) });
  const current = data?.items ?? [];
  async function change(next: DocumentAttachment[]) {
    const had = new Set(current.map((f) => f.fileId));
    const keep = new Set(next.map((f) => f.fileId));
    for (const f of next.filter((x) => !had.has(x.fileId))) await changeApi.addFile(id, f);
    for (const f of current.filter((x) => !keep.has(x.fileId))) await changeApi.removeFile(f.fileId);
    message.success(next.length > current.length ? '附件已上传' : '附件已删除');
    await qc.invalidateQueries({ queryKey: changeKeys.files(id) });
  }
  return <Attachments value={current} onChange={(v) => void change(v)} editable={editable} />;
}
