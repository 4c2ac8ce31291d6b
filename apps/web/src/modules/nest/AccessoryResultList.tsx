import { nestResultStateLabels } from '@al/contracts';
import { Button, Tag } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchBar, type SearchField, type SearchValues } from '../../components/SearchBar/index.tsx';
import { TableContainer, type LoadParams, type TableColumn } from '../../components/TableContainer/index.tsx';
import { pct } from './api.ts';
import { accessoryApi, type AccessoryNestResult } from './accessory-api.ts';

const FIELDS: SearchField[] = [
  { type: 'input', name: 'filter', label: '结果编号/配件', history: true },
  { type: 'dateRangePicker', name: 'creationTime', label: '排版时间', maxRange: { amount: 1, unit: 'year' }, noDefault: true },
];

/** The 配件排版 tab of /nest/result: accessory nest results with bars used and utilisation. */
export function AccessoryResultList() {
  const navigate = useNavigate();
  const [params, setParams] = useState<SearchValues>({});
  const loader = useCallback(
    (p: LoadParams) => {
      const range = params.creationTime as string[] | undefined;
      return accessoryApi.results({ ...p, filter: (params.filter as string) || undefined, beginTime: range?.[0], endTime: range?.[1] });
    },
    [params],
  );
  const columns = useMemo<TableColumn<AccessoryNestResult>[]>(
    () => [
      { key: 'resultNo', title: '结果编号', dataIndex: 'resultNo', width: 150, render: (v: string, r) => <a onClick={() => navigate(`/nest/accessory-order-result?id=${r.id}`)}>{v}</a> },
      { key: 'accessoryName', title: '配件', dataIndex: 'accessoryName', width: 130 },
      { key: 'barLength', title: '型材长度(mm)', dataIndex: 'barLength', width: 110 },
      { key: 'barCount', title: '型材根数', dataIndex: 'barCount', width: 90 },
      { key: 'pieceCount', title: '段数', dataIndex: 'pieceCount', width: 70 },
      { key: 'utilisation', title: '利用率', dataIndex: 'utilisation', width: 90, render: (v: number) => pct(v) },
      { key: 'offcutLength', title: '余料(m)', dataIndex: 'offcutLength', width: 90 },
      { key: 'state', title: '状态', dataIndex: 'state', width: 90, render: (v: number) => <Tag>{nestResultStateLabels[v] ?? v}</Tag> },
      { key: 'creationTime', title: '排版时间', dataIndex: 'creationTime', width: 160, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
      {
        key: 'action',
        title: '操作',
        width: 120,
        fixed: 'right',
        render: (_: unknown, r) => (
          <Button type="link" size="small" onClick={() => navigate(`/nest/accessory-order-result?id=${r.id}`)}>
            查看切割方案
          </Button>
        ),
      },
    ],
    [navigate],
  );
  return (
    <>
      <SearchBar fields={FIELDS} onSearch={setParams} />
      <TableContainer<AccessoryNestResult> title="配件排版结果" rowKey="id" columns={columns} loader={loader} params={params} />
    </>
  );
}
