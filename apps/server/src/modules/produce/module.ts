import { defineModule, demoIds } from '../../core/module.ts';
import { seedProduceDemo } from './demo.ts';
import { processRoutes } from './process-routes.ts';
import { stepRoutes } from './step-routes.ts';
import { equipmentRoutes } from './equipment-routes.ts';
import { equipmentLogRoutes } from './equipment-log-routes.ts';
import { maintenanceRoutes } from './maintenance.ts';
import { planRoutes } from './plan-routes.ts';
import { capacityRoutes } from './capacity.ts';
import { scanRoutes } from './scan-routes.ts';
import { scanAnalysisRoutes } from './scan-analysis-routes.ts';
import { scanStationRoutes } from './scan-station-routes.ts';
import { provideScanProgress } from './progress.ts';
import { providePieceRateLedger } from './piece-rate.ts';
import { labelLogLedger, scanProgress } from './label-log-ledger.ts';
import { seedScanDemo } from './scan-demo.ts';
import { turnoverRoutes } from './turnover-routes.ts';
import { seedTurnoverDemo } from './turnover-demo.ts';
import { projectReportRoutes } from './project-report-routes.ts';
import { seedDateLogDemo } from './date-log-demo.ts';
import { changeRoutes } from './change-routes.ts';
import { seedChangeDemo } from './change-demo.ts';

/**
 * Production set-up and planning: processes, routes, equipment and terminals, plans, capacity (issue 14);
 * the scan report (label log) that feeds their progress and piece rates, and the turnover notes
 * that report a cart of labels at once, the date log snapshot and the project reports, and the change
 * orders that stop or mark changed parts (issue 15).
 */
export default defineModule({
  name: 'produce',
  after: ['basic', 'cad', 'saas', 'identity'],
  provide: () => {
    provideScanProgress(scanProgress);
    providePieceRateLedger(labelLogLedger);
  },
  routes: (app, deps) => {
    processRoutes(app);
    stepRoutes(app);
    const machines = equipmentRoutes(app);
    equipmentLogRoutes(app);
    maintenanceRoutes(app, machines);
    planRoutes(app);
    capacityRoutes(app);
    scanRoutes(app);
    scanAnalysisRoutes(app);
    scanStationRoutes(app);
    turnoverRoutes(app);
    projectReportRoutes(app, deps.db);
    changeRoutes(app);
  },
  demoData: async (tx, d) => {
    const ids = demoIds(d);
    await seedProduceDemo(tx, ids);
    await seedScanDemo(tx, ids);
    await seedTurnoverDemo(tx, ids);
    await seedDateLogDemo(tx, ids);
    await seedChangeDemo(tx, ids);
  },
});
