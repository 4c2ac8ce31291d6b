import dayjs from 'dayjs';
import { column, TableContainer, type LoadParams, type TableColumn } from '../../../components/TableContainer/index.tsx';
import { statsApi } from './api.ts';
import { orderNoColumn, tenantColumn } from '../lists.tsx';

type LostProduct = Record<string, unknown>;

/** Neither depends on the page's state: one loader and one column list for every render. */
const loader = (p: LoadParams) => statsApi.lost({ ...p });
const columns: TableColumn<LostProduct>[] = [
  tenantColumn,
  orderNoColumn(),
  column('code', '零件编号', 160),
  column('qty', '数量', 80),
  column('reason', '原因', 260),
  column('finishTime', '时间', 160, (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '-')),
];

/** /statistics/lost-product: parts every space's nests could not place, with the reason. */
export default function StatisticsLostProductPage() {
  return <TableContainer<LostProduct> title="遗漏产品" rowKey={(r) => `${r.orderId}-${r.code}`} columns={columns} loader={loader} />;
}
