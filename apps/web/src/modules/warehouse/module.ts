import { defineWebModule, named } from '../../lib/module.ts';

/** The plate warehouse's pages, loaded as one chunk. */
const plate = () => import('./pages.ts');
/** The product warehouse (packs, product stock-in and stock-out), its own chunk. */
const product = () => import('./ProductPages.tsx');

export default defineWebModule({
  name: 'warehouse',
  pages: {
    '/warehouse/material/stock': named(plate, 'StockPage'),
    '/warehouse/material/stock-log': named(plate, 'StockLogPage'),
    '/warehouse/material/stock-in': named(plate, 'StockInListPage'),
    '/warehouse/material/stock-in-detail': named(plate, 'StockInDetailPage'),
    '/warehouse/material/stock-out': named(plate, 'StockOutListPage'),
    '/warehouse/material/stock-out-detail': named(plate, 'StockOutDetailPage'),
    '/warehouse/material/select-stock-in-list': named(plate, 'SelectStockInListPage'),
    '/warehouse/material/select-purchase-list': named(plate, 'SelectPurchaseListPage'),
    '/warehouse/material/qc-order': named(plate, 'QcListPage'),
    '/warehouse/material/add-qc-order': named(plate, 'AddQcOrderPage'),
    '/warehouse/material/re-audit-qc-order': named(plate, 'ReAuditQcPage'),
    '/warehouse/material/summary': named(plate, 'SummaryPage'),
    '/warehouse/material/summary-group-detail': named(plate, 'SummaryGroupDetailPage'),
    '/warehouse/material/summary-detail': named(plate, 'SummaryDetailPage'),
    '/warehouse/product/pack': named(product, 'PackPage'),
    '/warehouse/product/stock-in': named(product, 'ProductStockInPage'),
    '/warehouse/product/stock-out': named(product, 'ProductStockOutPage'),
    '/warehouse/product/pack-log': named(product, 'PackLogPage'),
    '/warehouse/product/stock-in-log': named(product, 'ProductStockInLogPage'),
    '/warehouse/product/stock-out-log': named(product, 'ProductStockOutLogPage'),
  },
});
