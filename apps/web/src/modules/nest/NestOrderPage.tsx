import { OrderState, Permissions } from '@al/contracts';
import { Button, Popconfirm, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { actionColumn, type TableColumn } from '../../components/TableContainer/index.tsx';
import { useActions } from '../../components/ResourcePage/index.tsx';
import { AddButton } from '../../components/FormModal.tsx';
import { feedback } from '../../lib/notify.ts';
import { nestApi, pct, type NestOrder } from './api.ts';
import { StateActions } from './StateActions.tsx';
import { CreateFromBatchModal } from './CreateFromBatchModal.tsx';
import { AccessoryOrderList } from './AccessoryOrderList.tsx';
import { costColumn, DELETABLE, DeleteOrderButton, OrderLinks, KindTabs, NestSearchTable, nestSearchFields, orderStateColumn, timeColumn, useTick } from './lists.tsx';

const FIELDS = nestSearchFields('订单号/材质', 'order');
/** With its related orders (same batches) an order may also go while its result awaits confirmation. */
const RELATED_DELETABLE = new Set<number>([...DELETABLE, OrderState.toConfirm]);

/** /nest/order: the tenant's nest orders with their state, live utilisation and the planner's moves. */
export default function NestOrderPage() {
  const navigate = useNavigate();
  const { can } = useActions(Permissions.AlNest.Orders);
  const { tick, refresh } = useTick();
  const [creating, setCreating] = useState(false);
  const columns = useMemo<TableColumn<NestOrder>[]>(
    () => [
      { key: 'orderNo', title: '排版单号', dataIndex: 'orderNo', width: 150, sorter: true, render: (v: string, o) => <a onClick={() => navigate(`/nest/order-detail?id=${o.id}`)}>{v}</a> },
      { key: 'materialName', title: '材质', dataIndex: 'materialName', width: 90 },
      { key: 'thickness', title: '厚度(mm)', dataIndex: 'thickness', width: 90, sorter: true },
      { key: 'pieceCount', title: '零件数', dataIndex: 'pieceCount', width: 80 },
      { key: 'partsArea', title: '零件面积(㎡)', dataIndex: 'partsArea', width: 110 },
      orderStateColumn,
      { key: 'utilisation', title: '利用率', width: 90, render: (_: unknown, o) => pct(o.progress?.utilisation) },
      { key: 'sheets', title: '板材张数', width: 90, render: (_: unknown, o) => o.progress?.sheets ?? '-' },
      costColumn,
      timeColumn(),
      actionColumn(300, (o) => (
        <Space size={0} wrap>
          <OrderLinks order={o} detail="/nest/order-detail" result="/nest/order-result" resultLabel="排版图" />
          <StateActions order={o} onChanged={refresh} />
          {can('delete') && DELETABLE.has(o.orderState) && <DeleteOrderButton confirm="确定删除该排版订单吗？" remove={() => nestApi.remove(o.id)} onDeleted={refresh} />}
          {can('delete') && !!o.batchIds?.length && RELATED_DELETABLE.has(o.orderState) && (
            <Popconfirm
              title="删除该订单及同批次生成的全部排版订单（含未确认的排版结果）？"
              description="零件将恢复为未排版，可重新生成排版订单"
              onConfirm={async () => {
                const res = await nestApi.deleteRelated(o.id);
                feedback.message.success(`已删除${res.totalCount}张排版订单：${res.items.map((x) => x.orderNo).join('、')}`);
                refresh();
              }}
            >
              <Button type="link" size="small" danger>
                删除关联
              </Button>
            </Popconfirm>
          )}
        </Space>
      )),
    ],
    [navigate, refresh, can],
  );
  const panel = (
    <>
      <NestSearchTable<NestOrder>
        fields={FIELDS}
        fetch={nestApi.orders}
        title="排版订单"
        columns={columns}
        tick={tick}
        extra={can('add') && <AddButton onClick={() => setCreating(true)}>新建排版</AddButton>}
      />
      <CreateFromBatchModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          refresh();
        }}
      />
    </>
  );
  return <KindTabs linked panel={panel} accessory={<AccessoryOrderList />} />;
}
