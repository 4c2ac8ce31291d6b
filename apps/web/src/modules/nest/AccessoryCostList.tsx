import { Statistic } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import type { TableColumn } from '../../components/TableContainer/index.tsx';
import { accessoryApi } from './accessory-api.ts';
import { money, type NestListQuery, nestSearchFields, NestSearchTable, tenantColumn, timeColumn } from './lists.tsx';

const FIELDS = nestSearchFields('配件排版单号', 'cost');
/** Bars have no area: a per-sheet or per-m² rule charges per bar. */
const basisLabel = (v: string) => (v === 'order' ? '按单' : '按根');

/**
 * The accessory nest cost log: the space's own (/nest/cost), or every space's income for the
 * platform (/statistics/cost, `admin`).
 */
export function AccessoryCostList({ admin = false }: { admin?: boolean }) {
  const [total, setTotal] = useState(0);
  const fetch = useCallback(
    async (q: NestListQuery) => {
      if (!admin) return accessoryApi.costs(q);
      const res = await accessoryApi.adminCosts(q);
      setTotal(res.totalAmount);
      return res;
    },
    [admin],
  );
  const columns = useMemo<TableColumn<Record<string, unknown>>[]>(
    () => [
      ...(admin ? [tenantColumn] : []),
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
      timeColumn('时间', false, 'time'),
    ],
    [admin],
  );
  return (
    <NestSearchTable<Record<string, unknown>>
      fields={FIELDS}
      fetch={fetch}
      title={admin ? <Statistic title="配件排版收入（筛选范围内）" value={total} precision={2} /> : '配件排版费用'}
      columns={columns}
    />
  );
}
