import type { ChangeViewItem } from '@al/contracts';
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useList } from '../../components/hooks/useList.ts';
import type { SearchField } from '../../components/SearchBar/index.tsx';
import { ListPage } from '../../components/ListPage.tsx';
import { column, type LoadParams, type TableColumn } from '../../components/TableContainer/index.tsx';
import { formatTime } from '../../components/ResourcePage/columns.tsx';
import { listFilters } from '../../components/ResourcePage/search.ts';
import { changeApi } from './changeApi.ts';

const fields: SearchField[] = [{ name: 'filter', label: '关键字', type: 'input', placeholder: '变更单号或项目' }];

/** /produce/second-change-detail-log(?id=…): who opened which change order when, newest first; one order's with ?id=. */
export function ChangeViewLogPage() {
  const [params] = useSearchParams();
  const orderId = params.get('id') ?? undefined;
  const navigate = useNavigate();
  const load = useCallback((p: LoadParams & Record<string, unknown>) => changeApi.viewLog({ ...(p as Record<string, string>), changeOrderId: orderId }), [orderId]);
  const list = useList(load);
  const columns = useMemo<TableColumn<ChangeViewItem>[]>(
    () => [
      column('docNo', '变更单号', 150, (v: string, r: ChangeViewItem) => (
        <a onClick={() => navigate(`/produce/second-change-detail?id=${r.changeOrderId}`)}>{v}</a>
      )),
      column('projectName', '项目', 200),
      column('userName', '查看人', 120),
      column('viewTime', '查看时间', 160, formatTime),
    ],
    [navigate],
  );
  return (
    <ListPage<ChangeViewItem> testId="change-view-log" fields={fields} toFilters={listFilters} list={list} title={orderId ? '变更单查看记录' : '全部变更单查看记录'} columns={columns} />
  );
}
