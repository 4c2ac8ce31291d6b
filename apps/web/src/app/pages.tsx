import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { UnderDevelopment } from '../components/ErrorScreen.tsx';
import { identityPages } from '../modules/identity/pages.ts';
import type * as CatalogPages from '../modules/basic/catalogPages.tsx';
import type * as WarehousePages from '../modules/warehouse/pages.ts';
import { saasPages } from '../modules/saas/registry.ts';
import { logsPages } from '../modules/logs/registry.ts';
import { settingsPages } from '../modules/settings/registry.ts';
import { dashboardPages } from '../modules/reports/registry.ts';

/**
 * Pages that are built, by route path, loaded lazily per module. Every other route of the table renders
 * the 404 "still under development" screen until its module lands.
 */
/** A basic-data page that is one of the catalogue's named exports (one chunk for them all). */
const catalog = (name: keyof typeof CatalogPages) =>
  lazy(() => import('../modules/basic/catalogPages.tsx').then((m) => ({ default: m[name] as ComponentType })));

/** A plate-warehouse page: one chunk for the module. */
const warehouse = (name: keyof typeof WarehousePages) => lazy(() => import('../modules/warehouse/pages.ts').then((m) => ({ default: m[name] as ComponentType })));

const registry: Record<string, LazyExoticComponent<ComponentType>> = {
  '/home': lazy(() => import('../modules/account/HomePage.tsx')),
  '/all-message': lazy(() => import('../modules/account/AllMessagePage.tsx')),
  '/common/default-fole': lazy(() => import('../modules/basic/DefaultFolePage.tsx')),
  '/common/custom-made-order-num': lazy(() => import('../modules/basic/CustomMadeOrderNumPage.tsx')),
  '/nest/order': lazy(() => import('../modules/nest/NestOrderPage.tsx')),
  '/nest/order-detail': lazy(() => import('../modules/nest/NestOrderDetailPage.tsx')),
  '/nest/result': lazy(() => import('../modules/nest/NestResultPage.tsx')),
  '/nest/order-result': lazy(() => import('../modules/nest/NestOrderResultPage.tsx')),
  '/nest/cost': lazy(() => import('../modules/nest/NestCostPage.tsx')),
  '/nest/result-detail-logs': lazy(() => import('../modules/nest/NestResultDetailLogsPage.tsx')),
  '/nest/accessory-order-detail': lazy(() => import('../modules/nest/AccessoryOrderDetailPage.tsx')),
  '/nest/accessory-order-result': lazy(() => import('../modules/nest/AccessoryOrderResultPage.tsx')),
  '/statistics/accessory-order-detail': lazy(() => import('../modules/statistics/StatisticsAccessoryOrderDetailPage.tsx')),
  '/statistics/accessory-order-result': lazy(() => import('../modules/statistics/StatisticsAccessoryOrderResultPage.tsx')),
  '/statistics/order': lazy(() => import('../modules/statistics/StatisticsOrderPage.tsx')),
  '/statistics/order-detail': lazy(() => import('../modules/statistics/StatisticsOrderDetailPage.tsx')),
  '/statistics/order-result': lazy(() => import('../modules/statistics/StatisticsOrderResultPage.tsx')),
  '/statistics/lost-product': lazy(() => import('../modules/statistics/StatisticsLostProductPage.tsx')),
  '/statistics/client': lazy(() => import('../modules/statistics/StatisticsClientPage.tsx')),
  '/statistics/cost': lazy(() => import('../modules/statistics/StatisticsCostPage.tsx')),
  ...identityPages,
  ...logsPages,
  ...settingsPages,
  ...dashboardPages,
  '/cad/project': lazy(() => import('../modules/cad/ProjectListPage.tsx')),
  '/cad/project-detail': lazy(() => import('../modules/cad/ProjectDetailPage.tsx')),
  '/cad/project-log': lazy(() => import('../modules/cad/ProjectLogPage.tsx')),
  '/cad/product': lazy(() => import('../modules/cad/ProductListPage.tsx')),
  '/cad/product-detail': lazy(() => import('../modules/cad/ProductDetailPage.tsx')),
  '/cad/project-acceptance': lazy(() => import('../modules/cad/ProjectAcceptancePage.tsx')),
  '/cad/project-acceptance-list': lazy(() => import('../modules/cad/ProjectAcceptanceListPage.tsx')),
  '/cad/project-acceptance-product-list': lazy(() => import('../modules/cad/ProjectAcceptanceProductListPage.tsx')),
  '/cad/project-favorite': lazy(() => import('../modules/cad/ProjectFavoritePage.tsx')),
  '/cad/project-file': lazy(() => import('../modules/cad/ProjectFilePage.tsx')),
  '/cad/project-process': lazy(() => import('../modules/cad/ProjectProcessPage.tsx')),
  '/cad/project-paint-setting': lazy(() => import('../modules/cad/ProjectPaintSettingPage.tsx')),
  '/cad/project-correlation': lazy(() => import('../modules/cad/ProjectCorrelationPage.tsx')),
  '/split/log': lazy(() => import('../modules/cad/SplitLogPage.tsx')),
  '/common/material-texture': lazy(() => import('../modules/basic/MaterialTexturePage.tsx')),
  '/common/plate-material-size': lazy(() => import('../modules/basic/PlateMaterialSizePage.tsx')),
  '/common/warehouse': lazy(() => import('../modules/basic/WarehousePage.tsx')),
  '/warehouse/material/stock': warehouse('StockPage'),
  '/warehouse/material/stock-log': warehouse('StockLogPage'),
  '/warehouse/material/stock-in': warehouse('StockInListPage'),
  '/warehouse/material/stock-in-detail': warehouse('StockInDetailPage'),
  '/warehouse/material/stock-out': warehouse('StockOutListPage'),
  '/warehouse/material/stock-out-detail': warehouse('StockOutDetailPage'),
  '/warehouse/material/select-stock-in-list': warehouse('SelectStockInListPage'),
  '/contacts/supplier': lazy(() => import('../modules/basic/SupplierPage.tsx')),
  '/contacts/demander': lazy(() => import('../modules/basic/DemanderPage.tsx')),
  '/contacts/branch-demander': lazy(() => import('../modules/basic/BranchDemanderPage.tsx')),
  '/common/accessory': catalog('AccessoryPage'),
  '/common/accessory-type': catalog('AccessoryTypePage'),
  '/common/accessory-sku': catalog('AccessorySkuPage'),
  '/common/plate-type': catalog('PlateTypePage'),
  '/common/plate-type-group': catalog('PlateTypeGroupPage'),
  '/common/structure': catalog('StructurePage'),
  '/common/quotation': catalog('QuotationPage'),
  '/common/quotation-item': catalog('QuotationItemPage'),
  '/common/craftsmanship': catalog('CraftsmanshipPage'),
  '/common/craftsmanship-item': catalog('CraftsmanshipItemPage'),
  '/common/brand': lazy(() => import('../modules/basic/BrandPage.tsx')),
  '/common/rule': catalog('AreaRulePage'),
  '/common/paint': catalog('PaintPage'),
  '/common/market-situation': catalog('MarketSituationPage'),
  '/common/color-card': catalog('ColorCardPage'),
  '/common/color-card-group': catalog('ColorCardGroupPage'),
  '/common/install-structure': catalog('InstallStructurePage'),
  '/common/wx-template': catalog('WxTemplatePage'),
  '/common/activity-price-rule': catalog('ActivityPriceRulePage'),
  '/common/tary': catalog('TaryPage'),
  '/common/excel-template': catalog('ExcelTemplatePage'),
  '/common/aluminum-quotation': lazy(() => import('../modules/basic/AluminumQuotationPage.tsx')),
  ...saasPages,
};

export const isBuilt = (path: string) => path in registry;

export function pageFor(path: string): ComponentType {
  return registry[path] ?? UnderDevelopment;
}
