import { defineWebModule } from '../../lib/module.ts';

/** Dashboards and reports. */
export default defineWebModule({
  name: 'reports',
  pages: {
    '/dashboard/analysis': () => import('./DashboardAnalysisPage.tsx'),
    '/dashboard/workplace': () => import('./DashboardWorkplacePage.tsx'),
  },
});
