import { Permissions } from '../permission-names.ts';
import { z } from 'zod';
import { ActionKeys, LoginProviders, UserStatus, type LoginProvider } from '../enums.ts';
import { messages } from '../messages.ts';
import { idParam, newPasswordSchema, pagedQuery } from './common.ts';
import { permissionGrants, userProfile } from './account.ts';
import { rowOf } from '../entity/row.ts';
import { organizationUnitColumns, roleColumns } from '../entities/identity.ts';
import { ALL_PERMISSIONS, permissionGroupDef } from '../permissions.ts';
import { accessTo as can, defineEndpoints, isoTime, pagedOf } from '../endpoint.ts';
import { employeeResource, factoryResource } from '../resources/identity.ts';

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

export const roleDto = rowOf(roleColumns).extend({ permissions: permissionGrants, memberCount: z.number() });
export type RoleDto = z.infer<typeof roleDto>;

export const memberDto = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  name: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  userStatus: z.number(),
  isAdmin: z.boolean(),
  isActive: z.boolean(),
  roleIds: z.array(z.string()),
  roleNames: z.array(z.string()),
  organizationUnitIds: z.array(z.string()),
  creationTime: isoTime,
});
export type MemberDto = z.infer<typeof memberDto>;

export interface OrganizationUnitNode {
  id: string;
  parentId: string | null;
  code: string;
  displayName: string;
  sort: number;
  memberCount: number;
  children: OrganizationUnitNode[];
}
/** A unit of the organisation tree with its members counted; a named component of the OpenAPI page. */
export const organizationUnitNode: z.ZodType<OrganizationUnitNode, OrganizationUnitNode> = z
  .object({
    id: z.string(),
    parentId: z.string().nullable(),
    code: z.string(),
    displayName: z.string(),
    sort: z.number(),
    memberCount: z.number(),
    get children() {
      return z.array(organizationUnitNode);
    },
  })
  .meta({ id: 'OrganizationUnitNode' });

/** A unit as written: its row. */
export const organizationUnitRow = rowOf(organizationUnitColumns);

/** The signed-in user's own profile (account center and settings). */
export const myProfileApi = '/api/identity/my-profile';
export const myProfileInput = z.object({
  name: name64('姓名'),
  phoneNumber: phone,
  email,
});
export const myProfile = userProfile.extend({
  /** In the current space. */
  isAdmin: z.boolean(),
  roles: z.array(z.object({ id: z.string(), name: z.string() })),
  organizationUnits: z.array(z.object({ id: z.string(), displayName: z.string() })),
});
export type MyProfile = z.infer<typeof myProfile>;

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

const items = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });
/** Roles a user, employee or member may be given in this space. */
const assignableRoles = items(z.object({ id: z.string(), name: z.string(), isDefault: z.boolean(), isStatic: z.boolean() }));
/** A member's (or an employee's account's) roles. */
export const rolesOfMember = items(z.object({ id: z.string(), name: z.string(), isStatic: z.boolean(), dataPermission: z.number() }));
/** A member's (or an employee's) organisation units. */
export const unitsOfMember = items(z.object({ id: z.string(), displayName: z.string(), code: z.string(), parentId: z.string().nullable() }));
const memberQuery = pagedQuery.extend(memberListQuery.shape);

const role = can(IdentityPermissions.roles);
const RO = identityApi.roles;
/** Roles of the current space with their permission grants (permissionId + actionList). */
export const roleEndpoints = defineEndpoints(
  { tag: '角色', access: role('query'), space: true },
  {
    /** The catalogue the role editor shows: the route table's permission groups and the action keys. */
    catalogue: {
      method: 'GET',
      path: identityApi.permissionCatalogue,
      summary: '权限目录',
      space: undefined,
      response: z.object({ groups: z.array(permissionGroupDef) }),
    },
    list: {
      method: 'GET',
      path: RO,
      summary: '角色列表',
      query: pagedQuery.extend({ filter: z.string().max(100, messages.tooLong('filter', 100)).optional() }),
      response: pagedOf(roleDto),
      sortable: ['name', 'creationTime'],
    },
    get: { method: 'GET', path: `${RO}/:id`, summary: '角色详情', params: idParam, response: roleDto },
    create: { method: 'POST', path: RO, summary: '新增角色', access: role('add'), body: roleInput, response: roleDto },
    update: { method: 'PUT', path: `${RO}/:id`, summary: '修改角色', access: role('edit'), params: idParam, body: roleInput, response: roleDto },
    remove: { method: 'DELETE', path: `${RO}/:id`, summary: '删除角色', access: role('delete'), params: idParam },
  },
);

/** The fields a member or user list sorts by (ABP's `sorting`). */
export const memberSortable = ['userName', 'name', 'userStatus', 'creationTime'] as const;

const user = can(IdentityPermissions.users);
const US = identityApi.users;
/** Accounts of the current space, addressed by user id; a new user joins the space directly. */
export const userEndpoints = defineEndpoints(
  { tag: '用户', access: user('query'), space: true },
  {
    list: { method: 'GET', path: US, summary: '用户列表', query: memberQuery, response: pagedOf(memberDto), sortable: memberSortable },
    assignableRoles: { method: 'GET', path: `${US}/assignable-roles`, summary: '可分配的角色', response: assignableRoles },
    roles: { method: 'GET', path: `${US}/:id/roles`, summary: '用户的角色', params: idParam, response: rolesOfMember },
    create: { method: 'POST', path: US, summary: '新增用户', access: user('add'), body: userCreateInput, response: memberDto },
    update: { method: 'PUT', path: `${US}/:id`, summary: '修改用户', access: user('edit'), params: idParam, body: userUpdateInput, response: memberDto },
    /** Enable / disable the membership (userStatus 4 ↔ 16); an administrator is never disabled. */
    enable: { method: 'PUT', path: `${US}/:id/enable`, summary: '启用用户', access: user('enable'), params: idParam, response: memberDto },
    disable: { method: 'PUT', path: `${US}/:id/disable`, summary: '禁用用户', access: user('disable'), params: idParam, response: memberDto },
    remove: { method: 'DELETE', path: `${US}/:id`, summary: '移除用户', access: user('delete'), params: idParam },
  },
);

const member = can(IdentityPermissions.members);
const ME = identityApi.members;
/** Memberships of the current space: invitations and their answers, roles, units and the administrator. */
export const memberEndpoints = defineEndpoints(
  { tag: '成员', access: member('query'), space: true },
  {
    count: {
      method: 'GET',
      path: `${ME}/count`,
      summary: '成员数',
      response: z.object({ totalCount: z.number(), inviting: z.number(), refused: z.number(), disabled: z.number() }),
    },
    list: { method: 'GET', path: ME, summary: '成员列表', query: memberQuery, response: pagedOf(memberDto), sortable: memberSortable },
    forAdmin: {
      method: 'GET',
      path: `${ME}/for-admin/:id`,
      summary: '空间成员（平台）',
      access: { platformAdmin: true },
      space: undefined,
      params: idParam,
      query: memberQuery,
      response: pagedOf(memberDto),
      sortable: memberSortable,
    },
    assignableRoles: { method: 'GET', path: `${ME}/assignable-roles`, summary: '可分配的角色', response: assignableRoles },
    roles: { method: 'GET', path: `${ME}/:id/roles`, summary: '成员的角色', params: idParam, response: rolesOfMember },
    units: { method: 'GET', path: `${ME}/:id/organization-units`, summary: '成员的机构', params: idParam, response: unitsOfMember },
    /** Invite: a member with userStatus 2 and an invitation in the invitee's bell. */
    invite: { method: 'POST', path: ME, summary: '邀请成员', access: member('add'), body: memberInviteInput, response: memberDto },
    notify: {
      method: 'PUT',
      path: `${ME}/:id/notify`,
      summary: '再次通知',
      access: member('edit'),
      params: idParam,
      response: z.object({ id: z.string(), userStatus: z.number() }),
    },
    update: { method: 'PUT', path: `${ME}/:id`, summary: '修改成员', access: member('edit'), params: idParam, body: memberUpdateInput, response: memberDto },
    remove: { method: 'DELETE', path: `${ME}/:id`, summary: '移除成员', access: member('delete'), params: idParam },
    /** Only the administrator hands the role on; afterwards exactly one member is administrator. */
    transferAdmin: {
      method: 'POST',
      path: `${ME}/transfer-admin`,
      summary: '转让管理员',
      access: undefined,
      body: transferAdminInput,
      response: memberDto,
    },
  },
);

const unit = can(IdentityPermissions.organizationUnits);
const OU = identityApi.organizationUnits;
/** The organisation tree (at most five levels) and the members of each unit. */
export const organizationUnitEndpoints = defineEndpoints(
  { tag: '组织机构', access: unit('query'), space: true },
  {
    /** Read by any member of the space: the tree feeds unit pickers on many pages. */
    tree: { method: 'GET', path: `${OU}/all`, summary: '组织机构树', access: undefined, response: items(organizationUnitNode) },
    create: { method: 'POST', path: OU, summary: '新增机构', access: unit('add'), body: organizationUnitInput, response: organizationUnitRow },
    /** Rename and move (drag in the tree): the moved subtree keeps within five levels and gets new codes. */
    update: {
      method: 'PUT',
      path: `${OU}/:id`,
      summary: '修改机构',
      access: unit('edit'),
      params: idParam,
      body: organizationUnitInput,
      response: organizationUnitRow,
    },
    remove: { method: 'DELETE', path: `${OU}/:id`, summary: '删除机构', access: unit('delete'), params: idParam },
    members: {
      method: 'GET',
      path: `${OU}/:id/members`,
      summary: '机构成员',
      params: idParam,
      query: memberQuery.extend({ includeChildren: z.enum(['true', 'false']).optional() }),
      response: pagedOf(memberDto),
      sortable: memberSortable,
    },
    /** Everyone below the unit, unpaged: the people a staff search offers. */
    allMembers: {
      method: 'GET',
      path: `${OU}/:id/members/list`,
      summary: '机构全部成员',
      params: idParam,
      query: memberListQuery,
      response: pagedOf(memberDto),
    },
    addMembers: {
      method: 'PUT',
      path: `${OU}/:id/members`,
      summary: '添加机构成员',
      access: unit('edit'),
      params: idParam,
      body: organizationUnitMembersInput,
      response: z.object({ organizationUnitId: z.string(), memberIds: z.array(z.string()) }),
    },
    removeMember: {
      method: 'DELETE',
      path: `${OU}/:id/members/:memberId`,
      summary: '移出机构成员',
      access: unit('edit'),
      params: idParam.extend({ memberId: z.uuid(messages.invalidId) }),
    },
  },
);

/** The signed-in user's own account: read with roles and units of the current space, and edit. */
export const profileEndpoints = defineEndpoints(
  { tag: '个人中心' },
  {
    get: { method: 'GET', path: myProfileApi, summary: '我的资料', response: myProfile },
    update: { method: 'PUT', path: myProfileApi, summary: '修改我的资料', body: myProfileInput, response: myProfile },
    notificationSettings: {
      method: 'GET',
      path: myNotificationSettingsApi,
      summary: '我的新消息通知设置',
      response: notificationSettingsInput,
    },
    setNotificationSettings: {
      method: 'PUT',
      path: myNotificationSettingsApi,
      summary: '修改新消息通知设置',
      body: notificationSettingsInput,
      response: notificationSettingsInput,
    },
  },
);

const employee = can(employeeResource.permission);
const EM = employeeResource.basePath;
/** Employees in use, for pickers. */
const employeeBriefs = items(
  z.object({
    id: z.string(),
    name: z.string(),
    jobNo: z.string().nullable(),
    organizationUnitId: z.string().nullable(),
    userId: z.string().nullable(),
    status: z.number(),
  }),
);
const employeeLogin = z.object({ loginProvider: z.enum(LoginProviders), providerDisplayName: z.string() });
/** Employees beyond their resource's CRUD: terminal logins, account password, roles and unit. */
export const employeeEndpoints = defineEndpoints(
  { tag: employeeResource.title, access: employee('query'), space: true },
  {
    all: { method: 'GET', path: `${EM}/all`, summary: '全部在用员工', response: employeeBriefs },
    forAdmin: {
      method: 'GET',
      path: `${EM}/all/for-admin/:id`,
      summary: '空间的员工（平台）',
      access: { platformAdmin: true },
      space: undefined,
      params: idParam,
      response: employeeBriefs,
    },
    assignableRoles: { method: 'GET', path: `${EM}/assignable-roles`, summary: '可分配的角色', response: assignableRoles },
    roles: { method: 'GET', path: `${EM}/:id/roles`, summary: '员工的角色', params: idParam, response: rolesOfMember },
    units: { method: 'GET', path: `${EM}/:id/organization-units`, summary: '员工的机构', params: idParam, response: unitsOfMember },
    /** The credential itself stays on the server; the screen shows which methods are bound. */
    logins: {
      method: 'GET',
      path: `${EM}/:id/login`,
      summary: '员工的登录方式',
      params: idParam,
      response: items(employeeLogin.extend({ creationTime: isoTime })),
    },
    bindLogin: {
      method: 'POST',
      path: `${EM}/:id/login`,
      summary: '绑定登录方式',
      access: employee('edit'),
      params: idParam,
      body: employeeLoginInput,
      response: employeeLogin,
    },
    unbindLogin: {
      method: 'DELETE',
      path: `${EM}/:id/login`,
      summary: '解绑登录方式',
      access: employee('edit'),
      params: idParam,
      query: employeeLoginQuery,
    },
    changePassword: {
      method: 'PUT',
      path: `${EM}/:id/change-password`,
      summary: '重置员工密码',
      access: employee('edit'),
      params: idParam,
      body: employeePasswordInput,
    },
  },
);

export const factoryBrief = z.object({ id: z.string(), name: z.string(), logoUrl: z.string().nullable() });
export type FactoryBrief = z.infer<typeof factoryBrief>;
const factory = can(factoryResource.permission);
const FA = factoryResource.basePath;
/** Factories beyond their resource's CRUD: the caller's factories, their people and sub-factories. */
export const factoryEndpoints = defineEndpoints(
  { tag: factoryResource.title, access: factory('query'), space: true },
  {
    /** The factories of the current space the caller may work in (all of them for administrators); none without a space. */
    mine: { method: 'GET', path: `${FA}/list`, summary: '我的工厂', access: undefined, space: undefined, response: z.array(factoryBrief) },
    users: {
      method: 'GET',
      path: `${FA}/:id/users`,
      summary: '工厂人员',
      params: idParam,
      response: pagedOf(memberDto.pick({ userId: true, userName: true, name: true, phoneNumber: true })),
    },
    /** Adds people to the factory; each must be a member of the space. */
    addUsers: {
      method: 'PUT',
      path: `${FA}/:id/users`,
      summary: '添加工厂人员',
      access: factory('edit'),
      params: idParam,
      body: factoryUsersInput,
      response: z.object({ factoryId: z.string(), userIds: z.array(z.string()) }),
    },
    removeUser: {
      method: 'DELETE',
      path: `${FA}/:id/users/:userId`,
      summary: '移出工厂人员',
      access: factory('edit'),
      params: idParam.extend({ userId: z.uuid(messages.invalidId) }),
    },
    children: {
      method: 'GET',
      path: `${FA}/:id/factorys`,
      summary: '下属工厂',
      params: idParam,
      response: pagedOf(
        z.object({
          id: z.string(),
          name: z.string(),
          code: z.string(),
          logoUrl: z.string().nullable(),
          address: z.string().nullable(),
          parentId: z.string().nullable(),
          sort: z.number(),
          concurrencyStamp: z.string(),
          creationTime: isoTime,
        }),
      ),
    },
    /** Sets the factories under this one (replacing the previous set); one level, no cycles. */
    setChildren: {
      method: 'PUT',
      path: `${FA}/:id/factorys`,
      summary: '设置下属工厂',
      access: factory('edit'),
      params: idParam,
      body: factoryChildrenInput,
      response: z.object({ factoryId: z.string(), factoryIds: z.array(z.string()) }),
    },
  },
);
