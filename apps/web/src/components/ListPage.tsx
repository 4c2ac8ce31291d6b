import type { ReactNode } from 'react';
import { SearchBar, type SearchField, type SearchValues } from './SearchBar/index.tsx';
import { TableContainer, type LoadParams, type TableColumn } from './TableContainer/index.tsx';

/**
 * A hand-made list page (its state from useList): the search bar over the table titled `title`,
 * what `children` adds (modals) after them.
 */
export function ListPage<T extends object>({
  testId,
  fields,
  list,
  title,
  columns,
  extra,
  before,
  children,
}: {
  testId: string;
  fields: SearchField[];
  list: { filters: Record<string, unknown>; setFilters(v: SearchValues): void; loader(p: LoadParams): Promise<{ items: T[]; totalCount: number }> };
  title: ReactNode;
  columns: TableColumn<T>[];
  extra?: ReactNode;
  /** Shown above the search bar. */
  before?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div data-testid={testId}>
      {before}
      <SearchBar fields={fields} onSearch={list.setFilters} />
      <TableContainer<T> title={title} rowKey="id" columns={columns} loader={list.loader} params={list.filters} extra={extra} />
      {children}
    </div>
  );
}
