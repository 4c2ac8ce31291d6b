import { z } from 'zod';
import { messages } from '../messages.ts';
import { EditionType, MessageGroup } from '../enums.ts';
import { textLength } from '../rules/textLength.ts';
import { defineEndpoints, pagedOf } from '../endpoint.ts';
import { idParam, pagedQuery } from './common.ts';
import { tenantInfo } from './account.ts';
import { rowOf } from '../entity/row.ts';
import { changeMessageColumns, messageColumns } from '../entities/account.ts';
import { featureColumns } from '../entities/saas.ts';

/**
 * Calls the shell makes whose paths the spec does not give ("calls named by purpose").
 * The paths chosen here follow the ABP area of each call.
 */
export const shellApi = {
  /** GET: the bell's groups for the current user: { notices, todos, news, changes }. */
  messageHeader: (userId: string) => `/api/user/account/message/${userId}/header`,
  /** PUT { ids, messageState, messageType }: mark messages read. */
  messageState: '/api/user/account/message/state',
  /** The same, on spec 02's path. */
  messageStateSpec: '/api/user/account/state',
  /** DELETE ?type=&messageType=: clear one tab (not the change tab). */
  messageClear: '/api/user/account/message',
  /** GET paged list of all messages of the user (the /all-message page). */
  messageList: '/api/user/account/message',
  /** PUT: mark a change notice read (orderStatus 2 → 4). */
  changeRead: (orderId: string) => `/api/user/account/message/change/${orderId}/read`,
  /** GET: running file conversions by fileType and server: [{ fileType, fileCount, severIp }]. */
  fileConverts: '/api/cad/file-converts',
  /** GET / PUT: the current tenant's configuration (enterprise name, introduction, logos). */
  tenantConfig: '/api/tenant/account/config',
  /** GET ?id=: the auth layout's enterprise config by tenant id (no login needed). */
  publicTenantConfig: '/api/tenant/account/config/public',
  /** POST create-space payload: creates a tenant with the current user as administrator. */
  createTenant: '/api/tenant/account/create',
  /** The same call on the base path (spec 02: tenant account "POST create"). */
  createTenantBase: '/api/tenant/account',
} as const;

export const messageItem = rowOf(messageColumns).omit({ groupType: true, isCleared: true });
export type MessageItem = z.infer<typeof messageItem>;
const messageGroupResult = z.object({ unReadCount: z.number(), items: z.array(messageItem) });
export type MessageGroupResult = z.infer<typeof messageGroupResult>;
export const changeMessage = rowOf(changeMessageColumns);
export type ChangeMessage = z.infer<typeof changeMessage>;
export const messageHeader = z.object({
  notices: messageGroupResult,
  todos: messageGroupResult,
  news: messageGroupResult,
  changes: z.object({ unReadCount: z.number(), items: z.array(changeMessage) }),
});
export type MessageHeader = z.infer<typeof messageHeader>;

export const messageStateInput = z.object({
  ids: z.array(z.uuid(messages.invalidId)).min(1, messages.required('ids')).max(500),
  messageState: z.coerce.number().int().min(0).max(1),
  messageType: z.coerce.number().int().min(1).max(3).optional(),
});

export const messageClearQuery = z.object({
  type: z.coerce.number().int().refine((v) => Object.values(MessageGroup).includes(v as MessageGroup), '消息类型不正确'),
  messageType: z.coerce.number().int().min(1).max(3).optional(),
});

/** Drawings being converted, by file type and conversion server (the spec's spelling severIp). */
export const fileConvertInfo = z.object({ fileType: z.string(), fileCount: z.number().int(), severIp: z.string() });
export type FileConvertInfo = z.infer<typeof fileConvertInfo>;

export const tenantConfig = z.object({
  enterpriseName: z.string().nullable(),
  enterpriseIntroduction: z.string().nullable(),
  logoUrl: z.string().nullable(),
  reectLogoUrl: z.string().nullable(),
});
export type TenantConfig = z.infer<typeof tenantConfig>;

export const editionListItem = z.object({
  id: z.string(),
  name: z.string(),
  editionType: z.enum(EditionType),
  isFree: z.boolean(),
  isStatic: z.boolean(),
});
export type EditionListItem = z.infer<typeof editionListItem>;

/** A feature an edition grants, as the shell keeps it: part of the feature's row. */
export const featureItem = rowOf(featureColumns)
  .pick({ id: true, parentId: true, name: true, displayName: true })
  .extend({ permissionNames: z.array(z.string()) });
export type FeatureItem = z.infer<typeof featureItem>;

/** Create-space payload (spec 01 §5): name 6..50 where characters above code 255 count 2. */
export const createTenantInput = z.object({
  displayName: z
    .string(messages.spaceNameRequired)
    .refine((v) => v.trim().length > 0, messages.spaceNameRequired)
    .refine((v) => textLength(v.trim()) >= 6, messages.spaceNameTooShort)
    .refine((v) => textLength(v.trim()) <= 50, messages.tooLong('空间名称', 50)),
  telephone: z.string().max(20, messages.tooLong('联系电话', 20)).optional().nullable(),
  editionType: z.coerce
    .number()
    .int()
    .refine((v) => v === 2 || v === 4, messages.editionUnavailable)
    .default(2),
  editionId: z.uuid(messages.invalidId).optional().nullable(),
  userId: z.uuid(messages.invalidId).optional(),
});
export type CreateTenantInput = z.infer<typeof createTenantInput>;

export const tenantConfigInput = z.object({
  enterpriseName: z.string().trim().max(100, messages.tooLong('企业名称', 100)).nullable().optional(),
  enterpriseIntroduction: z.string().trim().max(500, messages.tooLong('企业简介', 500)).nullable().optional(),
  logoUrl: z.string().trim().max(500, messages.tooLong('Logo地址', 500)).nullable().optional(),
  reectLogoUrl: z.string().trim().max(500, messages.tooLong('Logo地址', 500)).nullable().optional(),
});

export const memberStatusInput = z.object({
  tenantId: z.uuid(messages.invalidId),
  userStatus: z.coerce.number().int(),
});

const createSpace = { summary: '创建空间', body: createTenantInput, response: tenantInfo } as const;
/** A space's own configuration, creating a space, and a member's status (the shell's calls). */
export const spaceEndpoints = defineEndpoints(
  { tag: '空间' },
  {
    /** The current space's configuration; null outside any space. */
    config: { method: 'GET', path: shellApi.tenantConfig, summary: '当前空间配置', response: tenantConfig.nullable() },
    /** The auth layout shows an enterprise's name and logo before anyone signs in (login?id=…). */
    publicConfig: {
      method: 'GET',
      path: shellApi.publicTenantConfig,
      summary: '登录页的企业配置',
      access: { public: true },
      query: idParam,
      response: tenantConfig.nullable(),
    },
    /** The space's administrators (and platform administrators). */
    setConfig: { method: 'PUT', path: shellApi.tenantConfig, summary: '修改空间配置', space: true, body: tenantConfigInput, response: tenantConfig },
    /** Creates a space with the caller as its administrator (trial period when the edition has one). */
    create: { method: 'POST', path: shellApi.createTenant, ...createSpace },
    /** The spec's "POST create" on the base path. */
    createByBase: { method: 'POST', path: shellApi.createTenantBase, ...createSpace },
    /** Invitation answers by the invitee (2 → 4 or 8), and disable / re-enable by the space's administrators or holders of the members' disable / enable action. */
    memberStatus: {
      method: 'PUT',
      path: '/api/identity/members/:id/status',
      summary: '修改成员状态',
      tag: '成员',
      params: idParam,
      body: memberStatusInput,
      response: z.object({ id: z.string(), userStatus: z.number() }),
    },
    /** The space's conversions waiting or running; a platform administrator's: every space's. */
    fileConverts: { method: 'GET', path: shellApi.fileConverts, summary: '转换中的文件数', tag: '图纸转换', response: z.array(fileConvertInfo) },
  },
);

const userIdParam = z.object({ id: z.uuid(messages.invalidId) });
const messageHeaderCall = { summary: '铃铛消息', params: userIdParam, response: messageHeader } as const;
const messageStateCall = { summary: '标记消息状态', body: messageStateInput } as const;
/** The notice bell: notices, to-dos and news addressed to the user, and the current space's change notices. */
export const messageEndpoints = defineEndpoints(
  { tag: '消息' },
  {
    /** The caller's own (the id is the signed-in user's). */
    header: { method: 'GET', path: shellApi.messageHeader(':id'), ...messageHeaderCall },
    /** Spec 02 lists the message calls directly under /api/user/account. */
    headerSpec: { method: 'GET', path: '/api/user/account/:id/header', ...messageHeaderCall },
    list: {
      method: 'GET',
      path: shellApi.messageList,
      summary: '全部消息',
      sortable: ['creationTime', 'title'],
      query: pagedQuery.extend({
        type: z.coerce.number().int().min(1).max(3).optional(),
        filter: z.string().max(100, messages.tooLong('关键字', 100)).optional(),
        startTime: z.iso.date('开始日期格式应为YYYY-MM-DD').optional(),
        endTime: z.iso.date('结束日期格式应为YYYY-MM-DD').optional(),
      }),
      response: pagedOf(messageItem),
    },
    state: { method: 'PUT', path: shellApi.messageState, ...messageStateCall },
    stateSpec: { method: 'PUT', path: shellApi.messageStateSpec, ...messageStateCall },
    clear: { method: 'DELETE', path: shellApi.messageClear, summary: '清空一类消息', query: messageClearQuery },
    /** A change notice of the current space read (orderStatus 2 → 4); the id is the change order's. */
    changeRead: {
      method: 'PUT',
      path: shellApi.changeRead(':id'),
      summary: '变更通知已读',
      params: userIdParam,
      response: z.object({ id: z.string(), orderStatus: z.number() }),
    },
  },
);
