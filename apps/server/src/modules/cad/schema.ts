import { index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { idColumn } from '../../core/db/columns.ts';

/**
 * The registry of drawing conversions run by the platform's conversion servers. Host-level: the
 * header's counts (by fileType and server) are a platform view across tenants; rows carry their
 * tenant for the tenant-side file lists of the CAD intake.
 */
export const fileConversions = pgTable(
  'file_conversions',
  {
    id: idColumn().primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    fileId: uuid('file_id'),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    fileType: varchar('file_type', { length: 16 }).notNull(),
    serverIp: varchar('server_ip', { length: 64 }).notNull(),
    /** waiting 1, converting 2, done 4, failed 8 */
    state: integer('state').notNull().default(1),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
    finishTime: timestamp('finish_time', { withTimezone: true }),
  },
  (t) => [index('file_conversions_state_idx').on(t.state)],
);
