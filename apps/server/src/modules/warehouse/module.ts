import { defineModule, demoIds } from '../../core/module.ts';
import { warehouseRoutes } from './routes.ts';
import { seedWarehouseDemo } from './demo.ts';

/** The warehouses' documents and the one stock ledger. */
export default defineModule({
  name: 'warehouse',
  after: ['basic', 'nest'],
  routes: (app) => warehouseRoutes(app),
  demoJobs: (db, d) => seedWarehouseDemo(db, demoIds(d)),
});
