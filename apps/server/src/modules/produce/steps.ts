import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ProjectProcessItem } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { badRequest, notFound } from '../../core/http/errors.ts';
import { isoRow } from '../../core/http/endpoint.ts';
import { cadBatches } from '../cad/schema.ts';
import { loadProject } from '../cad/project-service.ts';
import { P, processes, projectProcesses } from './schema.ts';
import { productsOf, scannedWork, stepProgress } from './progress.ts';
import { liveOf } from '../../core/db/live.ts';

export type StepRow = typeof projectProcesses.$inferSelect;

/** Live processes of the space by id; a missing one is refused with 400, a disabled one too when asked. */
export async function loadProcesses(tx: Tx, ctx: RequestContext, ids: string[], enabledOnly = true) {
  const wanted = [...new Set(ids)];
  const rows = wanted.length
    ? ((await tx
        .select()
        .from(processes)
        .where(and(eq(P.tenantId, ctx.tenantId!), eq(P.isDeleted, false), inArray(P.id, wanted)))) as Record<string, unknown>[])
    : [];
  const byId = new Map(rows.map((p) => [p.id as string, p]));
  for (const id of wanted) {
    const p = byId.get(id);
    if (!p) throw badRequest('工序不存在或已删除', ['processId']);
    if (enabledOnly && p.enabled === false) throw badRequest(`工序“${String(p.name)}”已停用`, ['processId']);
  }
  return byId;
}

/** Names of processes by id (the live name; a deleted process keeps the step's snapshot). */
async function processNames(tx: Tx, tenantId: string, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const rows = (await tx
    .select({ id: P.id, name: P.name })
    .from(processes)
    .where(and(eq(P.tenantId, tenantId), inArray(P.id, [...new Set(ids)])))) as { id: string; name: string }[];
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * Pieces and area each step must process (its products, or all of its project / batch), and what
 * is done: a completed step counts all of them, otherwise the scans reported at its process.
 */
export async function withProgress(tx: Tx, tenantId: string, rows: StepRow[]): Promise<ProjectProcessItem[]> {
  if (!rows.length) return [];
  const projectIds = [...new Set(rows.map((r) => r.projectId))];
  const products = await productsOf(tx, tenantId, projectIds);
  const scans = await scannedWork(tx, tenantId, projectIds);
  const batchIds = [...new Set(rows.map((r) => r.batchId).filter((b): b is string => !!b))];
  const batches = batchIds.length
    ? await tx
        .select({ id: cadBatches.id, batchNo: cadBatches.batchNo })
        .from(cadBatches)
        .where(and(eq(cadBatches.tenantId, tenantId), inArray(cadBatches.id, batchIds)))
    : [];
  const batchNo = new Map(batches.map((b) => [b.id, b.batchNo]));
  const names = await processNames(tx, tenantId, rows.map((r) => r.processId));
  return rows.map((r) => {
    const chosen = new Set(r.productIds);
    const mine = products.filter(
      (p) => p.projectId === r.projectId && (!r.batchId || p.batchId === r.batchId) && (!chosen.size || chosen.has(p.id)),
    );
    return {
      ...isoRow(r),
      batchNo: r.batchId ? (batchNo.get(r.batchId) ?? null) : null,
      processName: names.get(r.processId) ?? r.processName,
      ...stepProgress(mine, r.processId, r.isCompleted, scans),
    };
  });
}

export async function loadStep(tx: Tx, ctx: RequestContext, id: string) {
  const [row] = await tx
    .select()
    .from(projectProcesses)
    .where(and(eq(projectProcesses.tenantId, ctx.tenantId!), eq(projectProcesses.id, id), eq(projectProcesses.isDeleted, false)));
  if (!row) throw notFound('项目工序不存在或已删除');
  await loadProject(tx, ctx, row.projectId); // the project must be in the caller's factory
  return row;
}

/** The live steps of some projects (a batch sees its own steps and the project-wide ones), in route order. */
export async function stepRows(tx: Tx, tenantId: string, projectIds: string[], batchId?: string) {
  if (!projectIds.length) return [];
  return tx
    .select()
    .from(projectProcesses)
    .where(
      liveOf(
        projectProcesses,
        tenantId,
        inArray(projectProcesses.projectId, projectIds),
        batchId ? sql`(${projectProcesses.batchId} = ${batchId} or ${projectProcesses.batchId} is null)` : undefined,
      ),
    )
    .orderBy(asc(projectProcesses.projectId), asc(projectProcesses.sort), asc(projectProcesses.creationTime));
}

export const listSteps = async (tx: Tx, ctx: RequestContext, projectIds: string[], batchId?: string) =>
  withProgress(tx, ctx.tenantId!, await stepRows(tx, ctx.tenantId!, projectIds, batchId));

export async function nextSort(tx: Tx, tenantId: string, projectId: string) {
  const [m] = await tx
    .select({ max: sql<number>`coalesce(max(${projectProcesses.sort}), 0)::int` })
    .from(projectProcesses)
    .where(and(eq(projectProcesses.tenantId, tenantId), eq(projectProcesses.projectId, projectId), eq(projectProcesses.isDeleted, false)));
  return (m?.max ?? 0) + 10;
}
