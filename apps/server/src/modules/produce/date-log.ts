import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { LabelLogAuditState, type DailyReportQuery, type DailyReportRow, type DateLogQuery, type DateLogRebuild, type DateLogReport, type DateLogRow } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { needFactory } from '../cad/project-service.ts';
import { cadBatches, cadProducts, cadProjects } from '../cad/schema.ts';
import { labelLogs as LL } from './label-log-schema.ts';
import { dateLogs as DL } from './date-log-schema.ts';
import { P, processes } from './schema.ts';
import { employeeNames } from './label-log-query.ts';
import { round2, round4 } from './progress.ts';
import { ALUMINIUM_KG_PER_M2_MM } from './scan-price.ts';
import { rowsOf } from '../../core/db/rows.ts';


/**
 * The label log of a scope summed per day × project × batch × process × employee: the scans that
 * count in reports (not deleted, not rejected; DOMAIN §4), a shared scan split equally among its
 * workers. Areas and weight as scan-price.ts measures them (products carry the unfold area only).
 */
function dayRows(scope: SQL) {
  const share = sql`jsonb_array_length(${LL.employeeIds})::float8`;
  const area = sql`(${LL.qty} * ${cadProducts.unfoldArea})::float8`;
  return sql`
    select ${LL.tenantId} as tenant_id, ${LL.factoryId} as factory_id, ${LL.shiftDate} as shift_date, ${LL.projectId} as project_id,
      ${LL.batchId} as batch_id, ${LL.processId} as process_id, w.employee_id::uuid as employee_id, count(*)::int as scans,
      sum(${LL.qty} / ${share}) as qty, sum(${area} / ${share}) as unfold_area, sum(${area} / ${share}) as face_area,
      sum(${area} / ${share}) as settle_area,
      sum(${area} * coalesce(${cadProducts.thickness}, 0) * ${ALUMINIUM_KG_PER_M2_MM} / ${share}) as weight,
      sum(${LL.amount}::float8 / ${share}) as amount
    from ${LL}
      join ${cadProducts} on ${cadProducts.tenantId} = ${LL.tenantId} and ${cadProducts.id} = ${LL.productId}
      cross join lateral jsonb_array_elements_text(${LL.employeeIds}) as w(employee_id)
    where ${and(eq(LL.isDeleted, false), sql`${LL.auditState} <> ${LabelLogAuditState.rejected}`, scope)}
    group by 1, 2, 3, 4, 5, 6, 7`;
}

/**
 * Rebuilds the snapshot of a scope (a period, or a project): its rows are deleted and written again
 * from the label log in the caller's transaction, so a failure leaves the old snapshot. One grouped
 * statement does the work in the database; periods are capped at a year (contracts), so it runs
 * inline rather than as a background job.
 */
export async function rebuildDateLog(tx: Tx, ctx: RequestContext, scope: { beginDate: string; endDate: string } | { projectId: string }): Promise<DateLogRebuild> {
  const { tenantId, factoryId } = needFactory(ctx);
  const [logScope, snapScope] =
    'projectId' in scope
      ? [eq(LL.projectId, scope.projectId), eq(DL.projectId, scope.projectId)]
      : [and(gte(LL.shiftDate, scope.beginDate), lte(LL.shiftDate, scope.endDate)), and(gte(DL.shiftDate, scope.beginDate), lte(DL.shiftDate, scope.endDate))];
  const removed = await tx.delete(DL).where(and(eq(DL.tenantId, tenantId), eq(DL.factoryId, factoryId), snapScope)).returning({ id: DL.id });
  const written = rowsOf<{ scans: number }>(
    await tx.execute(sql`
      insert into ${DL} (tenant_id, factory_id, shift_date, project_id, batch_id, process_id, employee_id, scans, qty, unfold_area, face_area, settle_area, weight, amount, creator_id)
      select d.*, ${ctx.userId}::uuid from (${dayRows(and(eq(LL.tenantId, tenantId), eq(LL.factoryId, factoryId), logScope)!)}) d
      returning scans`),
  );
  const scans = written.reduce((s, r) => s + Number(r.scans), 0);
  return {
    removed: removed.length,
    rows: written.length,
    scans,
    message: written.length ? `统计完成：生成${written.length}条日志（${scans}人次扫码）` : '统计完成：该范围内没有扫码记录',
  };
}

/** A factory's rows of the label log or of the snapshot in a period, narrowed by project, batch, process. */
function periodWhere(t: typeof LL | typeof DL, tenantId: string, factoryId: string, q: { beginDate: string; endDate: string; projectId?: string; batchId?: string; processId?: string }) {
  return and(
    eq(t.tenantId, tenantId),
    eq(t.factoryId, factoryId),
    gte(t.shiftDate, q.beginDate),
    lte(t.shiftDate, q.endDate),
    q.projectId ? eq(t.projectId, q.projectId) : undefined,
    q.batchId ? eq(t.batchId, q.batchId) : undefined,
    q.processId ? eq(t.processId, q.processId) : undefined,
  )!;
}

/** The grouping columns a date-log report may use. */
const DIMENSIONS = {
  shiftDate: DL.shiftDate,
  projectId: DL.projectId,
  batchId: DL.batchId,
  processId: DL.processId,
  employeeId: DL.employeeId,
} as const;
type Dimension = keyof typeof DIMENSIONS;

const measures = {
  scans: sql<number>`sum(${DL.scans})::int`,
  qty: sql<number>`sum(${DL.qty})::float8`,
  unfoldArea: sql<number>`sum(${DL.unfoldArea})::float8`,
  faceArea: sql<number>`sum(${DL.faceArea})::float8`,
  settleArea: sql<number>`sum(${DL.settleArea})::float8`,
  weight: sql<number>`sum(${DL.weight})::float8`,
  amount: sql<number>`sum(${DL.amount})::float8`,
};

const rounded = (r: Record<string, unknown>) => ({
  scans: Number(r.scans ?? 0),
  qty: round2(Number(r.qty ?? 0)),
  unfoldArea: round4(Number(r.unfoldArea ?? 0)),
  faceArea: round4(Number(r.faceArea ?? 0)),
  settleArea: round4(Number(r.settleArea ?? 0)),
  weight: round2(Number(r.weight ?? 0)),
  amount: round2(Number(r.amount ?? 0)),
});

async function namesOf<T extends { id: string; name: string }>(rows: Promise<T[]> | T[]) {
  return new Map((await rows).map((r) => [r.id, r.name]));
}

/**
 * A report over the snapshot: the caller's factory's rows of the period and filters, summed by the
 * given dimensions, with the names of projects, batches, processes and employees.
 */
export async function dateLogReport(tx: Tx, ctx: RequestContext, q: DateLogQuery, by: Dimension[]): Promise<DateLogReport> {
  const { tenantId, factoryId } = needFactory(ctx);
  const where = and(periodWhere(DL, tenantId, factoryId, q), q.employeeId ? eq(DL.employeeId, q.employeeId) : undefined);
  const cols = Object.fromEntries(by.map((d) => [d, DIMENSIONS[d]]));
  const rows = (await tx
    .select({ ...cols, ...measures })
    .from(DL)
    .where(where)
    .groupBy(...by.map((d) => DIMENSIONS[d]))) as Record<string, unknown>[];
  const [head] = await tx.select({ ...measures, statTime: sql<string | null>`max(${DL.statTime})` }).from(DL).where(where);
  const ids = (d: Dimension) => [...new Set(rows.map((r) => r[d] as string).filter(Boolean))];
  const some = (d: Dimension) => by.includes(d) && ids(d).length > 0;
  const projects = some('projectId') ? await namesOf(tx.select({ id: cadProjects.id, name: cadProjects.name }).from(cadProjects).where(and(eq(cadProjects.tenantId, tenantId), inArray(cadProjects.id, ids('projectId'))))) : new Map();
  const batches = some('batchId') ? await namesOf(tx.select({ id: cadBatches.id, name: cadBatches.batchNo }).from(cadBatches).where(and(eq(cadBatches.tenantId, tenantId), inArray(cadBatches.id, ids('batchId'))))) : new Map();
  const procs = some('processId') ? await namesOf(tx.select({ id: P.id, name: P.name }).from(processes).where(and(eq(P.tenantId, tenantId), inArray(P.id, ids('processId')))) as Promise<{ id: string; name: string }[]>) : new Map();
  const people = some('employeeId') ? await employeeNames(tx, tenantId, ids('employeeId')) : new Map<string, string>();
  const items = rows
    .map((r): DateLogRow => ({
      ...(by.includes('shiftDate') ? { shiftDate: r.shiftDate as string } : {}),
      ...(by.includes('projectId') ? { projectId: r.projectId as string, projectName: projects.get(r.projectId) ?? '' } : {}),
      ...(by.includes('batchId') ? { batchId: r.batchId as string, batchNo: batches.get(r.batchId) ?? '' } : {}),
      ...(by.includes('processId') ? { processId: r.processId as string, processName: procs.get(r.processId) ?? '' } : {}),
      ...(by.includes('employeeId') ? { employeeId: r.employeeId as string, employeeName: people.get(r.employeeId as string) ?? '' } : {}),
      ...rounded(r),
    }))
    .sort(
      (a, b) =>
        (a.shiftDate ?? '').localeCompare(b.shiftDate ?? '') ||
        (a.projectName ?? '').localeCompare(b.projectName ?? '', 'zh') ||
        (a.batchNo ?? '').localeCompare(b.batchNo ?? '', 'zh') ||
        (a.processName ?? '').localeCompare(b.processName ?? '', 'zh') ||
        (a.employeeName ?? '').localeCompare(b.employeeName ?? '', 'zh'),
    );
  const statTime = head?.statTime ? new Date(head.statTime).toISOString() : null;
  return { items, totalCount: items.length, total: rounded(head ?? {}), statTime };
}

/**
 * /report/daily: output per process (those marked 计入日报) and business day, read live from the
 * label log (DOMAIN §4 Daily: today's scans show before any rebuild) through the snapshot's own sum.
 */
export async function dailyReport(tx: Tx, ctx: RequestContext, q: DailyReportQuery): Promise<DailyReportRow[]> {
  const { tenantId, factoryId } = needFactory(ctx);
  const scope = periodWhere(LL, tenantId, factoryId, q);
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`
      select d.shift_date::text as "shiftDate", d.process_id as "processId", p.name as "processName", sum(d.qty)::float8 as pieces,
        sum(d.unfold_area)::float8 as "unfoldArea", sum(d.settle_area)::float8 as "settleArea", sum(d.weight)::float8 as weight
      from (${dayRows(scope)}) d
        join ${processes} p on p.tenant_id = d.tenant_id and p.id = d.process_id and p.in_daily_report = true
      group by 1, 2, 3
      order by 1, 3`),
  );
  return rows.map((r) => ({
    shiftDate: r.shiftDate as string,
    processId: r.processId as string,
    processName: r.processName as string,
    pieces: round2(Number(r.pieces)),
    unfoldArea: round4(Number(r.unfoldArea)),
    settleArea: round4(Number(r.settleArea)),
    weight: round2(Number(r.weight)),
  }));
}
