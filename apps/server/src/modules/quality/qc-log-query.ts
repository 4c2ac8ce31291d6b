import { aliasedTable, and, getTableColumns, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { QC_PASSING, QcResult, qcDefectLabel, type QcLogItem, type QcLogQuery, type QcStatistics, type QcStatisticsQuery, type QcStatRow, QC_LOG_SORTABLE } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { containsAny, pagedList, parseSorting, sortingOf } from '../../core/http/paging.ts';
import { isoRow } from '../../core/http/endpoint.ts';
import { withAttachmentUrls } from '../../core/document/attachments.ts';
import { needFactory } from '../cad/project-service.ts';
import { cadBatches, cadProducts, cadProjects } from '../cad/schema.ts';
import { employeeNames, logNameColumns } from '../produce/label-log-query.ts';
import { P, processes } from '../produce/schema.ts';
import { qcLogs as Q } from './qc-log-schema.ts';
import { rowsOf } from '../../core/db/rows.ts';

const RP = aliasedTable(processes, 'rp');
/** A QC log's own columns, as its answer carries them (all but the tenant). */
const { tenantId: _tenantId, ...qcLogRow } = getTableColumns(Q);

/** The caller's factory's QC logs under a list's filters. */
export function qcWhere(ctx: RequestContext, q: Partial<QcLogQuery>): SQL | undefined {
  const { tenantId, factoryId } = needFactory(ctx);
  return and(
    eq(Q.tenantId, tenantId),
    eq(Q.factoryId, factoryId),
    eq(Q.isDeleted, false),
    q.projectId ? eq(Q.projectId, q.projectId) : undefined,
    q.processId ? eq(Q.processId, q.processId) : undefined,
    q.responsibleProcessId ? eq(Q.responsibleProcessId, q.responsibleProcessId) : undefined,
    q.employeeId ? sql`${Q.responsibleEmployeeIds} @> ${JSON.stringify([q.employeeId])}::jsonb` : undefined,
    // a sum of results asks for any of them (DOMAIN §0.4)
    q.result ? sql`(${Q.result} & ${q.result}) <> 0` : undefined,
    q.defectType ? eq(Q.defectType, q.defectType) : undefined,
    q.beginDate ? gte(Q.shiftDate, q.beginDate) : undefined,
    q.endDate ? lte(Q.shiftDate, q.endDate) : undefined,
    q.filter ? containsAny(q.filter, Q.labelNo, cadProducts.code, cadProjects.name) : undefined,
  );
}

/** One page of QC logs with the names a list shows. */
export async function qcLogPage(tx: Tx, ctx: RequestContext, q: QcLogQuery) {
  const sub = tx
    .select({
      ...qcLogRow,
      ...logNameColumns,
      responsibleProcessName: sql<string | null>`rp.name`.as('responsible_process_name'),
    })
    .from(Q)
    .leftJoin(processes, and(eq(P.tenantId, Q.tenantId), eq(P.id, Q.processId)))
    .leftJoin(RP, sql`rp.tenant_id = ${Q.tenantId} and rp.id = ${Q.responsibleProcessId}`)
    .leftJoin(cadProducts, and(eq(cadProducts.tenantId, Q.tenantId), eq(cadProducts.id, Q.productId)))
    .leftJoin(cadProjects, and(eq(cadProjects.tenantId, Q.tenantId), eq(cadProjects.id, Q.projectId)))
    .leftJoin(cadBatches, and(eq(cadBatches.tenantId, Q.tenantId), eq(cadBatches.id, Q.batchId)))
    .where(qcWhere(ctx, q))
    .as('q');
  // the columns a QC log list sorts by, as the subquery names them
  const sortColumns = sortingOf(sub, QC_LOG_SORTABLE);
  const res = await pagedList(tx, q, { from: sub, where: undefined, orderBy: parseSorting(q.sorting, sortColumns, [desc(sub.time), asc(sub.id)]) });
  const names = await employeeNames(tx, ctx.tenantId!, res.items.flatMap((r) => [r.inspectorId, ...r.responsibleEmployeeIds]));
  const items: QcLogItem[] = res.items.map((r) => ({
    ...isoRow(r),
    inspectorName: names.get(r.inspectorId) ?? null,
    responsibleEmployeeNames: r.responsibleEmployeeIds.map((id) => names.get(id) ?? ''),
    photos: withAttachmentUrls(ctx.tenantId, r.photos),
    deductAmount: Number(r.deductAmount),
  }));
  return { ...res, items };
}

/** Counts by result over rows grouped by `key`; `name` names each group. */
interface Counted {
  key: string | null;
  result: number;
  n: number;
  deduct: number;
}

function statRows(rows: Counted[], name: (key: string) => string, passRate = true): QcStatRow[] {
  const by = new Map<string, QcStatRow>();
  for (const r of rows) {
    const key = r.key ?? '';
    const row = by.get(key) ?? { key, name: name(key), total: 0, qualified: 0, unqualified: 0, scrap: 0, concession: 0, passRate: null, deductAmount: 0 };
    const n = Number(r.n);
    row.total += n;
    if (r.result === QcResult.qualified) row.qualified += n;
    else if (r.result === QcResult.unqualified) row.unqualified += n;
    else if (r.result === QcResult.scrap) row.scrap += n;
    else if (r.result === QcResult.concession) row.concession += n;
    row.deductAmount = Math.round((row.deductAmount + Number(r.deduct)) * 100) / 100;
    by.set(key, row);
  }
  return [...by.values()].map((r) => ({ ...r, passRate: passRate ? rateOf(r) : null }));
}

/** The pass rate in percent (2 decimals): qualified and concession over all inspected; null without any. */
export const rateOf = (r: Pick<QcStatRow, 'total' | 'qualified' | 'concession'>) => (r.total ? Math.round(((r.qualified + r.concession) * 10_000) / r.total) / 100 : null);

/** /qc-log/statistics: the period's pass rate in total and by QC point, responsible process, defect type, worker and day. */
export async function qcStatistics(tx: Tx, ctx: RequestContext, q: QcStatisticsQuery): Promise<QcStatistics> {
  const where = qcWhere(ctx, q);
  const grouped = (key: SQL, failuresOnly = false) =>
    tx
      .select({ key: sql<string | null>`${key}`, result: Q.result, n: sql<number>`count(*)::int`, deduct: sql<number>`coalesce(sum(${Q.deductAmount}), 0)::float8` })
      .from(Q)
      .where(and(where, failuresOnly ? sql`${Q.result} <> ${QcResult.qualified}` : undefined))
      .groupBy(sql`1`, Q.result) as Promise<Counted[]>;
  const [all, byProcess, byResponsible, byDefect, byDay] = [
    await grouped(sql`'total'`),
    await grouped(sql`${Q.processId}::text`),
    await grouped(sql`${Q.responsibleProcessId}::text`, true),
    await grouped(sql`${Q.defectType}::text`, true),
    await grouped(sql`${Q.shiftDate}::text`),
  ];
  // a failure with several responsible workers counts once for each, with an equal share of the deduction
  const perWorkerResult = await tx.execute(sql`
    select w.employee_id as key, ${Q.result} as result, count(*)::int as n,
      coalesce(sum(${Q.deductAmount}::float8 / jsonb_array_length(${Q.responsibleEmployeeIds})), 0)::float8 as deduct
    from ${Q} cross join lateral jsonb_array_elements_text(${Q.responsibleEmployeeIds}) as w(employee_id)
    where ${where}
    group by 1, 2`);
  const perWorker = rowsOf<Counted>(perWorkerResult);
  const procIds = [...byProcess, ...byResponsible].map((r) => r.key).filter((k): k is string => !!k);
  const procNames = new Map(
    procIds.length ? (await tx.select({ id: P.id, name: P.name }).from(processes).where(and(eq(P.tenantId, ctx.tenantId!), inArray(P.id, [...new Set(procIds)])))).map((r) => [r.id as string, r.name as string]) : [],
  );
  const people = await employeeNames(tx, ctx.tenantId!, perWorker.map((r) => r.key!));
  const byName = (a: QcStatRow, b: QcStatRow) => b.total - a.total || a.name.localeCompare(b.name, 'zh');
  const total = statRows(all, () => '合计')[0] ?? { key: 'total', name: '合计', total: 0, qualified: 0, unqualified: 0, scrap: 0, concession: 0, passRate: null, deductAmount: 0 };
  return {
    total,
    byProcess: statRows(byProcess, (k) => procNames.get(k) ?? '').sort(byName),
    byResponsibleProcess: statRows(byResponsible, (k) => (k ? (procNames.get(k) ?? '') : '未指定'), false).sort(byName),
    byDefectType: statRows(byDefect, (k) => qcDefectLabel(Number(k)) || '未指定', false).sort(byName),
    byWorker: statRows(perWorker, (k) => people.get(k) ?? '', false).sort(byName),
    byDay: statRows(byDay, (k) => k).sort((a, b) => a.key.localeCompare(b.key)),
  };
}

/** The board's QC widget: pass rate of the factory's inspections in the period (null without any). */
export async function passRate(tx: Tx, ctx: RequestContext, beginDate: string, endDate: string) {
  const rows = await tx
    .select({ result: Q.result, n: sql<number>`count(*)::int` })
    .from(Q)
    .where(qcWhere(ctx, { beginDate, endDate }))
    .groupBy(Q.result);
  const total = rows.reduce((s, r) => s + Number(r.n), 0);
  const passed = rows.filter((r) => QC_PASSING.includes(r.result)).reduce((s, r) => s + Number(r.n), 0);
  return { total, passed, rate: total ? Math.round((passed * 10_000) / total) / 100 : null };
}
