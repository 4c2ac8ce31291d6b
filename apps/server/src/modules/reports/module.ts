import { defineModule } from '../../core/module.ts';
import { dashboardRoutes } from './dashboard-routes.ts';

/** Dashboards and reports over the space's data. */
export default defineModule({
  name: 'reports',
  routes: (app) => dashboardRoutes(app),
});
