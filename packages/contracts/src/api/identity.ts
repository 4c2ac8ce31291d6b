import { Permissions } from '../permission-names.ts';
import { z } from 'zod';
import { ActionKeys, LoginProviders, UserStatus, type LoginProvider } from '../enums.ts';
import { messages } from '../messages.ts';
import { newPasswordSchema } from './common.ts';
import type { UserProfile } from './account.ts';
import { ALL_PERMISSIONS } from '../permissions.ts';

/** Permission names of the identity and organisation screens (route table, spec 03 §6). */
export const IdentityPermissions = {
  roles: Permissions.AbpIdentity.Roles,
  users: Permissions.AbpIdentity.Users,
  employees: Permissions.AbpIdentity.Employees,
  organizationUnits: Permissions.AbpOrganizationUnit.OrganizationUnits,
  members: Permissions.AbpOrganizationUnit.Members,
  staffings: Permissions.AbpOrganizationUnit.Staffings,
  factorys: Permissions.AbpOrganizationUnit.Factorys,
} as const;

export const identityApi = {
  roles: '/api/identity/roles',
  users: '/api/identity/users',
  employees: '/api/identity/employees',
  members: '/api/identity/members',
  organizationUnits: '/api/identity/organization-units',
  factorys: '/api/multi-factory/factorys',
  defaultRoles: '/api/basic/default-role',
  queryOrganizationUnit: '/api/basic/query-organization-unit',
  permissionCatalogue: '/api/identity/permissions',
} as const;

/** Terminal login providers of an employee (spec 01 §3). */
export const loginProviderLabels: Record<LoginProvider, string> = {
  identification_card: '身份证',
  integrated_circuit_card: 'IC卡',
  fingerprint_recognition: '指纹识别',
  face_recognition: '人脸识别',
};

export const dataPermissionLabels = { 0: '全部数据', 1: '仅本人数据' } as const;

/** Organisation trees are at most five levels deep. */
export const MAX_ORGANIZATION_DEPTH = 5;

export const identityMessages = {
  roleInUse: (name: string, n: number) => `角色“${name}”已分配给${n}名成员，不能删除`,
  staticRole: '管理员角色不能删除或修改名称',
  lastAdmin: '空间至少需要一名管理员，不能删除最后一名管理员',
  adminMember: '管理员不能被删除或禁用，请先转让管理员',
  ouHasChildren: '该机构下还有下级机构，不能删除',
  ouTooDeep: `组织机构最多${MAX_ORGANIZATION_DEPTH}级`,
  ouCycle: '不能把机构移动到它自己的下级',
  userNotFound: (who: string) => `用户“${who}”不存在`,
  alreadyMember: '该用户已是本空间的成员',
  alreadyInvited: '已向该用户发出邀请，等待对方处理',
  transferToSelf: '不能转让给自己',
  transferTarget: '只能转让给已加入空间的成员',
  onlyAdminTransfers: '只有管理员可以转让管理员',
  factoryHasChildren: '该工厂下还有下属工厂，不能删除',
  lastFactory: '空间至少需要保留一个工厂',
  loginInUse: (label: string) => `该${label}已绑定其他员工`,
  invitationTitle: (tenant: string) => `${tenant} 邀请您加入`,
  invitationContent: '接受后即可在空间列表中切换到该企业空间。',
  noEmployeeAccount: '该员工未关联登录账号',
  employeeAccountNotMember: '登录账号不是本空间的成员',
} as const;

const uuid = z.uuid(messages.invalidId);
const name64 = (label: string) => z.string({ error: messages.required(label) }).trim().min(1, messages.required(label)).max(64, messages.tooLong(label, 64));

export const permissionGrantInput = z.object({
  permissionId: z.string().refine((p) => ALL_PERMISSIONS.includes(p), '未知的权限名称'),
  actionList: z.array(z.enum(ActionKeys, { error: '未知的操作权限' })).max(ActionKeys.length),
});
export type PermissionGrant = z.infer<typeof permissionGrantInput>;

export const roleInput = z.object({
  name: name64('角色名称'),
  isDefault: z.boolean().default(false),
  isPublic: z.boolean().default(true),
  dataPermission: z.union([z.literal(0), z.literal(1)], { error: '数据权限的取值不正确' }).default(0),
  permissions: z.array(permissionGrantInput).max(1000).default([]),
  concurrencyStamp: z.string().max(40).optional(),
});
export type RoleInput = z.infer<typeof roleInput>;

const phone = z.string().trim().max(20, messages.tooLong('手机号', 20)).regex(/^[0-9+\-\s]*$/, '手机号格式不正确').nullable().optional();
const email = z.union([z.literal(''), z.email('邮箱格式不正确')]).nullable().optional();

export const userCreateInput = z.object({
  userName: z.string({ error: messages.required('用户名') }).trim().min(2, '用户名至少2个字符').max(64, messages.tooLong('用户名', 64)).regex(/^[A-Za-z0-9_.@-]+$/, '用户名只能包含字母、数字和 _ . @ -'),
  name: name64('姓名'),
  phoneNumber: phone,
  email,
  password: newPasswordSchema(),
  roleIds: z.array(uuid).max(50).default([]),
  organizationUnitIds: z.array(uuid).max(50).default([]),
});
export const userUpdateInput = z.object({
  name: name64('姓名'),
  phoneNumber: phone,
  email,
  roleIds: z.array(uuid).max(50).default([]),
  organizationUnitIds: z.array(uuid).max(50).default([]),
  isActive: z.boolean().optional(),
});

export const memberInviteInput = z.object({
  /** The invitee's user name or phone number. */
  userName: z.string({ error: messages.required('用户名或手机号') }).trim().min(1, messages.required('用户名或手机号')).max(64, messages.tooLong('用户名或手机号', 64)),
  roleIds: z.array(uuid).max(50).default([]),
  organizationUnitIds: z.array(uuid).max(50).default([]),
});
export const memberUpdateInput = z.object({
  roleIds: z.array(uuid).max(50).default([]),
  organizationUnitIds: z.array(uuid).max(50).default([]),
});
export const transferAdminInput = z.object({ memberId: uuid });

export const memberListQuery = z.object({
  filter: z.string().max(100, messages.tooLong('filter', 100)).optional(),
  userStatus: z.coerce.number().refine((v) => Object.values(UserStatus).includes(v as UserStatus), '成员状态的取值不正确').optional(),
  roleId: uuid.optional(),
  organizationUnitId: uuid.optional(),
});

export const organizationUnitInput = z.object({
  displayName: name64('机构名称'),
  parentId: uuid.nullable().optional(),
  sort: z.number().int().min(0).max(99999).optional(),
});
export const organizationUnitMembersInput = z.object({ memberIds: z.array(uuid).min(1, '请选择成员').max(500) });

export const factoryUsersInput = z.object({ userIds: z.array(uuid).max(500) });
export const factoryChildrenInput = z.object({ factoryIds: z.array(uuid).max(100) });

export const employeeLoginInput = z.object({
  loginProvider: z.enum(LoginProviders, { error: '登录方式的取值不正确' }),
  providerKey: z.string({ error: messages.required('凭证') }).trim().min(1, messages.required('凭证')).max(128, messages.tooLong('凭证', 128)),
  providerDisplayName: z.string().max(64).nullable().optional(),
});
export const employeeLoginQuery = z.object({ loginProvider: z.enum(LoginProviders, { error: '登录方式的取值不正确' }) });
export const employeePasswordInput = z.object({
  newPassword: newPasswordSchema(),
});

export const defaultRoleInput = z.object({
  name: name64('角色名称'),
  editionTypes: z.array(z.number().int().min(1).max(5)).max(5).default([]),
  dataPermission: z.union([z.literal(0), z.literal(1)]).default(0),
  isDefault: z.boolean().default(false),
  sort: z.number().int().min(0).max(9999).default(0),
  permissions: z.array(permissionGrantInput).max(1000).default([]),
});
export const defaultRolePermissionInput = z.object({ permissions: z.array(permissionGrantInput).max(1000) });
export const defaultRoleResetInput = z.object({ roleId: uuid });

export interface RoleDto {
  id: string;
  name: string;
  isDefault: boolean;
  isStatic: boolean;
  isPublic: boolean;
  dataPermission: number;
  defaultRoleId: string | null;
  permissions: PermissionGrant[];
  memberCount: number;
  concurrencyStamp: string;
  creationTime: string;
}

export interface MemberDto {
  id: string;
  userId: string;
  userName: string;
  name: string | null;
  phoneNumber: string | null;
  email: string | null;
  userStatus: number;
  isAdmin: boolean;
  isActive: boolean;
  roleIds: string[];
  roleNames: string[];
  organizationUnitIds: string[];
  creationTime: string;
}

export interface OrganizationUnitNode {
  id: string;
  parentId: string | null;
  code: string;
  displayName: string;
  sort: number;
  memberCount: number;
  children: OrganizationUnitNode[];
}

/** The signed-in user's own profile (account center and settings). */
export const myProfileApi = '/api/identity/my-profile';
export const myProfileInput = z.object({
  name: name64('姓名'),
  phoneNumber: phone,
  email,
});
export interface MyProfile extends UserProfile {
  /** In the current space. */
  isAdmin: boolean;
  roles: { id: string; name: string }[];
  organizationUnits: { id: string; displayName: string }[];
}

/**
 * Which bell groups light the unread badge for the signed-in user (account settings → 新消息通知).
 * A group switched off still lists its messages; it only stops counting as unread in the bell.
 */
export const myNotificationSettingsApi = '/api/identity/my-profile/notification-settings';
export const notificationSettingsInput = z.object({
  notices: z.boolean({ error: '通知开关应为是或否' }),
  todos: z.boolean({ error: '待办开关应为是或否' }),
  news: z.boolean({ error: '消息开关应为是或否' }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsInput>;
export const defaultNotificationSettings: NotificationSettings = { notices: true, todos: true, news: true };
