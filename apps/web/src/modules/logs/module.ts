import { defineWebModule, named } from '../../lib/module.ts';

const pages = () => import('./LogsPages.tsx');

/** The space's logs: sign-ins, the operation log and plugin functions. */
export default defineWebModule({
  name: 'logs',
  pages: {
    '/logs/login': named(pages, 'LoginLogPage'),
    '/logs/trend': named(pages, 'TrendLogPage'),
    '/logs/operation': named(pages, 'OperationLogPage'),
  },
});
