import { integer, jsonb, numeric, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { idColumn } from '../entity/columns.ts';

/**
 * The nesting module's entities, declared once (issue 23): the server's tables (modules/nest/schema.ts)
 * spread these columns and add the tenant key and indexes; the answers derive from them (api/nest.ts).
 */

/** A length in mm (two decimals), as the nest tables keep sizes. */
export const mmColumn = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
/** An amount of money (two decimals). */
export const moneyColumn = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const mm = mmColumn;

/** One distinct layout of a nest result, with how many identical sheets it stands for. */
export const nestResultSheetColumns = () => ({
  id: idColumn(),
  resultId: uuid('result_id').notNull(),
  layoutNo: integer('layout_no').notNull(),
  plateName: varchar('plate_name', { length: 50 }).notNull(),
  width: mm('width').notNull(),
  length: mm('length').notNull(),
  repeat: integer('repeat').notNull(),
  utilisation: numeric('utilisation', { precision: 7, scale: 4, mode: 'number' }).notNull(),
  placements: jsonb('placements').$type<{ lineId: string; code: string; rotation: number; x: number; y: number }[]>().notNull(),
  offcut: jsonb('offcut').$type<{ x: number; y: number; width: number; height: number } | null>(),
  partCount: integer('part_count').notNull(),
  cutLength: numeric('cut_length', { precision: 14, scale: 3, mode: 'number' }).notNull(),
  pierceCount: integer('pierce_count').notNull(),
  /** Sheets cut so far (the produce log). */
  cutQty: integer('cut_qty').notNull().default(0),
});

/** Sheets cut from a result's layouts (the order-result produce log), reported from the cutting table. */
export const nestProduceLogColumns = () => ({
  id: idColumn(),
  resultId: uuid('result_id').notNull(),
  layoutNo: integer('layout_no').notNull(),
  qty: integer('qty').notNull(),
  userId: uuid('user_id'),
  userName: varchar('user_name', { length: 64 }),
  remark: varchar('remark', { length: 200 }),
  time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
});
