import { and, asc, eq } from 'drizzle-orm';
import { TURNOVER_NOTE_DOC_TYPE, TurnoverNoteStatus } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { nextDocNo } from '../../core/numbering/numbering.ts';
import { cadLabels } from '../cad/schema.ts';
import { employees } from '../identity/schema.ts';
import { E, equipment, P, processes } from './schema.ts';
import { turnoverNoteLines, turnoverNotes } from './turnover-schema.ts';
import { demoBatch } from '../cad/demo.ts';
import type { DemoIds } from '../../core/http/context.ts';

/**
 * One open turnover note on 佛山金融中心幕墙 第2批: the labels the scan demo bent (its 9th to 16th)
 * but did not stud-weld ride on rack A-03 from 折弯 to 焊螺柱, received at the bending-area
 * terminal by 周师傅 (E002), so its one-click completion reports them for real.
 */
export async function seedTurnoverDemo(tx: Tx, ids: DemoIds) {
  const batch = await demoBatch(tx, ids.tenantId, '第2批');
  if (!batch) return;
  // the scan demo's order: its first 24 labels by number, the 9th to 16th bent, not yet stud-welded
  const labels = (
    await tx
      .select({ id: cadLabels.id, productId: cadLabels.productId })
      .from(cadLabels)
      .where(and(eq(cadLabels.tenantId, ids.tenantId), eq(cadLabels.batchId, batch.id), eq(cadLabels.factoryId, ids.factoryId)))
      .orderBy(asc(cadLabels.labelNo))
      .limit(24)
  ).slice(8, 16);
  const procs = new Map(((await tx.select().from(processes).where(eq(P.tenantId, ids.tenantId))) as Record<string, unknown>[]).map((p) => [p.name as string, p.id as string]));
  const [terminal] = (await tx.select().from(equipment).where(and(eq(E.tenantId, ids.tenantId), eq(E.code, 'XF2401010-001')))) as Record<string, unknown>[];
  const worker = ((await tx.select().from(employees)) as Record<string, unknown>[]).find((e) => e.tenantId === ids.tenantId && e.jobNo === 'E002');
  const from = procs.get('折弯');
  const to = procs.get('焊螺柱');
  if (!labels.length || !from || !to) return;
  const byProduct = new Map<string, string[]>();
  for (const l of labels) byProduct.set(l.productId, [...(byProduct.get(l.productId) ?? []), l.id]);
  const [note] = await tx
    .insert(turnoverNotes)
    .values({
      tenantId: ids.tenantId,
      factoryId: ids.factoryId,
      noteNo: await nextDocNo(tx, ids.tenantId, TURNOVER_NOTE_DOC_TYPE),
      projectId: batch.projectId,
      batchId: batch.id,
      fromProcessId: from,
      toProcessId: to,
      rackNo: 'A-03',
      status: TurnoverNoteStatus.open,
      equipmentId: (terminal?.id as string | undefined) ?? null,
      employeeIds: worker ? [worker.id as string] : null,
      remark: '折弯完成，转焊螺柱',
      creatorId: ids.userId,
    })
    .returning();
  await tx
    .insert(turnoverNoteLines)
    .values([...byProduct].map(([productId, labelIds], sort) => ({ tenantId: ids.tenantId, noteId: note!.id, productId, labelIds, qty: labelIds.length, sort, creatorId: ids.userId })));
}
