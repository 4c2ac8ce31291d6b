import { and, asc, eq, inArray, lt, notInArray } from 'drizzle-orm';
import { BoardWidgetType, boardMessages, boardWidgetOptions, localToday, PlanStatus, QC_RATE_DAYS, type BoardData, type BoardWidget, type BoardWidgetData } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { processTotals } from '../produce/label-log-query.ts';
import { projectProgress } from '../produce/project-plan-routes.ts';
import { plansProgress, type PlanRow } from '../produce/plan-state.ts';
import { PL, productionPlans } from '../produce/schema.ts';
import { passRate } from '../quality/qc-log-query.ts';
import type { boards } from './schema.ts';

type Board = typeof boards.$inferSelect;

/** Projects shown by a progress widget that names none: those of the factory's live plans. */
const PROGRESS_PROJECTS = 6;
const DAY_MS = 86_400_000;

const titleOf = (w: BoardWidget) => w.title || boardWidgetOptions.find((o) => o.value === w.type)!.label;

async function todayOutput(tx: Tx, ctx: RequestContext, w: BoardWidget, today: string): Promise<BoardWidgetData> {
  const totals = await processTotals(tx, ctx, { beginDate: today, endDate: today });
  const items = totals.items
    .filter((i) => !w.processIds?.length || w.processIds.includes(i.processId))
    .map((i) => ({ processId: i.processId, processName: i.processName, pieces: i.pieces, scans: i.scans }));
  return { type: 'todayOutput', title: titleOf(w), date: today, total: items.reduce((s, i) => s + i.pieces, 0), items };
}

async function livePlans(tx: Tx, ctx: RequestContext, extra: ReturnType<typeof and>) {
  return (await tx
    .select()
    .from(productionPlans)
    .where(and(eq(PL.tenantId, ctx.tenantId!), eq(PL.factoryId, ctx.factoryId!), eq(PL.isDeleted, false), extra))
    .orderBy(asc(PL.planEnd))) as PlanRow[];
}

async function progress(tx: Tx, ctx: RequestContext, w: BoardWidget): Promise<BoardWidgetData> {
  let ids = w.projectId ? [w.projectId] : [];
  if (!ids.length) {
    const plans = await livePlans(tx, ctx, inArray(PL.status, [PlanStatus.released, PlanStatus.inProgress]));
    ids = [...new Set(plans.map((p) => p.projectId))].slice(0, PROGRESS_PROJECTS);
  }
  const projects = [];
  for (const id of ids) {
    // a project deleted since the widget named it is left out rather than failing the whole board
    const p = await projectProgress(tx, ctx, id).catch(() => null);
    if (p) projects.push({ projectId: p.projectId, projectName: p.projectName, percent: p.percent });
  }
  return { type: 'projectProgress', title: titleOf(w), projects };
}

/** Plans whose end date has passed and that are neither completed nor voided. */
async function behind(tx: Tx, ctx: RequestContext, w: BoardWidget, today: string): Promise<BoardWidgetData> {
  const plans = await livePlans(
    tx,
    ctx,
    and(lt(PL.planEnd, today), notInArray(PL.status, [PlanStatus.completed, PlanStatus.invalid]), w.projectId ? eq(PL.projectId, w.projectId) : undefined),
  );
  const done = await plansProgress(tx, ctx.tenantId!, plans);
  const now = Date.parse(today);
  return {
    type: 'behindPlans',
    title: titleOf(w),
    plans: plans.map((p) => ({
      id: p.id,
      docNo: p.docNo as string,
      projectName: (p.projectName as string | null) ?? '',
      planEnd: p.planEnd as string,
      percent: done.get(p.id)?.percent ?? 0,
      daysLate: Math.round((now - Date.parse(p.planEnd as string)) / DAY_MS),
    })),
  };
}

/** The pass rate of the factory's inspections of the last days; without any it says so instead of showing a number. */
async function qcRate(tx: Tx, ctx: RequestContext, w: BoardWidget, today: string, now: Date): Promise<BoardWidgetData> {
  const beginDate = localToday(new Date(now.getTime() - (QC_RATE_DAYS - 1) * DAY_MS));
  const r = await passRate(tx, ctx, beginDate, today);
  return { type: 'qcRate', title: titleOf(w), rate: r.rate, message: r.total ? '' : boardMessages.noQc, total: r.total, passed: r.passed, beginDate, endDate: today };
}

/** A board's widgets computed in the board's tenant and factory. */
export async function boardData(tx: Tx, board: Board, now = new Date()): Promise<BoardData> {
  const ctx: RequestContext = {
    userId: null,
    userName: null,
    sessionId: null,
    tenantId: board.tenantId,
    factoryId: board.factoryId,
    memberId: null,
    isPlatformAdmin: false,
    isTenantAdmin: false,
    ip: '',
  };
  const today = localToday(now);
  const widgets: BoardWidgetData[] = [];
  for (const w of board.widgets) {
    if (w.type === BoardWidgetType.todayOutput) widgets.push(await todayOutput(tx, ctx, w, today));
    else if (w.type === BoardWidgetType.projectProgress) widgets.push(await progress(tx, ctx, w));
    else if (w.type === BoardWidgetType.behindPlans) widgets.push(await behind(tx, ctx, w, today));
    else widgets.push(await qcRate(tx, ctx, w, today, now));
  }
  return { boardId: board.id, name: board.name, refreshSeconds: board.refreshSeconds, at: now.toISOString(), widgets };
}
