import { defineModule } from '../../core/module.ts';
import { accountRoutes } from './routes.ts';
import { messageRoutes } from './message-routes.ts';

/** Sign-in, sessions, the signed-in user's profile and the notice bell. */
export default defineModule({
  name: 'account',
  routes(app, deps) {
    accountRoutes(app, deps);
    messageRoutes(app);
  },
});
