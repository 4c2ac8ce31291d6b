import { formatMoney } from '@al/contracts';
import { column, type FieldKey, type TableColumn } from '../../components/TableContainer/index.tsx';

/** An amount in yuan with 2 decimals, right-aligned, as the orders, prices, reports and renewals show it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const moneyColumn = <T = any>(key: FieldKey<T>, title: string, width?: number): TableColumn<T> => ({
  ...column<T>(key, title, width, (v: number) => formatMoney(v)),
  align: 'right',
});
