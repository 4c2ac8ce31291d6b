import { z } from 'zod';
import { messages } from '../messages.ts';
import { PASSWORD_ENTRY_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../rules/passwordStrength.ts';
import { enteredPasswordSchema, newPasswordSchema } from './common.ts';
import { EditionType, type ActionKey } from '../enums.ts';

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

export interface LoginResult {
  accessToken: string;
  /** The tenant the user lands in: the first active space, or null for a host (platform) login. */
  currentTenant: TenantInfo | null;
  userId: string;
  expiresIn: number;
}

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

export const switchTenantInput = z.object({
  userId: z.uuid(messages.invalidId),
  tenantId: z.uuid(messages.invalidId),
  tenantName: z.string().max(100).optional(),
  clientType: z.coerce.number().int().min(0).max(99).default(1),
});
export type SwitchTenantInput = z.infer<typeof switchTenantInput>;

export interface GrantedPolicy {
  /** Policy names the user holds in the current tenant (route permissions such as AlCad.Projects). */
  grantedPolicies: string[];
  /** Action lists per permission: the spec's roles.permissions structure. */
  permissions: { permissionId: string; actionList: ActionKey[] }[];
  isPlatformAdmin: boolean;
  isTenantAdmin: boolean;
}

export const userProfile = z.object({
  id: z.string(),
  userName: z.string(),
  name: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  isPlatformAdmin: z.boolean(),
});
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
