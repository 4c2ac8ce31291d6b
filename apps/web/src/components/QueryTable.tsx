import { Table, type TableProps } from 'antd';

type Props<T> = Omit<TableProps<T>, 'dataSource' | 'loading'>;
/** Where a QueryTable's rows come from: a list query's `items`, or `rows` when its answer holds them elsewhere. */
type Source<T> = { query: { isLoading: boolean; data?: { items: T[] } } } | { query: { isLoading: boolean }; rows: T[] | undefined };

/** A small table of what a TanStack query answered, loading while it runs (lists the server does not page). */
export function QueryTable<T extends object>(props: Props<T> & Source<T>) {
  const { query, rows, ...table } = props as Props<T> & { query: { isLoading: boolean; data?: { items?: T[] } }; rows?: T[] };
  const dataSource = ('rows' in props ? rows : query.data?.items) ?? [];
  return <Table<T> size="small" loading={query.isLoading} dataSource={dataSource} {...table} />;
}
