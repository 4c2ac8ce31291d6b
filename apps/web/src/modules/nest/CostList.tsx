import { nestCostBasisLabels, type NestCostBasis, type PagedResult } from '@al/contracts';
import { Statistic } from 'antd';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { column, type TableColumn } from '../../components/TableContainer/index.tsx';
import { nestApi } from './api.ts';
import { accessoryApi } from './accessory-api.ts';
import { statsApi } from './statistics/api.ts';
import { money, type NestListQuery, nestSearchFields, NestSearchTable, orderNoColumn, tenantColumn, timeColumn } from './lists.tsx';

type CostRow = Record<string, unknown>;

/** What the cost log of one kind of nest names and calls (the space's own, the platform's across spaces). */
interface CostKind {
  /** The order number's title, which the free-text filter looks at. */
  orderNoTitle: string;
  basisLabel: (basis: NestCostBasis) => string;
  /** The space's table title, and the platform's income figure's. */
  title: string;
  incomeTitle: string;
  costs: (q: NestListQuery) => Promise<PagedResult<CostRow>>;
  adminCosts: (q: NestListQuery) => Promise<PagedResult<CostRow> & { totalAmount: number }>;
}

const costKinds: Record<'panel' | 'accessory', CostKind> = {
  panel: {
    orderNoTitle: '排版单号',
    basisLabel: (v: NestCostBasis) => nestCostBasisLabels[v] ?? v,
    title: '排版费用',
    incomeTitle: '筛选范围内收入',
    costs: nestApi.costs,
    adminCosts: statsApi.costs,
  },
  accessory: {
    orderNoTitle: '配件排版单号',
    /** Bars have no area: a per-sheet or per-m² rule charges per bar. */
    basisLabel: (v) => (v === 'order' ? '按单' : '按根'),
    title: '配件排版费用',
    incomeTitle: '配件排版收入（筛选范围内）',
    costs: accessoryApi.costs,
    adminCosts: accessoryApi.adminCosts,
  },
};

/**
 * A cost log of nests of one kind (panel, accessory; both charged against the same quota): the
 * space's own with the quota before and after (/nest/cost), or with `admin` every space's, the
 * platform's income, its total over the filtered range above the table (/statistics/cost; `action`
 * and `extra`: that page's own column and button).
 */
export function CostList({ kind, admin = false, action, extra }: { kind: keyof typeof costKinds; admin?: boolean; action?: TableColumn<CostRow>; extra?: ReactNode }) {
  const k = costKinds[kind];
  const [total, setTotal] = useState(0);
  const fields = useMemo(() => nestSearchFields(k.orderNoTitle, 'cost'), [k]);
  const fetch = useCallback(
    async (q: NestListQuery) => {
      if (!admin) return k.costs(q);
      const res = await k.adminCosts(q);
      setTotal(res.totalAmount);
      return res;
    },
    [admin, k],
  );
  const columns = useMemo<TableColumn<CostRow>[]>(
    () => [
      ...(admin ? [tenantColumn] : []),
      orderNoColumn(k.orderNoTitle),
      column('basis', '计费方式', 100, k.basisLabel),
      column('qty', '数量', 90),
      column('unitPrice', '单价', 90, money),
      column('amount', '金额', 90, money),
      ...(admin
        ? []
        : [
            column('quotaBefore', '扣费前额度', 110, money),
            column('quotaAfter', '扣费后额度', 110, money),
          ]),
      timeColumn('时间', false, 'time'),
      ...(action ? [action] : []),
    ],
    [admin, k, action],
  );
  return (
    <NestSearchTable<CostRow>
      fields={fields}
      fetch={fetch}
      title={admin ? <Statistic title={k.incomeTitle} value={total} precision={2} /> : k.title}
      columns={columns}
      extra={extra}
    />
  );
}
