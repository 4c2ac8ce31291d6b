import type { AnyResourceDef, FieldDef } from '@al/contracts';
import { Image, Tag } from 'antd';
import { RefLabel } from './RefSelect.tsx';
import { StaffLabel } from './StaffField.tsx';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { TableColumn } from '../TableContainer/index.tsx';
import { BOOL_LABELS, displayValue } from './fields.ts';
import type { CellRenderer, ResourceRow } from './types.ts';

/** The default cell of a field: 启用/禁用 or 是/否 tags for bools, option labels, plain text. */
export function defaultCell(key: string, f: FieldDef, v: unknown): ReactNode {
  if (f.ref) return <RefLabel field={f} value={v} />;
  if (f.staff) return <StaffLabel fieldKey={key} value={v} />;
  if (f.image) return v ? <Image src={String(v)} width={40} height={40} style={{ objectFit: 'contain' }} alt={f.label} /> : '-';
  if (f.kind === 'bool') {
    if (v === null || v === undefined) return null;
    if (key === 'enabled') return v ? <Tag color="green">启用</Tag> : <Tag>禁用</Tag>;
    return v ? <Tag color="blue">{BOOL_LABELS.true}</Tag> : <Tag>{BOOL_LABELS.false}</Tag>;
  }
  return displayValue(f, v) || '-';
}

/** Width of a column whose definition gives none. */
const DEFAULT_WIDTH = 200;

export const formatTime = (v: unknown) => (v ? dayjs(String(v)).format('YYYY-MM-DD HH:mm') : '-');

export const creationTimeColumn: TableColumn<ResourceRow> = {
  key: 'creationTime',
  title: '创建时间',
  dataIndex: 'creationTime',
  width: 160,
  sorter: true,
  render: formatTime,
};

/** Columns of the definition's `column` fields, sortable where the field is. */
export function resourceColumns(
  def: AnyResourceDef,
  renderers: Record<string, CellRenderer> = {},
): TableColumn<ResourceRow>[] {
  const cols: TableColumn<ResourceRow>[] = [];
  for (const [key, f] of Object.entries<FieldDef>(def.fields)) {
    if (!f.column) continue;
    const render = renderers[key];
    cols.push({
      key,
      title: f.label,
      dataIndex: key,
      width: typeof f.column === 'object' && f.column.width ? f.column.width : DEFAULT_WIDTH,
      ellipsis: f.kind === 'text' || (typeof f.column !== 'object' && !f.options),
      sorter: !!f.sortable,
      render: (v: unknown, row: ResourceRow) => (render ? render(v, row) : defaultCell(key, f, v)),
    });
  }
  return cols;
}
