import { defineWebModule } from '../../lib/module.ts';

const settings = () => import('./SettingsPage.tsx');

/** The signed-in user's home, messages, center and settings. */
export default defineWebModule({
  name: 'account',
  pages: {
    '/home': () => import('./HomePage.tsx'),
    '/all-message': () => import('./AllMessagePage.tsx'),
    '/account/center': () => import('./CenterPage.tsx'),
    '/account/settings/base': settings,
    '/account/settings/security': settings,
    '/account/settings/custom': settings,
    '/account/settings/binding': settings,
    '/account/settings/notification': settings,
  },
});
