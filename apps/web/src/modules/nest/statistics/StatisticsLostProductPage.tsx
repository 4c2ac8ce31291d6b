import dayjs from 'dayjs';
import { useCallback, useMemo } from 'react';
import { TableContainer, type LoadParams, type TableColumn } from '../../../components/TableContainer/index.tsx';
import { statsApi } from './api.ts';
import { orderNoColumn, tenantColumn } from '../lists.tsx';

/** /statistics/lost-product: parts every space's nests could not place, with the reason. */
export default function StatisticsLostProductPage() {
  const loader = useCallback((p: LoadParams) => statsApi.lost({ ...p }), []);
  const columns = useMemo<TableColumn<Record<string, unknown>>[]>(
    () => [
      tenantColumn,
      orderNoColumn(),
      { key: 'code', title: '零件编号', dataIndex: 'code', width: 160 },
      { key: 'qty', title: '数量', dataIndex: 'qty', width: 80 },
      { key: 'reason', title: '原因', dataIndex: 'reason', width: 260 },
      { key: 'finishTime', title: '时间', dataIndex: 'finishTime', width: 160, render: (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '-') },
    ],
    [],
  );
  return <TableContainer<Record<string, unknown>> title="遗漏产品" rowKey={(r) => `${r.orderId}-${r.code}`} columns={columns} loader={loader} />;
}
