import { Permissions, type PagedResult } from '@al/contracts';
import { Space } from 'antd';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { actionColumn, column, type TableColumn } from '../../components/TableContainer/index.tsx';
import { useActions } from '../../components/ResourcePage/index.tsx';
import { AddButton } from '../../components/FormModal.tsx';
import type { RequestOptions } from '../../lib/request.ts';
import { StateActions } from './StateActions.tsx';
import { isLive } from './api.ts';
import { costColumn, DELETABLE, DeleteOrderButton, OrderLinks, type NestListQuery, nestSearchFields, NestSearchTable, timeColumn, useTick } from './lists.tsx';

/** An order row of either kind as the list uses it. */
type KindOrderRow = { id: string; orderNo: string; orderState: number; resultId?: string | null };

/** What the space's order list of one kind (panel, accessory) shows and calls; the list itself is the same. */
export interface OrderListKind<T extends KindOrderRow> {
  /** The kind's name (排版, 配件排版): its orders are `${name}订单`, numbered `${name}单号`. */
  name: string;
  /** The search field's label: what the free-text filter looks at. */
  filterLabel: string;
  /** Its pages: `${pages}-detail` an order's, `${pages}-result` a result's (the link's label `resultLabel`). */
  pages: string;
  resultLabel: string;
  api: {
    orders: (q: NestListQuery) => Promise<PagedResult<T>>;
    setState: (id: string, orderState: number, remark?: string, o?: RequestOptions) => Promise<unknown>;
    remove: (id: string) => Promise<unknown>;
  };
  /** The kind's columns between the order number and the cost (its state column among them). */
  columns: TableColumn<T>[];
  actionWidth: number;
  /** Moves of the kind besides the shared ones (the panel's 删除关联). */
  moreActions?: (order: T, list: { can: ReturnType<typeof useActions>['can']; refresh: () => void }) => ReactNode;
  /** Looks again every 2 s while some order of the page waits or runs. */
  poll?: boolean;
  /** The kind's create dialog; `done` closes it, reloads the list and, given an id, opens that order. */
  create: (props: { open: boolean; onClose: () => void; done: (openId?: string) => void }) => ReactNode;
}

/** The space's orders of one kind: search, the kind's columns, the planner's moves, deleting and creating. */
export function KindOrderList<T extends KindOrderRow>({ kind }: { kind: OrderListKind<T> }) {
  const navigate = useNavigate();
  const { can } = useActions(Permissions.AlNest.Orders);
  const { tick, refresh } = useTick();
  const [creating, setCreating] = useState(false);
  const fields = useMemo(() => nestSearchFields(kind.filterLabel, 'order'), [kind.filterLabel]);
  const detail = `${kind.pages}-detail`;
  const fetch = useCallback(
    async (q: NestListQuery) => {
      const page = await kind.api.orders(q);
      if (kind.poll && page.items.some((o) => isLive(o.orderState))) setTimeout(refresh, 2000);
      return page;
    },
    [kind, refresh],
  );
  const columns = useMemo<TableColumn<T>[]>(
    () => [
      { ...column('orderNo', `${kind.name}单号`, 150, (v: string, o) => <a onClick={() => navigate(`${detail}?id=${o.id}`)}>{v}</a>), sorter: true },
      ...kind.columns,
      costColumn,
      timeColumn(),
      actionColumn(kind.actionWidth, (o) => (
        <Space size={0} wrap>
          <OrderLinks order={o} detail={detail} result={`${kind.pages}-result`} resultLabel={kind.resultLabel} />
          <StateActions order={o} onChanged={refresh} setState={kind.api.setState} />
          {can('delete') && DELETABLE.has(o.orderState) && <DeleteOrderButton confirm={`确定删除该${kind.name}订单吗？`} remove={() => kind.api.remove(o.id)} onDeleted={refresh} />}
          {kind.moreActions?.(o, { can, refresh })}
        </Space>
      )),
    ],
    [kind, detail, navigate, refresh, can],
  );
  return (
    <>
      <NestSearchTable<T>
        fields={fields}
        fetch={fetch}
        title={`${kind.name}订单`}
        columns={columns}
        tick={tick}
        extra={can('add') && <AddButton onClick={() => setCreating(true)}>新建{kind.name}</AddButton>}
      />
      {kind.create({
        open: creating,
        onClose: () => setCreating(false),
        done: (openId) => {
          setCreating(false);
          refresh();
          if (openId) navigate(`${detail}?id=${openId}`);
        },
      })}
    </>
  );
}
