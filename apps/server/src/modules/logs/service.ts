import { and, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  auditActionLabels,
  auditEntityLabels,
  auditModuleLabels,
  clientTypeLabels,
  describeDevice,
  isoRow,
  localToday,
  loginFailureLabels,
  type LoginLogItem,
  type LoginLogQuery,
  type LoginUseDay,
  type OperationItem,
  type OperationQuery,
  type PagedQuery,
  type TrendItem,
  type TrendQuery,
} from '@al/contracts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../core/db/client.ts';
import { containsAny, containsPattern, pagedList } from '../../core/http/paging.ts';
import { badRequest } from '../../core/http/errors.ts';
import { resourceTables } from '../../core/resource/registry.ts';
import { documentTables } from '../../core/document/registry.ts';
import { loginLogs } from '../account/schema.ts';
import { members, users } from '../identity/schema.ts';
import { features, featureUsageLogs, tenants } from '../saas/schema.ts';
import { auditLogs } from '../../core/audit/schema.ts';

const DAY = 86_400_000;
/** Rows of one Excel download at most. */
export const DOWNLOAD_LIMIT = 10_000;

const dayStart = (d: string) => new Date(`${d}T00:00:00`);
/** [begin, end of the end day) as conditions on a time column. */
function range(column: AnyPgColumn, q: { beginTime?: string; endTime?: string }): SQL[] {
  const w: SQL[] = [];
  if (q.beginTime && q.endTime && q.beginTime > q.endTime) throw badRequest('开始日期不能晚于结束日期', ['beginTime']);
  if (q.beginTime) w.push(gte(column, dayStart(q.beginTime)));
  if (q.endTime) w.push(lt(column, new Date(dayStart(q.endTime).getTime() + DAY)));
  return w;
}

/**
 * Whose sign-ins a caller reads: in a space, the people who are (or were) its members; outside any
 * space (a platform administrator), everyone; one user when userId is given.
 */
export interface LoginScope {
  tenantId: string | null;
  userId?: string;
}

function loginWhere(scope: LoginScope, q: Partial<LoginLogQuery>): SQL | undefined {
  const w: SQL[] = [];
  if (scope.tenantId) w.push(inArray(loginLogs.userId, sql`(select ${members.userId} from ${members} where ${members.tenantId} = ${scope.tenantId})`));
  if (scope.userId) w.push(eq(loginLogs.userId, scope.userId));
  if (q.userName) w.push(ilike(loginLogs.userName, containsPattern(q.userName)));
  if (q.success) w.push(eq(loginLogs.success, q.success === 'true'));
  if (q.clientType !== undefined) w.push(eq(loginLogs.clientType, q.clientType));
  w.push(...range(loginLogs.time, q));
  return and(...w);
}

const loginSelect = {
  log: loginLogs,
  name: sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${loginLogs.userId})`,
  tenantName: sql<string | null>`(select ${tenants.displayName} from ${tenants} where ${tenants.id} = ${loginLogs.tenantId})`,
};

function toLoginItem(r: Record<string, unknown>): LoginLogItem {
  const l = r.log as typeof loginLogs.$inferSelect;
  return {
    id: l.id,
    userName: l.userName,
    userId: l.userId,
    name: (r.name as string | null) ?? null,
    tenantId: l.tenantId,
    tenantName: (r.tenantName as string | null) ?? null,
    clientType: l.clientType,
    clientTypeName: clientTypeLabels[l.clientType] ?? `类型${l.clientType}`,
    loginProvider: l.loginProvider,
    success: l.success,
    failureReason: l.failureReason ? (loginFailureLabels[l.failureReason] ?? l.failureReason) : null,
    ip: l.ip,
    device: l.device,
    deviceName: describeDevice(l.device),
    time: l.time.toISOString(),
  };
}

export function loginLogPage(tx: Tx, scope: LoginScope, q: LoginLogQuery) {
  return pagedList(tx, q, {
    from: loginLogs,
    where: loginWhere(scope, q),
    orderBy: [desc(loginLogs.time), desc(loginLogs.id)],
    select: loginSelect,
    map: toLoginItem,
  });
}

export async function loginLogRows(tx: Tx, scope: LoginScope, q: Partial<LoginLogQuery>) {
  const rows = await tx.select(loginSelect).from(loginLogs).where(loginWhere(scope, q)).orderBy(desc(loginLogs.time)).limit(DOWNLOAD_LIMIT);
  return rows.map((r) => toLoginItem(r as Record<string, unknown>));
}

/** Sign-ins per local day (the server's time zone), every day of the range listed (90 days at most). */
export async function loginUse(tx: Tx, scope: LoginScope, q: { beginTime?: string; endTime?: string }): Promise<LoginUseDay[]> {
  const end = q.endTime ? dayStart(q.endTime) : dayStart(localToday(new Date()));
  const begin = q.beginTime ? dayStart(q.beginTime) : new Date(end.getTime() - 29 * DAY);
  if (begin > end) throw badRequest('开始日期不能晚于结束日期', ['beginTime']);
  if (end.getTime() - begin.getTime() > 89 * DAY) throw badRequest('时间不可超过90天', ['beginTime']);
  const dayKey = sql<string>`to_char(${loginLogs.time} at time zone current_setting('TimeZone'), 'YYYY-MM-DD')`;
  const rows = await tx
    .select({
      day: dayKey,
      logins: sql<number>`count(*) filter (where ${loginLogs.success})::int`,
      failures: sql<number>`count(*) filter (where not ${loginLogs.success})::int`,
      users: sql<number>`count(distinct ${loginLogs.userId}) filter (where ${loginLogs.success})::int`,
    })
    .from(loginLogs)
    .where(and(loginWhere(scope, {}), gte(loginLogs.time, begin), lt(loginLogs.time, new Date(end.getTime() + DAY))))
    .groupBy(dayKey);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const out: LoginUseDay[] = [];
  for (let t = begin.getTime(); t <= end.getTime(); t += DAY) {
    const key = localToday(new Date(t + DAY / 2));
    const r = byDay.get(key);
    out.push({ day: key, logins: r?.logins ?? 0, failures: r?.failures ?? 0, users: r?.users ?? 0 });
  }
  return out;
}


/** Chinese name of an entity of the operation log: resources and documents by their title. */
export function entityName(entityType: string): string {
  for (const { def } of resourceTables.values()) if (def.entity === entityType) return def.title;
  for (const { def } of documentTables.values()) if (def.entity === entityType) return def.title;
  return auditEntityLabels[entityType] ?? entityType;
}

/** Keys whose values differ between two logged rows (a shallow look is what the list shows). */
function changedKeys(before: unknown, after: unknown): string[] {
  if (!before || !after || typeof before !== 'object' || typeof after !== 'object') return [];
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  return Object.keys(b).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
}

function trendWhere(tenantId: string, q: Partial<TrendQuery>): SQL | undefined {
  const w: SQL[] = [eq(auditLogs.tenantId, tenantId)];
  if (q.module) w.push(eq(auditLogs.module, q.module));
  if (q.action) w.push(eq(auditLogs.action, q.action));
  if (q.userName) w.push(ilike(auditLogs.userName, containsPattern(q.userName)));
  if (q.filter) w.push(containsAny(q.filter, auditLogs.entityType, auditLogs.entityId));
  w.push(...range(auditLogs.time, q));
  return and(...w);
}

function toTrend(l: typeof auditLogs.$inferSelect): TrendItem {
  const { beforeJson, afterJson, ...row } = l;
  return {
    ...isoRow(row),
    moduleName: auditModuleLabels[l.module] ?? l.module,
    entityName: entityName(l.entityType),
    actionName: auditActionLabels[l.action] ?? l.action,
    changed: l.action === 'update' ? changedKeys(beforeJson, afterJson) : [],
    before: beforeJson,
    after: afterJson,
  };
}

/** The space's operation log (audit_logs, also walled by tenant). */
export function trendPage(tx: Tx, tenantId: string, q: TrendQuery) {
  return pagedList(tx, q, {
    from: auditLogs,
    where: trendWhere(tenantId, q),
    orderBy: [desc(auditLogs.time), desc(auditLogs.id)],
    map: (r) => toTrend(r as typeof auditLogs.$inferSelect),
  });
}

export async function trendRows(tx: Tx, tenantId: string, q: Partial<TrendQuery>) {
  const rows = await tx.select().from(auditLogs).where(trendWhere(tenantId, q)).orderBy(desc(auditLogs.time)).limit(DOWNLOAD_LIMIT);
  return rows.map(toTrend);
}

function operationWhere(tenantId: string, q: Partial<OperationQuery>): SQL | undefined {
  return and(
    eq(featureUsageLogs.tenantId, tenantId),
    ...(q.featureId ? [eq(featureUsageLogs.featureId, q.featureId)] : []),
    ...range(featureUsageLogs.time, q),
  );
}
const operationSelect = {
  log: featureUsageLogs,
  featureName: features.displayName,
  operatorName: sql<string | null>`(select coalesce(${users.name}, ${users.userName}) from ${users} where ${users.id} = ${featureUsageLogs.operatorId})`,
};
function toOperation(r: Record<string, unknown>): OperationItem {
  const l = r.log as typeof featureUsageLogs.$inferSelect;
  return {
    ...isoRow(l),
    featureName: r.featureName as string,
    operatorName: (r.operatorName as string | null) ?? null,
  };
}

/** The space's use of plugin functions (charged features): every use and give-back. */
export async function operationPage(tx: Tx, tenantId: string, q: OperationQuery & PagedQuery) {
  const where = operationWhere(tenantId, q);
  const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(featureUsageLogs).where(where);
  const rows = await tx
    .select(operationSelect)
    .from(featureUsageLogs)
    .innerJoin(features, eq(features.id, featureUsageLogs.featureId))
    .where(where)
    .orderBy(desc(featureUsageLogs.time), desc(featureUsageLogs.id))
    .limit(q.maxResultCount)
    .offset(q.skipCount);
  return { items: rows.map((r) => toOperation(r as Record<string, unknown>)), totalCount: n };
}

export async function operationRows(tx: Tx, tenantId: string, q: Partial<OperationQuery>) {
  const rows = await tx
    .select(operationSelect)
    .from(featureUsageLogs)
    .innerJoin(features, eq(features.id, featureUsageLogs.featureId))
    .where(operationWhere(tenantId, q))
    .orderBy(desc(featureUsageLogs.time))
    .limit(DOWNLOAD_LIMIT);
  return rows.map((r) => toOperation(r as Record<string, unknown>));
}
