import { lazy } from 'react';

/** The dashboards by route path (registered in app/pages.tsx). */
export const dashboardPages = {
  '/dashboard/analysis': lazy(() => import('./DashboardAnalysisPage.tsx')),
  '/dashboard/workplace': lazy(() => import('./DashboardWorkplacePage.tsx')),
};
