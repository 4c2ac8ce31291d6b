import { index } from 'drizzle-orm/pg-core';
import { qcLogColumns } from '@al/contracts';
import { tenantTable } from '../../core/db/tenant-table.ts';

/**
 * The QC log (质检记录, DOMAIN §2.6): one row per inspection of a piece at a QC process, written in
 * the same transaction as the scan there (label_logs) that it belongs to. Label, product, project
 * and batch are copied from the scan so that the lists and statistics read one table.
 */
export const qcLogs = tenantTable(
  'qc_logs',
  qcLogColumns(),
  (t) => [
    index('qc_logs_label_idx').on(t.tenantId, t.labelId),
    index('qc_logs_day_idx').on(t.tenantId, t.factoryId, t.shiftDate),
    index('qc_logs_project_idx').on(t.tenantId, t.projectId),
  ],
);
