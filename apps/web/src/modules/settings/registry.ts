import { lazy } from 'react';

/** The settings pages by route path (registered in app/pages.tsx). */
export const settingsPages = {
  '/setting/config': lazy(() => import('./ConfigPage.tsx')),
  '/setting/sync': lazy(() => import('./SyncPage.tsx')),
};
