import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { LabelLogAuditState, type LabelTimeline, type ProgressGroupItem } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { notFound } from '../../core/http/errors.ts';
import { containsAny, pagedList } from '../../core/http/paging.ts';
import { loadProject, needFactory } from '../cad/project-service.ts';
import { cadBatches, cadLabels, cadProducts, cadProjects } from '../cad/schema.ts';
import { labelLogs as LL } from './label-log-schema.ts';
import { employeeNames } from './label-log-query.ts';
import { projectProgress } from './project-plan-routes.ts';
import { stepRows } from './steps.ts';
import { liveOf } from '../../core/db/live.ts';

/**
 * POST /progress/group/page: a page of the factory's live projects, newest first, each with its
 * batches over their route processes (the plan page's project progress, project by project).
 */
export async function progressGroupPage(tx: Tx, ctx: RequestContext, q: { skipCount: number; maxResultCount: number; filter?: string; projectId?: string }) {
  const { tenantId, factoryId } = needFactory(ctx);
  const page = await pagedList<{ id: string; name: string; code: string; deliveryDate: string }>(tx, q, {
    from: cadProjects,
    select: { id: cadProjects.id, name: cadProjects.name, code: cadProjects.code, deliveryDate: cadProjects.deliveryDate },
    where: liveOf(
      cadProjects,
      tenantId,
      eq(cadProjects.factoryId, factoryId),
      eq(cadProjects.isVoided, false),
      q.projectId ? eq(cadProjects.id, q.projectId) : undefined,
      q.filter ? containsAny(q.filter, cadProjects.name, cadProjects.code) : undefined,
    ),
    orderBy: [desc(cadProjects.orderTime), asc(cadProjects.name)],
  });
  const items: ProgressGroupItem[] = [];
  for (const p of page.items) {
    const progress = await projectProgress(tx, ctx, p.id);
    items.push({ projectId: p.id, projectName: p.name, projectCode: p.code, deliveryDate: p.deliveryDate, percent: progress.percent, batches: progress.batches });
  }
  return { ...page, items };
}

/**
 * GET /progress/product/{id}/labels: one product's labels along its route, each process with the
 * label's first counting scan there (time, workers, audit state) — the label timeline page.
 */
export async function productLabelTimeline(tx: Tx, ctx: RequestContext, productId: string): Promise<LabelTimeline> {
  const { tenantId } = needFactory(ctx);
  const [product] = await tx
    .select({ id: cadProducts.id, code: cadProducts.code, projectId: cadProducts.projectId, batchId: cadProducts.batchId, quantity: cadProducts.quantity, batchNo: cadBatches.batchNo })
    .from(cadProducts)
    .innerJoin(cadBatches, and(eq(cadBatches.tenantId, cadProducts.tenantId), eq(cadBatches.id, cadProducts.batchId)))
    .where(and(eq(cadProducts.tenantId, tenantId), eq(cadProducts.id, productId), eq(cadProducts.isDeleted, false)));
  if (!product) throw notFound('产品不存在或已删除');
  const project = await loadProject(tx, ctx, product.projectId); // the product must be in the caller's factory
  const seen = new Set<string>();
  const route = (await stepRows(tx, tenantId, [product.projectId], product.batchId))
    .filter((s) => (!s.productIds.length || s.productIds.includes(product.id)) && !seen.has(s.processId) && !!seen.add(s.processId))
    .map((s) => ({ processId: s.processId, processName: s.processName }));
  const labels = await tx
    .select({ id: cadLabels.id, labelNo: cadLabels.labelNo, state: cadLabels.state })
    .from(cadLabels)
    .where(and(eq(cadLabels.tenantId, tenantId), eq(cadLabels.productId, product.id)))
    .orderBy(asc(cadLabels.labelNo));
  const logs = labels.length
    ? await tx
        .select({ labelId: LL.labelId, processId: LL.processId, scanTime: LL.scanTime, employeeIds: LL.employeeIds, auditState: LL.auditState, isRework: LL.isRework })
        .from(LL)
        .where(and(eq(LL.tenantId, tenantId), inArray(LL.labelId, labels.map((l) => l.id)), eq(LL.isDeleted, false), ne(LL.auditState, LabelLogAuditState.rejected)))
        // the first report at each process, the original before any rework
        .orderBy(asc(LL.isRework), asc(LL.scanTime))
    : [];
  const names = await employeeNames(tx, tenantId, logs.flatMap((l) => l.employeeIds));
  const items = labels.map((l) => {
    const steps: LabelTimeline['items'][number]['steps'] = {};
    for (const g of logs.filter((x) => x.labelId === l.id)) {
      steps[g.processId] ??= { scanTime: g.scanTime.toISOString(), employeeNames: g.employeeIds.map((id) => names.get(id) ?? ''), auditState: g.auditState, isRework: g.isRework };
    }
    return { labelId: l.id, labelNo: l.labelNo, state: l.state, steps };
  });
  return { productId: product.id, productCode: product.code, projectId: project.id, projectName: project.name, batchNo: product.batchNo, quantity: product.quantity, processes: route, items };
}
