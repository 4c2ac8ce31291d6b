import { OrderState, orderStateLabels } from '@al/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tabs } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SearchBar, type SearchField, type SearchValues } from '../../components/SearchBar/index.tsx';
import { TableContainer, type LoadParams, type TableColumn } from '../../components/TableContainer/index.tsx';
import { useActions } from '../../components/ResourcePage/index.tsx';
import { feedback } from '../../lib/notify.ts';
import { nestApi, pct, type NestOrder } from './api.ts';
import { NestStateTag } from './StateTag.tsx';
import { StateActions } from './StateActions.tsx';
import { CreateFromBatchModal } from './CreateFromBatchModal.tsx';
import { AccessoryOrderList } from './AccessoryOrderList.tsx';

const FIELDS: SearchField[] = [
  { type: 'input', name: 'filter', label: '订单号/材质', history: true },
  { type: 'select', name: 'orderState', label: '订单状态', options: Object.entries(orderStateLabels).map(([value, label]) => ({ value: Number(value), label })) },
  { type: 'dateRangePicker', name: 'creationTime', label: '创建时间', maxRange: { amount: 1, unit: 'year' }, noDefault: true },
];
const DELETABLE = new Set<number>([OrderState.toNest, OrderState.cancelled, OrderState.abnormal]);
/** With its related orders (same batches) an order may also go while its result awaits confirmation. */
const RELATED_DELETABLE = new Set<number>([...DELETABLE, OrderState.toConfirm]);

/** /nest/order: the tenant's nest orders with their state, live utilisation and the planner's moves. */
export default function NestOrderPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const { can } = useActions('AlNest.Orders');
  const [params, setParams] = useState<SearchValues>({});
  const [tick, setTick] = useState(0);
  const [creating, setCreating] = useState(false);
  const refresh = useCallback(() => setTick((t) => t + 1), []);
  const loader = useCallback(
    (p: LoadParams) => {
      const range = params.creationTime as string[] | undefined;
      return nestApi.orders({ ...p, filter: (params.filter as string) || undefined, orderState: params.orderState as number | undefined, beginTime: range?.[0], endTime: range?.[1] });
    },
    [params],
  );
  const columns = useMemo<TableColumn<NestOrder>[]>(
    () => [
      { key: 'orderNo', title: '排版单号', dataIndex: 'orderNo', width: 150, sorter: true, render: (v: string, o) => <a onClick={() => navigate(`/nest/order-detail?id=${o.id}`)}>{v}</a> },
      { key: 'materialName', title: '材质', dataIndex: 'materialName', width: 90 },
      { key: 'thickness', title: '厚度(mm)', dataIndex: 'thickness', width: 90, sorter: true },
      { key: 'pieceCount', title: '零件数', dataIndex: 'pieceCount', width: 80 },
      { key: 'partsArea', title: '零件面积(㎡)', dataIndex: 'partsArea', width: 110 },
      { key: 'orderState', title: '状态', dataIndex: 'orderState', width: 90, sorter: true, render: (v: number) => <NestStateTag state={v} /> },
      { key: 'utilisation', title: '利用率', width: 90, render: (_: unknown, o) => pct(o.progress?.utilisation) },
      { key: 'sheets', title: '板材张数', width: 90, render: (_: unknown, o) => o.progress?.sheets ?? '-' },
      { key: 'cost', title: '费用', dataIndex: 'cost', width: 80, render: (v: number | null) => (v == null ? '-' : Number(v).toFixed(2)) },
      { key: 'creationTime', title: '创建时间', dataIndex: 'creationTime', width: 160, sorter: true, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
      {
        key: 'action',
        title: '操作',
        width: 300,
        fixed: 'right',
        render: (_: unknown, o) => (
          <Space size={0} wrap>
            <Button type="link" size="small" onClick={() => navigate(`/nest/order-detail?id=${o.id}`)}>
              详情
            </Button>
            {o.resultId && (
              <Button type="link" size="small" onClick={() => navigate(`/nest/order-result?id=${o.resultId}`)}>
                排版图
              </Button>
            )}
            <StateActions order={o} onChanged={refresh} />
            {can('delete') && DELETABLE.has(o.orderState) && (
              <Popconfirm
                title="确定删除该排版订单吗？"
                onConfirm={async () => {
                  await nestApi.remove(o.id);
                  feedback.message.success('删除成功');
                  refresh();
                }}
              >
                <Button type="link" size="small" danger>
                  删除
                </Button>
              </Popconfirm>
            )}
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
        ),
      },
    ],
    [navigate, refresh, can],
  );
  const panel = (
    <>
      <SearchBar fields={FIELDS} onSearch={setParams} />
      <TableContainer<NestOrder>
        title="排版订单"
        rowKey="id"
        columns={columns}
        loader={loader}
        params={{ ...params, tick }}
        extra={
          can('add') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              新建排版
            </Button>
          )
        }
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
  // Panel (2-D) and accessory (1-D bar) nesting side by side; ?tab=accessory opens the second.
  return (
    <Tabs
      activeKey={search.get('tab') === 'accessory' ? 'accessory' : 'panel'}
      onChange={(k) => setSearch(k === 'accessory' ? { tab: k } : {}, { replace: true })}
      items={[
        { key: 'panel', label: '板材排版', children: panel },
        { key: 'accessory', label: '配件排版', children: <AccessoryOrderList /> },
      ]}
    />
  );
}
