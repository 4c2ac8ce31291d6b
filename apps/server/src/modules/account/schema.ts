import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { idColumn } from '../../core/db/columns.ts';

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

/**
 * SMS verification codes (password recovery, phone binding); also the source of the send limits.
 * Host-level: asked for before any sign-in. Only an HMAC of the code is kept; codeHash is null when
 * nothing was sent (no account has the phone: the answer does not tell).
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: idColumn().primaryKey(),
    phoneNumber: varchar('phone_number', { length: 20 }).notNull(),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    /** bind: the signed-in user asking; recover: null. */
    userId: uuid('user_id'),
    codeHash: varchar('code_hash', { length: 64 }),
    ip: varchar('ip', { length: 64 }),
    failedTries: integer('failed_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phoneNumber, t.creationTime), index('sms_codes_ip_idx').on(t.ip, t.creationTime)],
);

/** A user's WeChat (the official account's openid), bound through the /wechat page. One WeChat, one account. */
export const userWechatBindings = pgTable(
  'user_wechat_bindings',
  {
    userId: uuid('user_id').primaryKey(),
    openId: varchar('open_id', { length: 64 }).notNull(),
    /** The official account's appid, or "sandbox". */
    appId: varchar('app_id', { length: 64 }).notNull(),
    nickname: varchar('nickname', { length: 64 }),
    boundTime: timestamp('bound_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_wechat_bindings_open_id_uq').on(t.appId, t.openId)],
);
