import type { DocumentAttachment, DocumentDef, PagedResult } from '@al/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { http } from '../../lib/request.ts';
import { useDetail } from '../ResourcePage/api.ts';
import type { LoadParams } from '../TableContainer/index.tsx';

export type DocRow = Record<string, unknown> & {
  id: string;
  docNo: string;
  status: number;
  concurrencyStamp: string;
};
export type DocLine = Record<string, unknown> & {
  id?: string;
  sourceType?: string | null;
  sourceId?: string | null;
  sourceLineId?: string | null;
};
export type DocDetail = DocRow & { lines: DocLine[]; attachments?: DocumentAttachment[] };
export interface DocLogEntry {
  id: string;
  action: string;
  userName: string | null;
  time: string;
  beforeJson: Record<string, unknown> | null;
  afterJson: Record<string, unknown> | null;
}

/** Query keys of a document: everything under its base path, so one invalidation refreshes list, counts and detail. */
export const docKeys = {
  all: (def: DocumentDef) => [def.basePath] as const,
  detail: (def: DocumentDef, id: string) => [def.basePath, 'detail', id] as const,
};

export function useDocListLoader(def: DocumentDef, filters: Record<string, unknown>, version: number) {
  const qc = useQueryClient();
  return useCallback(
    (p: LoadParams) =>
      qc.fetchQuery({
        queryKey: [def.basePath, 'list', { ...filters, ...p }, version],
        queryFn: () => http.get<PagedResult<DocRow>>(def.basePath, { ...filters, ...p } as never),
        staleTime: 0,
      }),
    [qc, def, filters, version],
  );
}

export function useStatusCounts(def: DocumentDef, filters: Record<string, unknown>) {
  return useQuery({
    queryKey: [def.basePath, 'status-count', filters],
    queryFn: () =>
      http.get<{ items: { status: number; label: string; count: number }[]; totalCount: number }>(
        `${def.basePath}/status-count`,
        filters as never,
      ),
    staleTime: 0,
  });
}

export const useDocDetail = (def: DocumentDef, id: string | null) => useDetail<DocDetail>(docKeys.detail(def, id ?? ''), def.basePath, id);

export function useDocLogs(def: DocumentDef, id: string | null) {
  return useQuery({
    queryKey: [def.basePath, 'logs', id],
    queryFn: () =>
      http.get<PagedResult<DocLogEntry>>(`${def.basePath}/${id}/logs`, { skipCount: 0, maxResultCount: 100 }),
    enabled: !!id,
    staleTime: 0,
  });
}

/** Lines of approved source documents with what is left of each (the select-…-list pickers). */
export function useSourceLines(basePath: string, sourceKey: string, filter: string, enabled: boolean) {
  return useQuery({
    queryKey: [basePath, 'source', sourceKey, filter],
    queryFn: () =>
      http.get<PagedResult<DocLine & { docNo: string; remaining: number }>>(
        `${basePath}/source/${sourceKey}`,
        { filter, skipCount: 0, maxResultCount: 200 },
      ),
    enabled,
    staleTime: 0,
  });
}
