import { sql } from 'drizzle-orm';
import { boolean, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * The column builders every entity shares. They live in contracts because a hand-written entity's
 * columns are declared here once (entities/): the server's table spreads them and the answers derive
 * from them (entity/row.ts). Each is a factory: a drizzle builder makes one column of one table.
 */

/** ABP's full-audited envelope: who and when created / modified / deleted, and the concurrency stamp. */
export const auditColumns = () => ({
  creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
  creatorId: uuid('creator_id'),
  lastModificationTime: timestamp('last_modification_time', { withTimezone: true }),
  lastModifierId: uuid('last_modifier_id'),
  isDeleted: boolean('is_deleted').notNull().default(false),
  deleterId: uuid('deleter_id'),
  deletionTime: timestamp('deletion_time', { withTimezone: true }),
  concurrencyStamp: varchar('concurrency_stamp', { length: 40 })
    .notNull()
    .default(sql`gen_random_uuid()::text`),
});

export const idColumn = () => uuid('id').notNull().defaultRandom();
/** Tenant-owned rows: part of every key so that tables can be distributed by tenant (Citus). */
export const tenantIdColumn = () => uuid('tenant_id').notNull();
/** When a row that keeps no audited envelope was written. */
export const creationTimeColumn = () => timestamp('creation_time', { withTimezone: true }).notNull().defaultNow();
