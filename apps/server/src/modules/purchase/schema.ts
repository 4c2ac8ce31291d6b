import { index, integer, jsonb, numeric, pgTable, primaryKey, date, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import {
  plateOrderDocument,
  plateRequisitionDocument,
  plateTaskDocument,
  supplierProductResource,
  supplierProductSkuResource,
  type SupplierOrderLine,
} from '@al/contracts';
import { idColumn, tenantIdColumn } from '../../core/db/columns.ts';
import { documentHeadTable, documentLineTable } from '../../core/document/table.ts';
import { resourceTable } from '../../core/resource/table.ts';

export const plateTasks = documentHeadTable(plateTaskDocument);
export const plateTaskLines = documentLineTable(plateTaskDocument);
export const plateRequisitions = documentHeadTable(plateRequisitionDocument);
export const plateRequisitionLines = documentLineTable(plateRequisitionDocument);
export const platePurchaseOrders = documentHeadTable(plateOrderDocument);
export const platePurchaseOrderLines = documentLineTable(plateOrderDocument);

/** The supplier space's catalogue (/supplier/product, product-sku). */
export const supplierProducts = resourceTable(supplierProductResource);
export const supplierProductSkus = resourceTable(supplierProductSkuResource);

/**
 * A factory's approved purchase order as its supplier's space sees it (DOMAIN.md §2.7 supplier
 * portal). The row belongs to the factory (tenant_id, walled like every table); the supplier's space
 * (supplier_tenant_id) reads it and records its answer through two more policies of its own
 * (migration: supplier_read, supplier_answer), so neither side ever reads across the wall otherwise.
 * The lines are a snapshot in words (material name, sizes): the factory's basic-data ids stay home.
 */
export const supplierOrders = pgTable(
  'supplier_orders',
  {
    tenantId: tenantIdColumn(),
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
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('supplier_orders_po_uq').on(t.tenantId, t.poId),
    index('supplier_orders_supplier_idx').on(t.supplierTenantId, t.state, t.creationTime),
  ],
);
