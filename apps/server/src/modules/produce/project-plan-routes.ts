import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { projectPlanEndpoints as ep, type planListQuery, type DocumentRow, type PlanColor, type PlanProgressItem, type ProjectProgress } from '@al/contracts';
import { serve } from '../../core/http/endpoint.ts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import type { DocumentWithLines } from '../../core/document/routes.ts';
import { loadProject } from '../cad/project-service.ts';
import { cadBatches } from '../cad/schema.ts';
import { and, asc, eq } from 'drizzle-orm';
import { productsOf, round2, scannedWork } from './progress.ts';
import { stepRows } from './steps.ts';
import { processDone } from './plan-state.ts';

type Body = Record<string, unknown>;

export interface PlanCalls {
  list(tx: Tx, ctx: RequestContext, q: z.infer<typeof planListQuery>): Promise<{ items: PlanProgressItem[]; totalCount: number }>;
  create(tx: Tx, ctx: RequestContext, body: Body): Promise<DocumentRow>;
  update(tx: Tx, ctx: RequestContext, id: string, body: Body): Promise<DocumentRow>;
  invalid(tx: Tx, ctx: RequestContext, id: string, body: { concurrencyStamp?: string; comment?: string }): Promise<DocumentRow>;
  find(tx: Tx, ctx: RequestContext, id: string): Promise<DocumentWithLines>;
  colors(tx: Tx, ctx: RequestContext, id: string): Promise<PlanColor[]>;
}

/**
 * The plan parts of /api/prod/project (spec 03 §7): the project plan list and its progress, create
 * and update (the same validated writes as /api/prod/plan), invalid (the plan's 作废 action), a
 * plan's colours, and a project's progress per batch and route process.
 */
export function projectPlanRoutes(app: FastifyInstance, calls: PlanCalls) {
  serve(app, ep.list, async (req) =>
    req.tx(async (tx) => {
      const page = await calls.list(tx, req.ctx, req.query);
      // the list shows the percent; the progress call carries the processes
      return { ...page, items: page.items.map(({ processes: _p, ...rest }) => rest) };
    }),
  );
  serve(app, ep.progress, async (req) => req.tx((tx) => calls.list(tx, req.ctx, req.query)));

  serve(app, ep.create, async (req) => req.tx((tx) => calls.create(tx, req.ctx, req.body)));
  serve(app, ep.update, async (req) => {
    const { id, ...body } = req.body;
    return req.tx((tx) => calls.update(tx, req.ctx, id, body));
  });
  serve(app, ep.invalid, async (req) => req.tx((tx) => calls.invalid(tx, req.ctx, req.params.id, req.body ?? {})));
  serve(app, ep.colors, async (req) =>
    req.tx(async (tx) => {
      const items = await calls.colors(tx, req.ctx, req.params.id);
      return { items, totalCount: items.length };
    }),
  );

  serve(app, ep.projectProgress, async (req) =>
    req.tx((tx) => projectProgress(tx, req.ctx, req.query.projectId)),
  );
}

/** A project's progress: each batch over the route steps that apply to it (its own and the project-wide ones). */
export async function projectProgress(tx: Tx, ctx: RequestContext, projectId: string): Promise<ProjectProgress> {
  const project = await loadProject(tx, ctx, projectId);
  const batches = await tx
    .select({ id: cadBatches.id, batchNo: cadBatches.batchNo })
    .from(cadBatches)
    .where(and(eq(cadBatches.tenantId, ctx.tenantId!), eq(cadBatches.projectId, projectId), eq(cadBatches.isDeleted, false)))
    .orderBy(asc(cadBatches.sort));
  const products = await productsOf(tx, ctx.tenantId!, [projectId]);
  const scans = await scannedWork(tx, ctx.tenantId!, [projectId]);
  const steps = await stepRows(tx, ctx.tenantId!, [projectId]);
  let required = 0;
  let done = 0;
  const out = batches.map((b) => {
    const mine = steps.filter((s) => !s.batchId || s.batchId === b.id);
    const seen = new Set<string>();
    const processes = mine
      .filter((s) => !seen.has(s.processId) && !!seen.add(s.processId))
      .map((s) => ({ processId: s.processId, processName: s.processName, ...processDone(products.filter((p) => p.batchId === b.id), s.processId, mine, scans) }));
    const req = processes.reduce((a, p) => a + p.requiredPieces, 0);
    const got = processes.reduce((a, p) => a + p.donePieces, 0);
    required += req;
    done += got;
    return { batchId: b.id, batchNo: b.batchNo, percent: req ? Math.round((got / req) * 100) : 0, processes: processes.map((p) => ({ ...p, requiredArea: round2(p.requiredArea) })) };
  });
  return { projectId, projectName: project.name, percent: required ? Math.round((done / required) * 100) : 0, batches: out };
}
