import { defineModule, demoIds } from '../../core/module.ts';
import { outsourceRoutes } from './routes.ts';
import { seedOutsourceDemo } from './demo.ts';

/** Outsourcing (issue 16 item 4): outsource outs, acceptances and backs, their pages' calls and the demo painting job. */
export default defineModule({
  name: 'outsource',
  after: ['produce', 'quality', 'sales'],
  routes: (app) => {
    outsourceRoutes(app);
  },
  demoData: async (tx, d) => {
    await seedOutsourceDemo(tx, demoIds(d));
  },
});
