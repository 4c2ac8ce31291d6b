import { defineModule } from '../../core/module.ts';
import { saasRoutes } from './routes.ts';
import { editionRoutes } from './edition-routes.ts';
import { tenantAccountRoutes } from './tenant-account-routes.ts';
import { seedSaasDemo } from './demo.ts';

/** The platform side: editions, features, prices, orders and payment, tenants, agents, renewals. */
export default defineModule({
  name: 'saas',
  after: ['identity'],
  routes(app, deps) {
    editionRoutes(app);
    tenantAccountRoutes(app, deps);
    saasRoutes(app, deps);
  },
  demoData: (tx, d) =>
    seedSaasDemo(tx, {
      editions: d.editions as Parameters<typeof seedSaasDemo>[1]['editions'],
      enterpriseId: d.tenantId,
      enterpriseName: d.tenantName,
      userId: d.userId,
    }),
});
