import { OrderState, Permissions } from '@al/contracts';
import { Space } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { actionColumn, type TableColumn } from '../../components/TableContainer/index.tsx';
import { useActions } from '../../components/ResourcePage/index.tsx';
import { AddButton } from '../../components/FormModal.tsx';
import { StateActions } from './StateActions.tsx';
import { accessoryApi, type AccessoryNestOrder } from './accessory-api.ts';
import { AccessoryCreateModal } from './AccessoryCreateModal.tsx';
import { accessoryColumn, costColumn, DELETABLE, DeleteOrderButton, OrderLinks, type NestListQuery, nestSearchFields, NestSearchTable, orderStateColumn, partsLengthColumn, piecesColumn, timeColumn, useTick } from './lists.tsx';

const FIELDS = nestSearchFields('订单号/配件', 'order');
const RUNNING = new Set<number>([OrderState.pending, OrderState.processing]);

/** The 配件排版 tab of /nest/order: accessory (bar) nest orders, their moves, and creating one from batches. */
export function AccessoryOrderList() {
  const navigate = useNavigate();
  const { can } = useActions(Permissions.AlNest.Orders);
  const { tick, refresh } = useTick();
  const [creating, setCreating] = useState(false);
  const fetch = useCallback(
    async (q: NestListQuery) => {
      const page = await accessoryApi.orders(q);
      // A 1-D nest takes a moment: look again shortly while some order waits or runs.
      if (page.items.some((o) => RUNNING.has(o.orderState))) setTimeout(refresh, 2000);
      return page;
    },
    [refresh],
  );
  const columns = useMemo<TableColumn<AccessoryNestOrder>[]>(
    () => [
      { key: 'orderNo', title: '配件排版单号', dataIndex: 'orderNo', width: 150, sorter: true, render: (v: string, o) => <a onClick={() => navigate(`/nest/accessory-order-detail?id=${o.id}`)}>{v}</a> },
      accessoryColumn,
      { key: 'accessorySpec', title: '规格', dataIndex: 'accessorySpec', width: 110 },
      { key: 'barLength', title: '型材长度(mm)', width: 110, render: (_: unknown, o) => o.parameter.barLength },
      piecesColumn,
      partsLengthColumn,
      orderStateColumn,
      costColumn,
      timeColumn(),
      actionColumn(260, (o) => (
        <Space size={0} wrap>
          <OrderLinks order={o} detail="/nest/accessory-order-detail" result="/nest/accessory-order-result" resultLabel="切割方案" />
          <StateActions order={o} onChanged={refresh} setState={accessoryApi.setState} />
          {can('delete') && DELETABLE.has(o.orderState) && <DeleteOrderButton confirm="确定删除该配件排版订单吗？" remove={() => accessoryApi.remove(o.id)} onDeleted={refresh} />}
        </Space>
      )),
    ],
    [navigate, refresh, can],
  );
  return (
    <>
      <NestSearchTable<AccessoryNestOrder>
        fields={FIELDS}
        fetch={fetch}
        title="配件排版订单"
        columns={columns}
        tick={tick}
        extra={can('add') && <AddButton onClick={() => setCreating(true)}>新建配件排版</AddButton>}
      />
      <AccessoryCreateModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(o) => {
          setCreating(false);
          refresh();
          navigate(`/nest/accessory-order-detail?id=${o.id}`);
        }}
      />
    </>
  );
}
