import { useQuery } from '@tanstack/react-query';
import { cad } from './api.ts';
import { QueryTable } from '../../components/QueryTable.tsx';
import { localTime } from '../../lib/format.ts';
import { column } from '../../components/TableContainer/index.tsx';

const actionLabels: Record<string, string> = {
  create: '创建',
  update: '修改',
  delete: '删除',
  import: '上传图纸',
  mandatory: '强制状态',
  compel: '强制状态',
  recover: '恢复',
  freeze: '冻结',
  unfreeze: '解冻',
  process: '工序',
  paint: '油漆设置',
  relate: '项目关联',
};

export function LogsTable({ projectId }: { projectId?: string }) {
  const logs = useQuery({
    queryKey: ['cad', 'logs', projectId],
    queryFn: () => cad.logs({ projectId, maxResultCount: 200 }),
  });
  return (
    <QueryTable
      query={logs}
      rowKey="id"
      pagination={{ pageSize: 20 }}
      columns={[
        column('time', '时间', 180, localTime),
        { key: 'action', title: '操作', width: 100, render: (_, l) => actionLabels[l.action] ?? l.action },
        column('operatorName', '操作人', 120),
        column('comment', '说明'),
      ]}
    />
  );
}
