import { defineModule, demoIds } from '../../core/module.ts';
import { cadRoutes } from './routes.ts';
import { seedCadDemo } from './demo.ts';

/** CAD intake: projects, batches, drawings, products, labels, the album. */
export default defineModule({
  name: 'cad',
  after: ['basic'],
  routes: (app, deps) => cadRoutes(app, deps),
  demoData: (tx, d) => seedCadDemo(tx, demoIds(d)),
});
