import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { idColumn } from '../../core/db/columns.ts';

/** One signed-in session per issued token; logout revokes it on the server. */
export const userSessions = pgTable('user_sessions', {
  id: idColumn().primaryKey(),
  userId: uuid('user_id').notNull(),
  clientType: integer('client_type').notNull().default(1),
  creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  ip: varchar('ip', { length: 64 }),
});

/** Login log (/logs/login); also the source of the failed-login rate limit. */
export const loginLogs = pgTable(
  'login_logs',
  {
    id: idColumn().primaryKey(),
    userName: varchar('user_name', { length: 64 }).notNull(),
    userId: uuid('user_id'),
    tenantId: uuid('tenant_id'),
    clientType: integer('client_type').notNull().default(1),
    loginProvider: varchar('login_provider', { length: 40 }).notNull().default('password'),
    success: boolean('success').notNull(),
    failureReason: varchar('failure_reason', { length: 200 }),
    ip: varchar('ip', { length: 64 }),
    device: varchar('device', { length: 300 }),
    time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
  },
  // by name (the per-name limits) and by address (the per-address limit)
  (t) => [index('login_logs_user_time_idx').on(t.userName, t.time), index('login_logs_ip_time_idx').on(t.ip, t.time)],
);

/** Key-value settings of the installation (e.g. the token signing secret made on first start). */
export const appSettings = pgTable('app_settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
});

/** Notices, to-dos and news of the bell. Host-level: an invitation reaches a user outside the inviting space. */
export const messages = pgTable(
  'messages',
  {
    id: idColumn().primaryKey(),
    userId: uuid('user_id').notNull(),
    tenantId: uuid('tenant_id'),
    tenantName: varchar('tenant_name', { length: 100 }),
    /** notices 1, todos 2, news 3 */
    groupType: integer('group_type').notNull(),
    messageTypeValue: integer('message_type_value').notNull().default(2),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull().default(''),
    messageState: integer('message_state').notNull().default(0),
    isCleared: boolean('is_cleared').notNull().default(false),
    extra: jsonb('extra'),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messages_user_idx').on(t.userId, t.groupType)],
);

/**
 * A change notice as its recipient sees it (the recipient view of a change order): orderStatus
 * 2 unread → 4 read. Tenant-owned: the bell shows the current space's changes.
 */
export const changeMessages = pgTable(
  'change_messages',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: idColumn(),
    userId: uuid('user_id').notNull(),
    changeOrderId: uuid('change_order_id').notNull(),
    orderStatus: integer('order_status').notNull().default(2),
    projectName: varchar('project_name', { length: 100 }).notNull(),
    projectBatch: varchar('project_batch', { length: 100 }).notNull().default(''),
    description: text('description').notNull().default(''),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
    readTime: timestamp('read_time', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('change_messages_user_idx').on(t.tenantId, t.userId)],
);
