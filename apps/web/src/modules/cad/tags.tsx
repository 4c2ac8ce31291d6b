import {
  convertStateColors,
  convertStateLabels,
  projectStatusColors,
  projectStatusLabels,
  type ProjectStatus,
} from '@al/contracts';
import { Progress, Space, Tag, Tooltip, Typography } from 'antd';

export function ProjectStatusTag({ status, forced }: { status: number; forced?: boolean }) {
  return (
    <Tag color={projectStatusColors[status]} data-testid="project-status">
      {projectStatusLabels[status as ProjectStatus] ?? status}
      {forced ? '（强制）' : ''}
    </Tag>
  );
}

/** A file's conversion state, its progress while converting, and its error. */
export function ConvertState({
  state,
  progress,
  error,
}: {
  state: number;
  progress: number;
  error: string | null;
}) {
  return (
    <Space orientation="vertical" size={2} style={{ width: '100%' }}>
      <Space size={4}>
        <Tag color={convertStateColors[state]} data-testid="convert-state">
          {convertStateLabels[state]}
        </Tag>
        {state === 2 && <Progress percent={progress} size="small" style={{ width: 100, margin: 0 }} />}
      </Space>
      {error && (
        <Tooltip title={error}>
          <Typography.Text type="danger" style={{ fontSize: 12 }} ellipsis>
            {error}
          </Typography.Text>
        </Tooltip>
      )}
    </Space>
  );
}

export const area = (v: number) => `${v.toFixed(2)} ㎡`;
