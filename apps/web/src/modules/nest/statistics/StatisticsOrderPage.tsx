import { orderStateLabels } from '@al/contracts';
import { Button, Tabs } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SearchBar, type SearchField, type SearchValues } from '../../../components/SearchBar/index.tsx';
import { TableContainer, type LoadParams, type TableColumn } from '../../../components/TableContainer/index.tsx';
import { NestStateTag } from '../StateTag.tsx';
import { pct } from '../api.ts';
import { statsApi, type AdminOrder } from './api.ts';
import { StatisticsAccessoryOrderList } from './StatisticsAccessoryOrderList.tsx';

const FIELDS: SearchField[] = [
  { type: 'input', name: 'filter', label: '订单号/空间', history: true },
  { type: 'select', name: 'orderState', label: '订单状态', options: Object.entries(orderStateLabels).map(([value, label]) => ({ value: Number(value), label })) },
  { type: 'dateRangePicker', name: 'creationTime', label: '创建时间', maxRange: { amount: 1, unit: 'year' }, noDefault: true },
];

/** /statistics/order: every space's nest orders, for the platform's operators. */
export default function StatisticsOrderPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [params, setParams] = useState<SearchValues>({});
  const loader = useCallback(
    (p: LoadParams) => {
      const range = params.creationTime as string[] | undefined;
      return statsApi.orders({ ...p, filter: (params.filter as string) || undefined, orderState: params.orderState as number | undefined, beginTime: range?.[0], endTime: range?.[1] });
    },
    [params],
  );
  const columns = useMemo<TableColumn<AdminOrder>[]>(
    () => [
      { key: 'tenantName', title: '空间', dataIndex: 'tenantName', width: 180 },
      { key: 'orderNo', title: '排版单号', dataIndex: 'orderNo', width: 150 },
      { key: 'materialName', title: '材质', dataIndex: 'materialName', width: 90 },
      { key: 'thickness', title: '厚度(mm)', dataIndex: 'thickness', width: 90 },
      { key: 'pieceCount', title: '零件数', dataIndex: 'pieceCount', width: 80 },
      { key: 'orderState', title: '状态', dataIndex: 'orderState', width: 90, sorter: true, render: (v: number) => <NestStateTag state={v} /> },
      { key: 'utilisation', title: '利用率', width: 90, render: (_: unknown, o) => pct(o.progress?.utilisation) },
      { key: 'cost', title: '费用', dataIndex: 'cost', width: 80, render: (v: number | null) => (v == null ? '-' : Number(v).toFixed(2)) },
      { key: 'creationTime', title: '创建时间', dataIndex: 'creationTime', width: 160, sorter: true, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
      {
        key: 'action',
        title: '操作',
        width: 90,
        fixed: 'right',
        render: (_: unknown, o) => (
          <Button type="link" size="small" onClick={() => navigate(`/statistics/order-detail?id=${o.id}`)}>
            详情
          </Button>
        ),
      },
    ],
    [navigate],
  );
  // Panel and accessory (1-D) nest orders side by side; ?tab=accessory opens the second.
  return (
    <Tabs
      activeKey={search.get('tab') === 'accessory' ? 'accessory' : 'panel'}
      onChange={(k) => setSearch(k === 'accessory' ? { tab: k } : {}, { replace: true })}
      items={[
        {
          key: 'panel',
          label: '板材排版',
          children: (
            <>
              <SearchBar fields={FIELDS} onSearch={setParams} />
              <TableContainer<AdminOrder> title="排版订单（全部空间）" rowKey="id" columns={columns} loader={loader} params={params} />
            </>
          ),
        },
        { key: 'accessory', label: '配件排版', children: <StatisticsAccessoryOrderList /> },
      ]}
    />
  );
}
