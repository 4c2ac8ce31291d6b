import {
  accountApi,
  editionEndpoints,
  factoryEndpoints,
  shellApi,
  type ChangePasswordInput,
  type FileConvertInfo,
  type GrantedPolicy,
  type LoginInput,
  type LoginResult,
  type MessageHeader,
  type SwitchTenantInput,
  type TenantConfig,
  type TenantInfo,
  type UserProfile,
  type PagedResult,
  type MessageItem,
  type EditionType,
} from '@al/contracts';
import { callEndpoint } from './endpoint.ts';
import { http, type RequestOptions } from './request.ts';

export interface CreateSpaceInput {
  editionType: EditionType;
  displayName: string;
  telephone?: string;
  userId: string;
  editionId: string;
}

/** Account and shell calls, on the paths of packages/contracts (api/account.ts, api/shell.ts). */
export const api = {
  login: (input: LoginInput) => http.post<LoginResult>(accountApi.token, input),
  logout: () => http.get<void>(accountApi.logout, undefined, { silent: true }),
  profile: (userId: string, o?: RequestOptions) => http.get<UserProfile>(accountApi.profile(userId), undefined, o),
  tenants: (userId: string, o?: RequestOptions) => http.get<TenantInfo[]>(accountApi.tenants(userId), undefined, o),
  policy: (o?: RequestOptions) => http.get<GrantedPolicy>(accountApi.policy, undefined, o),
  switchTenant: (input: SwitchTenantInput) => http.post<Partial<LoginResult> | null>(accountApi.switchTenant, input),
  changePassword: (input: ChangePasswordInput) => http.post<void>(accountApi.changePassword, input),
  /** Factories of the current tenant the caller may work in (spec 01 §7). */
  factories: (o?: RequestOptions) => callEndpoint(factoryEndpoints.mine, {}, o),
  tenantConfig: (o?: RequestOptions) => http.get<TenantConfig>(shellApi.tenantConfig, undefined, o),
  publicTenantConfig: (id: string) => http.get<TenantConfig>(shellApi.publicTenantConfig, { id }, { silent: true }),
  editionFeatures: (editionId: string, o?: RequestOptions) => callEndpoint(editionEndpoints.features, { params: { id: editionId } }, o),
  editions: (o?: RequestOptions) => callEndpoint(editionEndpoints.available, {}, o),
  createTenant: (input: CreateSpaceInput) => http.post<TenantInfo>(shellApi.createTenant, input),
  messageHeader: (userId: string) => http.get<MessageHeader>(shellApi.messageHeader(userId)),
  messageList: (params: { skipCount: number; maxResultCount: number; type?: number }) =>
    http.get<PagedResult<MessageItem>>(shellApi.messageList, params),
  markMessages: (ids: string[], messageState: number, messageType?: number) =>
    http.put<void>(shellApi.messageState, { ids, messageState, messageType }),
  clearMessages: (type: number, messageType?: number) => http.delete<void>(shellApi.messageClear, { type, messageType }),
  markChangeRead: (orderId: string) => http.put<void>(shellApi.changeRead(orderId)),
  fileConverts: () => http.get<FileConvertInfo[]>(shellApi.fileConverts),
  memberStatus: (memberId: string, tenantId: string, userStatus: number) =>
    http.put<void>(shellApi.memberStatus(memberId), { tenantId, userStatus }),
};
