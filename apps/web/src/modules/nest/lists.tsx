import { nestResultStateLabels, OrderState, orderStateLabels, type PagedResult } from '@al/contracts';
import { Button, Tabs, Tag } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SearchBar, type SearchField, type SearchValues } from '../../components/SearchBar/index.tsx';
import { column, TableContainer, type LoadParams, type TableColumn } from '../../components/TableContainer/index.tsx';
import { feedback } from '../../lib/notify.ts';
import type { Params } from '../../lib/request.ts';
import { NestStateTag } from './StateTag.tsx';
import { ConfirmLink } from '../../components/RowButtons.tsx';
import { fmtAmount } from '../../lib/format.ts';
import { useFilters } from '../../components/hooks/useList.ts';

/**
 * The pieces the nest order and result lists share (panel and accessory, the space's and the
 * platform's): their search fields and query, the common columns, and the searchable table.
 */

const RANGES = { order: ['creationTime', '创建时间'], result: ['creationTime', '排版时间'], cost: ['time', '时间'] } as const;

/** The text filter (its label), 订单状态 for orders, and the date range (创建时间, 排版时间 for results, 时间 for costs). */
export function nestSearchFields(filterLabel: string, kind: keyof typeof RANGES): SearchField[] {
  const [name, label] = RANGES[kind];
  return [
    { type: 'input', name: 'filter', label: filterLabel, history: true },
    ...(kind === 'order'
      ? [{ type: 'select', name: 'orderState', label: '订单状态', options: Object.entries(orderStateLabels).map(([value, label]) => ({ value: Number(value), label })) } satisfies SearchField]
      : []),
    { type: 'dateRangePicker', name, label, maxRange: { amount: 1, unit: 'year' }, noDefault: true },
  ];
}

/** The list query: the page, and the search values as filter, orderState and beginTime/endTime. */
export type NestListQuery = Params;

/** A search bar over a table whose loader gets the page and the search values as one query. */
export function NestSearchTable<T extends object>({
  fields,
  fetch,
  title,
  columns,
  tick,
  extra,
}: {
  fields: SearchField[];
  fetch: (q: NestListQuery) => Promise<PagedResult<T>>;
  title: ReactNode;
  columns: TableColumn<T>[];
  /** Bumped to reload the current page. */
  tick?: number;
  extra?: ReactNode;
}) {
  const { filters: params, setFilters: setParams, searches } = useFilters<SearchValues>({});
  const rangeName = fields.find((f) => f.type === 'dateRangePicker')?.name ?? 'creationTime';
  const loader = useCallback(
    (p: LoadParams) => {
      const range = params[rangeName] as string[] | undefined;
      return fetch({ ...p, filter: (params.filter as string) || undefined, orderState: params.orderState as number | undefined, beginTime: range?.[0], endTime: range?.[1] });
    },
    [params, fetch, rangeName],
  );
  return (
    <>
      <SearchBar fields={fields} onSearch={setParams} />
      <TableContainer<T> title={title} rowKey="id" columns={columns} loader={loader} params={tick === undefined ? params : { ...params, tick }} reloadKey={searches} extra={extra} />
    </>
  );
}

/** Money to two decimals. */
export const money = (v: unknown) => Number(v).toFixed(2);

const time = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm');

/** The order's number (排版单号 unless `title` says another kind). */
export const orderNoColumn = (title = '排版单号') => column('orderNo', title, 150);
/** 空间: whose order it is, on the platform's lists. */
export const tenantColumn = column('tenantName', '空间', 180);
/** The accessory of an accessory order or result. */
export const accessoryColumn = column('accessoryName', '配件', 130);
/** 段数: how many lengths are cut. */
export const piecesColumn = column('pieceCount', '段数', 70);
/** 总长(m): their total length. */
export const partsLengthColumn = column('partsLength', '总长(m)', 90);
/** 状态: the order's state tag. */
export const orderStateColumn = { ...column('orderState', '状态', 90, (v: number) => <NestStateTag state={v} />), sorter: true };
/** 状态 of a result. */
export const resultStateColumn = column('state', '状态', 90, (v: number) => <Tag>{nestResultStateLabels[v] ?? v}</Tag>);
/** 费用: the order's nest cost, two decimals. */
export const costColumn = column('cost', '费用', 80, fmtAmount);
/** 创建时间 (or another time field and title) to the minute. */
export const timeColumn = (title = '创建时间', sorter = true, key = 'creationTime') => ({ ...column(key, title, 160, time), sorter });


/** 详情 of an order row and, once it has a result, the result's page (排版图, 切割方案). */
export function OrderLinks({ order, detail, result, resultLabel }: { order: { id: string; resultId?: string | null }; detail: string; result: string; resultLabel: string }) {
  const navigate = useNavigate();
  return (
    <>
      <Button type="link" size="small" onClick={() => navigate(`${detail}?id=${order.id}`)}>
        详情
      </Button>
      {order.resultId && (
        <Button type="link" size="small" onClick={() => navigate(`${result}?id=${order.resultId}`)}>
          {resultLabel}
        </Button>
      )}
    </>
  );
}
/** A confirmed 删除 of an order: removes it, says so and refreshes the list. */
export function DeleteOrderButton({ confirm, remove, onDeleted }: { confirm: string; remove: () => Promise<unknown>; onDeleted: () => void }) {
  return (
    <ConfirmLink
      confirm={confirm}
      onConfirm={async () => {
        await remove();
        feedback.message.success('删除成功');
        onDeleted();
      }}
    />
  );
}

/** The list's tick: bumping it reloads the table's current page. */
export function useTick() {
  const [tick, setTick] = useState(0);
  const refresh = useCallback(() => setTick((t) => t + 1), []);
  return { tick, refresh };
}

/** The states in which an order may be deleted. */
export const DELETABLE = new Set<number>([OrderState.toNest, OrderState.cancelled, OrderState.abnormal]);

/**
 * Panel (2-D) and accessory (1-D bar) nesting side by side; with `linked` the tab follows the
 * address (?tab=accessory opens the second).
 */
export function KindTabs({ panel, accessory, linked = false, labels = ['板材排版', '配件排版'] }: { panel: ReactNode; accessory: ReactNode; linked?: boolean; labels?: [string, string] }) {
  const [search, setSearch] = useSearchParams();
  return (
    <Tabs
      {...(linked && {
        activeKey: search.get('tab') === 'accessory' ? 'accessory' : 'panel',
        onChange: (k: string) => setSearch(k === 'accessory' ? { tab: k } : {}, { replace: true }),
      })}
      items={[
        { key: 'panel', label: labels[0], children: panel },
        { key: 'accessory', label: labels[1], children: accessory },
      ]}
    />
  );
}
