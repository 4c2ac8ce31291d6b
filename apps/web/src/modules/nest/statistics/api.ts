import { nestAdminEndpoints as ep, nestClientEndpoints, nestCostRuleEndpoints, nestOrderLifeCycle, type NestCostBasis, type QueryIn, type ResponseOf } from '@al/contracts';
import type { Params } from '../../../lib/request.ts';
import { callEndpoint } from '../../../lib/endpoint.ts';

export type AdminOrder = ResponseOf<typeof ep.orders>['items'][number];
export type { NestClientRow } from '@al/contracts';

/** The platform's nesting statistics (for-admin calls: platform administrators only). */
export const statsApi = {
  orders: (p: Params) => callEndpoint(ep.orders, { query: p as QueryIn<typeof ep.orders> }),
  order: (id: string) => callEndpoint(ep.order, { params: { id } }),
  /** Acts inside the order's space: the route resolves the order in the request's tenant. */
  forceDelete: (id: string, tenantId: string) => callEndpoint(nestOrderLifeCycle.forceDelete, { params: { id } }, { tenant: tenantId }),
  costs: (p: Params) => callEndpoint(ep.costs, { query: p as QueryIn<typeof ep.costs> }),
  lost: (p: Params) => callEndpoint(ep.lost, { query: p as QueryIn<typeof ep.lost> }),
  periods: (query: QueryIn<typeof ep.statistics>) => callEndpoint(ep.statistics, { query }),
  clients: () => callEndpoint(nestClientEndpoints.forAdmin),
  costRule: (tenantId: string) => callEndpoint(nestCostRuleEndpoints.get, { params: { id: tenantId } }),
  setCostRule: (tenantId: string, v: { basis: NestCostBasis; unitPrice: number }) => callEndpoint(nestCostRuleEndpoints.set, { params: { id: tenantId }, body: v }),
};
