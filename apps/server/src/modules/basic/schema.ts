import { integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
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
