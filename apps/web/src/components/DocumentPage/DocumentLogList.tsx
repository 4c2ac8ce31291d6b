import { docActions, docStates, type DocumentDef, type PagedResult } from '@al/contracts';
import { Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { http } from '../../lib/request.ts';
import { useList } from '../hooks/useList.ts';
import { SearchBar, type SearchField } from '../SearchBar/index.tsx';
import { column, TableContainer, type LoadParams, type TableColumn } from '../TableContainer/index.tsx';
import type { DocLogEntry } from './api.ts';

const BASE_ACTIONS: Record<string, string> = { create: '新增', update: '修改', delete: '删除', print: '打印', export: '导出' };

/**
 * The log of every document of one kind (the spec's …-log routes): who did what to which number
 * and when, newest first, searchable by number; the number opens the document.
 */
export function DocumentLogList({ def, detailPath }: { def: DocumentDef; detailPath: string }) {
  const navigate = useNavigate();
  const load = useCallback(
    (p: LoadParams & Record<string, unknown>) => http.get<PagedResult<DocLogEntry & { entityId: string }>>(`${def.basePath}/logs`, p as Record<string, string>),
    [def.basePath],
  );
  const { setFilters, table } = useList(load);
  const fields = useMemo<SearchField[]>(() => [{ name: 'filter', label: '单号', type: 'input', placeholder: `${def.title}单号` }], [def.title]);
  const columns = useMemo<TableColumn<DocLogEntry & { entityId: string }>[]>(() => {
    const action = (a: string) => docActions(def).find((x) => x.key === a)?.label ?? BASE_ACTIONS[a] ?? a;
    const state = (v: unknown) => docStates(def).find((s) => s.value === v)?.label;
    return [
      column('time', '时间', 170, (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss')),
      {
        key: 'docNo',
        title: '单号',
        width: 170,
        render: (_: unknown, r) => {
          const no = String(r.afterJson?.docNo ?? r.beforeJson?.docNo ?? '-');
          return r.action === 'delete' ? no : <Typography.Link onClick={() => navigate(`${detailPath}?id=${r.entityId}`)}>{no}</Typography.Link>;
        },
      },
      column('action', '操作', 100, (v: string) => action(v)),
      {
        key: 'state',
        title: '状态变化',
        width: 180,
        render: (_: unknown, r) => {
          const from = state(r.beforeJson?.status);
          const to = state(r.afterJson?.status);
          return from && to && from !== to ? `${from} → ${to}` : (to ?? '');
        },
      },
      { key: 'user', title: '操作人', dataIndex: 'userName', width: 120, render: (v: string | null) => v ?? '-' },
      { key: 'comment', title: '意见', ellipsis: true, render: (_: unknown, r) => String(r.afterJson?.comment ?? '') },
    ];
  }, [def, detailPath, navigate]);
  return (
    <div data-testid="document-log-list">
      <SearchBar fields={fields} onSearch={(v) => setFilters(v)} />
      <TableContainer<DocLogEntry & { entityId: string }> title={`${def.title}日志`} rowKey="id" columns={columns} {...table} />
    </div>
  );
}
