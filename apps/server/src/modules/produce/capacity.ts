import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import {
  capacityEndpoints,
  CapacityUnit,
  clientCapacityResource,
  idList,
  LIVE_PLAN_STATES,
  type CapacityAnalysis,
  type CapacityAnalysisInput,
} from '@al/contracts';
import { serve } from '../../core/http/endpoint.ts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { registerResource } from '../../core/resource/routes.ts';
import { CC, clientCapacities, P, PL, processes, productionPlans } from './schema.ts';
import { plansProgress, planWhere, type PlanRow } from './plan-state.ts';
import { round2 } from './progress.ts';
import { needFactory } from '../cad/project-service.ts';

const DAY = 86_400_000;
const dayNo = (d: string) => Math.round(Date.parse(`${d}T00:00:00Z`) / DAY);
const dayOf = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);

/**
 * Capacity analysis (DOMAIN §2.5, §4): per process and day, the load of the live plans (drafts
 * included: a planner weighs them too) against the configured daily capacity, with the actual output
 * from the client capacity records. A plan's load at a process is what is still to do there (pieces
 * or m², as the process's capacity is counted), spread evenly over its days; a day over capacity is
 * an overload.
 */
export async function analyseCapacity(tx: Tx, ctx: RequestContext, q: CapacityAnalysisInput): Promise<CapacityAnalysis> {
  const first = dayNo(q.beginDate);
  const days = Array.from({ length: dayNo(q.endDate) - first + 1 }, (_, i) => dayOf(first + i));
  const procs = (await tx
    .select()
    .from(processes)
    .where(and(eq(P.tenantId, ctx.tenantId!), eq(P.isDeleted, false), q.processIds.length ? inArray(P.id, q.processIds) : undefined))
    .orderBy(asc(P.sort), asc(P.name))) as Record<string, unknown>[];
  const plans = (await tx
    .select()
    .from(productionPlans)
    .where(and(planWhere(ctx, { beginDate: q.beginDate, endDate: q.endDate }), inArray(PL.status, [...LIVE_PLAN_STATES])))) as PlanRow[];
  const progress = await plansProgress(tx, ctx.tenantId!, plans);
  const actual = (await tx
    .select()
    .from(clientCapacities)
    .where(and(eq(CC.tenantId, ctx.tenantId!), eq(CC.factoryId, needFactory(ctx).factoryId), eq(CC.isDeleted, false), gte(CC.date, q.beginDate), lte(CC.date, q.endDate)))) as Record<string, unknown>[];

  const result = procs.map((p) => {
    const id = p.id as string;
    const byArea = p.capacityUnit === CapacityUnit.area;
    const load = days.map(() => 0);
    for (const plan of plans.filter((x) => idList(x.processIds).includes(id))) {
      const step = progress.get(plan.id)!.processes.find((s) => s.processId === id);
      if (!step) continue;
      const left = byArea ? step.requiredArea - step.doneArea : step.requiredPieces - step.donePieces;
      const start = dayNo(plan.planStart as string);
      const span = dayNo(plan.planEnd as string) - start + 1;
      for (let d = 0; d < span; d++) {
        const at = start + d - first;
        if (at >= 0 && at < days.length) load[at]! += left / span;
      }
    }
    const done = days.map((d) =>
      round2(actual.filter((a) => a.processId === id && a.date === d).reduce((s, a) => s + Number(byArea ? a.area : a.qty), 0)),
    );
    const capacity = p.dailyCapacity == null ? null : Number(p.dailyCapacity);
    const rounded = load.map(round2);
    return {
      processId: id,
      processName: p.name as string,
      capacityUnit: (p.capacityUnit as number) ?? CapacityUnit.area,
      capacity,
      load: rounded,
      actual: done,
      overloadDays: capacity == null ? [] : days.filter((_, i) => rounded[i]! > capacity),
    };
  });
  // a process with neither capacity nor load nor output says nothing
  return { days, processes: result.filter((p) => p.capacity != null || p.load.some((x) => x > 0) || p.actual.some((x) => x > 0)) };
}

/** Client capacity records and the capacity analysis. */
export function capacityRoutes(app: FastifyInstance) {
  registerResource(app, clientCapacityResource, clientCapacities, { down: true });
  serve(app, capacityEndpoints.analysis, async (req) => req.tx((tx) => analyseCapacity(tx, req.ctx, req.body)));
}
