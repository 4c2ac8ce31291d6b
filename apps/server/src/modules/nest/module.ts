import { defineModule } from '../../core/module.ts';
import { nestRoutes } from './routes.ts';
import { nestClientRoutes } from './client-routes.ts';
import { nestAdminRoutes } from './admin-routes.ts';
import { accessoryNestRoutes } from './accessory-routes.ts';
import { nestProduceRoutes } from './produce-routes.ts';
import { nestRelatedRoutes } from './related-routes.ts';
import { nestCostRuleRoutes } from './cost-rule-routes.ts';
import { nestAdminResultRoutes } from './admin-result-routes.ts';
import { nestDownloadRoutes } from './download-routes.ts';
import { seedNestDemo } from './demo.ts';
import { seedAccessoryNestDemo } from './accessory-demo.ts';

/** Nest orders (panels and accessory bars), the queue and its clients, results, cost, statistics. */
export default defineModule({
  name: 'nest',
  after: ['cad'],
  routes(app, { db }) {
    nestRoutes(app);
    nestClientRoutes(app, db);
    nestAdminRoutes(app);
    accessoryNestRoutes(app, db);
    nestProduceRoutes(app);
    nestRelatedRoutes(app);
    nestCostRuleRoutes(app);
    nestAdminResultRoutes(app);
    nestDownloadRoutes(app);
  },
  async demoJobs(db, d) {
    await seedNestDemo(db, { tenantId: d.tenantId, userId: d.userId });
    await seedAccessoryNestDemo(db, { tenantId: d.tenantId, userId: d.userId });
  },
});
