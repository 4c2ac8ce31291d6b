import {
  childrenEndpoints,
  type ChildInput,
  orderReportEndpoints,
  featureEndpoints,
  editionEndpoints,
  orderEndpoints,
  priceEndpoints,
  type ChildRow,
  tenantEndpoints,
  accountChangeEndpoints,
  type AccountField,
  type BodyIn,
  type QueryIn,
  type CreateOrderInput,
  type EditionInput,
  type FeatureInput,
  type PriceInput,
  type ReportKind,
} from '@al/contracts';
import { callEndpoint } from '../../lib/endpoint.ts';

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
  report: (kind: ReportKind, year: number, month?: number) =>
    callEndpoint(orderReportEndpoints[kind], { query: { year, month } }),
};

export const checkCoupon = (couponNo: string) =>
  callEndpoint(orderEndpoints.checkCoupon, { query: { couponNo } });

export type { FollowupRow, OperateLogRow } from '@al/contracts';

export const tenantAdmin = {
  list: (q: QueryIn<typeof tenantEndpoints.list>) => callEndpoint(tenantEndpoints.list, { query: q }),
  info: (id: string) => callEndpoint(tenantEndpoints.info, { query: { id } }),
  change: (what: AccountField, tenantId: string, value: string | number, reason: string) =>
    callEndpoint(accountChangeEndpoints[what], { body: { tenantId, value, reason } }),
  create: (v: ChildInput) => callEndpoint(tenantEndpoints.create, { body: v }),
  setTags: (id: string, tags: string[]) => callEndpoint(tenantEndpoints.setTags, { params: { id }, body: { tags } }),
  notice: (tenantId: string, title: string, content: string) =>
    callEndpoint(tenantEndpoints.notice, { body: { tenantId, title, content } }),
  features: (tenantId: string) => callEndpoint(tenantEndpoints.features, { query: { tenantId } }),
  operateLog: (tenantId?: string) => callEndpoint(tenantEndpoints.operateLog, { query: { tenantId } }),
  followups: (q: QueryIn<typeof tenantEndpoints.followups>) => callEndpoint(tenantEndpoints.followups, { query: q }),
  addFollowup: (v: BodyIn<typeof tenantEndpoints.addFollowup>) => callEndpoint(tenantEndpoints.addFollowup, { body: v }),
  deleteFollowup: (id: string) => callEndpoint(tenantEndpoints.removeFollowup, { params: { id } }),
  register: (v: BodyIn<typeof tenantEndpoints.register>) => callEndpoint(tenantEndpoints.register, { body: v }),
  /** The current space's own account (/enterprise/info). */
  own: () => callEndpoint(tenantEndpoints.own),
};

export type { ChildRow };
export const children = {
  list: () => callEndpoint(childrenEndpoints.list),
  detail: (id: string) => callEndpoint(childrenEndpoints.get, { params: { id } }),
  agentDetail: (agentId: string) => callEndpoint(childrenEndpoints.agentForAdmin, { params: { id: agentId } }),
  open: (v: ChildInput) => callEndpoint(childrenEndpoints.open, { body: v }),
};

