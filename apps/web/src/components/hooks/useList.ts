import type { PagedResult } from '@al/contracts';
import { useCallback, useState } from 'react';
import type { LoadParams } from '../TableContainer/index.tsx';

/**
 * State of a hand-made list page: the SearchBar's filters, and a TableContainer loader whose identity
 * changes with them and with `reload()` (which makes the table fetch its current page again).
 */
export function useList<T>(load: (p: LoadParams & Record<string, unknown>) => Promise<PagedResult<T>>) {
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const loader = useCallback((p: LoadParams) => load({ ...filters, ...p }), [load, filters, version]);
  return { filters, setFilters, reload, loader, version };
}
