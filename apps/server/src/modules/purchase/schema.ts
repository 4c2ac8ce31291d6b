import { index, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  plateOrderDocument,
  plateRequisitionDocument,
  plateTaskDocument,
  supplierOrderColumns,
  supplierProductResource,
  supplierProductSkuResource,
} from '@al/contracts';
import { documentHeadTable, documentLineTable } from '../../core/document/table.ts';
import { resourceTable } from '../../core/resource/table.ts';
import { tenantTable } from '../../core/db/tenant-table.ts';

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
export const supplierOrders = tenantTable(
  'supplier_orders',
  supplierOrderColumns(),
  (t) => [
    uniqueIndex('supplier_orders_po_uq').on(t.tenantId, t.poId),
    index('supplier_orders_supplier_idx').on(t.supplierTenantId, t.state, t.creationTime),
  ],
);
