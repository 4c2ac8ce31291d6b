import { Button, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';

/** 编辑 and a confirmed 删除 of a row, each shown only when allowed, after any extra links. */
export function RowButtons({ onEdit, onDelete, confirm, children }: { onEdit?: () => void; onDelete?: () => void; confirm: string; children?: ReactNode }) {
  return (
    <Space size={0}>
      {children}
      {onEdit && (
        <Button type="link" size="small" onClick={onEdit}>
          编辑
        </Button>
      )}
      {onDelete && <ConfirmLink confirm={confirm} onConfirm={onDelete} />}
    </Space>
  );
}

/** A link of a row (删除 unless told otherwise; red unless `danger` is false) that asks `confirm` before it runs `onConfirm`. */
export function ConfirmLink({
  confirm,
  onConfirm,
  children = '删除',
  danger = true,
}: {
  confirm: ReactNode;
  onConfirm: () => unknown;
  children?: ReactNode;
  danger?: boolean;
}) {
  return (
    <Popconfirm title={confirm} okText="确定" cancelText="取消" onConfirm={onConfirm as () => void}>
      <Button type="link" size="small" danger={danger}>
        {children}
      </Button>
    </Popconfirm>
  );
}
