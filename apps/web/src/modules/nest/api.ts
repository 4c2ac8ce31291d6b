import { nestProduceEndpoints, type NestParameter, type NestPlate, type NestResultLayout, type PagedResult } from '@al/contracts';
import { useQuery } from '@tanstack/react-query';
import { http, type Params, type RequestOptions } from '../../lib/request.ts';
import { callEndpoint } from '../../lib/endpoint.ts';
import type { LoadParams } from '../../components/TableContainer/index.tsx';

export const NEST_BASE = '/api/cad/nest';

export interface NestProgressInfo {
  utilisation: number;
  sheets: number;
  elapsedMs: number;
  iterations?: number;
}

export interface NestOrder {
  id: string;
  orderNo: string;
  /** The batches it was generated from (its related orders share them). */
  batchIds?: string[];
  materialName: string | null;
  thickness: number;
  colorCode: string | null;
  plates: NestPlate[];
  parameter: NestParameter;
  orderState: number;
  progress: NestProgressInfo | null;
  message: string | null;
  lostProducts: { productId: string | null; code: string; qty: number; reason: string }[];
  lineCount: number;
  pieceCount: number;
  partsArea: number;
  resultId: string | null;
  cost: number | null;
  submitTime: string | null;
  startTime: string | null;
  finishTime: string | null;
  creationTime: string;
}

export interface NestResultHead {
  id: string;
  orderId: string;
  resultNo: string;
  materialName: string | null;
  thickness: number;
  sheetCount: number;
  layoutCount: number;
  plateArea: number;
  partsArea: number;
  remnantArea: number;
  utilisation: number;
  cutLength: number;
  pierceCount: number;
  elapsedMs: number;
  state: number;
  creationTime: string;
}

/** A layout of a result as the server gives it (the type is shared with the server through contracts). */
export type NestLayout = NestResultLayout;

export type NestOrderDetail = NestOrder & { result: NestResultHead | null };
export type NestResultDetail = NestResultHead & { orderNo: string; orderState: number; sheets: NestLayout[] };

export const nestKeys = {
  all: ['nest'] as const,
  order: (id: string) => ['nest', 'order', id] as const,
  result: (id: string) => ['nest', 'result', id] as const,
};

export const nestApi = {
  orders: (p: Params) => http.get<PagedResult<NestOrder>>(`${NEST_BASE}/order`, p),
  order: (id: string) => http.get<NestOrderDetail>(`${NEST_BASE}/order/${id}`),
  lines: (id: string, p: Params) => http.get<PagedResult<Record<string, unknown>>>(`${NEST_BASE}/order/${id}/list`, p),
  logs: (id: string, p: Params) => http.get<PagedResult<Record<string, unknown>>>(`${NEST_BASE}/order/${id}/log`, p),
  setState: (id: string, orderState: number, remark?: string, o?: RequestOptions) => http.post<NestOrder>(`${NEST_BASE}/order/${id}/order-state`, { orderState, remark }, o),
  remove: (id: string) => http.delete<void>(`${NEST_BASE}/order/${id}`),
  results: (p: Params) => http.get<PagedResult<NestResultHead>>(`${NEST_BASE}/result`, p),
  result: (id: string) => http.get<NestResultDetail>(`${NEST_BASE}/result/${id}`),
  layoutSvg: (id: string, layoutNo: number) => http.get<string>(`${NEST_BASE}/result/${id}/layout/${layoutNo}/svg`, undefined, { responseType: 'text' }),
  layoutDxfUrl: (id: string, layoutNo: number) => `${NEST_BASE}/result/${id}/layout/${layoutNo}/dxf`,
  produce: (resultId: string, layoutNo: number, qty: number) => callEndpoint(nestProduceEndpoints.log, { params: { id: resultId }, body: { layoutNo, qty } }),
  costs: (p: Params) => http.get<PagedResult<Record<string, unknown>>>(`${NEST_BASE}/cost/log`, p),
  produceLogs: (resultId: string, query: LoadParams) => callEndpoint(nestProduceEndpoints.logs, { params: { id: resultId }, query }),
  deleteRelated: (id: string) => http.delete<{ items: { id: string; orderNo: string }[]; totalCount: number }>(`${NEST_BASE}/related/order/${id}`),
  platformResult: (id: string) => http.get<NestResultDetail & { tenantName: string | null }>(`${NEST_BASE}/for-admin/result/${id}`),
  platformLayoutSvg: (id: string, layoutNo: number) => http.get<string>(`${NEST_BASE}/for-admin/result/${id}/layout/${layoutNo}/svg`, undefined, { responseType: 'text' }),
};

export type { NestProduceLog } from '@al/contracts';

const RUNNING = new Set([1, 2]);

/** An order; while it waits or runs it is polled every 2 s for the live progress view. */
export function useNestOrder(id: string | null) {
  return useQuery({
    queryKey: nestKeys.order(id ?? ''),
    queryFn: () => nestApi.order(id!),
    enabled: !!id,
    refetchInterval: (q) => (q.state.data && RUNNING.has(q.state.data.orderState) ? 2000 : false),
  });
}

export function useNestResult(id: string | null) {
  return useQuery({ queryKey: nestKeys.result(id ?? ''), queryFn: () => nestApi.result(id!), enabled: !!id });
}

/** A layout's drawing; `platform`: through the platform's read-only route (statistics pages). */
export function useLayoutSvg(resultId: string, layoutNo: number, platform = false) {
  return useQuery({
    queryKey: ['nest', 'svg', platform ? 'platform' : 'tenant', resultId, layoutNo],
    queryFn: () => (platform ? nestApi.platformLayoutSvg(resultId, layoutNo) : nestApi.layoutSvg(resultId, layoutNo)),
    staleTime: Infinity,
  });
}

export const pct = (v: number | null | undefined) => (v == null ? '-' : `${(Number(v) * 100).toFixed(2)}%`);
