import { Statistic } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { SearchBar, type SearchField, type SearchValues } from '../../components/SearchBar/index.tsx';
import { TableContainer, type LoadParams, type TableColumn } from '../../components/TableContainer/index.tsx';
import { accessoryApi } from './accessory-api.ts';
import { http } from '../../lib/request.ts';
import { accessoryNestApi, type PagedResult } from '@al/contracts';

const FIELDS: SearchField[] = [
  { type: 'input', name: 'filter', label: '配件排版单号', history: true },
  { type: 'dateRangePicker', name: 'time', label: '时间', maxRange: { amount: 1, unit: 'year' }, noDefault: true },
];
const money = (v: unknown) => Number(v).toFixed(2);
/** Bars have no area: a per-sheet or per-m² rule charges per bar. */
const basisLabel = (v: string) => (v === 'order' ? '按单' : '按根');

/**
 * The accessory nest cost log: the space's own (/nest/cost), or every space's income for the
 * platform (/statistics/cost, `admin`).
 */
export function AccessoryCostList({ admin = false }: { admin?: boolean }) {
  const [params, setParams] = useState<SearchValues>({});
  const [total, setTotal] = useState(0);
  const loader = useCallback(
    async (p: LoadParams) => {
      const range = params.time as string[] | undefined;
      const q = { ...p, filter: (params.filter as string) || undefined, beginTime: range?.[0], endTime: range?.[1] };
      if (!admin) return accessoryApi.costs(q);
      const res = await http.get<PagedResult<Record<string, unknown>> & { totalAmount: number }>(accessoryNestApi.costForAdmin, q);
      setTotal(res.totalAmount);
      return res;
    },
    [params, admin],
  );
  const columns = useMemo<TableColumn<Record<string, unknown>>[]>(
    () => [
      ...(admin ? [{ key: 'tenantName', title: '空间', dataIndex: 'tenantName', width: 180 }] : []),
      { key: 'orderNo', title: '配件排版单号', dataIndex: 'orderNo', width: 150 },
      { key: 'basis', title: '计费方式', dataIndex: 'basis', width: 100, render: basisLabel },
      { key: 'qty', title: '数量', dataIndex: 'qty', width: 90 },
      { key: 'unitPrice', title: '单价', dataIndex: 'unitPrice', width: 90, render: money },
      { key: 'amount', title: '金额', dataIndex: 'amount', width: 90, render: money },
      ...(admin
        ? []
        : [
            { key: 'quotaBefore', title: '扣费前额度', dataIndex: 'quotaBefore', width: 110, render: money },
            { key: 'quotaAfter', title: '扣费后额度', dataIndex: 'quotaAfter', width: 110, render: money },
          ]),
      { key: 'time', title: '时间', dataIndex: 'time', width: 160, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
    ],
    [admin],
  );
  return (
    <>
      <SearchBar fields={FIELDS} onSearch={setParams} />
      <TableContainer<Record<string, unknown>>
        title={admin ? <Statistic title="配件排版收入（筛选范围内）" value={total} precision={2} /> : '配件排版费用'}
        rowKey="id"
        columns={columns}
        loader={loader}
        params={params}
      />
    </>
  );
}
