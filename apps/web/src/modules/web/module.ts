import { defineWebModule, named } from '../../lib/module.ts';

const pages = () => import('./pages.tsx');

/** The enterprise website's settings: introduction, cases, monitor, mini program. */
export default defineWebModule({
  name: 'web',
  pages: {
    '/web/introducte': named(pages, 'IntroductePage'),
    '/web/case-presentation': named(pages, 'CasePresentationPage'),
    '/web/monitor': named(pages, 'MonitorPage'),
    '/web/small-program': named(pages, 'SmallProgramPage'),
    '/web/small-program-detail': named(pages, 'SmallProgramDetailPage'),
  },
});
