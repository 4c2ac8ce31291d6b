import { Card } from 'antd';
import { useTabParam } from '../../lib/contentSize.ts';
import { LogsTable } from './LogsTable.tsx';

/** /cad/project-log?id=: the project's document log (all projects without an id). */
export default function ProjectLogPage() {
  return (
    <Card title="项目日志">
      <LogsTable projectId={useTabParam('id')} />
    </Card>
  );
}
