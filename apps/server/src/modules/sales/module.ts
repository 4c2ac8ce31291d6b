import { defineModule } from '../../core/module.ts';
import { salesRoutes } from './routes.ts';

/**
 * Sales (DOMAIN §2.11): agreement contracts with their area rule and quotation lines, project
 * orders on CAD projects settled by that rule.
 */
export default defineModule({
  name: 'sales',
  after: ['basic', 'cad', 'warehouse'],
  routes: (app) => salesRoutes(app),
});
