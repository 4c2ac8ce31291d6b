import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { mmColumn as mm, moneyColumn as money, nestOrderColumns, nestProduceLogColumns, nestResultSheetColumns } from '@al/contracts';
import { auditColumns, idColumn } from '../../core/db/columns.ts';
import { tenantTable } from '../../core/db/tenant-table.ts';

export { mm, money };

/** A nest order (排版单): parts of one material and thickness, the plates they may use, the parameter. */
export const nestOrders = tenantTable(
  'nest_orders',
  nestOrderColumns(),
  (t) => [index('nest_orders_state_idx').on(t.tenantId, t.orderState)],
);

/** A part line: the product's outline as it was when the order was made (mm, holes), and its quantity. */
export const nestOrderLines = tenantTable(
  'nest_order_lines',
  {
    id: idColumn(),
    orderId: uuid('order_id').notNull(),
    productId: uuid('product_id'),
    code: varchar('code', { length: 100 }).notNull(),
    quantity: integer('quantity').notNull(),
    shape: jsonb('shape').$type<{ outer: [number, number][]; holes?: [number, number][][] }>().notNull(),
    /** One piece's area, mm². */
    area: numeric('area', { precision: 16, scale: 2, mode: 'number' }).notNull(),
    width: mm('width').notNull(),
    length: mm('length').notNull(),
  },
  (t) => [index('nest_order_lines_order_idx').on(t.tenantId, t.orderId)],
);

/** A nest result (排版结果) head. */
export const nestResults = tenantTable(
  'nest_results',
  {
    id: idColumn(),
    orderId: uuid('order_id').notNull(),
    resultNo: varchar('result_no', { length: 40 }).notNull(),
    thickness: mm('thickness').notNull(),
    materialName: varchar('material_name', { length: 50 }),
    sheetCount: integer('sheet_count').notNull(),
    layoutCount: integer('layout_count').notNull(),
    /** m² */
    plateArea: numeric('plate_area', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    partsArea: numeric('parts_area', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    remnantArea: numeric('remnant_area', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    utilisation: numeric('utilisation', { precision: 7, scale: 4, mode: 'number' }).notNull(),
    /** m */
    cutLength: numeric('cut_length', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    pierceCount: integer('pierce_count').notNull(),
    elapsedMs: integer('elapsed_ms').notNull(),
    /** generated 1, confirmed 2, issued 4, cutting 8, cut 16, voided 32 */
    state: integer('state').notNull().default(1),
    ...auditColumns(),
  },
  (t) => [index('nest_results_order_idx').on(t.tenantId, t.orderId)],
);

/** One distinct layout of a result, with how many identical sheets it stands for. */
export const nestResultSheets = tenantTable(
  'nest_result_sheets',
  nestResultSheetColumns(),
  (t) => [index('nest_result_sheets_result_idx').on(t.tenantId, t.resultId)],
);

/** What happened to an order: state changes, runs, errors (order/{id}/log). */
export const nestOrderLogs = tenantTable(
  'nest_order_logs',
  {
    id: idColumn(),
    orderId: uuid('order_id').notNull(),
    time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id'),
    userName: varchar('user_name', { length: 64 }),
    action: varchar('action', { length: 32 }).notNull(),
    fromState: integer('from_state'),
    toState: integer('to_state'),
    message: text('message'),
  },
  (t) => [index('nest_order_logs_order_idx').on(t.tenantId, t.orderId)],
);

/**
 * A cost log: what each completed nest of a kind was charged against the tenant's nest quota
 * (basis: order, sheet or m2; an accessory nest counts bars as sheets and, having no area, for m2 too).
 */
export const nestCostLogTable = (name: string) =>
  tenantTable(
    name,
    {
      id: idColumn(),
      orderId: uuid('order_id').notNull(),
      orderNo: varchar('order_no', { length: 40 }).notNull(),
      clientId: uuid('client_id'),
      basis: varchar('basis', { length: 8 }).notNull(),
      qty: numeric('qty', { precision: 14, scale: 4, mode: 'number' }).notNull(),
      unitPrice: money('unit_price').notNull(),
      amount: money('amount').notNull(),
      quotaBefore: money('quota_before').notNull(),
      quotaAfter: money('quota_after').notNull(),
      time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [index(`${name}_time_idx`).on(t.tenantId, t.time)],
  );

/** The nest cost log: what each completed panel nest was charged. */
export const nestCostLogs = nestCostLogTable('nest_cost_logs');

/**
 * Nest clients: worker processes that run the engine. Host-level: a platform client serves every
 * tenant; one registered inside a space (ownerTenantId) serves only that space.
 */
export const nestClients = pgTable('nest_clients', {
  id: idColumn().primaryKey(),
  name: varchar('name', { length: 64 }).notNull(),
  version: varchar('version', { length: 32 }).notNull().default(''),
  ownerTenantId: uuid('owner_tenant_id'),
  registeredBy: uuid('registered_by'),
  builtIn: boolean('built_in').notNull().default(false),
  lastHeartbeat: timestamp('last_heartbeat', { withTimezone: true }).notNull().defaultNow(),
  currentJobId: uuid('current_job_id'),
  creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The nest queue: one row per submitted run. Host-level so that a platform client can claim work
 * of any tenant; the order itself stays behind its tenant's wall and is read in that tenant's scope.
 */
export const nestJobs = pgTable(
  'nest_jobs',
  {
    id: idColumn().primaryKey(),
    orderTenantId: uuid('order_tenant_id').notNull(),
    orderId: uuid('order_id').notNull(),
    /** panel (nest_orders) or accessory (accessory_nest_orders, the 1-D solver) */
    kind: varchar('kind', { length: 12 }).notNull().default('panel'),
    /** waiting, running, done, failed, cancelled */
    state: varchar('state', { length: 12 }).notNull().default('waiting'),
    clientId: uuid('client_id'),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('nest_jobs_state_idx').on(t.state, t.creationTime), index('nest_jobs_order_idx').on(t.orderTenantId, t.orderId)],
);

/** How a tenant's nests are charged (host-level, set by the platform); no row = the default rule. */
export const nestCostRules = pgTable('nest_cost_rules', {
  ruleTenantId: uuid('rule_tenant_id').primaryKey(),
  /** order, sheet or m2 */
  basis: varchar('basis', { length: 8 }).notNull(),
  unitPrice: money('unit_price').notNull(),
  lastModificationTime: timestamp('last_modification_time', { withTimezone: true }).notNull().defaultNow(),
});

/** Sheets cut from a result's layouts (the order-result produce log), reported from the cutting table. */
export const nestProduceLogs = tenantTable(
  'nest_produce_logs',
  nestProduceLogColumns(),
  (t) => [index('nest_produce_logs_result_idx').on(t.tenantId, t.resultId)],
);
