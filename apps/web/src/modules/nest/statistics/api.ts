import { nestClientEndpoints, nestCostRuleEndpoints, type NestCostBasis, type PagedResult } from '@al/contracts';
import { http, type Params } from '../../../lib/request.ts';
import { callEndpoint } from '../../../lib/endpoint.ts';
import type { NestOrder, NestResultHead } from '../api.ts';

export type AdminOrder = Pick<NestOrder, 'id' | 'orderNo' | 'materialName' | 'thickness' | 'pieceCount' | 'partsArea' | 'orderState' | 'progress' | 'cost' | 'message' | 'resultId' | 'creationTime' | 'finishTime'> & {
  tenantId: string;
  tenantName: string | null;
};
export interface NestPeriodStat {
  period: string;
  nests: number;
  sheets: number;
  plateArea: number;
  income: number;
}
export type { NestClientRow } from '@al/contracts';

const B = '/api/cad/nest';

/** The platform's nesting statistics (for-admin calls: platform administrators only). */
export const statsApi = {
  orders: (p: Params) => http.get<PagedResult<AdminOrder>>(`${B}/order/for-admin`, p),
  order: (id: string) => http.get<AdminOrder & NestOrder & { result: NestResultHead | null }>(`${B}/for-admin/${id}`),
  /** Acts inside the order's space: the route resolves the order in the request's tenant. */
  forceDelete: (id: string, tenantId: string) => http.delete<void>(`${B}/order/${id}/force-delete`, undefined, { tenant: tenantId }),
  costs: (p: Params) => http.get<PagedResult<Record<string, unknown>> & { totalAmount: number }>(`${B}/cost/for-admin`, p),
  lost: (p: Params) => http.get<PagedResult<Record<string, unknown>>>(`${B}/for-admin/lost/product/list`, p),
  periods: (p: Params) => http.get<PagedResult<NestPeriodStat>>(`${B}/statistics/for-admin`, p),
  clients: () => callEndpoint(nestClientEndpoints.forAdmin),
  costRule: (tenantId: string) => callEndpoint(nestCostRuleEndpoints.get, { params: { id: tenantId } }),
  setCostRule: (tenantId: string, v: { basis: NestCostBasis; unitPrice: number }) => callEndpoint(nestCostRuleEndpoints.set, { params: { id: tenantId }, body: v }),
};
