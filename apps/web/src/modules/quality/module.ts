import { defineWebModule, named } from '../../lib/module.ts';

const quality = () => import('./pages.ts');

/** Quality: QC logs with their statistics and the scrap list (issue 16). */
export default defineWebModule({
  name: 'quality',
  pages: {
    '/quality/qc': named(quality, 'QcLogPage'),
  },
});
