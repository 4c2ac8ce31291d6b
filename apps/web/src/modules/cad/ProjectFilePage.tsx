import { useQuery } from '@tanstack/react-query';
import { Card, Empty } from 'antd';
import { useTabParam } from '../../lib/contentSize.ts';
import { cad } from './api.ts';
import { FilesTab } from './FilesTab.tsx';

/** /cad/project-file?id=: a project's drawing files, with upload and conversion state. */
export default function ProjectFilePage() {
  const id = useTabParam('id') ?? '';
  const project = useQuery({
    queryKey: ['cad', 'project', id],
    queryFn: () => cad.project(id),
    enabled: !!id,
  });
  if (!id) return <Empty description="请从项目详情打开" />;
  return (
    <Card title={project.data ? `${project.data.name} · 图纸文件` : '图纸文件'} loading={!project.data}>
      {project.data && <FilesTab project={project.data} onConverted={() => void project.refetch()} />}
    </Card>
  );
}
