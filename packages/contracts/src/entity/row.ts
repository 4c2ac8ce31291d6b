import { z } from 'zod';
import { getTableColumns } from 'drizzle-orm';
import { pgTable, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { isoTime } from '../endpoint.ts';

/** A row's times as an answer carries them: each Date becomes an ISO string. */
export type IsoRow<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

/** The row as the answer carries it (the server's `isoRow`): each Date of its own keys becomes an ISO string. */
export function isoRow<T extends object>(row: T): IsoRow<T> {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v])) as IsoRow<T>;
}

/** The columns of a hand-written entity, declared once in entities/ (a factory: builders make one column each). */
export type EntityColumns = () => Record<string, PgColumnBuilderBase>;

type RowOf<C extends EntityColumns> = IsoRow<ReturnType<typeof shadowTable<C>>['$inferSelect']>;
const shadowTable = <C extends EntityColumns>(columns: C) => pgTable('entity_row', columns() as ReturnType<C>);

/**
 * The answer schema of an entity's row, derived from its columns (issue 23: a field is declared once,
 * in the columns, and reaches the table and the API). Texts, uuids and dates are strings, integers and
 * numerics numbers, timestamps ISO strings, jsonb as the column's `$type` says (not checked); a
 * nullable column may be null. Answers that show part of a row or add to it `.omit` or `.extend` it.
 */
export function rowOf<C extends EntityColumns>(columns: C) {
  type Row = RowOf<C>;
  const shape: Record<string, z.ZodType> = {};
  for (const [key, col] of Object.entries(getTableColumns(shadowTable(columns)))) {
    const base = COLUMN_ZOD[col.dataType]?.() ?? z.unknown();
    shape[key] = col.notNull ? base : base.nullable();
  }
  return z.object(shape) as unknown as z.ZodObject<{ [K in keyof Row]-?: z.ZodType<Row[K], Row[K]> }>;
}

const COLUMN_ZOD: Record<string, () => z.ZodType> = {
  string: () => z.string(),
  number: () => z.number(),
  boolean: () => z.boolean(),
  date: () => isoTime,
  bigint: () => z.bigint(),
};
