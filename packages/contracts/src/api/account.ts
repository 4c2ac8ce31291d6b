import { z } from 'zod';
import { messages } from '../messages.ts';
import { PASSWORD_ENTRY_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../rules/passwordStrength.ts';
import { enteredPasswordSchema, newPasswordSchema } from './common.ts';
import { defineEndpoints } from '../endpoint.ts';
import { rowOf } from '../entity/row.ts';
import { userColumns } from '../entities/identity.ts';
import { ActionKeys, EditionType } from '../enums.ts';

/** Paths of the account, session and shell calls (server routes and web client share them). */
export const accountApi = {
  token: '/api/user/account/token',
  logout: '/api/account/logout',
  switchTenant: '/api/user/account/switch',
  policy: '/api/user/account/policy',
  tenants: (userId: string) => `/api/user/account/${userId}/tenants`,
  profile: (userId: string) => `/api/user/account/${userId}/profile`,
  changePassword: '/api/user/account/change-password',
} as const;

export const loginInput = z.object({
  userName: z.string().trim().min(1, messages.required('用户名')).max(64, messages.tooLong('用户名', 64)),
  password: z.string().min(1, messages.passwordRequired).max(PASSWORD_ENTRY_MAX_LENGTH, messages.tooLong('密码', PASSWORD_ENTRY_MAX_LENGTH)),
});
export type LoginInput = z.infer<typeof loginInput>;


/** A space as the space switcher shows it (spec 01 §3). */
export const tenantInfo = z.object({
  tenantId: z.string(),
  displayName: z.string(),
  editionName: z.string().nullable(),
  editionId: z.string().nullable(),
  editionType: z.enum(EditionType),
  logoUrl: z.string().nullable(),
  isActive: z.boolean(),
  isFreeEdition: z.boolean(),
  isInTrialPeriod: z.boolean(),
  daysToExpire: z.number().nullable(),
});
export type TenantInfo = z.infer<typeof tenantInfo>;

export const loginResult = z.object({
  accessToken: z.string(),
  /** The tenant the user lands in: the first active space, or null for a host (platform) login. */
  currentTenant: tenantInfo.nullable(),
  userId: z.string(),
  expiresIn: z.number(),
});
export type LoginResult = z.infer<typeof loginResult>;

export const switchTenantInput = z.object({
  userId: z.uuid(messages.invalidId),
  tenantId: z.uuid(messages.invalidId),
  tenantName: z.string().max(100).optional(),
  clientType: z.coerce.number().int().min(0).max(99).default(1),
});
export type SwitchTenantInput = z.infer<typeof switchTenantInput>;

/** A role's or template's grants as answers carry them: action keys per permission name. */
export const permissionGrants = z.array(z.object({ permissionId: z.string(), actionList: z.array(z.enum(ActionKeys)) }));

export const grantedPolicy = z.object({
  /** Policy names the user holds in the current tenant (route permissions such as AlCad.Projects). */
  grantedPolicies: z.array(z.string()),
  /** Action lists per permission: the spec's roles.permissions structure. */
  permissions: permissionGrants,
  isPlatformAdmin: z.boolean(),
  isTenantAdmin: z.boolean(),
});
export type GrantedPolicy = z.infer<typeof grantedPolicy>;

/** A user as the profile calls answer it: the account without its password hash. */
export const userProfile = rowOf(userColumns).omit({ passwordHash: true });
export type UserProfile = z.infer<typeof userProfile>;

export const changePasswordInput = z
  .object({
    userId: z.uuid(messages.invalidId).optional(),
    // Whatever the user signs in with (the spec's 20 would lock out a 21–32 character password).
    currentPassword: enteredPasswordSchema(messages.oldPasswordRequired),
    newPassword: newPasswordSchema('新密码'),
    password2: z
      .string(messages.passwordRequired)
      .min(PASSWORD_MIN_LENGTH, messages.newPasswordRule)
      .max(PASSWORD_MAX_LENGTH, messages.tooLong('确认密码', PASSWORD_MAX_LENGTH)),
  })
  .refine((v) => v.newPassword === v.password2, { message: messages.passwordMismatch, path: ['password2'] });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

const userIdParam = z.object({ id: z.uuid(messages.invalidId) });
/** Sign-in, the session and the caller's spaces, profile and password. */
export const accountEndpoints = defineEndpoints(
  { tag: '账户' },
  {
    login: { method: 'POST', path: accountApi.token, summary: '登录', access: { public: true }, body: loginInput, response: loginResult },
    logout: { method: 'GET', path: accountApi.logout, summary: '注销登录', writes: true },
    /** The space the caller switches to, if a member of it and it is active. */
    switchTenant: { method: 'POST', path: accountApi.switchTenant, summary: '切换空间', body: switchTenantInput, response: tenantInfo },
    policy: { method: 'GET', path: accountApi.policy, summary: '当前空间的授权策略', response: grantedPolicy },
    /** The caller's own (a platform administrator: anyone's). */
    tenants: { method: 'GET', path: '/api/user/account/:id/tenants', summary: '我的空间', params: userIdParam, response: z.array(tenantInfo) },
    profile: { method: 'GET', path: '/api/user/account/:id/profile', summary: '用户信息', params: userIdParam, response: userProfile },
    changePassword: { method: 'POST', path: accountApi.changePassword, summary: '修改密码', body: changePasswordInput },
  },
);
