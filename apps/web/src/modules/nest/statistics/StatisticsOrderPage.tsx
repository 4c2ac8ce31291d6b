import { Button } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { actionColumn, type TableColumn } from '../../../components/TableContainer/index.tsx';
import { pct } from '../api.ts';
import { costColumn, KindTabs, nestSearchFields, NestSearchTable, orderNoColumn, orderStateColumn, tenantColumn, timeColumn } from '../lists.tsx';
import { statsApi, type AdminOrder } from './api.ts';
import { StatisticsAccessoryOrderList } from './StatisticsAccessoryOrderList.tsx';

const FIELDS = nestSearchFields('订单号/空间', 'order');

/** /statistics/order: every space's nest orders, for the platform's operators. */
export default function StatisticsOrderPage() {
  const navigate = useNavigate();
  const columns = useMemo<TableColumn<AdminOrder>[]>(
    () => [
      tenantColumn,
      orderNoColumn(),
      { key: 'materialName', title: '材质', dataIndex: 'materialName', width: 90 },
      { key: 'thickness', title: '厚度(mm)', dataIndex: 'thickness', width: 90 },
      { key: 'pieceCount', title: '零件数', dataIndex: 'pieceCount', width: 80 },
      orderStateColumn,
      { key: 'utilisation', title: '利用率', width: 90, render: (_: unknown, o) => pct(o.progress?.utilisation) },
      costColumn,
      timeColumn(),
      actionColumn(90, (o) => (
        <Button type="link" size="small" onClick={() => navigate(`/statistics/order-detail?id=${o.id}`)}>
          详情
        </Button>
      )),
    ],
    [navigate],
  );
  // Panel and accessory (1-D) nest orders side by side; ?tab=accessory opens the second.
  return (
    <KindTabs
      linked
      panel={<NestSearchTable<AdminOrder> fields={FIELDS} fetch={statsApi.orders} title="排版订单（全部空间）" columns={columns} />}
      accessory={<StatisticsAccessoryOrderList />}
    />
  );
}
