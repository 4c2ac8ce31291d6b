import { defineModule } from '../../core/module.ts';
import { boardCalls } from './board-routes.ts';
import { seedBoardDemo } from './demo.ts';

/** Production boards (看板, issue 15 item 7): widgets over the scan log and plans on a live public TV page. */
export default defineModule({
  name: 'board',
  after: ['produce', 'quality'],
  routes: (app, deps) => boardCalls(app, deps),
  demoData: seedBoardDemo,
});
