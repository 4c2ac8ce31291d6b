import type { PagedResult } from '@al/contracts';
import { useCallback, useState } from 'react';
import type { LoadParams } from '../TableContainer/index.tsx';

/**
 * The filters a search sets, and how many searches there were: the table's `params` and `reloadKey`,
 * so that a search with unchanged filters still fetches the list again.
 */
export function useFilters<F>(initial: F) {
  const [state, setState] = useState({ filters: initial, searches: 0 });
  const setFilters = useCallback(
    (filters: F) => setState((s) => ({ filters, searches: s.searches + 1 })),
    [],
  );
  return { filters: state.filters, setFilters, searches: state.searches };
}

/**
 * State of a hand-made list page: the SearchBar's filters, a TableContainer loader that sends them, and
 * `reload()`, which makes the table fetch its current page again. `table` is what the TableContainer
 * takes from it (`{...list.table}`): the loader, the filters as `params` and the reloads and searches
 * as `reloadKey`.
 */
export function useList<T>(load: (p: LoadParams & Record<string, unknown>) => Promise<PagedResult<T>>) {
  const { filters, setFilters, searches } = useFilters<Record<string, unknown>>({});
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const loader = useCallback((p: LoadParams) => load({ ...filters, ...p }), [load, filters]);
  return { filters, setFilters, reload, version, table: { loader, params: filters, reloadKey: [version, searches] } };
}
