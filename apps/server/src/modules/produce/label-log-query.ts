import { and, eq, getTableColumns, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { LabelLogAuditState, type LabelLogItem, type LabelLogQuery, type LabelReportItem, type LabelReportTotal } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { containsAny, type ListRow } from '../../core/http/paging.ts';
import { isoRow } from '../../core/http/endpoint.ts';
import { needFactory } from '../cad/project-service.ts';
import { cadBatches, cadProducts, cadProjects } from '../cad/schema.ts';
import { employees } from '../identity/schema.ts';
import { E, equipment, P, processes } from './schema.ts';
import { labelLogs as LL } from './label-log-schema.ts';
import { round2, round4 } from './progress.ts';
import { liveOf } from '../../core/db/live.ts';
import { rowsOf } from '../../core/db/rows.ts';

/**
 * The names a scan or QC log list shows beside a log: its product's code, project, batch and process
 * (null where the log names none). The query must left-join cad_products, cad_projects, cad_batches
 * and processes.
 */
export const logNameColumns = {
  productCode: sql<string | null>`${cadProducts.code}`.as('product_code'),
  projectName: sql<string | null>`${cadProjects.name}`.as('project_name'),
  batchNo: sql<string | null>`${cadBatches.batchNo}`.as('batch_no'),
  processName: sql<string | null>`${P.name}`.as('process_name'),
};

/** A log's own columns (all but the tenant) with the names a list shows. */
const { tenantId: _tenantId, ...logRow } = getTableColumns(LL);
const logColumns = {
  ...logRow,
  ...logNameColumns,
  equipmentName: sql<string | null>`${E.name}`.as('equipment_name'),
};

/**
 * The logs under `where` joined with the names a list shows: the subquery a log list pages and counts
 * (its filters may name joined columns).
 */
export const logList = (tx: Tx, where: SQL | undefined) =>
  tx
    .select(logColumns)
    .from(LL)
    .leftJoin(processes, and(eq(P.tenantId, LL.tenantId), eq(P.id, LL.processId)))
    .leftJoin(cadProducts, and(eq(cadProducts.tenantId, LL.tenantId), eq(cadProducts.id, LL.productId)))
    .leftJoin(cadProjects, and(eq(cadProjects.tenantId, LL.tenantId), eq(cadProjects.id, LL.projectId)))
    .leftJoin(cadBatches, and(eq(cadBatches.tenantId, LL.tenantId), eq(cadBatches.id, LL.batchId)))
    .leftJoin(equipment, and(eq(E.tenantId, LL.tenantId), eq(E.id, LL.equipmentId)))
    .where(where)
    .as('l');

/** The caller's factory's logs matching a list's filters. */
export function logWhere(ctx: RequestContext, q: Partial<LabelLogQuery>, auditDefault?: number): SQL | undefined {
  const { tenantId, factoryId } = needFactory(ctx);
  const auditState = q.auditState ?? auditDefault;
  return liveOf(
    LL,
    tenantId,
    eq(LL.factoryId, factoryId),
    q.projectId ? eq(LL.projectId, q.projectId) : undefined,
    q.batchId ? eq(LL.batchId, q.batchId) : undefined,
    q.processId ? eq(LL.processId, q.processId) : undefined,
    q.equipmentId ? eq(LL.equipmentId, q.equipmentId) : undefined,
    q.labelId ? eq(LL.labelId, q.labelId) : undefined,
    q.labelNo ? eq(LL.labelNo, q.labelNo) : undefined,
    q.employeeId ? sql`${LL.employeeIds} @> ${JSON.stringify([q.employeeId])}::jsonb` : undefined,
    auditState ? sql`(${LL.auditState} & ${auditState}) <> 0` : undefined,
    q.isRework ? eq(LL.isRework, q.isRework === 'true') : undefined,
    q.beginDate ? gte(LL.shiftDate, q.beginDate) : undefined,
    q.endDate ? lte(LL.shiftDate, q.endDate) : undefined,
    q.filter ? containsAny(q.filter, LL.labelNo, cadProducts.code, cadProjects.name) : undefined,
  );
}

/** Names of employees by id. */
export async function employeeNames(tx: Tx, tenantId: string, ids: string[]) {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map<string, string>();
  const rows = (await tx
    .select()
    .from(employees)
    .where(and(sql`${employees}.tenant_id = ${tenantId}`, inArray(sql`${employees}.id`, wanted)))) as Record<string, unknown>[];
  return new Map(rows.map((r) => [r.id as string, r.name as string]));
}

/** Rows of the joined select as list items, with the workers' names. */
export async function asItems(tx: Tx, tenantId: string, rows: ListRow<ReturnType<typeof logList>>[]): Promise<LabelLogItem[]> {
  const names = await employeeNames(tx, tenantId, rows.flatMap((r) => r.employeeIds));
  return rows.map((r) => ({
    ...isoRow(r),
    productCode: r.productCode ?? '',
    projectName: r.projectName ?? '',
    batchNo: r.batchNo ?? '',
    processName: r.processName ?? '',
    equipmentName: r.equipmentName,
    employeeNames: r.employeeIds.map((id) => names.get(id) ?? ''),
    measureValue: round4(Number(r.measureValue)),
    unitPrice: Number(r.unitPrice),
    amount: round2(Number(r.amount)),
  }));
}

interface ReportFilter {
  beginDate: string;
  endDate: string;
  processId?: string;
  employeeId?: string;
  projectId?: string;
}

/** Scans of a period that pay: not deleted, not rejected. */
function reportWhere(ctx: RequestContext, q: ReportFilter) {
  const { tenantId, factoryId } = needFactory(ctx);
  return liveOf(
    LL,
    tenantId,
    eq(LL.factoryId, factoryId),
    ne(LL.auditState, LabelLogAuditState.rejected),
    gte(LL.shiftDate, q.beginDate),
    lte(LL.shiftDate, q.endDate),
    q.processId ? eq(LL.processId, q.processId) : undefined,
    q.projectId ? eq(LL.projectId, q.projectId) : undefined,
    q.employeeId ? sql`${LL.employeeIds} @> ${JSON.stringify([q.employeeId])}::jsonb` : undefined,
  );
}

async function processNames(tx: Tx, tenantId: string, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const rows = (await tx.select({ id: P.id, name: P.name }).from(processes).where(and(eq(P.tenantId, tenantId), inArray(P.id, [...new Set(ids)])))) as { id: string; name: string }[];
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** /report: per process and worker over a period; a scan by several workers gives each an equal share. */
export async function workerReport(tx: Tx, ctx: RequestContext, q: ReportFilter): Promise<LabelReportItem[]> {
  const share = sql`jsonb_array_length(${LL.employeeIds})`;
  const result = await tx.execute(sql`
    select ${LL.processId} as "processId", w.employee_id as "employeeId", count(*)::int as scans,
      sum(${LL.qty}::float8 / ${share})::float8 as pieces,
      sum(${LL.measureValue}::float8 / ${share})::float8 as "measureValue",
      sum(${LL.amount}::float8 / ${share})::float8 as amount
    from ${LL} cross join lateral jsonb_array_elements_text(${LL.employeeIds}) as w(employee_id)
    where ${and(reportWhere(ctx, q), q.employeeId ? sql`w.employee_id = ${q.employeeId}` : undefined)}
    group by 1, 2`);
  const rows = rowsOf<{ processId: string; employeeId: string; scans: number; pieces: number; measureValue: number; amount: number }>(result);
  const procs = await processNames(tx, ctx.tenantId!, rows.map((r) => r.processId));
  const people = await employeeNames(tx, ctx.tenantId!, rows.map((r) => r.employeeId));
  return rows
    .map((r) => ({
      processId: r.processId,
      processName: procs.get(r.processId) ?? '',
      employeeId: r.employeeId,
      employeeName: people.get(r.employeeId) ?? '',
      scans: Number(r.scans),
      pieces: round2(Number(r.pieces)),
      measureValue: round4(Number(r.measureValue)),
      amount: round2(Number(r.amount)),
    }))
    .sort((a, b) => a.processName.localeCompare(b.processName, 'zh') || b.amount - a.amount);
}

/** /report-total: per process over a period. */
export async function processTotals(tx: Tx, ctx: RequestContext, q: ReportFilter): Promise<LabelReportTotal> {
  const rows = await tx
    .select({
      processId: LL.processId,
      scans: sql<number>`count(*)::int`,
      pieces: sql<number>`sum(${LL.qty})::int`,
      measureValue: sql<number>`sum(${LL.measureValue})::float8`,
      amount: sql<number>`sum(${LL.amount})::float8`,
    })
    .from(LL)
    .where(reportWhere(ctx, q))
    .groupBy(LL.processId);
  const procs = await processNames(tx, ctx.tenantId!, rows.map((r) => r.processId));
  const items = rows
    .map((r) => ({ processId: r.processId, processName: procs.get(r.processId) ?? '', scans: Number(r.scans), pieces: Number(r.pieces), measureValue: round4(Number(r.measureValue)), amount: round2(Number(r.amount)) }))
    .sort((a, b) => a.processName.localeCompare(b.processName, 'zh'));
  return { items, scans: items.reduce((s, i) => s + i.scans, 0), amount: round2(items.reduce((s, i) => s + i.amount, 0)) };
}
