import { defineWebModule, named } from '../../lib/module.ts';

/** The catalogue pages are named exports of one chunk. */
const catalog = () => import('./catalogPages.tsx');

/** Basic data: materials, warehouses, contacts, catalogues, brands, numbering rules, default roles. */
export default defineWebModule({
  name: 'basic',
  pages: {
    '/common/default-fole': () => import('./DefaultRolesPage.tsx'),
    '/common/custom-made-order-num': () => import('./CustomMadeOrderNumPage.tsx'),
    '/common/material-texture': () => import('./MaterialTexturePage.tsx'),
    '/common/plate-material-size': () => import('./PlateMaterialSizePage.tsx'),
    '/common/warehouse': () => import('./WarehousePage.tsx'),
    '/contacts/supplier': () => import('./SupplierPage.tsx'),
    '/contacts/demander': () => import('./DemanderPage.tsx'),
    '/contacts/branch-demander': () => import('./BranchDemanderPage.tsx'),
    '/common/brand': () => import('./BrandPage.tsx'),
    '/common/aluminum-quotation': () => import('./AluminumQuotationPage.tsx'),
    '/common/accessory': named(catalog, 'AccessoryPage'),
    '/common/accessory-type': named(catalog, 'AccessoryTypePage'),
    '/common/accessory-sku': named(catalog, 'AccessorySkuPage'),
    '/common/plate-type': named(catalog, 'PlateTypePage'),
    '/common/plate-type-group': named(catalog, 'PlateTypeGroupPage'),
    '/common/structure': named(catalog, 'StructurePage'),
    '/common/quotation': named(catalog, 'QuotationPage'),
    '/common/quotation-item': named(catalog, 'QuotationItemPage'),
    '/common/craftsmanship': named(catalog, 'CraftsmanshipPage'),
    '/common/craftsmanship-item': named(catalog, 'CraftsmanshipItemPage'),
    '/common/rule': named(catalog, 'AreaRulePage'),
    '/common/paint': named(catalog, 'PaintPage'),
    '/common/market-situation': named(catalog, 'MarketSituationPage'),
    '/common/color-card': named(catalog, 'ColorCardPage'),
    '/common/color-card-group': named(catalog, 'ColorCardGroupPage'),
    '/common/install-structure': named(catalog, 'InstallStructurePage'),
    '/common/wx-template': named(catalog, 'WxTemplatePage'),
    '/common/activity-price-rule': named(catalog, 'ActivityPriceRulePage'),
    '/common/tary': named(catalog, 'TaryPage'),
    '/common/excel-template': named(catalog, 'ExcelTemplatePage'),
  },
});
