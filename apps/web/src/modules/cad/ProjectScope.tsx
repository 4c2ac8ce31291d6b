import { Card, Empty, Space, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTabParam } from '../../lib/contentSize.ts';
import type { ProjectDetail } from './api.ts';
import { useProject } from './useProject.ts';
import { ProjectPicker } from './ProjectPicker.tsx';
import { ProjectStatusTag } from './tags.tsx';

/**
 * A page about one project: the project of `?id=` (opened from the project detail), or one chosen
 * with the project modal (opened from the menu).
 */
export function ProjectScope({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: (project: ProjectDetail) => ReactNode;
  children: (project: ProjectDetail) => ReactNode;
}) {
  const fromUrl = useTabParam('id');
  const [picked, setPicked] = useState<string>();
  const id = picked ?? fromUrl;
  const project = useProject(id);
  const p = project.data;
  return (
    <Card
      loading={!!id && project.isLoading}
      title={
        <Space>
          {title}
          {p ? (
            <>
              <Typography.Text strong>{p.name}</Typography.Text>
              <Typography.Text type="secondary">{p.code}</Typography.Text>
              <ProjectStatusTag status={p.projectStatus} forced={p.statusOverride !== null} />
            </>
          ) : null}
          <ProjectPicker value={id} onChange={setPicked} />
        </Space>
      }
      extra={p && extra ? extra(p) : null}
    >
      {p ? children(p) : <Empty description="请选择项目" />}
    </Card>
  );
}
