import { defineWebModule } from '../../lib/module.ts';

/** Projects, drawings, products, acceptance and the split log (the album /book is a standalone route of app/router.tsx). */
export default defineWebModule({
  name: 'cad',
  pages: {
    '/cad/project': () => import('./ProjectListPage.tsx'),
    '/cad/project-detail': () => import('./ProjectDetailPage.tsx'),
    '/cad/project-log': () => import('./ProjectLogPage.tsx'),
    '/cad/product': () => import('./ProductListPage.tsx'),
    '/cad/product-detail': () => import('./ProductDetailPage.tsx'),
    '/cad/project-acceptance': () => import('./ProjectAcceptancePage.tsx'),
    '/cad/project-acceptance-list': () => import('./ProjectAcceptanceListPage.tsx'),
    '/cad/project-acceptance-product-list': () => import('./ProjectAcceptanceProductListPage.tsx'),
    '/cad/project-favorite': () => import('./ProjectFavoritePage.tsx'),
    '/cad/project-file': () => import('./ProjectFilePage.tsx'),
    '/cad/project-process': () => import('./ProjectProcessPage.tsx'),
    '/cad/project-paint-setting': () => import('./ProjectPaintSettingPage.tsx'),
    '/cad/project-correlation': () => import('./ProjectCorrelationPage.tsx'),
    '/split/log': () => import('./SplitLogPage.tsx'),
  },
});
