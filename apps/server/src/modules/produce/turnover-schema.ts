import { index, integer, jsonb, pgTable, primaryKey, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantIdColumn } from '../../core/db/columns.ts';

/**
 * Turnover notes (周转单, DOMAIN §2.5): parts of one batch travelling together (a cart, a rack, a
 * nest sheet) from one process to the next. Scanning the note reports its labels at toProcess
 * through the scan report; the note only tracks which labels ride on it.
 */
export const turnoverNotes = pgTable(
  'turnover_notes',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    factoryId: uuid('factory_id').notNull(),
    noteNo: varchar('note_no', { length: 40 }).notNull(),
    projectId: uuid('project_id').notNull(),
    batchId: uuid('batch_id').notNull(),
    nestResultId: uuid('nest_result_id'),
    layoutNo: varchar('layout_no', { length: 40 }),
    fromProcessId: uuid('from_process_id'),
    toProcessId: uuid('to_process_id').notNull(),
    rackNo: varchar('rack_no', { length: 40 }),
    /** open 1, in transit 2, completed 4, voided 8 */
    status: integer('status').notNull().default(1),
    /** the receiving terminal and workers: given at creation or by the last scan; one-click completion reports with them */
    equipmentId: uuid('equipment_id'),
    employeeIds: jsonb('employee_ids').$type<string[]>(),
    firstScanTime: timestamp('first_scan_time', { withTimezone: true }),
    completedTime: timestamp('completed_time', { withTimezone: true }),
    remark: varchar('remark', { length: 200 }),
    ...auditColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('turnover_notes_no_idx').on(t.tenantId, t.noteNo),
    index('turnover_notes_project_idx').on(t.tenantId, t.projectId),
  ],
);

/** One product's labels on a note. */
export const turnoverNoteLines = pgTable(
  'turnover_note_lines',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    noteId: uuid('note_id').notNull(),
    productId: uuid('product_id').notNull(),
    labelIds: jsonb('label_ids').$type<string[]>().notNull(),
    qty: integer('qty').notNull(),
    sort: integer('sort').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('turnover_note_lines_note_idx').on(t.tenantId, t.noteId)],
);
