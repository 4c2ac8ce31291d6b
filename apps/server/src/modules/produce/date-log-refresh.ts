import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/client.ts';
import { inScope } from '../../core/db/scoped.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { labelLogs as LL } from './label-log-schema.ts';
import { dateLogs as DL } from './date-log-schema.ts';
import { rebuildDateLog } from './date-log.ts';
import { rowsOf } from '../../core/db/rows.ts';
import { Periodic } from '../../core/jobs/periodic.ts';

const EVERY_MS = 60 * 60_000;
/**
 * A scan written by a transaction that began before a rebuild but committed after it carries a time
 * before the snapshot's: changes this close to the last rebuild are taken again.
 */
const OVERLAP = sql`interval '10 minutes'`;

/** The factories whose label log changed since their snapshot was built, with the days the changes touch. */
async function staleFactories(db: Db) {
  return inScope(db, { tenantId: null, factoryId: null, userId: null, platformRead: true }, async (tx) =>
    rowsOf<{ tenantId: string; factoryId: string; beginDate: string; endDate: string }>(
      await tx.execute(sql`
        select l.tenant_id as "tenantId", l.factory_id as "factoryId", min(l.shift_date)::text as "beginDate", max(l.shift_date)::text as "endDate"
        from ${LL} l
        where coalesce(l.last_modification_time, l.creation_time) > coalesce(
          (select max(d.stat_time) from ${DL} d where d.tenant_id = l.tenant_id and d.factory_id = l.factory_id) - ${OVERLAP}, '-infinity'::timestamptz)
        group by 1, 2`),
    ),
  );
}

/**
 * Brings the date log up to the label log: for each factory with changed scans (new, audited,
 * re-priced, deleted), the days those scans fall on are rebuilt, each factory in its own walled
 * transaction. Answers how many factories were refreshed.
 */
export async function refreshDateLogs(db: Db): Promise<number> {
  const stale = await staleFactories(db);
  for (const f of stale) {
    const ctx: RequestContext = { userId: null, userName: null, sessionId: null, tenantId: f.tenantId, factoryId: f.factoryId, memberId: null, isPlatformAdmin: false, isTenantAdmin: false, ip: '' };
    await inScope(db, { tenantId: f.tenantId, factoryId: f.factoryId, userId: null }, (tx) => rebuildDateLog(tx, ctx, { beginDate: f.beginDate, endDate: f.endDate }));
  }
  return stale.length;
}

/**
 * The scheduled refresh standing in for the nightly statistics run: every hour the snapshot
 * catches up with the scans of the hour, so the reports that read it lag an hour at most; the
 * buttons 重新统计 / 重新计算 rebuild at once.
 */
export class DateLogRefresher extends Periodic {
  constructor(
    private readonly db: Db,
    log: FastifyBaseLogger,
  ) {
    super(log, { everyMs: EVERY_MS, atStart: false, failure: 'date log refresh failed' });
  }

  protected async tick() {
    const n = await refreshDateLogs(this.db);
    if (n) this.log.info({ factories: n }, 'date log refreshed');
  }
}
