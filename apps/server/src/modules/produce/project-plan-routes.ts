import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, PLAN_PATH, planListQuery, productionPlanDocument as def, type PlanColor, type PlanProgressItem, type ProjectProgress } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import type { DocumentWithLines } from '../../core/document/routes.ts';
import { loadProject } from '../cad/project-service.ts';
import { cadBatches } from '../cad/schema.ts';
import { and, asc, eq } from 'drizzle-orm';
import { productsOf, round2, scannedWork } from './progress.ts';
import { stepRows } from './steps.ts';
import { processDone } from './plan-state.ts';

const P = '/api/prod/project/plan';
const tags = ['项目计划'];
const perm = (action: 'query' | 'add' | 'edit' | 'void') => ({ permission: def.permission, action });
type Body = Record<string, unknown>;

export interface PlanCalls {
  list(tx: Tx, ctx: RequestContext, q: z.infer<typeof planListQuery>): Promise<{ items: PlanProgressItem[]; totalCount: number }>;
  create(tx: Tx, ctx: RequestContext, body: Body): Promise<Body>;
  update(tx: Tx, ctx: RequestContext, id: string, body: Body): Promise<Body>;
  invalid(tx: Tx, ctx: RequestContext, id: string, body: { concurrencyStamp?: string; comment?: string }): Promise<Body>;
  find(tx: Tx, ctx: RequestContext, id: string): Promise<DocumentWithLines>;
  colors(tx: Tx, ctx: RequestContext, id: string): Promise<PlanColor[]>;
  inputSchema: z.ZodType;
  actionSchema: z.ZodType;
}

/**
 * The plan parts of /api/prod/project (spec 03 §7): the project plan list and its progress, create
 * and update (the same validated writes as /api/prod/plan), invalid (the plan's 作废 action), a
 * plan's colours, and a project's progress per batch and route process.
 */
export function projectPlanRoutes(app: FastifyInstance, calls: PlanCalls) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(P, { schema: { tags, summary: `项目计划列表（同 ${PLAN_PATH}）`, querystring: planListQuery }, config: perm('query') }, async (req) =>
    req.tx(async (tx) => {
      const page = await calls.list(tx, req.ctx, req.query);
      // the list shows the percent; the progress call carries the processes
      return { ...page, items: page.items.map(({ processes: _p, ...rest }) => rest) };
    }),
  );
  r.get(`${P}/progress`, { schema: { tags, summary: '计划进度', querystring: planListQuery }, config: perm('query') }, async (req) => req.tx((tx) => calls.list(tx, req.ctx, req.query)));

  r.post(P, { schema: { tags, summary: '新增项目计划', body: calls.inputSchema }, config: perm('add') }, async (req) => req.tx((tx) => calls.create(tx, req.ctx, req.body as Body)));
  r.put(
    P,
    { schema: { tags, summary: '修改项目计划', body: z.intersection(z.object({ id: z.uuid('计划ID格式不正确') }), calls.inputSchema) }, config: perm('edit') },
    async (req) => {
      const { id, ...body } = req.body as Body & { id: string };
      return req.tx((tx) => calls.update(tx, req.ctx, id, body));
    },
  );
  r.put(`${P}/:id/invalid`, { schema: { tags, summary: '作废计划', params: idParam, body: calls.actionSchema.optional() }, config: perm('void') }, async (req) =>
    req.tx((tx) => calls.invalid(tx, req.ctx, req.params.id, (req.body ?? {}) as { concurrencyStamp?: string; comment?: string })),
  );
  r.get(`${P}/:id/colors`, { schema: { tags, summary: '计划的颜色', params: idParam }, config: perm('query') }, async (req) =>
    req.tx(async (tx) => {
      const items = await calls.colors(tx, req.ctx, req.params.id);
      return { items, totalCount: items.length };
    }),
  );

  r.get(`${P}/project/progress`, { schema: { tags, summary: '项目进度（批次 × 工序）', querystring: z.object({ projectId: z.uuid('项目ID格式不正确') }) }, config: perm('query') }, async (req) =>
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
