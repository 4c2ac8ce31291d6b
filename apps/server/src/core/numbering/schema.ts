import { integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { customOrderCodeResource } from '@al/contracts';
import { resourceTable } from '../resource/table.ts';
import { tenantIdColumn } from '../db/columns.ts';

/** The numbering rules (custom order codes, DOMAIN.md §3): a basic-data resource the numbering service reads. */
export const customOrderCodes = resourceTable(customOrderCodeResource);

/** Serial counters of the numbering service: one row per tenant, document type and period. */
export const numberCounters = pgTable(
  'number_counters',
  {
    tenantId: tenantIdColumn(),
    documentType: integer('document_type').notNull(),
    periodKey: varchar('period_key', { length: 16 }).notNull(),
    value: integer('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.documentType, t.periodKey] })],
);

