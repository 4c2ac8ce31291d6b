import { orderStateLabels } from '@al/contracts';
import { Button, Space } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchBar, type SearchField, type SearchValues } from '../../../components/SearchBar/index.tsx';
import { TableContainer, type LoadParams, type TableColumn } from '../../../components/TableContainer/index.tsx';
import { NestStateTag } from '../StateTag.tsx';
import { accessoryApi, type AccessoryNestOrder } from '../accessory-api.ts';

type Row = AccessoryNestOrder & { tenantName: string | null };
const FIELDS: SearchField[] = [
  { type: 'input', name: 'filter', label: '订单号/配件', history: true },
  { type: 'select', name: 'orderState', label: '订单状态', options: Object.entries(orderStateLabels).map(([value, label]) => ({ value: Number(value), label })) },
  { type: 'dateRangePicker', name: 'creationTime', label: '创建时间', maxRange: { amount: 1, unit: 'year' }, noDefault: true },
];

/** The 配件排版 tab of /statistics/order: every space's accessory nest orders. */
export function StatisticsAccessoryOrderList() {
  const navigate = useNavigate();
  const [params, setParams] = useState<SearchValues>({});
  const loader = useCallback(
    (p: LoadParams) => {
      const range = params.creationTime as string[] | undefined;
      return accessoryApi.adminOrders({ ...p, filter: (params.filter as string) || undefined, orderState: params.orderState as number | undefined, beginTime: range?.[0], endTime: range?.[1] });
    },
    [params],
  );
  const columns = useMemo<TableColumn<Row>[]>(
    () => [
      { key: 'tenantName', title: '空间', dataIndex: 'tenantName', width: 180 },
      { key: 'orderNo', title: '配件排版单号', dataIndex: 'orderNo', width: 150 },
      { key: 'accessoryName', title: '配件', dataIndex: 'accessoryName', width: 130 },
      { key: 'pieceCount', title: '段数', dataIndex: 'pieceCount', width: 70 },
      { key: 'partsLength', title: '总长(m)', dataIndex: 'partsLength', width: 90 },
      { key: 'orderState', title: '状态', dataIndex: 'orderState', width: 90, sorter: true, render: (v: number) => <NestStateTag state={v} /> },
      { key: 'cost', title: '费用', dataIndex: 'cost', width: 80, render: (v: number | null) => (v == null ? '-' : Number(v).toFixed(2)) },
      { key: 'creationTime', title: '创建时间', dataIndex: 'creationTime', width: 160, sorter: true, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
      {
        key: 'action',
        title: '操作',
        width: 160,
        fixed: 'right',
        render: (_: unknown, o) => (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => navigate(`/statistics/accessory-order-detail?id=${o.id}`)}>
              详情
            </Button>
            {o.resultId && (
              <Button type="link" size="small" onClick={() => navigate(`/statistics/accessory-order-result?id=${o.resultId}`)}>
                切割方案
              </Button>
            )}
          </Space>
        ),
      },
    ],
    [navigate],
  );
  return (
    <>
      <SearchBar fields={FIELDS} onSearch={setParams} />
      <TableContainer<Row> title="配件排版订单（全部空间）" rowKey="id" columns={columns} loader={loader} params={params} />
    </>
  );
}
