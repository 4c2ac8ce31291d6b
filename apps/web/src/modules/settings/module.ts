import { defineWebModule } from '../../lib/module.ts';

/** The space's settings and third-party accounts. */
export default defineWebModule({
  name: 'settings',
  pages: {
    '/setting/config': () => import('./ConfigPage.tsx'),
    '/setting/sync': () => import('./SyncPage.tsx'),
  },
});
