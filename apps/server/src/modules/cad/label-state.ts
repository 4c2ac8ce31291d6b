import { and, eq, inArray, sql } from 'drizzle-orm';
import { LabelState } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { cadLabels } from './schema.ts';

/** Moves labels to a state, keeping a change order's block (the blocked bit stays as it was). */
export async function setLabelState(tx: Tx, tenantId: string, labelIds: string[], state: number) {
  if (!labelIds.length) return;
  await tx
    .update(cadLabels)
    .set({ state: sql`(${cadLabels.state} & ${LabelState.blocked}) | ${state}` })
    .where(and(eq(cadLabels.tenantId, tenantId), inArray(cadLabels.id, labelIds)));
}
