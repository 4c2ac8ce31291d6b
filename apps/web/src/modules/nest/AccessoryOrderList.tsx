import { OrderState, orderStateLabels } from '@al/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchBar, type SearchField, type SearchValues } from '../../components/SearchBar/index.tsx';
import { TableContainer, type LoadParams, type TableColumn } from '../../components/TableContainer/index.tsx';
import { useActions } from '../../components/ResourcePage/index.tsx';
import { feedback } from '../../lib/notify.ts';
import { NestStateTag } from './StateTag.tsx';
import { StateActions } from './StateActions.tsx';
import { accessoryApi, type AccessoryNestOrder } from './accessory-api.ts';
import { AccessoryCreateModal } from './AccessoryCreateModal.tsx';

const FIELDS: SearchField[] = [
  { type: 'input', name: 'filter', label: '订单号/配件', history: true },
  { type: 'select', name: 'orderState', label: '订单状态', options: Object.entries(orderStateLabels).map(([value, label]) => ({ value: Number(value), label })) },
  { type: 'dateRangePicker', name: 'creationTime', label: '创建时间', maxRange: { amount: 1, unit: 'year' }, noDefault: true },
];
const DELETABLE = new Set<number>([OrderState.toNest, OrderState.cancelled, OrderState.abnormal]);
const RUNNING = new Set<number>([OrderState.pending, OrderState.processing]);

/** The 配件排版 tab of /nest/order: accessory (bar) nest orders, their moves, and creating one from batches. */
export function AccessoryOrderList() {
  const navigate = useNavigate();
  const { can } = useActions('AlNest.Orders');
  const [params, setParams] = useState<SearchValues>({});
  const [tick, setTick] = useState(0);
  const [creating, setCreating] = useState(false);
  const refresh = useCallback(() => setTick((t) => t + 1), []);
  const loader = useCallback(
    async (p: LoadParams) => {
      const range = params.creationTime as string[] | undefined;
      const page = await accessoryApi.orders({ ...p, filter: (params.filter as string) || undefined, orderState: params.orderState as number | undefined, beginTime: range?.[0], endTime: range?.[1] });
      // A 1-D nest takes a moment: look again shortly while some order waits or runs.
      if (page.items.some((o) => RUNNING.has(o.orderState))) setTimeout(refresh, 2000);
      return page;
    },
    [params, refresh],
  );
  const columns = useMemo<TableColumn<AccessoryNestOrder>[]>(
    () => [
      { key: 'orderNo', title: '配件排版单号', dataIndex: 'orderNo', width: 150, sorter: true, render: (v: string, o) => <a onClick={() => navigate(`/nest/accessory-order-detail?id=${o.id}`)}>{v}</a> },
      { key: 'accessoryName', title: '配件', dataIndex: 'accessoryName', width: 130 },
      { key: 'accessorySpec', title: '规格', dataIndex: 'accessorySpec', width: 110 },
      { key: 'barLength', title: '型材长度(mm)', width: 110, render: (_: unknown, o) => o.parameter.barLength },
      { key: 'pieceCount', title: '段数', dataIndex: 'pieceCount', width: 70 },
      { key: 'partsLength', title: '总长(m)', dataIndex: 'partsLength', width: 90 },
      { key: 'orderState', title: '状态', dataIndex: 'orderState', width: 90, sorter: true, render: (v: number) => <NestStateTag state={v} /> },
      { key: 'cost', title: '费用', dataIndex: 'cost', width: 80, render: (v: number | null) => (v == null ? '-' : Number(v).toFixed(2)) },
      { key: 'creationTime', title: '创建时间', dataIndex: 'creationTime', width: 160, sorter: true, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
      {
        key: 'action',
        title: '操作',
        width: 260,
        fixed: 'right',
        render: (_: unknown, o) => (
          <Space size={0} wrap>
            <Button type="link" size="small" onClick={() => navigate(`/nest/accessory-order-detail?id=${o.id}`)}>
              详情
            </Button>
            {o.resultId && (
              <Button type="link" size="small" onClick={() => navigate(`/nest/accessory-order-result?id=${o.resultId}`)}>
                切割方案
              </Button>
            )}
            <StateActions order={o} onChanged={refresh} setState={accessoryApi.setState} />
            {can('delete') && DELETABLE.has(o.orderState) && (
              <Popconfirm
                title="确定删除该配件排版订单吗？"
                onConfirm={async () => {
                  await accessoryApi.remove(o.id);
                  feedback.message.success('删除成功');
                  refresh();
                }}
              >
                <Button type="link" size="small" danger>
                  删除
                </Button>
              </Popconfirm>
            )}
          </Space>
        ),
      },
    ],
    [navigate, refresh, can],
  );
  return (
    <>
      <SearchBar fields={FIELDS} onSearch={setParams} />
      <TableContainer<AccessoryNestOrder>
        title="配件排版订单"
        rowKey="id"
        columns={columns}
        loader={loader}
        params={{ ...params, tick }}
        extra={
          can('add') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              新建配件排版
            </Button>
          )
        }
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
