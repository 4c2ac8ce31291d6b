import {
  accountEndpoints,
  editionEndpoints,
  factoryEndpoints,
  messageEndpoints,
  spaceEndpoints,
  type BodyIn,
  type ChangePasswordInput,
  type LoginInput,
  type SwitchTenantInput,
} from '@al/contracts';
import { callEndpoint } from './endpoint.ts';
import type { RequestOptions } from './request.ts';

/** Account and shell calls, on the paths of packages/contracts (api/account.ts, api/shell.ts). */
export const api = {
  login: (input: LoginInput) => callEndpoint(accountEndpoints.login, { body: input }),
  logout: () => callEndpoint(accountEndpoints.logout, {}, { silent: true }),
  profile: (userId: string, o?: RequestOptions) => callEndpoint(accountEndpoints.profile, { params: { id: userId } }, o),
  tenants: (userId: string, o?: RequestOptions) => callEndpoint(accountEndpoints.tenants, { params: { id: userId } }, o),
  policy: (o?: RequestOptions) => callEndpoint(accountEndpoints.policy, {}, o),
  switchTenant: (input: SwitchTenantInput) => callEndpoint(accountEndpoints.switchTenant, { body: input }),
  changePassword: (input: ChangePasswordInput) => callEndpoint(accountEndpoints.changePassword, { body: input }),
  /** Factories of the current tenant the caller may work in (spec 01 §7). */
  factories: (o?: RequestOptions) => callEndpoint(factoryEndpoints.mine, {}, o),
  tenantConfig: (o?: RequestOptions) => callEndpoint(spaceEndpoints.config, {}, o),
  publicTenantConfig: (id: string) => callEndpoint(spaceEndpoints.publicConfig, { query: { id } }, { silent: true }),
  editionFeatures: (editionId: string, o?: RequestOptions) => callEndpoint(editionEndpoints.features, { params: { id: editionId } }, o),
  editions: (o?: RequestOptions) => callEndpoint(editionEndpoints.available, {}, o),
  createTenant: (input: BodyIn<typeof spaceEndpoints.create>) => callEndpoint(spaceEndpoints.create, { body: input }),
  messageHeader: (userId: string) => callEndpoint(messageEndpoints.header, { params: { id: userId } }),
  messageList: (params: { skipCount: number; maxResultCount: number; type?: number }) =>
    callEndpoint(messageEndpoints.list, { query: params }),
  markMessages: (ids: string[], messageState: number, messageType?: number) =>
    callEndpoint(messageEndpoints.state, { body: { ids, messageState, messageType } }),
  clearMessages: (type: number, messageType?: number) => callEndpoint(messageEndpoints.clear, { query: { type, messageType } }),
  markChangeRead: (orderId: string) => callEndpoint(messageEndpoints.changeRead, { params: { id: orderId } }),
  fileConverts: () => callEndpoint(spaceEndpoints.fileConverts),
  /** Answer an invitation (4 accept, 8 refuse), or disable / re-enable a member (16 / 4). */
  memberStatus: (memberId: string, tenantId: string, userStatus: number) =>
    callEndpoint(spaceEndpoints.memberStatus, { params: { id: memberId }, body: { tenantId, userStatus } }),
};
