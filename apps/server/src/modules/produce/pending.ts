import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { LabelLogAuditState, LabelState, type PendingDetailItem, type PendingQuery, type PendingSummary } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { needFactory } from '../cad/project-service.ts';
import { cadBatches, cadLabels, cadProducts, cadProjects } from '../cad/schema.ts';
import { labelLogs as LL } from './label-log-schema.ts';
import { productsOf, round2, round4 } from './progress.ts';
import { stepRows } from './steps.ts';
import { labelPiece, type LabelPiece } from '../cad/labels.ts';

/** A piece waiting at a process: its previous route step is done, this one is not. */
export interface PendingEntry extends LabelPiece {
  processId: string;
  processName: string;
  previousProcessName: string;
  readySince: Date | null;
  area: number;
}

const DAY_MS = 86_400_000;
export const ageDays = (since: Date | null, now = Date.now()) => (since ? Math.max(0, Math.floor((now - since.getTime()) / DAY_MS)) : 0);

/**
 * The pending analysis (DOMAIN §4, 待产分析): for each live label of the caller's factory (not
 * scrapped, not shipped) and each step of its route after the first, the label is pending there
 * when the step before it is done (completed as a step, or the label scanned there) and this one
 * is not. The first step has no previous one, so nothing waits "before" it: a label not yet cut
 * is not work in progress. The age runs from the label's first scan at the previous process.
 */
export async function pendingEntries(tx: Tx, ctx: RequestContext, q: PendingQuery): Promise<PendingEntry[]> {
  const { tenantId, factoryId } = needFactory(ctx);
  const labels = await tx
    .select({ id: cadLabels.id, labelNo: cadLabels.labelNo, productId: cadLabels.productId, projectId: cadLabels.projectId, batchId: cadLabels.batchId })
    .from(cadLabels)
    .where(
      and(
        eq(cadLabels.tenantId, tenantId),
        eq(cadLabels.factoryId, factoryId),
        q.projectId ? eq(cadLabels.projectId, q.projectId) : undefined,
        q.batchId ? eq(cadLabels.batchId, q.batchId) : undefined,
        sql`(${cadLabels.state} & ${LabelState.scrapped | LabelState.shipped}) = 0`,
      ),
    )
    .orderBy(asc(cadLabels.labelNo));
  if (!labels.length) return [];
  const projectIds = [...new Set(labels.map((l) => l.projectId))];
  const steps = await stepRows(tx, tenantId, projectIds);
  if (!steps.length) return [];
  const area = new Map((await productsOf(tx, tenantId, projectIds)).map((p) => [p.id, p.unfoldArea]));
  const scans = await tx
    .select({ labelId: LL.labelId, processId: LL.processId, first: sql<string>`min(${LL.scanTime})` })
    .from(LL)
    .where(and(eq(LL.tenantId, tenantId), eq(LL.factoryId, factoryId), inArray(LL.projectId, projectIds), eq(LL.isDeleted, false), sql`${LL.auditState} <> ${LabelLogAuditState.rejected}`))
    .groupBy(LL.labelId, LL.processId);
  const scanned = new Map(scans.map((s) => [`${s.labelId}|${s.processId}`, new Date(s.first)]));
  const out: PendingEntry[] = [];
  for (const label of labels) {
    if (!area.has(label.productId)) continue; // a deleted product's labels wait for nothing
    const seen = new Set<string>();
    const route = steps.filter(
      (s) =>
        s.projectId === label.projectId &&
        (!s.batchId || s.batchId === label.batchId) &&
        (!s.productIds.length || s.productIds.includes(label.productId)) &&
        !seen.has(s.processId) &&
        !!seen.add(s.processId),
    );
    for (let i = 1; i < route.length; i++) {
      const step = route[i]!;
      const prev = route[i - 1]!;
      if (q.processId && step.processId !== q.processId) continue;
      if (step.isCompleted || scanned.has(`${label.id}|${step.processId}`)) continue;
      const prevAt = scanned.get(`${label.id}|${prev.processId}`);
      if (!prevAt && !prev.isCompleted) continue;
      out.push({
        ...labelPiece(label),
        processId: step.processId,
        processName: step.processName,
        previousProcessName: prev.processName,
        readySince: prevAt ?? prev.completedTime ?? null,
        area: area.get(label.productId) ?? 0,
      });
    }
  }
  return out;
}

async function projectNames(tx: Tx, tenantId: string, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const rows = await tx.select({ id: cadProjects.id, name: cadProjects.name }).from(cadProjects).where(and(eq(cadProjects.tenantId, tenantId), inArray(cadProjects.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Sums of pending entries by process (one-report) or by project × process (two-report). */
export async function pendingSummary(tx: Tx, ctx: RequestContext, q: PendingQuery, byProject: boolean): Promise<PendingSummary[]> {
  const entries = await pendingEntries(tx, ctx, q);
  const groups = new Map<string, PendingEntry[]>();
  for (const e of entries) {
    const key = byProject ? `${e.projectId}|${e.processId}` : e.processId;
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  const names = byProject ? await projectNames(tx, ctx.tenantId!, entries.map((e) => e.projectId)) : new Map<string, string>();
  const now = Date.now();
  return [...groups.values()]
    .map((g) => {
      const ages = g.map((e) => ageDays(e.readySince, now));
      return {
        processId: g[0]!.processId,
        processName: g[0]!.processName,
        ...(byProject ? { projectId: g[0]!.projectId, projectName: names.get(g[0]!.projectId) ?? '' } : {}),
        pieces: g.length,
        area: round4(g.reduce((s, e) => s + e.area, 0)),
        maxAgeDays: Math.max(...ages),
        avgAgeDays: round2(ages.reduce((s, a) => s + a, 0) / ages.length),
      };
    })
    .sort((a, b) => (a.projectName ?? '').localeCompare(b.projectName ?? '', 'zh') || a.processName.localeCompare(b.processName, 'zh'));
}

/** The pending pieces themselves, oldest first, with product code, project and batch. */
export async function pendingDetail(tx: Tx, ctx: RequestContext, q: PendingQuery & { skipCount: number; maxResultCount: number }) {
  const now = Date.now();
  const entries = (await pendingEntries(tx, ctx, q)).sort((a, b) => ageDays(b.readySince, now) - ageDays(a.readySince, now) || a.labelNo.localeCompare(b.labelNo));
  const page = entries.slice(q.skipCount, q.skipCount + q.maxResultCount);
  const tenantId = ctx.tenantId!;
  const productIds = [...new Set(page.map((e) => e.productId))];
  const batchIds = [...new Set(page.map((e) => e.batchId))];
  const codes = new Map(productIds.length ? (await tx.select({ id: cadProducts.id, code: cadProducts.code }).from(cadProducts).where(and(eq(cadProducts.tenantId, tenantId), inArray(cadProducts.id, productIds)))).map((p) => [p.id, p.code]) : []);
  const batchNos = new Map(batchIds.length ? (await tx.select({ id: cadBatches.id, no: cadBatches.batchNo }).from(cadBatches).where(and(eq(cadBatches.tenantId, tenantId), inArray(cadBatches.id, batchIds)))).map((b) => [b.id, b.no]) : []);
  const projects = await projectNames(tx, tenantId, page.map((e) => e.projectId));
  const items = page.map(
    (e): PendingDetailItem => ({
      labelId: e.labelId,
      labelNo: e.labelNo,
      productCode: codes.get(e.productId) ?? '',
      projectId: e.projectId,
      projectName: projects.get(e.projectId) ?? '',
      batchNo: batchNos.get(e.batchId) ?? '',
      processId: e.processId,
      processName: e.processName,
      previousProcessName: e.previousProcessName,
      readySince: e.readySince?.toISOString() ?? null,
      ageDays: ageDays(e.readySince, now),
      area: round4(e.area),
    }),
  );
  return { items, totalCount: entries.length };
}
