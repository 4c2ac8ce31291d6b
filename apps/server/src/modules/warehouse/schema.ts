import {
  boolean,
  index,
  integer,
  numeric,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { plateQcDocument, plateStockInDocument, plateStockOutDocument } from '@al/contracts';
import { idColumn } from '../../core/db/columns.ts';
import { documentHeadTable, documentLineTable } from '../../core/document/table.ts';
import { tenantTable } from '../../core/db/tenant-table.ts';

const qty = (name: string) => numeric(name, { precision: 18, scale: 3, mode: 'number' });

/** Where an item lies and what it is: the columns a balance and each of its moves share. */
const stockPlaceColumns = () => ({
  warehouseId: uuid('warehouse_id').notNull(),
  position: varchar('position', { length: 32 }).notNull(),
  itemKind: varchar('item_kind', { length: 16 }).notNull(),
  itemKey: varchar('item_key', { length: 200 }).notNull(),
  batchNo: varchar('batch_no', { length: 40 }).notNull().default(''),
  materialTextureId: uuid('material_texture_id'),
  thickness: numeric('thickness', { precision: 18, scale: 2, mode: 'number' }),
  width: numeric('width', { precision: 18, scale: 2, mode: 'number' }),
  length: numeric('length', { precision: 18, scale: 2, mode: 'number' }),
  isRemnant: boolean('is_remnant').notNull().default(false),
  /** Other kinds: the product, paint or accessory, and the label, pack or SKU within it. */
  refId: uuid('ref_id'),
  subRefId: uuid('sub_ref_id'),
  /** How the item reads in lists and messages (snapshot of its spec at the first move). */
  itemLabel: varchar('item_label', { length: 200 }).notNull().default(''),
});

/**
 * One stock ledger for every warehouse (DOMAIN.md §2.7): a balance per item, location and batch.
 * An item is identified by its kind and key (a plate: texture, thickness, width, length, remnant);
 * the plate's attributes are kept as columns too, so lists filter and sort on them.
 */
export const stockBalances = tenantTable(
  'stock_balances',
  {
    id: idColumn(),
    factoryId: uuid('factory_id').notNull(),
    ...stockPlaceColumns(),
    unit: varchar('unit', { length: 8 }).notNull().default(''),
    qty: qty('qty').notNull().default(0),
    reserved: qty('reserved').notNull().default(0),
    avgCost: numeric('avg_cost', { precision: 18, scale: 4, mode: 'number' }),
    lastMoveTime: timestamp('last_move_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_balances_place_uq').on(
      t.tenantId,
      t.factoryId,
      t.warehouseId,
      t.position,
      t.itemKey,
      t.batchNo,
    ),
    index('stock_balances_item_idx').on(
      t.tenantId,
      t.factoryId,
      t.itemKind,
      t.materialTextureId,
      t.thickness,
    ),
    index('stock_balances_ref_idx').on(t.tenantId, t.itemKind, t.refId),
  ],
);

/** The stock log: one row per posted move, written only by an approved document's effect (or its reversal). */
export const stockMoves = tenantTable(
  'stock_moves',
  {
    id: idColumn(),
    factoryId: uuid('factory_id').notNull(),
    balanceId: uuid('balance_id').notNull(),
    ...stockPlaceColumns(),
    /** 1 in, 2 out. */
    direction: integer('direction').notNull(),
    qty: qty('qty').notNull(),
    balanceAfter: qty('balance_after').notNull(),
    unitCost: numeric('unit_cost', { precision: 18, scale: 4, mode: 'number' }),
    docType: varchar('doc_type', { length: 40 }).notNull(),
    docId: uuid('doc_id').notNull(),
    docNo: varchar('doc_no', { length: 40 }).notNull(),
    /** A reversal (void, de-approve) names what it reverses: the document's action. */
    reason: varchar('reason', { length: 20 }).notNull(),
    operatorId: uuid('operator_id'),
    time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_moves_list_idx').on(t.tenantId, t.factoryId, t.time),
    index('stock_moves_doc_idx').on(t.tenantId, t.docId),
  ],
);

/** Sheets held for a purpose (a confirmed nest result): taken out of what is available until released. */
export const stockReservations = tenantTable(
  'stock_reservations',
  {
    id: idColumn(),
    balanceId: uuid('balance_id').notNull(),
    qty: qty('qty').notNull(),
    sourceType: varchar('source_type', { length: 40 }).notNull(),
    sourceId: uuid('source_id').notNull(),
    released: boolean('released').notNull().default(false),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_reservations_source_idx').on(t.tenantId, t.sourceId),
  ],
);

export const plateStockIns = documentHeadTable(plateStockInDocument);
export const plateStockInLines = documentLineTable(plateStockInDocument);
export const plateStockOuts = documentHeadTable(plateStockOutDocument);
export const plateStockOutLines = documentLineTable(plateStockOutDocument);
export const plateQcOrders = documentHeadTable(plateQcDocument);
export const plateQcOrderLines = documentLineTable(plateQcDocument);
