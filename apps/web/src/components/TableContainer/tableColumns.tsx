import { columnDecimals, columnsFor, columnText, type ListColumn, type ListColumns } from '@al/contracts';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import type { TableColumn } from './index.tsx';

/**
 * What a page adds to a declared column: a render of its own (a tag with a tooltip, photos), a sorter,
 * ellipsis, fixed, alignment. Its key, title, field and width stay the declaration's.
 */
export type ColumnOverride<Row> = Omit<Partial<TableColumn<Row>>, 'key' | 'title' | 'dataIndex' | 'width'>;

/** A declared column's cell: its text ('-' for none), as a tag where its option has a colour. */
function cell<Row>(c: ListColumn<Row>, row: Row): ReactNode {
  const text = columnText(c, row);
  if (!text) return '-';
  const value = (row as Record<string, unknown>)[c.key];
  const color = Array.isArray(c.text) ? c.text.find((o) => o.value === value)?.color : undefined;
  return color ? <Tag color={color}>{text}</Tag> : text;
}

/**
 * A declared list (`listColumns` in contracts) as the page's table columns: the columns the page
 * shows, in the declared order, with their titles, widths and texts (the same its Excel download
 * has), money and measures aligned right. `overrides` adds, per column key, what only the page has.
 */
export function tableColumns<Row>(list: ListColumns<Row>, overrides: Record<string, ColumnOverride<Row>> = {}): TableColumn<Row>[] {
  const cols = columnsFor(list, 'page');
  const unknown = Object.keys(overrides).filter((k) => !cols.some((c) => c.key === k));
  if (unknown.length) throw new Error(`tableColumns: no page column ${unknown.join(', ')}`);
  return cols.map((c) => ({
    key: c.key,
    title: c.title,
    dataIndex: c.key,
    width: c.width,
    ...(columnDecimals(c) !== undefined && { align: 'right' as const }),
    render: (_: unknown, row: Row) => cell(c, row),
    ...overrides[c.key],
  }));
}
