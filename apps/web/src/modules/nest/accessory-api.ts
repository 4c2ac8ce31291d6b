import {
  accessoryNestAdminEndpoints as adminEp,
  accessoryNestEndpoints as ep,
  accessoryOrderLifeCycle as life,
  endpointUrl,
  type AccessoryOrderDetail,
  type BodyIn,
  type QueryIn,
} from '@al/contracts';
import { useQuery } from '@tanstack/react-query';
import type { Params, RequestOptions } from '../../lib/request.ts';
import { callEndpoint } from '../../lib/endpoint.ts';
import { pollWhileLive } from './api.ts';

export type { AccessoryCandidate, AccessoryNestOrder, AccessoryNestResult, AccessoryOrderDetail, AccessoryOrderLine, AccessoryResultDetail, AccessoryResultHead } from '@al/contracts';

export const accessoryKeys = {
  all: ['accessory-nest'] as const,
  order: (id: string, admin = false) => ['accessory-nest', 'order', id, admin] as const,
  result: (id: string, admin = false) => ['accessory-nest', 'result', id, admin] as const,
};

/** Accessory (1-D) nesting calls; the for-admin ones are the platform's (statistics pages). */
export const accessoryApi = {
  orders: (p: Params) => callEndpoint(ep.orders, { query: p as QueryIn<typeof ep.orders> }),
  order: (id: string) => callEndpoint(ep.order, { params: { id } }),
  candidates: (batchIds: string[]) => callEndpoint(ep.candidates, { query: { batchIds: batchIds.join(',') } }),
  create: (body: BodyIn<typeof ep.create>) => callEndpoint(ep.create, { body }),
  setState: (id: string, orderState: number, remark?: string, o?: RequestOptions) => callEndpoint(life.setState, { params: { id }, body: { orderState, remark } }, o),
  remove: (id: string) => callEndpoint(life.remove, { params: { id } }),
  logs: (id: string, query: QueryIn<typeof ep.logs>) => callEndpoint(ep.logs, { params: { id }, query }),
  results: (p: Params) => callEndpoint(ep.results, { query: p as QueryIn<typeof ep.results> }),
  result: (id: string) => callEndpoint(ep.result, { params: { id } }),
  costs: (p: Params) => callEndpoint(ep.costs, { query: p as QueryIn<typeof ep.costs> }),
  purchaseUrl: (orderId: string) => endpointUrl(ep.downPurchase, { id: orderId }),
  adminOrders: (p: Params) => callEndpoint(adminEp.orders, { query: p as QueryIn<typeof adminEp.orders> }),
  /** The platform's force delete; acts inside the order's space (the route resolves the order in the request's tenant). */
  forceDelete: (id: string, tenantId: string) => callEndpoint(life.forceDelete, { params: { id } }, { tenant: tenantId }),
  adminOrder: (id: string) => callEndpoint(adminEp.order, { params: { id } }),
  adminResult: (id: string) => callEndpoint(adminEp.result, { params: { id } }),
  adminCosts: (p: Params) => callEndpoint(adminEp.costs, { query: p as QueryIn<typeof adminEp.costs> }),
  clients: () => callEndpoint(adminEp.clients),
};

/** An order (the platform's read with `admin`); polled every 2 s while it waits or runs. */
export function useAccessoryOrder(id: string | null, admin = false) {
  return useQuery({
    queryKey: accessoryKeys.order(id ?? '', admin),
    queryFn: (): Promise<AccessoryOrderDetail> => (admin ? accessoryApi.adminOrder(id!) : accessoryApi.order(id!)),
    enabled: !!id,
    refetchInterval: pollWhileLive,
  });
}

export function useAccessoryResult(id: string | null, admin = false) {
  return useQuery({ queryKey: accessoryKeys.result(id ?? '', admin), queryFn: () => (admin ? accessoryApi.adminResult(id!) : accessoryApi.result(id!)), enabled: !!id });
}
