import { sql } from 'drizzle-orm';
import { boolean, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

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

/** What a soft delete sets in the audited envelope: the row stays (references to it hold), marked gone. */
export const softDeleted = (deleterId: string | null) => ({ isDeleted: true, deletionTime: new Date(), deleterId });
