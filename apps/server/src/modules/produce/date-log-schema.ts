import { index, uniqueIndex } from 'drizzle-orm/pg-core';
import { dateLogColumns } from '@al/contracts';
import { tenantTable } from '../../core/db/tenant-table.ts';

/**
 * The date log (DOMAIN §4): the label log summed per business day × project × batch × process ×
 * employee, read by the heavy reports. A snapshot, not a document: a rebuild (re-statistics /
 * re-calculate) deletes the rows of its scope and writes them again from the label log, so the
 * rows carry only when they were built. A scan shared by several workers gives each an equal share.
 */
export const dateLogs = tenantTable(
  'prod_date_logs',
  dateLogColumns(),
  (t) => [
    uniqueIndex('prod_date_logs_key_idx').on(t.tenantId, t.factoryId, t.shiftDate, t.projectId, t.batchId, t.processId, t.employeeId),
    index('prod_date_logs_project_idx').on(t.tenantId, t.projectId),
  ],
);
