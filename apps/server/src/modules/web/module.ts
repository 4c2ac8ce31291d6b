import { defineModule } from '../../core/module.ts';
import { webRoutes } from './routes.ts';
import { seedWebDemo } from './demo.ts';

/** The enterprise website: introduction, cases, monitor, mini program. */
export default defineModule({
  name: 'web',
  routes: (app) => webRoutes(app),
  demoData: (tx, d) => seedWebDemo(tx, d.tenantId),
});
