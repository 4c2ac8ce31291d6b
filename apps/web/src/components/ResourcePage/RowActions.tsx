import type { AnyResourceDef } from '@al/contracts';
import { Button, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';
import { feedback } from '../../lib/notify.ts';
import { useDeleteResource, useRowWrite, useToggleResource } from './api.ts';
import { useActions } from './permissions.ts';
import type { ResourceRow } from './types.ts';

export interface RowActionsProps {
  def: AnyResourceDef;
  row: ResourceRow;
  onEdit: (row: ResourceRow) => void;
  onDetail: (row: ResourceRow) => void;
  onLogs: (row: ResourceRow) => void;
  onChanged: () => void;
  extra?: ReactNode;
}

/** 详情, 编辑, 启用/禁用, 删除 (confirmed), 日志; each write hidden when its action is not granted. */
export function RowActions({ def, row, onEdit, onDetail, onLogs, onChanged, extra }: RowActionsProps) {
  const { can } = useActions(def.permission);
  const remove = useDeleteResource(def);
  const toggle = useToggleResource(def);
  const write = useRowWrite(def);
  const flag = def.defaultFlag?.field;
  const statusKey = def.statusField;
  // A status field of 启用 1 / 禁用 2 (suppliers, demanders) toggles like `enabled`.
  const statusOn = statusKey ? row[statusKey] === 1 : false;
  const run = async (action: 'default' | 'status', body: unknown, done: string) => {
    try {
      await write.mutateAsync({ id: row.id, action, body });
    } catch {
      return; // the request client has shown the reason
    }
    feedback.message.success(done);
    onChanged();
  };
  const hasEnabled = 'enabled' in def.fields;
  const enabled = row.enabled === true;
  const link = { type: 'link', size: 'small', style: { padding: '0 4px' } } as const;
  return (
    <Space size={0} data-testid="row-actions">
      <Button {...link} onClick={() => onDetail(row)}>
        详情
      </Button>
      {can('edit') && (
        <Button {...link} onClick={() => onEdit(row)}>
          编辑
        </Button>
      )}
      {hasEnabled && can(enabled ? 'disable' : 'enable') && (
        <Button
          {...link}
          loading={toggle.isPending}
          onClick={async () => {
            try {
              await toggle.mutateAsync({ id: row.id, enable: !enabled });
            } catch {
              return; // the request client has shown the reason
            }
            feedback.message.success(enabled ? '禁用成功' : '启用成功');
            onChanged();
          }}
        >
          {enabled ? '禁用' : '启用'}
        </Button>
      )}
      {flag && can('edit') && row[flag] !== true && (
        <Button {...link} loading={write.isPending} onClick={() => void run('default', undefined, '已设为默认')}>
          设为默认
        </Button>
      )}
      {statusKey && can('edit') && (
        <Button {...link} loading={write.isPending} onClick={() => void run('status', { status: statusOn ? 2 : 1 }, statusOn ? '禁用成功' : '启用成功')}>
          {statusOn ? '禁用' : '启用'}
        </Button>
      )}
      {can('delete') && (
        <Popconfirm
          title={`确定删除该${def.title}吗？`}
          okText="确定"
          cancelText="取消"
          onConfirm={async () => {
            try {
              await remove.mutateAsync(row.id);
            } catch {
              return; // the request client has shown the reason
            }
            feedback.message.success('删除成功');
            onChanged();
          }}
        >
          <Button {...link} danger>
            删除
          </Button>
        </Popconfirm>
      )}
      <Button {...link} onClick={() => onLogs(row)}>
        日志
      </Button>
      {extra}
    </Space>
  );
}
