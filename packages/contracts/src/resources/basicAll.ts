import { customOrderCodeResource } from './basic.ts';
import * as accessory from './basicAccessory.ts';
import * as catalog from './basicCatalog.ts';
import * as contacts from './basicContacts.ts';
import * as material from './basicMaterial.ts';
import * as misc from './basicMisc.ts';
import * as quotation from './basicQuotation.ts';
import * as warehouse from './basicWarehouse.ts';

/**
 * Every basic-data resource definition under one short key. The server's tables, the web's
 * catalogue pages and the tests take them from here, so the list is written once.
 */
export const basicResources = {
  customOrderCode: customOrderCodeResource,
  materialTexture: material.materialTextureResource,
  plateMaterialSize: material.plateMaterialSizeResource,
  bendCoefficient: material.bendCoefficientResource,
  priorityProcessCost: material.priorityProcessCostResource,
  warehouse: warehouse.warehouseResource,
  storagePosition: warehouse.storagePositionResource,
  supplier: contacts.supplierResource,
  demander: contacts.demanderResource,
  plateTypeGroup: catalog.plateTypeGroupResource,
  plateType: catalog.plateTypeResource,
  structureCategory: catalog.structureCategoryResource,
  structureItem: catalog.structureItemResource,
  craftsmanshipCategory: catalog.craftsmanshipCategoryResource,
  craftsmanshipItem: catalog.craftsmanshipItemResource,
  installStructure: catalog.installStructureResource,
  pallet: catalog.palletResource,
  accessoryType: accessory.accessoryTypeResource,
  accessory: accessory.accessoryResource,
  accessorySku: accessory.accessorySkuResource,
  quotationCategory: quotation.quotationCategoryResource,
  quotationItem: quotation.quotationItemResource,
  quotationGroup: quotation.quotationGroupResource,
  areaRule: quotation.areaRuleResource,
  paintStructure: quotation.paintStructureResource,
  aluminumMarket: quotation.aluminumMarketResource,
  colorCardGroup: misc.colorCardGroupResource,
  colorCard: misc.colorCardResource,
  brand: misc.brandResource,
  wxTemplate: misc.wxTemplateResource,
  activityPriceRule: misc.activityPriceRuleResource,
  excelTemplate: misc.excelTemplateResource,
} as const;
