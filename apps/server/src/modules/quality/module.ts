import { defineModule } from '../../core/module.ts';
import { qcLogRoutes } from './qc-log-routes.ts';
import { seedQcDemo } from './demo.ts';

/** Quality (issue 16): QC logs written by scans at QC processes, their lists, statistics and downloads. */
export default defineModule({
  name: 'quality',
  after: ['produce'],
  routes: (app) => {
    qcLogRoutes(app);
  },
  demoData: async (tx, d) => seedQcDemo(tx, { tenantId: d.tenantId, factoryId: d.factoryIds[0]!, userId: d.userId }),
});
