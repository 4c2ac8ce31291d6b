import { Button } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { actionColumn, column, type TableColumn } from '../../../components/TableContainer/index.tsx';
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
      column('materialName', '材质', 90),
      column('thickness', '厚度(mm)', 90),
      column('pieceCount', '零件数', 80),
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
