import { defineModule } from '../../core/module.ts';
import { settingsRoutes } from './routes.ts';

/** The space's own settings and its third-party accounts (secrets sealed by the server's key). */
export default defineModule({
  name: 'settings',
  routes: (app, deps) => settingsRoutes(app, deps),
});
