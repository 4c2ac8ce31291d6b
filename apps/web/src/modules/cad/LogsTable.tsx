import { projectLogList } from '@al/contracts';
import { useQuery } from '@tanstack/react-query';
import { cad } from './api.ts';
import { QueryTable } from '../../components/QueryTable.tsx';
import { tableColumns } from '../../components/TableContainer/tableColumns.tsx';

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
      columns={tableColumns(projectLogList)}
    />
  );
}
