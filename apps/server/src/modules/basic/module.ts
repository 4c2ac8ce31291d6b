import { defineModule } from '../../core/module.ts';
import { basicRoutes } from './routes.ts';
import { seedBasicDemo } from './demo.ts';

/** Basic data: materials, warehouses, contacts, catalogues, brands, numbering rules. */
export default defineModule({
  name: 'basic',
  after: ['identity'],
  routes: (app) => basicRoutes(app),
  demoData: (tx, d) => seedBasicDemo(tx, { tenantId: d.tenantId, factoryIds: d.factoryIds, userId: d.userId }),
});
