import { boolean, jsonb, text, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../entity/columns.ts';

/**
 * The settings module's hand-written entities, declared once (issue 23): the server's tables
 * (modules/settings/schema.ts) spread these columns; the answers derive from them (api/settings.ts).
 */

/**
 * Third-party accounts of a space (/setting/sync, AlThird.ThirdConfigs): the WeChat official
 * account, the camera provider… The secret is sealed with the server's key (core/secrets) and never
 * answered. The platform's own accounts are the rows of the host tenant (nil uuid).
 */
export const thirdConfigColumns = () => ({
  id: idColumn(),
  provider: varchar('provider', { length: 32 }).notNull(),
  name: varchar('name', { length: 64 }).notNull(),
  appId: varchar('app_id', { length: 128 }).notNull(),
  secretSealed: text('secret_sealed'),
  extra: jsonb('extra').$type<Record<string, string>>().notNull().default({}),
  enabled: boolean('enabled').notNull().default(true),
  remark: varchar('remark', { length: 200 }),
  ...auditColumns(),
});
