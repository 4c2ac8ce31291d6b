import { defineModule } from '../../core/module.ts';
import { seedProduceDemo } from './demo.ts';
import { processRoutes } from './process-routes.ts';
import { stepRoutes } from './step-routes.ts';
import { equipmentRoutes } from './equipment-routes.ts';
import { equipmentLogRoutes } from './equipment-log-routes.ts';
import { maintenanceRoutes } from './maintenance.ts';
import { planRoutes } from './plan-routes.ts';
import { capacityRoutes } from './capacity.ts';

/** Production set-up and planning: processes, routes, equipment and terminals, plans, capacity (issue 14). */
export default defineModule({
  name: 'produce',
  after: ['basic', 'cad', 'saas'],
  routes: (app) => {
    processRoutes(app);
    stepRoutes(app);
    const machines = equipmentRoutes(app);
    equipmentLogRoutes(app);
    maintenanceRoutes(app, machines);
    planRoutes(app);
    capacityRoutes(app);
  },
  demoData: (tx, d) => seedProduceDemo(tx, { tenantId: d.tenantId, factoryId: d.factoryIds[0]!, userId: d.userId }),
});
