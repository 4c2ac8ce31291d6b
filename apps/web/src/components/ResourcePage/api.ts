import type { AnyResourceDef, FieldDef, PagedResult } from '@al/contracts';
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { http } from '../../lib/request.ts';
import type { LoadParams } from '../TableContainer/index.tsx';
import type { LogEntry } from './logs.ts';
import type { ResourceRow } from './types.ts';

/** Query keys of a resource: everything under its base path, so one invalidation refreshes it all. */
export const resourceKeys = {
  all: (def: AnyResourceDef) => [def.basePath] as const,
  list: (def: AnyResourceDef, params: unknown) => [def.basePath, 'list', params] as const,
  detail: (def: AnyResourceDef, id: string) => [def.basePath, 'detail', id] as const,
  logs: (def: AnyResourceDef, id: string, page: number) => [def.basePath, 'logs', id, page] as const,
};

/**
 * The TableContainer loader of a resource list, fetched through the query cache under the filters and
 * `version` (the table reloads when its params or reloadKey change, not when this loader does).
 */
export function useListLoader(def: AnyResourceDef, filters: Record<string, unknown>, version: number, asTree = false) {
  const qc = useQueryClient();
  return useCallback(
    (p: LoadParams) => {
      const params = { ...filters, ...p };
      return qc.fetchQuery({
        queryKey: [...resourceKeys.list(def, asTree ? 'trees' : params), version],
        queryFn: () => http.get<PagedResult<ResourceRow>>(asTree ? `${def.basePath}/trees` : def.basePath, asTree ? undefined : (params as never)),
        staleTime: 0,
      });
    },
    [qc, def, filters, version, asTree],
  );
}

/** One record under `basePath` by id (of a resource or a document), fetched afresh each time; idle without an id. */
export function useDetail<T>(queryKey: readonly unknown[], basePath: string, id: string | null) {
  return useQuery({ queryKey, queryFn: () => http.get<T>(`${basePath}/${id}`), enabled: !!id, staleTime: 0 });
}

export const useResourceDetail = (def: AnyResourceDef, id: string | null) => useDetail<ResourceRow>(resourceKeys.detail(def, id ?? ''), def.basePath, id);

export const LOG_PAGE_SIZE = 20;

export function useResourceLogs(def: AnyResourceDef, id: string | null, page: number) {
  return useQuery({
    queryKey: resourceKeys.logs(def, id ?? '', page),
    queryFn: () =>
      http.get<PagedResult<LogEntry>>(`${def.basePath}/${id}/logs`, {
        skipCount: (page - 1) * LOG_PAGE_SIZE,
        maxResultCount: LOG_PAGE_SIZE,
      }),
    enabled: !!id,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** Create (no id) or update (id and the row's concurrency stamp as read). */
export function useSaveResource(def: AnyResourceDef) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, stamp, body }: { id?: string; stamp?: string; body: Record<string, unknown> }) =>
      id
        ? http.put<ResourceRow>(`${def.basePath}/${id}`, { ...body, concurrencyStamp: stamp })
        : http.post<ResourceRow>(def.basePath, body),
    onSettled: () => qc.invalidateQueries({ queryKey: resourceKeys.all(def) }),
  });
}

export function useDeleteResource(def: AnyResourceDef) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete<void>(`${def.basePath}/${id}`),
    onSettled: () => qc.invalidateQueries({ queryKey: resourceKeys.all(def) }),
  });
}

export function useToggleResource(def: AnyResourceDef) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enable }: { id: string; enable: boolean }) =>
      http.put<ResourceRow>(`${def.basePath}/${id}/${enable ? 'enable' : 'disable'}`),
    onSettled: () => qc.invalidateQueries({ queryKey: resourceKeys.all(def) }),
  });
}

/** How long the basic-data lists stay fresh: they change rarely, and every write through a resource invalidates them. */
export const CACHED_LIST_STALE_MS = 30 * 60_000;

/**
 * Every live row of a resource (its /all list), cached for pickers and labels. Its key sits under
 * the resource's base path, so any create, edit, delete or status change of the resource refreshes it.
 */
const allRowsQuery = (basePath: string, params: Record<string, string | number | boolean> = {}) => ({
  queryKey: [basePath, 'all', params] as const,
  queryFn: () => http.get<PagedResult<ResourceRow>>(`${basePath}/all`, params).then((r) => r.items),
  staleTime: CACHED_LIST_STALE_MS,
});

export function useAllRows(basePath: string, params: Record<string, string | number | boolean> = {}, enabled = true) {
  return useQuery({ ...allRowsQuery(basePath, params), enabled });
}

/** Options of the definition's `ref` search fields, by field key, from the cached lists. */
export function useRefSearchOptions(def: AnyResourceDef) {
  const refs = Object.entries<FieldDef>(def.fields).filter(([, f]) => f.search && f.ref);
  const lists = useQueries({ queries: refs.map(([, f]) => allRowsQuery(f.ref!.basePath)) });
  const out: Record<string, { value: string; label: string }[]> = {};
  refs.forEach(([k, f], i) => {
    out[k] = (lists[i]?.data ?? []).map((r) => ({ value: r.id, label: String(r[f.ref!.label] ?? '') }));
  });
  return out;
}

/** PUT /{id}/default, /{id}/status: the framework's extra writes, refreshing the resource's lists. */
export function useRowWrite(def: AnyResourceDef) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, body }: { id: string; action: 'default' | 'status'; body?: unknown }) =>
      http.put<ResourceRow>(`${def.basePath}/${id}/${action}`, body),
    onSettled: () => qc.invalidateQueries({ queryKey: resourceKeys.all(def) }),
  });
}

export { saveBlob } from '../../lib/download.ts';
