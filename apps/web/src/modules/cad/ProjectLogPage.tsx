import { Card } from 'antd';
import { useMemo } from 'react';
import { useTabLocation } from '../../lib/contentSize.ts';
import { LogsTable } from './LogsTable.tsx';

/** /cad/project-log?id=: the project's document log (all projects without an id). */
export default function ProjectLogPage() {
  const { search } = useTabLocation();
  const id = useMemo(() => new URLSearchParams(search).get('id') ?? undefined, [search]);
  return (
    <Card title="项目日志">
      <LogsTable projectId={id} />
    </Card>
  );
}
