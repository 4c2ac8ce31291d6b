import { date, index, integer, numeric, pgTable, primaryKey, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, tenantIdColumn } from '../../core/db/columns.ts';

/**
 * The date log (DOMAIN §4): the label log summed per business day × project × batch × process ×
 * employee, read by the heavy reports. A snapshot, not a document: a rebuild (re-statistics /
 * re-calculate) deletes the rows of its scope and writes them again from the label log, so the
 * rows carry only when they were built. A scan shared by several workers gives each an equal share.
 */
export const dateLogs = pgTable(
  'prod_date_logs',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    factoryId: uuid('factory_id').notNull(),
    shiftDate: date('shift_date', { mode: 'string' }).notNull(),
    projectId: uuid('project_id').notNull(),
    batchId: uuid('batch_id').notNull(),
    processId: uuid('process_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    /** scans the employee took part in */
    scans: integer('scans').notNull(),
    /** pieces (an equal share of a shared scan) */
    qty: numeric('qty', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    unfoldArea: numeric('unfold_area', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    faceArea: numeric('face_area', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    settleArea: numeric('settle_area', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    /** kg */
    weight: numeric('weight', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    /** when the rebuild that wrote the row ran */
    statTime: timestamp('stat_time', { withTimezone: true }).notNull().defaultNow(),
    creatorId: uuid('creator_id'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('prod_date_logs_key_idx').on(t.tenantId, t.factoryId, t.shiftDate, t.projectId, t.batchId, t.processId, t.employeeId),
    index('prod_date_logs_project_idx').on(t.tenantId, t.projectId),
  ],
);
