import { index, integer, jsonb, pgTable, primaryKey, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { turnoverNoteColumns } from '@al/contracts';
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
    ...turnoverNoteColumns(),
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
