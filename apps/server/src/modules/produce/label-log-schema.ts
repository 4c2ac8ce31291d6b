import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantIdColumn } from '../../core/db/columns.ts';
import { labelPieceColumns } from '../cad/schema.ts';

/**
 * The label log (scan report, 报工, DOMAIN §2.5): one row per scan of a piece's label at a process.
 * The piece rate and the amount are frozen when the scan is made (DOMAIN §6.7); only a re-pricing
 * run (PUT /api/prod/process/calculate/{id}) changes them afterwards, and only while unlocked.
 */
export const labelLogs = pgTable(
  'label_logs',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    factoryId: uuid('factory_id').notNull(),
    ...labelPieceColumns(),
    processId: uuid('process_id').notNull(),
    equipmentId: uuid('equipment_id'),
    /** PDA 1, IPC 2, web 3, turnover note 4 */
    clientType: integer('client_type').notNull().default(2),
    /** one or more workers; the amount is split equally among them */
    employeeIds: jsonb('employee_ids').$type<string[]>().notNull(),
    qty: integer('qty').notNull().default(1),
    performanceField: integer('performance_field').notNull(),
    measureValue: numeric('measure_value', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    unitPrice: numeric('unit_price', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    isRework: boolean('is_rework').notNull().default(false),
    isRetroactive: boolean('is_retroactive').notNull().default(false),
    scanTime: timestamp('scan_time', { withTimezone: true }).notNull(),
    /** the business day of the scan */
    shiftDate: date('shift_date', { mode: 'string' }).notNull(),
    /** pending 1, approved 2, rejected 4 */
    auditState: integer('audit_state').notNull().default(1),
    auditorId: uuid('auditor_id'),
    auditTime: timestamp('audit_time', { withTimezone: true }),
    auditRemark: varchar('audit_remark', { length: 200 }),
    /** set when a confirmed payroll takes the scan: it can no longer be audited or re-priced (DOMAIN §5.4) */
    isLocked: boolean('is_locked').notNull().default(false),
    remark: varchar('remark', { length: 200 }),
    ...auditColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // one non-rework report per label and process, also under two scans at once; a rejected one no longer counts
    uniqueIndex('label_logs_once_idx')
      .on(t.tenantId, t.labelId, t.processId)
      .where(sql`${t.isRework} = false and ${t.isDeleted} = false and ${t.auditState} <> 4`),
    index('label_logs_label_idx').on(t.tenantId, t.labelId, t.processId),
    index('label_logs_project_idx').on(t.tenantId, t.projectId),
    index('label_logs_time_idx').on(t.tenantId, t.scanTime),
    index('label_logs_process_day_idx').on(t.tenantId, t.processId, t.shiftDate),
  ],
);

/**
 * Pieces reported per project, batch, process and product: the sum of `qty` over the label logs
 * that count (not rework, not deleted, not rejected). Kept by a trigger on label_logs (migration
 * 0029), so that every writer — the scan, the audit, the demo, a payroll run — keeps it right in its
 * own transaction; progress reads a few rows here instead of summing the whole log on every scan.
 */
export const labelProgress = pgTable(
  'label_progress',
  {
    tenantId: tenantIdColumn(),
    projectId: uuid('project_id').notNull(),
    batchId: uuid('batch_id').notNull(),
    processId: uuid('process_id').notNull(),
    productId: uuid('product_id').notNull(),
    pieces: integer('pieces').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.projectId, t.batchId, t.processId, t.productId] })],
);
