import { defineWebModule, named } from '../../lib/module.ts';

/** The plate warehouse's pages, loaded as one chunk. */
const plate = () => import('./pages.ts');

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
  },
});
