import {
  endpointUrl,
  nestAdminEndpoints,
  nestEndpoints as ep,
  nestOrderLifeCycle,
  nestProduceEndpoints,
  OrderState,
  type NestResultLayout,
  type QueryIn,
  type ResponseOf,
} from '@al/contracts';
import { useQuery } from '@tanstack/react-query';
import { http, type Params, type RequestOptions } from '../../lib/request.ts';
import { callEndpoint } from '../../lib/endpoint.ts';
import type { LoadParams } from '../../components/TableContainer/index.tsx';

export type { NestOrder, NestResultHead } from '@al/contracts';

/** A layout of a result as the server gives it (the type is shared with the server through contracts). */
export type NestLayout = NestResultLayout;

export type NestOrderDetail = ResponseOf<typeof ep.order>;
export type NestResultDetail = ResponseOf<typeof ep.result>;

export const nestKeys = {
  all: ['nest'] as const,
  order: (id: string) => ['nest', 'order', id] as const,
  result: (id: string) => ['nest', 'result', id] as const,
};

export const nestApi = {
  orders: (p: Params) => callEndpoint(ep.orders, { query: p as QueryIn<typeof ep.orders> }),
  order: (id: string) => callEndpoint(ep.order, { params: { id } }),
  lines: (id: string, query: QueryIn<typeof ep.lines>) => callEndpoint(ep.lines, { params: { id }, query }),
  logs: (id: string, query: QueryIn<typeof ep.logs>) => callEndpoint(ep.logs, { params: { id }, query }),
  setState: (id: string, orderState: number, remark?: string, o?: RequestOptions) => callEndpoint(nestOrderLifeCycle.setState, { params: { id }, body: { orderState, remark } }, o),
  remove: (id: string) => callEndpoint(nestOrderLifeCycle.remove, { params: { id } }),
  results: (p: Params) => callEndpoint(ep.results, { query: p as QueryIn<typeof ep.results> }),
  result: (id: string) => callEndpoint(ep.result, { params: { id } }),
  layoutSvg: (id: string, layoutNo: number) => http.get<string>(endpointUrl(ep.layoutSvg, { id, layoutNo }), undefined, { responseType: 'text' }),
  layoutDxfUrl: (id: string, layoutNo: number) => endpointUrl(ep.layoutDxf, { id, layoutNo }),
  purchaseUrl: (orderId: string, resultId: string) => endpointUrl(ep.downPurchase, { orderId, resultId }),
  relationUrl: endpointUrl(ep.downRelation),
  zipUrl: (id: string) => endpointUrl(ep.zip, { id }),
  produce: (resultId: string, layoutNo: number, qty: number) => callEndpoint(nestProduceEndpoints.log, { params: { id: resultId }, body: { layoutNo, qty } }),
  costs: (p: Params) => callEndpoint(ep.costs, { query: p as QueryIn<typeof ep.costs> }),
  produceLogs: (resultId: string, query: LoadParams) => callEndpoint(nestProduceEndpoints.logs, { params: { id: resultId }, query }),
  deleteRelated: (id: string) => callEndpoint(ep.removeRelated, { params: { id } }),
  platformResult: (id: string) => callEndpoint(nestAdminEndpoints.result, { params: { id } }),
  platformLayoutSvg: (id: string, layoutNo: number) =>
    http.get<string>(endpointUrl(nestAdminEndpoints.layoutSvg, { id, layoutNo }), undefined, { responseType: 'text' }),
};

export type { NestProduceLog } from '@al/contracts';

/** Whether the order waits for or runs its nest. */
export const isLive = (state: number) => state === OrderState.pending || state === OrderState.processing;

/** An order query's refetch interval: every 2 s while the order waits or runs (the live progress view), else none. */
export const pollWhileLive = (q: { state: { data?: { orderState: number } } }) => (q.state.data && isLive(q.state.data.orderState) ? 2000 : false);

/** An order; polled while it waits or runs. */
export function useNestOrder(id: string | null) {
  return useQuery({ queryKey: nestKeys.order(id ?? ''), queryFn: () => nestApi.order(id!), enabled: !!id, refetchInterval: pollWhileLive });
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
