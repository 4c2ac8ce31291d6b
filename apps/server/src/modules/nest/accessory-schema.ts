import { boolean, index, integer, jsonb, numeric, uuid, varchar } from 'drizzle-orm/pg-core';
import { accessoryNestOrderColumns, metresColumn as metres, type AccessoryBarLayout } from '@al/contracts';
import { auditColumns, idColumn } from '../../core/db/columns.ts';
import { tenantTable } from '../../core/db/tenant-table.ts';
import { mm, nestCostLogTable } from './schema.ts';

/**
 * An accessory nest order (配件排版单): one linear accessory (bar stock), the lengths the batch's
 * products need of it, and the bar length and kerf they are cut with (1-D cutting). Its states are
 * the panel orders' orderState; runs go through the same queue (nest_jobs, kind 'accessory').
 */
export const accessoryNestOrders = tenantTable(
  'accessory_nest_orders',
  accessoryNestOrderColumns(),
  (t) => [index('accessory_nest_orders_state_idx').on(t.tenantId, t.orderState)],
);

/** A piece line: one product's bound length of the accessory and how many pieces (per piece × product qty). */
export const accessoryNestOrderLines = tenantTable(
  'accessory_nest_order_lines',
  {
    id: idColumn(),
    orderId: uuid('order_id').notNull(),
    productId: uuid('product_id'),
    code: varchar('code', { length: 100 }).notNull(),
    length: mm('length').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('accessory_nest_order_lines_order_idx').on(t.tenantId, t.orderId)],
);

/** An accessory nest result: bars used, the bar patterns with their cuts and offcuts, utilisation. */
export const accessoryNestResults = tenantTable(
  'accessory_nest_results',
  {
    id: idColumn(),
    orderId: uuid('order_id').notNull(),
    resultNo: varchar('result_no', { length: 40 }).notNull(),
    accessoryName: varchar('accessory_name', { length: 100 }).notNull(),
    barLength: mm('bar_length').notNull(),
    barCount: integer('bar_count').notNull(),
    layoutCount: integer('layout_count').notNull(),
    pieceCount: integer('piece_count').notNull(),
    /** m */
    barsLength: metres('bars_length').notNull(),
    partsLength: metres('parts_length').notNull(),
    offcutLength: metres('offcut_length').notNull(),
    utilisation: numeric('utilisation', { precision: 7, scale: 4, mode: 'number' }).notNull(),
    /** The solver's lower bound on bars, and whether the bar count is proven optimal. */
    lowerBound: integer('lower_bound').notNull(),
    optimal: boolean('optimal').notNull(),
    bars: jsonb('bars').$type<AccessoryBarLayout[]>().notNull(),
    elapsedMs: integer('elapsed_ms').notNull(),
    /** generated 1, confirmed 2 (as nest results) */
    state: integer('state').notNull().default(1),
    ...auditColumns(),
  },
  (t) => [index('accessory_nest_results_order_idx').on(t.tenantId, t.orderId)],
);

/** What each completed accessory nest was charged against the tenant's (shared) nest quota. */
export const accessoryNestCostLogs = nestCostLogTable('accessory_nest_cost_logs');
