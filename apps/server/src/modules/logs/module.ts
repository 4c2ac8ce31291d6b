import { defineModule } from '../../core/module.ts';
import { logsRoutes } from './routes.ts';

/** The space's logs: sign-ins, the operation log (trend) and plugin functions, with Excel. */
export default defineModule({
  name: 'logs',
  routes: (app) => logsRoutes(app),
});
