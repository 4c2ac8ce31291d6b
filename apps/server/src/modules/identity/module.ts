import { ALL_PERMISSIONS } from '@al/contracts';
import { defineModule } from '../../core/module.ts';
import { provideDirectory } from '../../core/auth/directory.ts';
import { identityDirectory } from './directory.ts';
import { identityRoutes } from './routes.ts';
import { factoryRoutes } from './factory-routes.ts';
import { seedIdentityDemo } from './demo.ts';

/** Roles, users, members, organisation, employees and factories; the core's directory of people. */
export default defineModule({
  name: 'identity',
  provide: () => provideDirectory(identityDirectory),
  routes(app, deps) {
    identityRoutes(app, deps);
    factoryRoutes(app);
  },
  demoData: (tx, d) => seedIdentityDemo(tx, d.tenantId, d.passwordHash, ALL_PERMISSIONS),
});
