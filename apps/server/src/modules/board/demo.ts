import { BoardWidgetType } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { DemoContext } from '../../core/module.ts';
import { newBoardToken } from './board-service.ts';
import { boards } from './schema.ts';

/** The demo factory's workshop TV: the four widgets over the scan demo's logs and the demo plans. */
export async function seedBoardDemo(tx: Tx, d: DemoContext) {
  await tx.insert(boards).values({
    tenantId: d.tenantId,
    factoryId: d.factoryIds[0]!,
    name: '一车间生产大屏',
    widgets: [
      { type: BoardWidgetType.todayOutput },
      { type: BoardWidgetType.projectProgress },
      { type: BoardWidgetType.behindPlans },
      { type: BoardWidgetType.qcRate },
    ],
    refreshSeconds: 60,
    publicToken: newBoardToken(),
    creatorId: d.userId,
  });
}
