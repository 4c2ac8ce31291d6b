import { defineModule, demoIds } from '../../core/module.ts';
import { salesRoutes } from './routes.ts';
import { seedSalesDemo } from './demo.ts';

/**
 * Sales (DOMAIN §2.11): agreement contracts with their area rule and quotation lines, project
 * orders on CAD projects settled by that rule.
 */
export default defineModule({
  name: 'sales',
  after: ['basic', 'cad', 'warehouse', 'produce'],
  routes: (app) => salesRoutes(app),
  demoJobs: (db, d) => seedSalesDemo(db, demoIds(d)),
});
