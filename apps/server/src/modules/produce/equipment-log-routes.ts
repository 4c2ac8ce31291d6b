import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, desc, eq, getTableColumns, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { equipmentLogEndpoints as ep, localToday, Permissions, type DeviceStatistics, type EquipmentLogItem } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { badRequest, forbidden } from '../../core/http/errors.ts';
import { isoRow, serve } from '../../core/http/endpoint.ts';
import { can } from '../../core/auth/permissions.ts';
import { containsAny } from '../../core/http/paging.ts';
import { directory } from '../../core/auth/directory.ts';
import { cadLabels } from '../cad/schema.ts';
import { E, equipment, equipmentLogs as L, P, processes } from './schema.ts';
import { assertTerminalCanScan } from './terminal.ts';
import { loadProcesses } from './steps.ts';
import { inFactoryOrPool } from './equipment-routes.ts';

/** A terminal that reported within this window counts as online. */
export const ONLINE_WINDOW_MS = 10 * 60_000;
const dayStart = (d: string) => new Date(`${d}T00:00:00`);
const nextDay = (d: string) => new Date(dayStart(d).getTime() + 86_400_000);

/**
 * A log's columns (all but its payload) with its terminal's and process's names (typed here: the
 * resource tables' columns are not).
 */
const { payload: _payload, ...logRow } = getTableColumns(L);
const logColumns = {
  ...logRow,
  equipmentName: sql<string | null>`${E.name}`,
  equipmentCode: sql<string | null>`${E.code}`,
  equipmentType: sql<number | null>`${E.equipmentType}`,
  processName: sql<string | null>`${P.name}`,
};

/** One page of logs with their terminal's and process's names. */
async function logPage(tx: Tx, q: { skipCount: number; maxResultCount: number }, where: SQL | undefined) {
  const from = () =>
    tx
      .select(logColumns)
      .from(L)
      .leftJoin(equipment, and(eq(E.tenantId, L.tenantId), eq(E.id, L.equipmentId)))
      .leftJoin(processes, and(eq(P.tenantId, L.tenantId), eq(P.id, L.processId)));
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(L)
    .leftJoin(equipment, and(eq(E.tenantId, L.tenantId), eq(E.id, L.equipmentId)))
    .where(where);
  const rows = await from().where(where).orderBy(desc(L.time), desc(L.id)).limit(q.maxResultCount).offset(q.skipCount);
  const items: EquipmentLogItem[] = rows.map((r) => isoRow(r));
  return { items, totalCount: n };
}

function logWhere(q: Record<string, unknown>, scope: SQL[]) {
  const w = [...scope];
  if (q.equipmentId) w.push(eq(L.equipmentId, q.equipmentId as string));
  if (q.featureCode) w.push(eq(L.featureCode, q.featureCode as string));
  if (q.equipmentType) w.push(eq(E.equipmentType, q.equipmentType as number));
  if (q.beginTime) w.push(gte(L.time, dayStart(q.beginTime as string)));
  if (q.endTime) w.push(lt(L.time, nextDay(q.endTime as string)));
  if (q.filter) w.push(containsAny(q.filter as string, L.action, E.name, E.code));
  return and(...w);
}


/** Equipment logs (terminal function runs), the platform's view of them, device statistics and back-dated scans. */
export function equipmentLogRoutes(app: FastifyInstance) {
  // the log is read from /produce/equipment-log (AlProduce.EquipmentLogs) and /logs/equipment (AlLog.EquipmentLogs): either will do
  const readers = [Permissions.AlProduce.EquipmentLogs, Permissions.AlLog.EquipmentLogs];
  const canRead = async (req: FastifyRequest) => {
    const perms = await req.permissions();
    if (!readers.some((p) => can(perms, p, 'query'))) throw forbidden();
  };

  serve(app, ep.list, async (req) => {
    await canRead(req);
    return req.tx((tx) => logPage(tx, req.query, logWhere(req.query, [eq(L.tenantId, req.ctx.tenantId), ...(req.ctx.factoryId ? [eq(L.factoryId, req.ctx.factoryId)] : [])])));
  });

  serve(app, ep.all, async (req) =>
    req.tx(async (tx) => {
      const page = await logPage(tx, req.query, logWhere(req.query, []));
      const names = new Map<string, string | null>();
      for (const t of new Set(page.items.map((i) => i.tenantId))) names.set(t, (await directory().tenantHead(tx, t))?.name ?? null);
      return { ...page, items: page.items.map((i) => ({ ...i, tenantName: names.get(i.tenantId) ?? null })) };
    }),
  );

  serve(app, ep.report, async (req) =>
    req.tx(async (tx) => {
      const b = req.body;
      const [m] = (await tx.select({ factoryId: E.factoryId }).from(equipment).where(and(eq(E.tenantId, req.ctx.tenantId!), eq(E.id, b.equipmentId), eq(E.isDeleted, false)))) as { factoryId: string | null }[];
      if (!m) throw badRequest('设备不存在或已删除', ['equipmentId']);
      if (b.processId) await loadProcesses(tx, req.ctx, [b.processId], false);
      const [row] = await tx
        .insert(L)
        .values({ tenantId: req.ctx.tenantId!, factoryId: m.factoryId, ...b, processId: b.processId ?? null, employeeId: b.employeeId ?? null, message: b.message ?? null, durationMs: b.durationMs ?? null, payload: b.payload ?? null, creatorId: req.ctx.userId })
        .returning();
      return isoRow(row!);
    }),
  );

  serve(app, ep.retroactive, async (req) =>
    req.tx(async (tx) => ({ count: await retroactive(tx, req.ctx, req.body) })),
  );

  serve(app, ep.statistics, async (req) =>
    req.tx((tx) => deviceStatistics(tx, req.ctx, req.query)),
  );
}

/** Scans a terminal made offline, entered afterwards: each checked as at its own time, flagged, pending audit. */
async function retroactive(tx: Tx, ctx: RequestContext, body: { equipmentId: string; entries: { labelNo: string; processId: string; time: string; employeeIds: string[] }[] }) {
  const now = Date.now();
  await loadProcesses(tx, ctx, body.entries.map((e) => e.processId), false);
  const labels = new Set(
    (await tx
      .select({ labelNo: cadLabels.labelNo })
      .from(cadLabels)
      .where(and(eq(cadLabels.tenantId, ctx.tenantId!), inArray(cadLabels.labelNo, body.entries.map((e) => e.labelNo))))).map((l) => l.labelNo),
  );
  let factoryId: string | null = null;
  for (const [i, e] of body.entries.entries()) {
    const at = new Date(e.time);
    if (at.getTime() > now) throw badRequest(`第${i + 1}条：扫码时间不能晚于现在`, ['entries']);
    if (!labels.has(e.labelNo)) throw badRequest(`第${i + 1}条：标签“${e.labelNo}”不存在`, ['entries']);
    const t = await assertTerminalCanScan(tx, ctx, body.equipmentId, { at, processId: e.processId });
    factoryId = t.factoryId as string;
  }
  await tx.insert(L).values(
    body.entries.map((e) => ({
      tenantId: ctx.tenantId!,
      factoryId,
      equipmentId: body.equipmentId,
      featureCode: 'scan-report',
      action: 'retroactive',
      processId: e.processId,
      employeeId: e.employeeIds[0] ?? null,
      qty: 1,
      payload: { labelNo: e.labelNo, employeeIds: e.employeeIds },
      isRetroactive: true,
      auditState: 1,
      time: new Date(e.time),
      creatorId: ctx.userId,
    })),
  );
  return body.entries.length;
}

/** Terminals of one type in the caller's factory, and their scan reports over some days. */
async function deviceStatistics(tx: Tx, ctx: RequestContext, q: { equipmentType: number; beginDate: string; endDate: string }): Promise<DeviceStatistics> {
  if (q.endDate < q.beginDate) throw badRequest('结束日期不能早于开始日期', ['endDate']);
  const terminals = (await tx
    .select()
    .from(equipment)
    .where(and(eq(E.tenantId, ctx.tenantId!), eq(E.isDeleted, false), eq(E.equipmentType, q.equipmentType), inFactoryOrPool(ctx)))) as Record<string, unknown>[];
  const ids = terminals.map((t) => t.id as string);
  const scans = ids.length
    ? await tx
        .select({ equipmentId: L.equipmentId, processId: L.processId, day: sql<string>`to_char(${L.time}, 'YYYY-MM-DD')`, n: sql<number>`count(*)::int` })
        .from(L)
        .where(and(eq(L.tenantId, ctx.tenantId!), inArray(L.equipmentId, ids), eq(L.featureCode, 'scan-report'), eq(L.result, 'ok'), gte(L.time, dayStart(q.beginDate)), lt(L.time, nextDay(q.endDate))))
        .groupBy(L.equipmentId, L.processId, sql`3`)
    : [];
  const lastSeen = ids.length
    ? await tx.select({ equipmentId: L.equipmentId, last: sql<Date>`max(${L.time})` }).from(L).where(and(eq(L.tenantId, ctx.tenantId!), inArray(L.equipmentId, ids))).groupBy(L.equipmentId)
    : [];
  const procIds = [...new Set(scans.map((s) => s.processId).filter((x): x is string => !!x))];
  const names = new Map(procIds.length ? ((await tx.select({ id: P.id, name: P.name }).from(processes).where(and(eq(P.tenantId, ctx.tenantId!), inArray(P.id, procIds)))) as { id: string; name: string }[]).map((p) => [p.id, p.name]) : []);
  const seen = new Map(lastSeen.map((l) => [l.equipmentId, new Date(l.last)]));
  const online = (id: string) => (seen.get(id)?.getTime() ?? 0) > Date.now() - ONLINE_WINDOW_MS;
  const days: { date: string; scans: number }[] = [];
  for (let d = q.beginDate; d <= q.endDate; d = localToday(nextDay(d))) days.push({ date: d, scans: scans.filter((s) => s.day === d).reduce((a, s) => a + s.n, 0) });
  const byProcess = new Map<string | null, number>();
  for (const s of scans) byProcess.set(s.processId, (byProcess.get(s.processId) ?? 0) + s.n);
  return {
    terminals: terminals.length,
    online: ids.filter(online).length,
    expired: terminals.filter((t) => typeof t.useDate === 'string' && t.useDate < localToday()).length,
    days,
    byProcess: [...byProcess].map(([processId, n]) => ({ processId, processName: processId ? (names.get(processId) ?? '') : '未指定工序', scans: n })).sort((a, b) => b.scans - a.scans),
    byTerminal: terminals.map((t) => ({
      equipmentId: t.id as string,
      name: t.name as string,
      code: t.code as string,
      online: online(t.id as string),
      useDate: (t.useDate as string | null) ?? null,
      lastSeen: seen.get(t.id as string)?.toISOString() ?? null,
      scans: scans.filter((s) => s.equipmentId === t.id).reduce((a, s) => a + s.n, 0),
    })),
  };
}
