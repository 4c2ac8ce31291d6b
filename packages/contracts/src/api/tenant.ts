import { z } from 'zod';
import { messages } from '../messages.ts';
import { defineEndpoints, isoTime, pagedOf } from '../endpoint.ts';
import { UserStatus } from '../enums.ts';
import { Permissions } from '../permission-names.ts';
import { idParam, pagedQuery } from './common.ts';
import { tenantInfo } from './account.ts';
import { rowOf } from '../entity/row.ts';
import { followupColumns, operateLogColumns, tenantColumns } from '../entities/saas.ts';
import { childInput } from './agent.ts';
import { accountChangeInput, accountFieldLabels, followupInput, registerInput, type AccountField } from './saas.ts';

/**
 * The platform's tenants (/api/red/tenants) and the tenant account (/api/tenant/account): the list,
 * an operator's changes with their operate log, follow-ups, notices, a space's own account and
 * features, and registration.
 */
export const tenantRow = rowOf(tenantColumns).extend({
  editionName: z.string().nullable(),
  daysToExpire: z.number().nullable(),
  nestQuota: z.number(),
});
export type TenantRow = z.infer<typeof tenantRow>;

/** A space as the platform's detail page shows it: its account, members, orders and what it paid. */
export const tenantDetail = tenantRow.extend({ memberCount: z.number(), orderCount: z.number(), paidAmount: z.number() });

export const tenantQuery = pagedQuery.extend({
  displayName: z.string().max(50).optional(),
  editionType: z.coerce.number().int().min(1).max(5).optional(),
  tag: z.string().max(20).optional(),
});

/** A tenant in a picker: up to 1000 by name. */
const tenantBrief = z.array(z.object({ id: z.string(), displayName: z.string(), editionType: z.number() }));

export const tenantUpdateInput = z.object({
  displayName: z.string().trim().min(1, messages.spaceNameRequired).max(50),
  telephone: z.string().max(20).nullable().optional(),
  isActive: z.boolean(),
});

const tagList = z.array(z.string().trim().min(1).max(20, '标签长度不能超过20个字符')).max(10, '标签不能超过10个');
const tenantIdQuery = z.object({ tenantId: z.uuid(messages.invalidId).optional() });

/** An operator's follow-up with a tenant: the row. */
export const followupRow = rowOf(followupColumns);
export const followupListRow = followupRow.extend({ tenantName: z.string() });
export type FollowupRow = z.infer<typeof followupListRow>;

/** An operator's change to a tenant account, before and after: the row. */
export const operateLogRow = rowOf(operateLogColumns);
export type OperateLogRow = z.infer<typeof operateLogRow>;

/** A space's features: those of its edition, and those bought or on trial with their expiry. */
export const tenantFeatures = z.object({
  edition: z.array(z.object({ id: z.string(), displayName: z.string() })),
  bought: z.array(z.object({ id: z.string(), displayName: z.string(), expiryTime: isoTime.nullable(), isTrial: z.boolean() })),
});

const admin = { platformAdmin: true } as const;
const RT = '/api/red/tenants';
const TA = '/api/tenant/account';

/** The operator's change of one quantity of a tenant account, logged with before and after. */
const accountChange = <W extends AccountField>(what: W) =>
  ({
    method: 'PUT',
    path: `${TA}/${what}`,
    summary: `修改${accountFieldLabels[what]}`,
    body: accountChangeInput,
    response: tenantRow,
  }) as const;

export const tenantEndpoints = defineEndpoints(
  { tag: '租户', access: admin },
  {
    list: { method: 'GET', path: RT, summary: '租户列表', query: tenantQuery, response: pagedOf(tenantRow) },
    all: { method: 'GET', path: `${RT}/list`, summary: '全部租户', response: tenantBrief },
    byEditionType: {
      method: 'GET',
      path: `${RT}/list/by-edition-type`,
      summary: '按版本类型的租户',
      query: z.object({ editionType: z.coerce.number().int().min(1).max(5) }),
      response: tenantBrief,
    },
    byDisplayName: {
      method: 'GET',
      path: `${RT}/list/by-display-name`,
      summary: '按名称查找租户',
      query: z.object({ displayName: z.string().max(50) }),
      response: tenantBrief,
    },
    update: { method: 'PUT', path: `${RT}/:id`, summary: '修改租户', params: idParam, body: tenantUpdateInput, response: tenantRow },
    setTags: {
      method: 'PUT',
      path: `${RT}/:id/tags`,
      summary: '设置租户标签',
      params: idParam,
      body: z.object({ tags: tagList }),
      response: z.array(z.string()),
    },
    removeTag: {
      method: 'DELETE',
      path: `${RT}/:id/tags`,
      summary: '删除租户标签',
      params: idParam,
      query: z.object({ tag: z.string().max(20) }),
      response: z.array(z.string()),
    },
    /** The spec's tag calls name the tenant in the body (PUT) or the query (DELETE). */
    setTagsByBody: {
      method: 'PUT',
      path: `${RT}/tag`,
      summary: '设置租户标签（租户在请求体中）',
      body: z.object({ tenantId: z.uuid(messages.invalidId), tags: tagList }),
      response: z.array(z.string()),
    },
    removeTagByQuery: {
      method: 'DELETE',
      path: `${RT}/tag`,
      summary: '删除租户标签（租户在查询参数中）',
      query: z.object({ tenantId: z.uuid(messages.invalidId), tag: z.string().min(1, messages.required('标签')).max(20) }),
      response: z.array(z.string()),
    },
    batchService: {
      method: 'PUT',
      path: `${TA}/batch/service`,
      summary: '批量修改服务到期时间',
      body: z.object({
        tenantIds: z.array(z.uuid(messages.invalidId)).min(1, '请选择租户').max(500),
        expiryTime: z.iso.datetime({ offset: true, error: '服务到期时间格式不正确' }),
        reason: z.string().max(200).default(''),
      }),
      response: z.object({ count: z.number() }),
    },
    /** An operator opens a space for a registered user (by user name), who becomes its administrator. */
    create: { method: 'POST', path: `${TA}/for-admin/create`, summary: '为用户创建空间（平台）', body: childInput, response: tenantRow },
    /** The spec's name for the same call. */
    createByBase: { method: 'POST', path: RT, summary: '为用户创建空间（平台）', body: childInput, response: tenantRow },
    info: { method: 'GET', path: `${TA}/for-admin/tenant-info`, summary: '租户信息（平台）', query: idParam, response: tenantDetail },
    notice: {
      method: 'POST',
      path: `${TA}/for-admin/notice`,
      summary: '通知租户管理员',
      body: z.object({
        tenantId: z.uuid(messages.invalidId),
        title: z.string().trim().min(1, messages.required('标题')).max(200),
        content: z.string().max(2000).default(''),
      }),
      response: z.object({ recipients: z.number() }),
    },
    /** The current space's own account (/enterprise/info). */
    own: {
      method: 'GET',
      path: `${TA}/info`,
      summary: '本空间信息',
      access: { permission: Permissions.AlTenant.Infos },
      space: true,
      response: tenantRow,
    },
    /** The current space's features; platform administrators name the tenant. */
    features: {
      method: 'GET',
      path: `${TA}/feature`,
      summary: '空间的功能',
      access: undefined,
      query: tenantIdQuery,
      response: tenantFeatures,
    },
    operateLog: { method: 'GET', path: `${TA}/operate-log`, summary: '租户操作记录', query: tenantIdQuery, response: z.array(operateLogRow) },
    followups: {
      method: 'GET',
      path: `${TA}/followup-log`,
      summary: '租户跟进记录',
      query: pagedQuery.extend(tenantIdQuery.shape),
      response: pagedOf(followupListRow),
    },
    addFollowup: { method: 'POST', path: `${TA}/followup-log`, summary: '新增跟进记录', body: followupInput, response: followupRow },
    removeFollowup: { method: 'DELETE', path: `${TA}/followup-log/:id`, summary: '删除跟进记录', params: idParam },
    /** The spec's DELETE followup-log names the record in the query (?id=). */
    removeFollowupByQuery: { method: 'DELETE', path: `${TA}/followup-log`, summary: '删除跟进记录（查询参数）', query: idParam },
    trend: {
      method: 'GET',
      path: `${TA}/tenant-trend`,
      summary: '租户增长趋势',
      query: z.object({ year: z.coerce.number().int().min(2000, '年份不正确').max(2100, '年份不正确') }),
      response: z.array(z.object({ key: z.string(), editionType: z.number(), count: z.number() })),
    },
    /** Registration (/user/register): a new account with its personal space. */
    register: {
      method: 'POST',
      path: `${TA}/register`,
      summary: '注册',
      access: { public: true },
      body: registerInput,
      response: z.object({ userId: z.string(), userName: z.string(), tenant: tenantInfo, userStatus: z.enum(UserStatus) }),
    },
  },
);

/** One endpoint per tenant-account quantity (PUT { tenantId, value, reason }). */
export const accountChangeEndpoints = defineEndpoints(
  { tag: '租户', access: admin },
  {
    service: accountChange('service'),
    nest: accountChange('nest'),
    storage: accountChange('storage'),
    seats: accountChange('seats'),
    edition: accountChange('edition'),
    concurrent: accountChange('concurrent'),
  } satisfies Record<AccountField, unknown>,
);
