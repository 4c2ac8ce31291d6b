import type { ReactNode } from 'react';
import { SearchBar, type SearchField, type SearchValues } from './SearchBar/index.tsx';
import { TableContainer, type LoadParams, type TableColumn } from './TableContainer/index.tsx';

/**
 * A hand-made list page (its state from useList): the search bar over the table titled `title`,
 * what `children` adds (modals) after them. `toFilters` turns the search values into the list's
 * filters (listFilters, say); without it they are the filters as they are.
 */
export function ListPage<T extends object>({
  testId,
  fields,
  list,
  title,
  columns,
  rowKey = 'id',
  toFilters,
  extra,
  before,
  children,
}: {
  testId: string;
  fields: SearchField[];
  list: { setFilters(v: SearchValues): void; table: { loader(p: LoadParams): Promise<{ items: T[]; totalCount: number }>; params: unknown; reloadKey: unknown } };
  title: ReactNode;
  columns: TableColumn<T>[];
  rowKey?: string;
  toFilters?: (v: SearchValues) => Record<string, unknown>;
  extra?: ReactNode;
  /** Shown above the search bar. */
  before?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div data-testid={testId}>
      {before}
      <SearchBar fields={fields} onSearch={toFilters ? (v) => list.setFilters(toFilters(v)) : list.setFilters} />
      <TableContainer<T> title={title} rowKey={rowKey} columns={columns} {...list.table} extra={extra} />
      {children}
    </div>
  );
}
