import { localToday } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { demoContext, type DemoIds } from '../../core/http/context.ts';
import { rebuildDateLog } from './date-log.ts';

/**
 * The date log of the demo's scans (scan-demo.ts reports the last four days): rebuilt for the
 * past month as 重新统计 would, so the snapshot reports show the scans from the start.
 */
export async function seedDateLogDemo(tx: Tx, ids: DemoIds) {
  const ctx = demoContext(ids);
  const today = new Date();
  await rebuildDateLog(tx, ctx, { beginDate: localToday(new Date(today.getTime() - 30 * 86_400_000)), endDate: localToday(today) });
}
