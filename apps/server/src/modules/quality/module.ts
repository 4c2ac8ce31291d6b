import { defineModule, demoIds } from '../../core/module.ts';
import { qcLogRoutes } from './qc-log-routes.ts';
import { qcOrderRoutes } from './qc-order-routes.ts';
import { reworkRoutes } from './rework-routes.ts';
import { seedQcDemo } from './demo.ts';
import { seedQcOrderDemo } from './qc-order-demo.ts';
import { seedReworkDemo } from './rework-demo.ts';

/** Quality (issue 16): QC logs written by scans at QC processes, their lists, statistics and downloads. */
export default defineModule({
  name: 'quality',
  after: ['produce'],
  routes: (app) => {
    qcLogRoutes(app);
    qcOrderRoutes(app);
    reworkRoutes(app);
  },
  demoData: async (tx, d) => {
    const ids = demoIds(d);
    await seedQcDemo(tx, ids);
    await seedQcOrderDemo(tx, ids);
    await seedReworkDemo(tx, ids);
  },
});
