import type { ChangeViewItem } from '@al/contracts';
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useList } from '../../components/hooks/useList.ts';
import type { SearchField } from '../../components/SearchBar/index.tsx';
import { ListPage } from '../../components/ListPage.tsx';
import type { LoadParams, TableColumn } from '../../components/TableContainer/index.tsx';
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
      {
        key: 'docNo',
        title: '变更单号',
        dataIndex: 'docNo',
        width: 150,
        render: (v: string, r: ChangeViewItem) => <a onClick={() => navigate(`/produce/second-change-detail?id=${r.changeOrderId}`)}>{v}</a>,
      },
      { key: 'projectName', title: '项目', dataIndex: 'projectName', width: 200 },
      { key: 'userName', title: '查看人', dataIndex: 'userName', width: 120 },
      { key: 'viewTime', title: '查看时间', dataIndex: 'viewTime', width: 160, render: formatTime },
    ],
    [navigate],
  );
  return (
    <ListPage<ChangeViewItem> testId="change-view-log" fields={fields} toFilters={listFilters} list={list} title={orderId ? '变更单查看记录' : '全部变更单查看记录'} columns={columns} />
  );
}
