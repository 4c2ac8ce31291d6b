import { boolean, integer, jsonb, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { creationTimeColumn, idColumn } from '../entity/columns.ts';

/**
 * The account's hand-written entities, declared once (issue 23): the server's tables
 * (modules/account/schema.ts) spread these columns; the answers derive from them (api/shell.ts,
 * api/accountMore.ts).
 */

/** Login log (/logs/login); also the source of the failed-login rate limit. */
export const loginLogColumns = () => ({
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
});

/** Notices, to-dos and news of the bell. Host-level: an invitation reaches a user outside the inviting space. */
export const messageColumns = () => ({
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
  extra: jsonb('extra').$type<Record<string, unknown>>(),
  creationTime: creationTimeColumn(),
});

/**
 * A change notice as its recipient sees it (the recipient view of a change order): orderStatus
 * 2 unread → 4 read. Tenant-owned: the bell shows the current space's changes.
 */
export const changeMessageColumns = () => ({
  id: idColumn(),
  userId: uuid('user_id').notNull(),
  changeOrderId: uuid('change_order_id').notNull(),
  orderStatus: integer('order_status').notNull().default(2),
  projectName: varchar('project_name', { length: 100 }).notNull(),
  projectBatch: varchar('project_batch', { length: 100 }).notNull().default(''),
  description: text('description').notNull().default(''),
  creationTime: creationTimeColumn(),
  readTime: timestamp('read_time', { withTimezone: true }),
});
