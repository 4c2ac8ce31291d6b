import { index, integer, jsonb, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { turnoverNoteColumns } from '@al/contracts';
import { auditColumns, idColumn } from '../../core/db/columns.ts';
import { tenantTable } from '../../core/db/tenant-table.ts';

/**
 * Turnover notes (周转单, DOMAIN §2.5): parts of one batch travelling together (a cart, a rack, a
 * nest sheet) from one process to the next. Scanning the note reports its labels at toProcess
 * through the scan report; the note only tracks which labels ride on it.
 */
export const turnoverNotes = tenantTable(
  'turnover_notes',
  turnoverNoteColumns(),
  (t) => [
    uniqueIndex('turnover_notes_no_idx').on(t.tenantId, t.noteNo),
    index('turnover_notes_project_idx').on(t.tenantId, t.projectId),
  ],
);

/** One product's labels on a note. */
export const turnoverNoteLines = tenantTable(
  'turnover_note_lines',
  {
    id: idColumn(),
    noteId: uuid('note_id').notNull(),
    productId: uuid('product_id').notNull(),
    labelIds: jsonb('label_ids').$type<string[]>().notNull(),
    qty: integer('qty').notNull(),
    sort: integer('sort').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [index('turnover_note_lines_note_idx').on(t.tenantId, t.noteId)],
);
