import { date, integer, jsonb, numeric, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { SupplierOrderLine } from '../api/supplier.ts';
import { idColumn } from '../entity/columns.ts';

/**
 * The purchase module's hand-written entities, declared once (issue 23): the server's tables
 * (modules/purchase/schema.ts) spread these columns; the answers derive from them (api/supplier.ts).
 */

/**
 * A factory's approved purchase order as its supplier's space sees it (DOMAIN.md §2.7 supplier
 * portal): the row belongs to the factory (its tenant_id, declared by the table), the supplier's space
 * (supplier_tenant_id) reads and answers it. The lines are a snapshot in words.
 */
export const supplierOrderColumns = () => ({
  id: idColumn(),
  supplierTenantId: uuid('supplier_tenant_id').notNull(),
  factoryId: uuid('factory_id').notNull(),
  /** The ordering space's name, as the supplier lists it. */
  customerName: varchar('customer_name', { length: 100 }).notNull(),
  poId: uuid('po_id').notNull(),
  poNo: varchar('po_no', { length: 40 }).notNull(),
  orderDate: date('order_date').notNull(),
  deliveryDate: date('delivery_date').notNull(),
  lines: jsonb('lines').$type<SupplierOrderLine[]>().notNull(),
  totalSheets: integer('total_sheets').notNull(),
  totalAmount: numeric('total_amount', { precision: 18, scale: 2, mode: 'number' }),
  remark: varchar('remark', { length: 500 }),
  /** received 1, confirmed 2, shipped 4, closed 8, cancelled 16 */
  state: integer('state').notNull().default(1),
  promisedDate: date('promised_date'),
  confirmRemark: varchar('confirm_remark', { length: 200 }),
  confirmTime: timestamp('confirm_time', { withTimezone: true }),
  vehicleNo: varchar('vehicle_no', { length: 20 }),
  shipRemark: varchar('ship_remark', { length: 200 }),
  shipTime: timestamp('ship_time', { withTimezone: true }),
  answeredBy: varchar('answered_by', { length: 64 }),
  creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
  lastModificationTime: timestamp('last_modification_time', { withTimezone: true }),
});
