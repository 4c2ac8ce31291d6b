import { OrderState } from '@al/contracts';
import { Button, Popconfirm } from 'antd';
import { feedback } from '../../lib/notify.ts';
import { nestApi, pct, type NestOrder } from './api.ts';
import { accessoryApi, type AccessoryNestOrder } from './accessory-api.ts';
import { CreateFromBatchModal } from './CreateFromBatchModal.tsx';
import { AccessoryCreateModal } from './AccessoryCreateModal.tsx';
import { KindOrderList, type OrderListKind } from './KindOrderList.tsx';
import { accessoryColumn, DELETABLE, KindTabs, orderStateColumn, partsLengthColumn, piecesColumn } from './lists.tsx';
import { column } from '../../components/TableContainer/index.tsx';

/** With its related orders (same batches) an order may also go while its result awaits confirmation. */
const RELATED_DELETABLE = new Set<number>([...DELETABLE, OrderState.toConfirm]);

/** Panel orders: material and thickness, live utilisation and sheets; deleting the orders of the same batches. */
const panelOrders: OrderListKind<NestOrder> = {
  name: '排版',
  filterLabel: '订单号/材质',
  pages: '/nest/order',
  resultLabel: '排版图',
  api: nestApi,
  columns: [
    column('materialName', '材质', 90),
    { ...column('thickness', '厚度(mm)', 90), sorter: true },
    column('pieceCount', '零件数', 80),
    column('partsArea', '零件面积(㎡)', 110),
    orderStateColumn,
    { key: 'utilisation', title: '利用率', width: 90, render: (_: unknown, o) => pct(o.progress?.utilisation) },
    { key: 'sheets', title: '板材张数', width: 90, render: (_: unknown, o) => o.progress?.sheets ?? '-' },
  ],
  actionWidth: 300,
  moreActions: (o, { can, refresh }) =>
    can('delete') &&
    !!o.batchIds?.length &&
    RELATED_DELETABLE.has(o.orderState) && (
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
    ),
  create: ({ open, onClose, done }) => <CreateFromBatchModal open={open} onClose={onClose} onCreated={() => done()} />,
};

/** Accessory (bar) orders: the accessory and its bar length, pieces and total length; a new one opens at once. */
const accessoryOrders: OrderListKind<AccessoryNestOrder> = {
  name: '配件排版',
  filterLabel: '订单号/配件',
  pages: '/nest/accessory-order',
  resultLabel: '切割方案',
  api: accessoryApi,
  columns: [
    accessoryColumn,
    column('accessorySpec', '规格', 110),
    { key: 'barLength', title: '型材长度(mm)', width: 110, render: (_: unknown, o) => o.parameter.barLength },
    piecesColumn,
    partsLengthColumn,
    orderStateColumn,
  ],
  actionWidth: 260,
  // A 1-D nest takes a moment: look again shortly while some order waits or runs.
  poll: true,
  create: ({ open, onClose, done }) => <AccessoryCreateModal open={open} onClose={onClose} onCreated={(o) => done(o.id)} />,
};

/** /nest/order: the tenant's nest orders of both kinds with their state, live figures and the planner's moves. */
export default function NestOrderPage() {
  return <KindTabs linked panel={<KindOrderList kind={panelOrders} />} accessory={<KindOrderList kind={accessoryOrders} />} />;
}
