import { accessoryNestApi as A, type AccessoryBarLayout, type AccessoryNestParameter, type AccessoryNestProgress, type PagedResult } from '@al/contracts';
import { useQuery } from '@tanstack/react-query';
import { http, type Params, type RequestOptions } from '../../lib/request.ts';

export interface AccessoryNestOrder {
  id: string;
  tenantId: string;
  orderNo: string;
  accessoryId: string | null;
  accessoryName: string;
  accessorySpec: string | null;
  accessoryCode: string | null;
  parameter: AccessoryNestParameter;
  orderState: number;
  message: string | null;
  lostProducts: { productId: string | null; code: string; qty: number; reason: string }[];
  lineCount: number;
  pieceCount: number;
  partsLength: number;
  resultId: string | null;
  cost: number | null;
  submitTime: string | null;
  startTime: string | null;
  finishTime: string | null;
  /** The solver's last report while it runs. */
  progress: AccessoryNestProgress | null;
  creationTime: string;
}

export interface AccessoryNestResult {
  id: string;
  orderId: string;
  resultNo: string;
  accessoryName: string;
  barLength: number;
  barCount: number;
  layoutCount: number;
  pieceCount: number;
  barsLength: number;
  partsLength: number;
  offcutLength: number;
  utilisation: number;
  lowerBound: number;
  optimal: boolean;
  bars: AccessoryBarLayout[];
  elapsedMs: number;
  state: number;
  creationTime: string;
}

export interface AccessoryOrderLine {
  id: string;
  productId: string | null;
  code: string;
  length: number;
  quantity: number;
}

export type AccessoryOrderDetail = AccessoryNestOrder & { lines: AccessoryOrderLine[]; result: AccessoryNestResult | null; tenantName?: string | null };
export type AccessoryResultDetail = AccessoryNestResult & { order: AccessoryNestOrder | null };

export interface AccessoryCandidate {
  accessoryId: string;
  name: string;
  spec: string | null;
  code: string | null;
  barLength: number;
  productCount: number;
  pieceCount: number;
  partsLength: number;
  withoutLength: number;
}

export const accessoryKeys = {
  all: ['accessory-nest'] as const,
  order: (id: string, admin = false) => ['accessory-nest', 'order', id, admin] as const,
  result: (id: string, admin = false) => ['accessory-nest', 'result', id, admin] as const,
};

/** Accessory (1-D) nesting calls; the for-admin ones are the platform's (statistics pages). */
export const accessoryApi = {
  orders: (p: Params) => http.get<PagedResult<AccessoryNestOrder>>(A.order, p),
  order: (id: string) => http.get<AccessoryOrderDetail>(`${A.order}/${id}`),
  candidates: (batchIds: string[]) => http.get<PagedResult<AccessoryCandidate>>(A.candidates, { batchIds: batchIds.join(',') }),
  create: (body: { batchIds: string[]; accessoryId: string; barLength?: number; kerf: number; trim: number; submit: boolean }) => http.post<AccessoryNestOrder>(A.order, body),
  setState: (id: string, orderState: number, remark?: string, o?: RequestOptions) => http.post<AccessoryNestOrder>(`${A.order}/${id}/order-state`, { orderState, remark }, o),
  remove: (id: string) => http.delete<void>(`${A.order}/${id}`),
  logs: (id: string, p: Params) => http.get<PagedResult<Record<string, unknown>>>(`${A.order}/${id}/log`, p),
  results: (p: Params) => http.get<PagedResult<AccessoryNestResult>>(A.result, p),
  result: (id: string) => http.get<AccessoryResultDetail>(`${A.result}/${id}`),
  costs: (p: Params) => http.get<PagedResult<Record<string, unknown>>>(A.costLog, p),
  purchaseUrl: (orderId: string) => `${A.downPurchase}/${orderId}`,
  adminOrders: (p: Params) => http.get<PagedResult<AccessoryNestOrder & { tenantName: string | null }>>(A.orderForAdmin, p),
  /** The platform's force delete; acts inside the order's space (the route resolves the order in the request's tenant). */
  forceDelete: (id: string, tenantId: string) => http.delete<void>(`${A.order}/${id}/force-delete`, undefined, { tenant: tenantId }),
  adminOrder: (id: string) => http.get<AccessoryOrderDetail>(`${A.orderForAdmin}/${id}`),
  adminResult: (id: string) => http.get<AccessoryResultDetail>(`${A.resultForAdmin}/${id}`),
};

const RUNNING = new Set([1, 2]);

/** An order (the platform's read with `admin`); polled every 2 s while it waits or runs. */
export function useAccessoryOrder(id: string | null, admin = false) {
  return useQuery({
    queryKey: accessoryKeys.order(id ?? '', admin),
    queryFn: () => (admin ? accessoryApi.adminOrder(id!) : accessoryApi.order(id!)),
    enabled: !!id,
    refetchInterval: (q) => (q.state.data && RUNNING.has(q.state.data.orderState) ? 2000 : false),
  });
}

export function useAccessoryResult(id: string | null, admin = false) {
  return useQuery({ queryKey: accessoryKeys.result(id ?? '', admin), queryFn: () => (admin ? accessoryApi.adminResult(id!) : accessoryApi.result(id!)), enabled: !!id });
}
