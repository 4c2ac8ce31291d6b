import { integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { idColumn } from '../db/columns.ts';

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

/** Key-value settings of the installation (e.g. the token signing secret made on first start). */
export const appSettings = pgTable('app_settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
});
