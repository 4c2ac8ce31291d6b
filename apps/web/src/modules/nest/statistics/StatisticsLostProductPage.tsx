import dayjs from 'dayjs';
import { useCallback, useMemo } from 'react';
import { column, TableContainer, type LoadParams, type TableColumn } from '../../../components/TableContainer/index.tsx';
import { statsApi } from './api.ts';
import { orderNoColumn, tenantColumn } from '../lists.tsx';

/** /statistics/lost-product: parts every space's nests could not place, with the reason. */
export default function StatisticsLostProductPage() {
  const loader = useCallback((p: LoadParams) => statsApi.lost({ ...p }), []);
  const columns = useMemo<TableColumn<Record<string, unknown>>[]>(
    () => [
      tenantColumn,
      orderNoColumn(),
      column('code', '零件编号', 160),
      column('qty', '数量', 80),
      column('reason', '原因', 260),
      column('finishTime', '时间', 160, (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '-')),
    ],
    [],
  );
  return <TableContainer<Record<string, unknown>> title="遗漏产品" rowKey={(r) => `${r.orderId}-${r.code}`} columns={columns} loader={loader} />;
}
