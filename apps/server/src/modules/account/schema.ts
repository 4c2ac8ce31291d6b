import { index, integer, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { changeMessageColumns, loginLogColumns, messageColumns } from '@al/contracts';
import { tenantTable } from '../../core/db/tenant-table.ts';
import { idColumn } from '../../core/db/columns.ts';

/** Login log (/logs/login); also the source of the failed-login rate limit. */
export const loginLogs = pgTable(
  'login_logs',
  loginLogColumns(),
  // by name (the per-name limits) and by address (the per-address limit)
  (t) => [index('login_logs_user_time_idx').on(t.userName, t.time), index('login_logs_ip_time_idx').on(t.ip, t.time)],
);

/** Notices, to-dos and news of the bell. Host-level: an invitation reaches a user outside the inviting space. */
export const messages = pgTable(
  'messages',
  messageColumns(),
  (t) => [index('messages_user_idx').on(t.userId, t.groupType)],
);

/**
 * A change notice as its recipient sees it (the recipient view of a change order): orderStatus
 * 2 unread → 4 read. Tenant-owned: the bell shows the current space's changes.
 */
export const changeMessages = tenantTable(
  'change_messages',
  changeMessageColumns(),
  (t) => [index('change_messages_user_idx').on(t.tenantId, t.userId)],
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
