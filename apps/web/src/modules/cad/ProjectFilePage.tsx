import { Card, Empty } from 'antd';
import { useTabParam } from '../../lib/contentSize.ts';
import { useProject } from './useProject.ts';
import { FilesTab } from './FilesTab.tsx';

/** /cad/project-file?id=: a project's drawing files, with upload and conversion state. */
export default function ProjectFilePage() {
  const id = useTabParam('id') ?? '';
  const project = useProject(id);
  if (!id) return <Empty description="请从项目详情打开" />;
  return (
    <Card title={project.data ? `${project.data.name} · 图纸文件` : '图纸文件'} loading={!project.data}>
      {project.data && <FilesTab project={project.data} onConverted={() => void project.refetch()} />}
    </Card>
  );
}
