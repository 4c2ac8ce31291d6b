import { boolean, integer, jsonb, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../entity/columns.ts';

/**
 * Identity's hand-written entities, declared once (issue 23): the server's tables
 * (modules/identity/schema.ts) spread these columns; the answers derive from them (api/identity.ts).
 */

/** The platform account. A person may be a member of several tenants (spaces). */
export const userColumns = () => ({
  id: idColumn().primaryKey(),
  userName: varchar('user_name', { length: 64 }).notNull(),
  name: varchar('name', { length: 64 }),
  phoneNumber: varchar('phone_number', { length: 20 }),
  email: varchar('email', { length: 128 }),
  passwordHash: text('password_hash').notNull(),
  avatarUrl: text('avatar_url'),
  isActive: boolean('is_active').notNull().default(true),
  isPlatformAdmin: boolean('is_platform_admin').notNull().default(false),
  /** Bell groups switched off by the user (account settings); missing keys are on. */
  notificationSettings: jsonb('notification_settings').$type<Partial<Record<'notices' | 'todos' | 'news', boolean>>>().notNull().default({}),
  ...auditColumns(),
});

export const roleColumns = () => ({
  id: idColumn(),
  name: varchar('name', { length: 64 }).notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  isStatic: boolean('is_static').notNull().default(false),
  isPublic: boolean('is_public').notNull().default(true),
  /** Data permission: all 0, only self 1. */
  dataPermission: integer('data_permission').notNull().default(0),
  /** The default-role template it was seeded from (reset restores it). */
  defaultRoleId: uuid('default_role_id'),
  ...auditColumns(),
});

/** Organisation units: a tree of at most five levels; `code` is the dotted path ("00001.00002"). */
export const organizationUnitColumns = () => ({
  id: idColumn(),
  parentId: uuid('parent_id'),
  code: varchar('code', { length: 64 }).notNull(),
  displayName: varchar('display_name', { length: 64 }).notNull(),
  sort: integer('sort').notNull().default(0),
  ...auditColumns(),
});

/** Platform-level role templates that seed a new tenant's roles (host level, no tenant). */
export const defaultRoleColumns = () => ({
  id: idColumn().primaryKey(),
  name: varchar('name', { length: 64 }).notNull(),
  editionTypes: integer('edition_types').array().notNull().default([]),
  dataPermission: integer('data_permission').notNull().default(0),
  isDefault: boolean('is_default').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  permissions: jsonb('permissions').$type<{ permissionId: string; actionList: string[] }[]>().notNull().default([]),
  ...auditColumns(),
});
