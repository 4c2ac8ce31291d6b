import { jsonb, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { idColumn } from '../entity/columns.ts';

/**
 * The operation log: every write, who, when, which entity, what changed. Tenant-owned
 * (tenant_id is the nil uuid for host-level writes) so that a tenant reads only its own history.
 */
export const auditLogColumns = () => ({
  id: idColumn(),
  userId: uuid('user_id'),
  userName: varchar('user_name', { length: 64 }),
  module: varchar('module', { length: 40 }).notNull(),
  entityType: varchar('entity_type', { length: 64 }).notNull(),
  entityId: varchar('entity_id', { length: 64 }).notNull(),
  action: varchar('action', { length: 32 }).notNull(),
  beforeJson: jsonb('before_json'),
  afterJson: jsonb('after_json'),
  ip: varchar('ip', { length: 64 }),
  time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
});
