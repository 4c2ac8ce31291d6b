import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantIdColumn } from '../../core/db/columns.ts';
import { labelLogColumns } from '@al/contracts';
import { tenantTable } from '../../core/db/tenant-table.ts';

/**
 * The label log (scan report, 报工, DOMAIN §2.5): one row per scan of a piece's label at a process.
 * The piece rate and the amount are frozen when the scan is made (DOMAIN §6.7); only a re-pricing
 * run (PUT /api/prod/process/calculate/{id}) changes them afterwards, and only while unlocked.
 */
export const labelLogs = tenantTable(
  'label_logs',
  labelLogColumns(),
  (t) => [
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
