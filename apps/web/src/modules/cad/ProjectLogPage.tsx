import { cadProjectEndpoints } from '@al/contracts';
import { Button, Card } from 'antd';
import { download } from '../../lib/download.ts';
import { useTabParam } from '../../lib/contentSize.ts';
import { LogsTable } from './LogsTable.tsx';

/** /cad/project-log?id=: the project's document log (all projects without an id), and its Excel. */
export default function ProjectLogPage() {
  const projectId = useTabParam('id');
  return (
    <Card
      title="项目日志"
      extra={
        <Button
          onClick={() =>
            void download(
              cadProjectEndpoints.logDown.path,
              '项目日志.xlsx',
              projectId ? { projectId } : undefined,
            )
          }
        >
          导出Excel
        </Button>
      }
    >
      <LogsTable projectId={projectId} />
    </Card>
  );
}
