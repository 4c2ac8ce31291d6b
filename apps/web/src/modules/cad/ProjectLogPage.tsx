import { Card } from 'antd';
import { useTabParam } from '../../lib/contentSize.ts';
import { LogsTable } from './LogsTable.tsx';

/** /cad/project-log?id=: the project's document log (all projects without an id). */
export default function ProjectLogPage() {
  const id = useTabParam('id');
  return (
    <Card title="项目日志">
      <LogsTable projectId={id} />
    </Card>
  );
}
