import { PlusOutlined } from '@ant-design/icons';
import { docDateField, docStates, type DocumentDef, type FieldDef } from '@al/contracts';
import { Badge, Button, Space, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { download } from '../../lib/download.ts';
import { SearchBar, type SearchField, type SearchValues } from '../SearchBar/index.tsx';
import { column, TableContainer, type TableColumn } from '../TableContainer/index.tsx';
import { creationTimeColumn, defaultCell } from '../ResourcePage/columns.tsx';
import { useActions } from '../ResourcePage/permissions.ts';
import { listFilters } from '../ResourcePage/search.ts';
import { docKeys, useDocListLoader, useStatusCounts, type DocRow } from './api.ts';
import { StatusTag } from './StatusTag.tsx';
import { BulkActions } from './BulkActions.tsx';
import { useFilters } from '../hooks/useList.ts';

/** SearchBar fields of a document list: number / remark, the head's search fields, and the date range. */
function searchFields(def: DocumentDef): SearchField[] {
  const fields: SearchField[] = [
    { name: 'filter', label: '关键字', type: 'input', placeholder: '单号或备注' },
  ];
  for (const [key, f] of Object.entries<FieldDef>(def.head)) {
    if (!f.search || f.ref) continue;
    fields.push(
      f.options
        ? {
            name: key,
            label: f.label,
            type: 'select',
            options: f.options.map((o) => ({ label: o.label, value: o.value })),
          }
        : { name: key, label: f.label, type: 'input' },
    );
  }
  fields.push({ name: 'dateRange', label: def.head[docDateField(def)]?.label ?? '单据日期', type: 'dateRangePicker', noDefault: true });
  return fields;
}

/**
 * The list of a business document from its definition: a tab per state with its count (全部 first),
 * the SearchBar, the numbered documents with their head columns, 新增 and 导出 as the permission allows.
 * A number opens the detail page in its tab.
 */
export function DocumentList({
  def,
  detailPath,
  onOpen,
  onCreate,
  createPath,
  initialStatus,
}: {
  def: DocumentDef;
  /** The detail page a number and 新增 open; a page that edits in place gives onOpen / onCreate instead. */
  detailPath?: string;
  onOpen?: (row: DocRow) => void;
  onCreate?: () => void;
  /** Where 新增 goes when it is not the detail page (a page that starts the document from another). */
  createPath?: string;
  /** The state tab the list opens on. */
  initialStatus?: number;
}) {
  const navigate = useNavigate();
  const { can } = useActions(def.permission);
  const { filters, setFilters, searches } = useFilters<Record<string, unknown>>({});
  const [status, setStatus] = useState(String(initialStatus ?? 0));
  const [selected, setSelected] = useState<DocRow[]>([]);
  const qc = useQueryClient();
  const all = useMemo(
    () => ({ ...filters, ...(status !== '0' ? { status: Number(status) } : {}) }),
    [filters, status],
  );
  const counts = useStatusCounts(def, filters);
  // The counts are a live query under the document's key: a save or an action in a detail tab
  // invalidates them, and their new answer reloads the kept-alive list's page as well (reloadKey).
  const loader = useDocListLoader(def, all, counts.dataUpdatedAt);
  const fields = useMemo(() => searchFields(def), [def]);

  const columns = useMemo<TableColumn<DocRow>[]>(
    () => [
      {
        ...column('docNo', '单号', 150, (v: string, r) => (
          <a onClick={() => (onOpen ? onOpen(r) : navigate(`${detailPath}?id=${r.id}`))}>{v}</a>
        )),
        sorter: true,
        fixed: 'left',
      },
      column('status', '状态', 90, (v: number) => <StatusTag def={def} value={v} />),
      ...Object.entries<FieldDef>(def.head)
        .filter(([, f]) => f.column)
        .map(([key, f]) => ({
          key,
          title: f.label,
          dataIndex: key,
          width: typeof f.column === 'object' ? f.column.width : 160,
          sorter: key === docDateField(def),
          render: (v: unknown) => defaultCell(key, f, v),
        })),
      creationTimeColumn as TableColumn<DocRow>,
    ],
    [def, detailPath, navigate, onOpen],
  );

  const countOf = (s: number) => counts.data?.items.find((x) => x.status === s)?.count ?? 0;
  return (
    <div data-testid="document-list">
      <SearchBar fields={fields} onSearch={(v: SearchValues) => setFilters(listFilters(v))} />
      <Tabs
        activeKey={status}
        onChange={setStatus}
        items={[
          {
            key: '0',
            label: (
              <span>
                全部{' '}
                <Badge count={counts.data?.totalCount ?? 0} showZero color="#bfbfbf" overflowCount={9999} />
              </span>
            ),
          },
          ...docStates(def).map((s) => ({
            key: String(s.value),
            label: (
              <span>
                {s.label} <Badge count={countOf(s.value)} showZero color="#bfbfbf" overflowCount={9999} />
              </span>
            ),
          })),
        ]}
      />
      <TableContainer<DocRow>
        title={def.title}
        rowKey="id"
        columns={columns}
        loader={loader}
        params={all}
        reloadKey={[counts.dataUpdatedAt, searches]}
        rowSelection={{
          selectedRowKeys: selected.map((r) => r.id),
          onChange: (_keys, rows) => setSelected(rows),
          preserveSelectedRowKeys: false,
        }}
        extra={
          <Space>
            <BulkActions
              def={def}
              rows={selected}
              can={can}
              onDone={() => {
                setSelected([]);
                void qc.invalidateQueries({ queryKey: docKeys.all(def) });
              }}
            />
            {can('export') && (
              <Button
                onClick={() => void download(`${def.basePath}/export`, `${def.title}.xlsx`, all as never)}
              >
                导出
              </Button>
            )}
            {can('add') && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => (onCreate ? onCreate() : navigate(createPath ?? detailPath ?? ''))}>
                新增
              </Button>
            )}
          </Space>
        }
      />
    </div>
  );
}
