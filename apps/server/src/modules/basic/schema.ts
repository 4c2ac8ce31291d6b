import { index } from 'drizzle-orm/pg-core';
import { basicResources as r, brandUseColumns } from '@al/contracts';
import { resourceTable } from '../../core/resource/table.ts';
import { tenantTable } from '../../core/db/tenant-table.ts';

export const materialTextures = resourceTable(r.materialTexture);
export const plateMaterialSizes = resourceTable(r.plateMaterialSize);
export const bendCoefficients = resourceTable(r.bendCoefficient);
export const priorityProcessCosts = resourceTable(r.priorityProcessCost);
export const warehouses = resourceTable(r.warehouse);
export const storagePositions = resourceTable(r.storagePosition);
export const suppliers = resourceTable(r.supplier);
export const demanders = resourceTable(r.demander);
export const plateTypeGroups = resourceTable(r.plateTypeGroup);
export const plateTypes = resourceTable(r.plateType);
export const structureCategories = resourceTable(r.structureCategory);
export const structureItems = resourceTable(r.structureItem);
export const craftsmanshipCategories = resourceTable(r.craftsmanshipCategory);
export const craftsmanshipItems = resourceTable(r.craftsmanshipItem);
export const installStructures = resourceTable(r.installStructure);
export const pallets = resourceTable(r.pallet);
export const accessoryTypes = resourceTable(r.accessoryType);
export const accessories = resourceTable(r.accessory);
export const accessorySkus = resourceTable(r.accessorySku);
export const quotationCategories = resourceTable(r.quotationCategory);
export const quotationItems = resourceTable(r.quotationItem);
export const quotationGroups = resourceTable(r.quotationGroup);
export const areaRules = resourceTable(r.areaRule);
export const paintStructures = resourceTable(r.paintStructure);
export const aluminumMarkets = resourceTable(r.aluminumMarket);
export const colorCardGroups = resourceTable(r.colorCardGroup);
export const colorCards = resourceTable(r.colorCard);
export const brands = resourceTable(r.brand);
export const wxTemplates = resourceTable(r.wxTemplate);
export const activityPriceRules = resourceTable(r.activityPriceRule);
export const excelTemplates = resourceTable(r.excelTemplate);

/**
 * Brand use (tenant-brand across tenants): a tenant asks the owner of an occupied brand to use it
 * on its labels; the owner authorises (2) or refuses (4). The requester's tenant wall holds the row
 * (tenant_id), and migration 0012 adds policies that let the owner read and decide the requests
 * for its brands (owner_tenant_id). The brand's name is copied in: the requester cannot read the
 * owner's brand row.
 */
export const brandUses = tenantTable(
  'brand_uses',
  brandUseColumns(),
  (t) => [index('brand_uses_owner_idx').on(t.ownerTenantId, t.status)],
);
