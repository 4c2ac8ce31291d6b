import {
  index,
  integer,
  jsonb,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { docDateField, type DocumentDef, type FieldDef } from '@al/contracts';
import { auditColumns, idColumn } from '../db/columns.ts';
import { tenantTable } from '../db/tenant-table.ts';
import { fieldColumn, listIndexes, type EnvelopeKey, type TableOf } from '../resource/table.ts';

const columns = (fields: Record<string, FieldDef>) => {
  const cols: Record<string, PgColumnBuilderBase> = {};
  for (const [key, f] of Object.entries(fields)) cols[key] = fieldColumn(key, f);
  return cols;
};

/**
 * The head fields as the list searches and sorts them, for the list's indexes (those of a resource,
 * resource/table.ts): the number and the remark (the free filter's contains-search), the head's own
 * search fields, and the sortable number, date and state. A text shown in the list but not searched
 * gets no trigram index.
 */
function listedFields(def: DocumentDef): Record<string, FieldDef> {
  const fields: Record<string, FieldDef> = {};
  for (const [key, f] of Object.entries(def.head)) fields[key] = { ...f, column: false, sortable: false };
  fields.docNo = { kind: 'string', label: '单据编号', search: 'input', sortable: true };
  fields.status = { kind: 'int', label: '状态', sortable: true };
  const dated = fields[docDateField(def)];
  if (dated) dated.sortable = true;
  if (fields.remark) fields.remark.search = 'input';
  return fields;
}

/** The columns every head has besides its fields (factoryId only in factory-scoped documents). */
type HeadKey = EnvelopeKey | 'factoryId' | 'docNo' | 'status' | 'submitterId' | 'submitTime' | 'auditorId' | 'auditTime' | 'auditOpinion' | 'attachments';
type LineKey = 'tenantId' | 'id' | 'docId' | 'sort' | 'sourceType' | 'sourceId' | 'sourceLineId';

/**
 * The head table of a document: number, state and the approval block of DOMAIN.md §0.3 around the
 * definition's head fields. The number is unique per tenant among live documents.
 */
export function documentHeadTable<D extends DocumentDef>(def: D): TableOf<HeadKey | (keyof D['head'] & string)> {
  const table = tenantTable(
    def.table,
    {
      id: idColumn(),
      ...(def.scope === 'factory' ? { factoryId: uuid('factory_id').notNull() } : {}),
      docNo: varchar('doc_no', { length: 40 }).notNull(),
      status: integer('status').notNull().default(1),
      ...columns(def.head),
      submitterId: uuid('submitter_id'),
      submitTime: timestamp('submit_time', { withTimezone: true }),
      auditorId: uuid('auditor_id'),
      auditTime: timestamp('audit_time', { withTimezone: true }),
      auditOpinion: text('audit_opinion'),
      /** Files attached to the document: [{ fileId, name, size }]. */
      attachments: jsonb('attachments').$type<{ fileId: string; name: string; size?: number }[]>().notNull().default([]),
      ...auditColumns(),
    },
    (t) => [
      uniqueIndex(`${def.table}_doc_no_uq`)
        .on(t.tenantId, t.docNo)
        .where(sql`not ${t.isDeleted}`),
      ...listIndexes({ table: def.table, scope: def.scope, fields: listedFields(def) }, t),
    ],
  );
  return table as unknown as TableOf<HeadKey | (keyof D['head'] & string)>;
}

/** The line table: the definition's line fields, the line's order and where it was pulled from. */
export function documentLineTable<D extends DocumentDef>(def: D): TableOf<LineKey | (keyof D['line'] & string)> {
  const table = tenantTable(
    def.lineTable,
    {
      id: idColumn(),
      docId: uuid('doc_id').notNull(),
      sort: integer('sort').notNull().default(0),
      ...columns(def.line),
      sourceType: varchar('source_type', { length: 40 }),
      sourceId: uuid('source_id'),
      sourceLineId: uuid('source_line_id'),
    },
    (t) => [
      index(`${def.lineTable}_doc_idx`).on(t.tenantId, t.docId),
      index(`${def.lineTable}_source_idx`).on(t.tenantId, t.sourceLineId),
    ],
  );
  return table as unknown as TableOf<LineKey | (keyof D['line'] & string)>;
}
