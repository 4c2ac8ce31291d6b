import { followTypeLabels } from '@al/contracts';
import { useState } from 'react';
import { actionColumn, column, TableContainer, type TableColumn } from '../../components/TableContainer/index.tsx';
import { tenantAdmin, type FollowupRow } from './api.ts';
import { ConfirmLink } from '../../components/RowButtons.tsx';
import { localTime } from '../../lib/format.ts';

/** /saas/tenant-followup: the operators' follow-ups with every tenant, newest first. */
export default function FollowupPage() {
  const [reload, setReload] = useState(0);
  const columns: TableColumn<FollowupRow>[] = [
    column('time', '时间', 170, localTime),
    column('tenantName', '空间', 180),
    column('followType', '方式', 90, (v: number) => followTypeLabels[v]),
    column('contactName', '联系人', 100),
    column('content', '内容', 300),
    column('result', '结果', 160),
    column('operatorName', '跟进人', 100),
    actionColumn(80, (f) => (
      <ConfirmLink confirm="确定删除？" onConfirm={() => tenantAdmin.deleteFollowup(f.id).then(() => setReload((n) => n + 1))} />
    )),
  ];
  return (
    <TableContainer<FollowupRow>
      title="租户跟进"
      columns={columns}
      rowKey="id"
      loader={(p) => tenantAdmin.followups(p)}
      params={reload}
    />
  );
}
