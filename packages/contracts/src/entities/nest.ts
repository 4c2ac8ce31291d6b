import { integer, jsonb, numeric, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { AccessoryNestParameter, AccessoryNestProgress } from '../api/accessory-nest.ts';
import type { NestParameter, NestPlate, NestProgressReport } from '../api/nest.ts';
import { auditColumns, idColumn } from '../entity/columns.ts';

/**
 * The nesting module's entities, declared once (issue 23): the server's tables (modules/nest/schema.ts)
 * spread these columns and add the tenant key and indexes; the answers derive from them (api/nest.ts).
 */

/** A length in mm (two decimals), as the nest tables keep sizes. */
export const mmColumn = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
/** An amount of money (two decimals). */
export const moneyColumn = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
/** A length in m (three decimals), as the accessory nest keeps bar lengths. */
export const metresColumn = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' });
const mm = mmColumn;
const money = moneyColumn;
const metres = metresColumn;

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

/** The head both kinds of nest order (panel and accessory) begin with (after the server's tenant key). */
export const orderHeadColumns = () => ({
  id: idColumn(),
  factoryId: uuid('factory_id'),
  orderNo: varchar('order_no', { length: 40 }).notNull(),
  projectId: uuid('project_id'),
  batchIds: uuid('batch_ids').array().notNull().default([]),
});

/** A nest order's run: its parameter, state, client, times, last progress and what it left out. */
export const orderRunColumns = <Parameter, Progress>() => ({
  parameter: jsonb('parameter').$type<Parameter>().notNull(),
  orderState: integer('order_state').notNull(),
  clientId: uuid('client_id'),
  submitTime: timestamp('submit_time', { withTimezone: true }),
  startTime: timestamp('start_time', { withTimezone: true }),
  finishTime: timestamp('finish_time', { withTimezone: true }),
  progress: jsonb('progress').$type<Progress | null>(),
  /** Why the order is abnormal, or the last note of a state change. */
  message: text('message'),
  lostProducts: jsonb('lost_products').$type<{ productId: string | null; code: string; qty: number; reason: string }[]>().notNull().default([]),
});

/** A nest order (排版单): parts of one material and thickness, the plates they may use, the parameter. */
export const nestOrderColumns = () => ({
  ...orderHeadColumns(),
  materialTextureId: uuid('material_texture_id'),
  materialName: varchar('material_name', { length: 50 }),
  thickness: mm('thickness').notNull(),
  colorCode: varchar('color_code', { length: 50 }),
  plates: jsonb('plates').$type<NestPlate[]>().notNull(),
  /** progress: the best layout so far while it runs (utilisation, sheets, elapsed). */
  ...orderRunColumns<NestParameter, NestProgressReport>(),
  errorProductUrls: jsonb('error_product_urls').$type<string[]>().notNull().default([]),
  lineCount: integer('line_count').notNull().default(0),
  pieceCount: integer('piece_count').notNull().default(0),
  /** Sum of the parts' areas, m². */
  partsArea: numeric('parts_area', { precision: 14, scale: 4, mode: 'number' }).notNull().default(0),
  resultId: uuid('result_id'),
  cost: money('cost'),
  ...auditColumns(),
});

/** An accessory nest order (配件排版单): one linear accessory (bar stock), the lengths the batch's products need of it. */
export const accessoryNestOrderColumns = () => ({
  ...orderHeadColumns(),
  accessoryId: uuid('accessory_id'),
  accessoryName: varchar('accessory_name', { length: 100 }).notNull(),
  accessorySpec: varchar('accessory_spec', { length: 100 }),
  accessoryCode: varchar('accessory_code', { length: 50 }),
  /** progress: the running solver's last report (cleared when a run is claimed). */
  ...orderRunColumns<AccessoryNestParameter, AccessoryNestProgress>(),
  lineCount: integer('line_count').notNull().default(0),
  pieceCount: integer('piece_count').notNull().default(0),
  /** Sum of the pieces' lengths, m. */
  partsLength: metres('parts_length').notNull().default(0),
  resultId: uuid('result_id'),
  cost: money('cost'),
  ...auditColumns(),
});
