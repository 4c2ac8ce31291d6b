import { Space } from 'antd';
import { useMemo } from 'react';
import { actionColumn, type TableColumn } from '../../../components/TableContainer/index.tsx';
import type { accessoryNestAdminEndpoints, ResponseOf } from '@al/contracts';
import { accessoryApi } from '../accessory-api.ts';
import { accessoryColumn, costColumn, nestSearchFields, NestSearchTable, orderNoColumn, orderStateColumn, OrderLinks, partsLengthColumn, piecesColumn, tenantColumn, timeColumn } from '../lists.tsx';

type Row = ResponseOf<typeof accessoryNestAdminEndpoints.orders>['items'][number];
const FIELDS = nestSearchFields('订单号/配件', 'order');

/** The 配件排版 tab of /statistics/order: every space's accessory nest orders. */
export function StatisticsAccessoryOrderList() {
  const columns = useMemo<TableColumn<Row>[]>(
    () => [
      tenantColumn,
      orderNoColumn('配件排版单号'),
      accessoryColumn,
      piecesColumn,
      partsLengthColumn,
      orderStateColumn,
      costColumn,
      timeColumn(),
      actionColumn(160, (o) => (
        <Space size={0}>
          <OrderLinks order={o} detail="/statistics/accessory-order-detail" result="/statistics/accessory-order-result" resultLabel="切割方案" />
        </Space>
      )),
    ],
    [],
  );
  return <NestSearchTable<Row> fields={FIELDS} fetch={accessoryApi.adminOrders} title="配件排版订单（全部空间）" columns={columns} />;
}
