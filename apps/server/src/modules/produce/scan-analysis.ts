import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { LabelState, type LabelAnalysisItem, type PagedQuery, type ProcessProductItem, type ProductAnalysisItem, type ProductAtProcess, LABEL_SORTABLE } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { containsPattern, pagedList, parseSorting, sortingOf } from '../../core/http/paging.ts';
import { loadProject, needFactory } from '../cad/project-service.ts';
import { cadBatches, cadLabels, cadProducts } from '../cad/schema.ts';
import { P, processes } from './schema.ts';
import { labelLogs as LL } from './label-log-schema.ts';
import { scannedWork } from './progress.ts';
import { stepRows } from './steps.ts';

interface WorkScope {
  projectId: string;
  batchId?: string;
}

/**
 * What a project (or batch) has to do and has done per product and process: its products, the
 * processes of its route in order, and the pieces done — all of a product under a completed route
 * step, else its counting scans there (as the route progress counts them).
 */
export async function projectWork(tx: Tx, ctx: RequestContext, q: WorkScope) {
  await loadProject(tx, ctx, q.projectId);
  const tenantId = ctx.tenantId!;
  const products = await tx
    .select({ id: cadProducts.id, code: cadProducts.code, batchId: cadProducts.batchId, batchNo: cadBatches.batchNo, quantity: cadProducts.quantity })
    .from(cadProducts)
    .innerJoin(cadBatches, and(eq(cadBatches.tenantId, cadProducts.tenantId), eq(cadBatches.id, cadProducts.batchId)))
    .where(and(eq(cadProducts.tenantId, tenantId), eq(cadProducts.projectId, q.projectId), eq(cadProducts.isDeleted, false), q.batchId ? eq(cadProducts.batchId, q.batchId) : undefined))
    .orderBy(asc(cadBatches.sort), asc(cadProducts.code));
  const steps = await stepRows(tx, tenantId, [q.projectId], q.batchId);
  const processIds = [...new Set(steps.map((s) => s.processId))];
  const names = new Map(
    processIds.length
      ? ((await tx.select({ id: P.id, name: P.name }).from(processes).where(and(eq(P.tenantId, tenantId), inArray(P.id, processIds)))) as { id: string; name: string }[]).map((p) => [p.id, p.name])
      : [],
  );
  const scanned = new Map<string, number>();
  for (const s of await scannedWork(tx, tenantId, [q.projectId])) scanned.set(`${s.productId}|${s.processId}`, (scanned.get(`${s.productId}|${s.processId}`) ?? 0) + s.pieces);
  const done = (p: (typeof products)[number], processId: string) => {
    const covered = steps.some(
      (s) => s.processId === processId && s.isCompleted && (!s.batchId || s.batchId === p.batchId) && (!s.productIds.length || s.productIds.includes(p.id)),
    );
    return covered ? p.quantity : Math.min(p.quantity, scanned.get(`${p.id}|${processId}`) ?? 0);
  };
  /** Whether the route makes the product pass the process. */
  const passes = (p: (typeof products)[number], processId: string) =>
    steps.some((s) => s.processId === processId && (!s.batchId || s.batchId === p.batchId) && (!s.productIds.length || s.productIds.includes(p.id)));
  const route = processIds.map((id) => ({ processId: id, processName: names.get(id) ?? steps.find((s) => s.processId === id)!.processName }));
  return { products, route, done, passes };
}

/** /process-product: per process of the route, products and pieces required and done. */
export async function processProducts(tx: Tx, ctx: RequestContext, q: WorkScope): Promise<ProcessProductItem[]> {
  const w = await projectWork(tx, ctx, q);
  return w.route.map(({ processId, processName }) => {
    const mine = w.products.filter((p) => w.passes(p, processId));
    const requiredPieces = mine.reduce((s, p) => s + p.quantity, 0);
    const donePieces = mine.reduce((s, p) => s + w.done(p, processId), 0);
    return {
      processId,
      processName,
      products: mine.length,
      productsDone: mine.filter((p) => w.done(p, processId) >= p.quantity).length,
      requiredPieces,
      donePieces,
      percent: requiredPieces ? Math.round((donePieces / requiredPieces) * 100) : 0,
    };
  });
}

/** /process-product/{id}: the products that pass one process, with what is done there. */
export async function productsAtProcess(tx: Tx, ctx: RequestContext, processId: string, q: WorkScope): Promise<ProductAtProcess[]> {
  const w = await projectWork(tx, ctx, q);
  return w.products
    .filter((p) => w.passes(p, processId))
    .map((p) => {
      const d = w.done(p, processId);
      return { productId: p.id, productCode: p.code, batchNo: p.batchNo, quantity: p.quantity, donePieces: d, remaining: p.quantity - d };
    });
}

/** /product-analysis: each product across the route. */
export async function productAnalysis(tx: Tx, ctx: RequestContext, q: WorkScope): Promise<{ processes: { processId: string; processName: string }[]; items: ProductAnalysisItem[] }> {
  const w = await projectWork(tx, ctx, q);
  return {
    processes: w.route,
    items: w.products.map((p) => ({
      productId: p.id,
      productCode: p.code,
      batchNo: p.batchNo,
      quantity: p.quantity,
      done: Object.fromEntries(w.route.filter((r) => w.passes(p, r.processId)).map((r) => [r.processId, w.done(p, r.processId)])),
    })),
  };
}

/** The fields the label analysis sorts by. */
export const LABEL_SORTING = sortingOf(cadLabels, LABEL_SORTABLE);

/** /lable-analysis: a page of a project's labels with the processes each was reported at. */
export async function labelAnalysis(tx: Tx, ctx: RequestContext, q: Partial<WorkScope> & PagedQuery & { filter?: string }, only?: { scrapped: true }) {
  if (q.projectId) await loadProject(tx, ctx, q.projectId);
  const { tenantId, factoryId } = needFactory(ctx);
  const page = await pagedList<Record<string, unknown>>(tx, q, {
    from: cadLabels,
    where: and(
      eq(cadLabels.tenantId, tenantId),
      eq(cadLabels.factoryId, factoryId),
      q.projectId ? eq(cadLabels.projectId, q.projectId) : undefined,
      only?.scrapped ? sql`(${cadLabels.state} & ${LabelState.scrapped}) <> 0` : undefined,
      q.batchId ? eq(cadLabels.batchId, q.batchId) : undefined,
      q.filter ? ilike(cadLabels.labelNo, containsPattern(q.filter)) : undefined,
    ),
    orderBy: parseSorting(q.sorting, LABEL_SORTING, [asc(cadLabels.labelNo)]),
  });
  const labelIds = page.items.map((l) => l.id as string);
  const logs = labelIds.length
    ? await tx
        .select({ labelId: LL.labelId, processName: P.name, scanTime: LL.scanTime })
        .from(LL)
        .leftJoin(processes, and(eq(P.tenantId, LL.tenantId), eq(P.id, LL.processId)))
        .where(and(eq(LL.tenantId, tenantId), inArray(LL.labelId, labelIds), eq(LL.isDeleted, false), sql`${LL.auditState} <> 4`))
        .orderBy(asc(LL.scanTime))
    : [];
  const productIds = [...new Set(page.items.map((l) => l.productId as string))];
  const batchIds = [...new Set(page.items.map((l) => l.batchId as string))];
  const codes = new Map(productIds.length ? (await tx.select({ id: cadProducts.id, code: cadProducts.code }).from(cadProducts).where(and(eq(cadProducts.tenantId, tenantId), inArray(cadProducts.id, productIds)))).map((p) => [p.id, p.code]) : []);
  const batchNos = new Map(batchIds.length ? (await tx.select({ id: cadBatches.id, no: cadBatches.batchNo }).from(cadBatches).where(and(eq(cadBatches.tenantId, tenantId), inArray(cadBatches.id, batchIds)))).map((b) => [b.id, b.no]) : []);
  const items = page.items.map((l): LabelAnalysisItem => {
    const mine = logs.filter((g) => g.labelId === l.id);
    return {
      labelId: l.id as string,
      labelNo: l.labelNo as string,
      productCode: codes.get(l.productId as string) ?? '',
      batchNo: batchNos.get(l.batchId as string) ?? '',
      state: l.state as number,
      processNames: [...new Set(mine.map((g) => g.processName ?? ''))],
      scans: mine.length,
      lastScanTime: mine.length ? mine[mine.length - 1]!.scanTime.toISOString() : null,
    };
  });
  return { ...page, items };
}
