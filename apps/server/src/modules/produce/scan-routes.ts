import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { LABEL_LOG_SORTABLE, LabelLogAuditState, labelLogEndpoints as ep, labelLogList, scanMessages as M, type LabelLogQuery } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { badRequest } from '../../core/http/errors.ts';
import { pagedList, parseSorting, sortingOf } from '../../core/http/paging.ts';
import { serve } from '../../core/http/endpoint.ts';
import { sendSheet } from '../../core/http/xlsx.ts';
import { audit } from '../../core/audit/audit.ts';
import { labelLogs as LL } from './label-log-schema.ts';
import { asItems, logList, logWhere, processTotals, workerReport } from './label-log-query.ts';
import { recordScan } from './scan.ts';

/** A download stops at this many rows (a month of a busy shop), so one click cannot build a huge workbook. */
const DOWNLOAD_MAX = 20_000;

/** One page of the log with its names. */
async function page(tx: Tx, ctx: RequestContext, q: LabelLogQuery, auditDefault?: number) {
  const sub = logList(tx, logWhere(ctx, q, auditDefault));
  // the columns a log list sorts by (config.sortable of its routes), as the subquery names them
  const sortColumns = sortingOf(sub, LABEL_LOG_SORTABLE);
  // newest first, then by id for a stable page
  const res = await pagedList(tx, q, { from: sub, where: undefined, orderBy: parseSorting(q.sorting, sortColumns, [desc(sub.scanTime), asc(sub.id)]) });
  return { ...res, items: await asItems(tx, ctx.tenantId!, res.items) };
}

/** The scan report calls of spec 03 §7 Product: scan, log lists, audit, audit download, reports. */
export function scanRoutes(app: FastifyInstance) {
  serve(app, ep.scan, async (req) =>
    req.tx((tx) => recordScan(tx, req.ctx, req.body)),
  );

  for (const contract of [ep.log, ep.query]) serve(app, contract, async (req) => req.tx((tx) => page(tx, req.ctx, req.query)));

  // the audit list shows pending scans unless another state is asked for
  serve(app, ep.audits, async (req) =>
    req.tx((tx) => page(tx, req.ctx, req.query, LabelLogAuditState.pending)),
  );

  serve(app, ep.audit, async (req) =>
    req.tx(async (tx) => {
      const { ids, auditState, auditRemark } = req.body;
      const wanted = [...new Set(ids)];
      const rows = await tx.select({ id: LL.id, auditState: LL.auditState, isLocked: LL.isLocked, labelNo: LL.labelNo }).from(LL).where(and(logWhere(req.ctx, {}), inArray(LL.id, wanted)));
      if (rows.length !== wanted.length) throw badRequest(M.auditMissing, ['ids']);
      const open = rows.filter((x) => x.auditState !== LabelLogAuditState.pending || x.isLocked);
      if (open.length) throw badRequest(M.auditNotPending(open.length), ['ids']);
      const patch = {
        auditState,
        auditorId: req.ctx.userId,
        auditTime: new Date(),
        auditRemark: auditRemark ?? null,
        lastModificationTime: new Date(),
        lastModifierId: req.ctx.userId,
        // a rejected scan pays nothing (DOMAIN §2.5); its frozen rate stays for the record
        ...(auditState === LabelLogAuditState.rejected ? { amount: 0 } : {}),
      };
      await tx.update(LL).set(patch).where(and(eq(LL.tenantId, req.ctx.tenantId), inArray(LL.id, wanted)));
      await audit(tx, req.ctx, { module: 'produce', entityType: 'LabelLog', entityId: wanted[0]!, action: auditState === LabelLogAuditState.approved ? 'approve' : 'reject', after: { ids: wanted, labelNos: rows.map((x) => x.labelNo), auditState, auditRemark } });
      return { count: wanted.length };
    }),
  );

  serve(app, ep.auditDown, async (req, reply) => {
    const res = await req.tx((tx) => page(tx, req.ctx, { ...req.query, skipCount: 0, maxResultCount: DOWNLOAD_MAX } as LabelLogQuery, LabelLogAuditState.pending));
    return sendSheet(reply, '标签审核', '标签审核', labelLogList, res.items);
  });

  serve(app, ep.report, async (req) =>
    req.tx(async (tx) => {
      const items = await workerReport(tx, req.ctx, req.query);
      return { items, totalCount: items.length };
    }),
  );

  serve(app, ep.reportTotal, async (req) =>
    req.tx((tx) => processTotals(tx, req.ctx, req.query)),
  );
}
