import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import {
  defaultRoleColumns,
  employeeResource,
  factoryResource,
  organizationUnitColumns,
  queryOrganizationUnitResource,
  roleColumns,
  userColumns,
} from '@al/contracts';
import { resourceTable, uniqueIndexName } from '../../core/resource/table.ts';
import { auditColumns, idColumn, tenantIdColumn } from '../../core/db/columns.ts';
import { tenantLinkTable, tenantTable } from '../../core/db/tenant-table.ts';

/** The platform account. A person may be a member of several tenants (spaces). */
export const users = pgTable(
  'users',
  userColumns(),
  (t) => [uniqueIndex('users_user_name_uq').on(sql`lower(${t.userName})`)],
);

/** A user's membership in one tenant. */
export const members = tenantTable(
  'members',
  {
    id: idColumn(),
    userId: uuid('user_id').notNull(),
    userStatus: integer('user_status').notNull().default(1),
    isAdmin: boolean('is_admin').notNull().default(false),
    invitedBy: uuid('invited_by'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('members_tenant_user_uq').on(t.tenantId, t.userId),
    index('members_user_idx').on(t.userId),
  ],
);

export const roles = tenantTable(
  'roles',
  roleColumns(),
);

/** roles.permissions of the spec: a permission name with its granted action keys. */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    tenantId: tenantIdColumn(),
    roleId: uuid('role_id').notNull(),
    permissionId: varchar('permission_id', { length: 128 }).notNull(),
    actionList: text('action_list').array().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.roleId, t.permissionId] })],
);

export const memberRoles = tenantLinkTable('member_roles', 'memberId', 'roleId');

export const factories = tenantTable(
  'factories',
  {
    id: idColumn(),
    name: varchar('name', { length: 64 }).notNull(),
    code: varchar('code', { length: 32 }).notNull(),
    logoUrl: text('logo_url'),
    address: varchar('address', { length: 200 }),
    parentId: uuid('parent_id'),
    sort: integer('sort').notNull().default(0),
    ...auditColumns(),
  },
  // A resource on a hand-written table: the definition's required code and unique groups, by hand.
  (t) => [
    uniqueIndex(uniqueIndexName(factoryResource, ['code'])).on(t.tenantId, t.code).where(sql`not ${t.isDeleted}`),
    uniqueIndex(uniqueIndexName(factoryResource, ['name'])).on(t.tenantId, t.name).where(sql`not ${t.isDeleted}`),
  ],
);

export const factoryUsers = tenantLinkTable('factory_users', 'factoryId', 'userId');

/** Organisation units: a tree of at most five levels; `code` is the dotted path ("00001.00002"). */
export const organizationUnits = tenantTable(
  'organization_units',
  organizationUnitColumns(),
  (t) => [index('organization_units_parent_idx').on(t.tenantId, t.parentId)],
);

export const organizationUnitMembers = tenantLinkTable('organization_unit_members', 'organizationUnitId', 'memberId');

/** Shop-floor people; they may have no platform account (userId) and log on at terminals. */
export const employees = resourceTable(employeeResource);

/** Page personnel configuration: which unit's people a page's staff search offers. */
export const queryOrganizationUnits = resourceTable(queryOrganizationUnitResource);

/** Terminal login credentials of an employee, one per login provider. */
export const employeeLogins = pgTable(
  'employee_logins',
  {
    tenantId: tenantIdColumn(),
    employeeId: uuid('employee_id').notNull(),
    loginProvider: varchar('login_provider', { length: 32 }).notNull(),
    providerKey: varchar('provider_key', { length: 128 }).notNull(),
    providerDisplayName: varchar('provider_display_name', { length: 64 }),
    creationTime: auditColumns().creationTime,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.employeeId, t.loginProvider] }),
    uniqueIndex('employee_logins_key_uq').on(t.tenantId, t.loginProvider, t.providerKey),
  ],
);

/** Platform-level role templates that seed a new tenant's roles (host level, no tenant). */
export const defaultRoles = pgTable('default_roles', defaultRoleColumns());
