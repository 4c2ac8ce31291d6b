import { index, integer, pgTable, primaryKey, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import {
  bendCoefficientResource,
  customOrderCodeResource,
  demanderResource,
  materialTextureResource,
  plateMaterialSizeResource,
  priorityProcessCostResource,
  storagePositionResource,
  supplierResource,
  warehouseResource,
  accessoryResource,
  accessorySkuResource,
  accessoryTypeResource,
  activityPriceRuleResource,
  aluminumMarketResource,
  areaRuleResource,
  brandResource,
  colorCardGroupResource,
  colorCardResource,
  craftsmanshipCategoryResource,
  craftsmanshipItemResource,
  excelTemplateResource,
  installStructureResource,
  paintStructureResource,
  palletResource,
  plateTypeGroupResource,
  plateTypeResource,
  quotationCategoryResource,
  quotationGroupResource,
  quotationItemResource,
  structureCategoryResource,
  structureItemResource,
  wxTemplateResource,
} from '@al/contracts';
import { resourceTable } from '../../core/resource/table.ts';
import { tenantIdColumn } from '../../core/db/columns.ts';

export const customOrderCodes = resourceTable(customOrderCodeResource);

/** Serial counters of the numbering service: one row per tenant, document type and period. */
export const numberCounters = pgTable(
  'number_counters',
  {
    tenantId: tenantIdColumn(),
    documentType: integer('document_type').notNull(),
    periodKey: varchar('period_key', { length: 16 }).notNull(),
    value: integer('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.documentType, t.periodKey] })],
);

export const materialTextures = resourceTable(materialTextureResource);
export const plateMaterialSizes = resourceTable(plateMaterialSizeResource);
export const bendCoefficients = resourceTable(bendCoefficientResource);
export const priorityProcessCosts = resourceTable(priorityProcessCostResource);
export const warehouses = resourceTable(warehouseResource);
export const storagePositions = resourceTable(storagePositionResource);
export const suppliers = resourceTable(supplierResource);
export const demanders = resourceTable(demanderResource);
export const plateTypeGroups = resourceTable(plateTypeGroupResource);
export const plateTypes = resourceTable(plateTypeResource);
export const structureCategories = resourceTable(structureCategoryResource);
export const structureItems = resourceTable(structureItemResource);
export const craftsmanshipCategories = resourceTable(craftsmanshipCategoryResource);
export const craftsmanshipItems = resourceTable(craftsmanshipItemResource);
export const installStructures = resourceTable(installStructureResource);
export const pallets = resourceTable(palletResource);
export const accessoryTypes = resourceTable(accessoryTypeResource);
export const accessories = resourceTable(accessoryResource);
export const accessorySkus = resourceTable(accessorySkuResource);
export const quotationCategories = resourceTable(quotationCategoryResource);
export const quotationItems = resourceTable(quotationItemResource);
export const quotationGroups = resourceTable(quotationGroupResource);
export const areaRules = resourceTable(areaRuleResource);
export const paintStructures = resourceTable(paintStructureResource);
export const aluminumMarkets = resourceTable(aluminumMarketResource);
export const colorCardGroups = resourceTable(colorCardGroupResource);
export const colorCards = resourceTable(colorCardResource);
export const brands = resourceTable(brandResource);
export const wxTemplates = resourceTable(wxTemplateResource);
export const activityPriceRules = resourceTable(activityPriceRuleResource);
export const excelTemplates = resourceTable(excelTemplateResource);

/**
 * Brand use (tenant-brand across tenants): a tenant asks the owner of an occupied brand to use it
 * on its labels; the owner authorises (2) or refuses (4). The requester's tenant wall holds the row
 * (tenant_id), and migration 0012 adds policies that let the owner read and decide the requests
 * for its brands (owner_tenant_id). The brand's name is copied in: the requester cannot read the
 * owner's brand row.
 */
export const brandUses = pgTable(
  'brand_uses',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    brandId: uuid('brand_id').notNull(),
    brandName: varchar('brand_name', { length: 32 }).notNull(),
    ownerTenantId: uuid('owner_tenant_id').notNull(),
    requesterName: varchar('requester_name', { length: 64 }).notNull(),
    remark: varchar('remark', { length: 200 }),
    status: integer('status').notNull().default(1),
    auditOpinion: varchar('audit_opinion', { length: 200 }),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
    creatorId: uuid('creator_id'),
    decisionTime: timestamp('decision_time', { withTimezone: true }),
    deciderId: uuid('decider_id'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('brand_uses_owner_idx').on(t.ownerTenantId, t.status)],
);
