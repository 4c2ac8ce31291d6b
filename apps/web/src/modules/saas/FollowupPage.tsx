import { followTypeLabels } from '@al/contracts';
import { useState } from 'react';
import { TableContainer, type TableColumn } from '../../components/TableContainer/index.tsx';
import { tenantAdmin, type FollowupRow } from './api.ts';
import { ConfirmLink } from '../../components/RowButtons.tsx';

/** /saas/tenant-followup: the operators' follow-ups with every tenant, newest first. */
export default function FollowupPage() {
  const [reload, setReload] = useState(0);
  const columns: TableColumn<FollowupRow>[] = [
    {
      key: 'time',
      title: '时间',
      dataIndex: 'time',
      width: 170,
      render: (v: string) => new Date(v).toLocaleString('zh-CN'),
    },
    { key: 'tenantName', title: '空间', dataIndex: 'tenantName', width: 180 },
    {
      key: 'followType',
      title: '方式',
      dataIndex: 'followType',
      width: 90,
      render: (v: number) => followTypeLabels[v],
    },
    { key: 'contactName', title: '联系人', dataIndex: 'contactName', width: 100 },
    { key: 'content', title: '内容', dataIndex: 'content', width: 300 },
    { key: 'result', title: '结果', dataIndex: 'result', width: 160 },
    { key: 'operatorName', title: '跟进人', dataIndex: 'operatorName', width: 100 },
    {
      key: 'actions',
      title: '操作',
      width: 80,
      render: (_: unknown, f) => (
        <ConfirmLink confirm="确定删除？" onConfirm={() => tenantAdmin.deleteFollowup(f.id).then(() => setReload((n) => n + 1))} />
      ),
    },
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
