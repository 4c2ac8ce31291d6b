import {
  childrenEndpoints,
  type ChildInput,
  saasApi,
  featureEndpoints,
  editionEndpoints,
  orderEndpoints,
  priceEndpoints,
  type ChildRow,
  tenantAdminApi,
  type AccountField,
  type TenantRow,
  type CreateOrderInput,
  type EditionInput,
  type FeatureInput,
  type PagedResult,
  type PriceInput,
  type ReportRow,
} from '@al/contracts';
import { callEndpoint } from '../../lib/endpoint.ts';
import { http } from '../../lib/request.ts';

export type OrderQuery = {
  skipCount: number;
  maxResultCount: number;
  status?: number;
  gateway?: number;
  tenantName?: string;
  orderNo?: string;
};

/** Calls of the platform side (paths in packages/contracts/src/api/saas.ts). */
export const saas = {
  editions: () => callEndpoint(editionEndpoints.list),
  createEdition: (v: EditionInput) => callEndpoint(editionEndpoints.create, { body: v }),
  updateEdition: (id: string, v: EditionInput) => callEndpoint(editionEndpoints.update, { params: { id }, body: v }),
  deleteEdition: (id: string) => callEndpoint(editionEndpoints.remove, { params: { id } }),
  setEditionFeatures: (id: string, featureIds: string[]) =>
    callEndpoint(editionEndpoints.setFeatures, { params: { id }, body: { featureIds } }),
  features: () => callEndpoint(featureEndpoints.tree),
  chargedFeatures: () => callEndpoint(featureEndpoints.charged),
  permissions: () => callEndpoint(featureEndpoints.permissions),
  createFeature: (v: FeatureInput) => callEndpoint(featureEndpoints.create, { body: v }),
  updateFeature: (id: string, v: FeatureInput) => callEndpoint(featureEndpoints.update, { params: { id }, body: v }),
  deleteFeature: (id: string) => callEndpoint(featureEndpoints.remove, { params: { id } }),
  usage: () => callEndpoint(featureEndpoints.usage),
  trial: (featureId: string) => callEndpoint(featureEndpoints.trial, { body: { featureId } }),
  prices: () => callEndpoint(priceEndpoints.list),
  priceOptions: () => callEndpoint(priceEndpoints.options),
  createPrice: (v: PriceInput) => callEndpoint(priceEndpoints.create, { body: v }),
  updatePrice: (id: string, v: PriceInput) => callEndpoint(priceEndpoints.update, { params: { id }, body: v }),
  deletePrice: (id: string) => callEndpoint(priceEndpoints.remove, { params: { id } }),
  priceGroups: (providerName: string, providerKey: string) =>
    callEndpoint(priceEndpoints.groups, { query: { providerName, providerKey } }),
  createOrder: (v: CreateOrderInput) => callEndpoint(orderEndpoints.create, { body: v }),
  order: (id: string) => callEndpoint(orderEndpoints.get, { params: { id } }),
  orderStatus: (id: string) =>
    callEndpoint(orderEndpoints.status, { params: { id } }, { silent: true }),
  qrCode: (id: string) => callEndpoint(orderEndpoints.qrCode, { params: { id } }),
  claimTransfer: (id: string) => callEndpoint(orderEndpoints.claimTransfer, { params: { id } }),
  confirmTransfer: (id: string) => callEndpoint(orderEndpoints.confirmTransfer, { params: { id } }),
  ordersForAdmin: (q: OrderQuery) => callEndpoint(orderEndpoints.forAdmin, { query: q }),
  ordersOfTenant: (q: OrderQuery) => callEndpoint(orderEndpoints.ofSpace, { query: q }),
  ordersForAgent: (q: OrderQuery) => callEndpoint(orderEndpoints.forAgent, { query: q }),
  report: (kind: 'annual' | 'monthly' | 'day', year: number, month?: number) =>
    http.get<ReportRow[]>(
      kind === 'annual'
        ? saasApi.reportAnnual
        : kind === 'monthly'
          ? saasApi.reportMonthly
          : saasApi.reportDay,
      { year, month },
    ),
};

export const checkCoupon = (couponNo: string) =>
  callEndpoint(orderEndpoints.checkCoupon, { query: { couponNo } });

export interface FollowupRow {
  id: string;
  tenantId: string;
  tenantName: string;
  followType: number;
  content: string;
  contactName: string | null;
  result: string | null;
  nextFollowTime: string | null;
  operatorName: string | null;
  time: string;
}
export interface OperateLogRow {
  id: string;
  operation: string;
  beforeValue: unknown;
  afterValue: unknown;
  reason: string;
  operatorName: string | null;
  time: string;
}

export const tenantAdmin = {
  list: (q: { skipCount: number; maxResultCount: number; displayName?: string; editionType?: number }) =>
    http.get<PagedResult<TenantRow>>(tenantAdminApi.tenants, q),
  info: (id: string) =>
    http.get<TenantRow & { memberCount: number; orderCount: number; paidAmount: number }>(
      tenantAdminApi.tenantInfo,
      { id },
    ),
  change: (what: AccountField, tenantId: string, value: string | number, reason: string) =>
    http.put<TenantRow>(tenantAdminApi.account(what), { tenantId, value, reason }),
  create: (v: { displayName: string; telephone?: string; editionId: string; ownerUserName: string }) =>
    http.post<TenantRow>(tenantAdminApi.adminCreate, v),
  setTags: (id: string, tags: string[]) => http.put<string[]>(tenantAdminApi.tenantTags(id), { tags }),
  notice: (tenantId: string, title: string, content: string) =>
    http.post<{ recipients: number }>(tenantAdminApi.notice, { tenantId, title, content }),
  features: (tenantId: string) =>
    http.get<{
      edition: { id: string; displayName: string }[];
      bought: { id: string; displayName: string; expiryTime: string | null; isTrial: boolean }[];
    }>(tenantAdminApi.feature, { tenantId }),
  operateLog: (tenantId?: string) => http.get<OperateLogRow[]>(tenantAdminApi.operateLog, { tenantId }),
  followups: (q: { skipCount: number; maxResultCount: number; tenantId?: string }) =>
    http.get<PagedResult<FollowupRow>>(tenantAdminApi.followupLog, q),
  addFollowup: (v: {
    tenantId: string;
    followType: number;
    content: string;
    contactName?: string;
    result?: string;
  }) => http.post<FollowupRow>(tenantAdminApi.followupLog, v),
  deleteFollowup: (id: string) => http.delete<void>(`${tenantAdminApi.followupLog}/${id}`),
  register: (v: { userName: string; phoneNumber: string; name?: string; password: string }) =>
    http.post<{ userName: string }>(tenantAdminApi.register, v),
};

export type { ChildRow };
export const children = {
  list: () => callEndpoint(childrenEndpoints.list),
  detail: (id: string) => callEndpoint(childrenEndpoints.get, { params: { id } }),
  agentDetail: (agentId: string) => callEndpoint(childrenEndpoints.agentForAdmin, { params: { id: agentId } }),
  open: (v: ChildInput) => callEndpoint(childrenEndpoints.open, { body: v }),
};

