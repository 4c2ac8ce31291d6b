import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, asc, desc, eq, gte, inArray, lte, notInArray, sql } from 'drizzle-orm';
import {
  docEditable,
  QC_ORDER_PATH as B,
  qcOrderEndpoints as ep,
  QcOrderStatus,
  qcOrderDocument,
  qcOrderMessages as M,
  QcResult,
  type DocumentHead,
  type QcAddableLabel,
  QC_ORDER_SORTABLE,
  type QcOrderProductRow,
} from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { badRequest, businessError } from '../../core/http/errors.ts';
import { registerDocument } from '../../core/document/routes.ts';
import { containsAny, pagedList, parseSorting, sortingOf } from '../../core/http/paging.ts';
import { serve } from '../../core/http/endpoint.ts';
import { serveProjectBatchPicks, servePick } from '../produce/pick.ts';
import { needFactory } from '../cad/project-service.ts';
import { cadBatches, cadLabels, cadProducts } from '../cad/schema.ts';
import { qcLogs } from './qc-log-schema.ts';
import { labelsOnOpenOrders, latestQcLogs } from './qc-order.ts';
import { qcOrderHooks } from './qc-order.ts';
import { qcOrderLines, qcOrders, QO, QOL } from './qc-order-schema.ts';
import { liveOf } from '../../core/db/live.ts';

const PICK_LIMIT = 2000;
 
const H = qcOrders;

/** The calls of spec 03 §7 QC under /order: the document's own routes and the spec's paths and actions. */
export function qcOrderRoutes(app: FastifyInstance) {
  const doc = registerDocument(app, qcOrderDocument, { head: qcOrders, lines: qcOrderLines }, qcOrderHooks);

  /** The spec's paths that are the framework's calls under other names: the same call, answered as it is. */
  const forward = (target: (req: FastifyRequest) => string) => async (req: FastifyRequest, reply: FastifyReply) => {
    const headers = Object.fromEntries(['authorization', '__tenant', '__factory'].filter((k) => req.headers[k]).map((k) => [k, String(req.headers[k])]));
    const res = await app.inject({ method: 'GET', url: target(req), headers });
    for (const h of ['content-type', 'content-disposition', '_aberrorformat']) if (res.headers[h]) void reply.header(h, res.headers[h]);
    return reply.status(res.statusCode).send(res.rawPayload);
  };
  const query = (req: FastifyRequest) => req.url.slice(req.url.indexOf('?') >= 0 ? req.url.indexOf('?') : req.url.length);

  serve(app, ep.list, async (req) =>
    req.tx((tx) => {
      const q = req.query;
      const { tenantId, factoryId } = needFactory(req.ctx);
      const where = liveOf(
        H,
        tenantId,
        eq(H.factoryId, factoryId),
        q.status?.length ? inArray(H.status, q.status) : undefined,
        q.projectId?.length ? inArray(H.projectId, q.projectId) : undefined,
        q.processId?.length ? inArray(H.processId, q.processId) : undefined,
        q.qcType?.length ? inArray(H.qcType, q.qcType) : undefined,
        q.beginDate ? gte(H.docDate, q.beginDate) : undefined,
        q.endDate ? lte(H.docDate, q.endDate) : undefined,
        q.filter ? containsAny(q.filter, H.docNo, H.projectName) : undefined,
      );
      const sortColumns = sortingOf(H, QC_ORDER_SORTABLE);
      return pagedList(tx, q, { from: qcOrders, where, orderBy: parseSorting(q.sorting, sortColumns, [desc(H.creationTime), asc(H.id)]), map: (row) => doc.present(row) as DocumentHead });
    }),
  );

  // the spec's update names the order in the body
  serve(app, ep.update, async (req) => req.tx((tx) => doc.updateDoc(tx, req.ctx, req.body.id as string, req.body)));

  serve(app, ep.log, forward((req) => `${B}/logs${query(req)}`));
  serve(app, ep.downList, forward((req) => `${B}/export${query(req)}`));
  serve(app, ep.down, forward((req) => `${B}/${(req.params as { id: string }).id}/export`));

  // approval from a draft submits it first (1 → 2 → 4), from pending or pending re-approval approves it
  serve(app, ep.approval, async (req) =>
    req.tx(async (tx) => {
      const { head } = await doc.findDoc(tx, req.ctx, req.params.id);
      if (head.status === QcOrderStatus.draft) await doc.act(tx, req.ctx, req.params.id, 'submit');
      return doc.act(tx, req.ctx, req.params.id, 'approve');
    }),
  );
  serve(app, ep.forceApproval, async (req) =>
    req.tx((tx) => doc.act(tx, req.ctx, req.params.id, 'forceApprove')),
  );
  serve(app, ep.reApproval, async (req) =>
    req.tx(async (tx) => {
      const { head } = await doc.findDoc(tx, req.ctx, req.params.id);
      return doc.act(tx, req.ctx, req.params.id, head.status === QcOrderStatus.reApproving ? 'approve' : 'reApprove');
    }),
  );
  serve(app, ep.reCreate, async (req) =>
    req.tx(async (tx) => {
      const src = await doc.findDoc(tx, req.ctx, req.params.id);
      if (src.head.status !== QcOrderStatus.approved) throw businessError(M.reCreateState, 'QcOrderState');
      const failed = src.lines.filter((l) => l.result === QcResult.unqualified);
      if (!failed.length) throw businessError(M.noFailed, 'QcOrderState');
      const h = src.head;
      const created = await doc.createDoc(tx, req.ctx, {
        qcType: h.qcType,
        projectId: h.projectId,
        batchId: h.batchId,
        processId: h.processId,
        inspectorId: h.inspectorId,
        docDate: new Date().toISOString().slice(0, 10),
        remark: `由${String(h.docNo)}的不合格明细重新创建`,
        lines: failed.map((l) => ({ labelId: l.labelId, responsibleProcessId: l.responsibleProcessId, remark: l.remark })),
      } as never);
      await tx.update(qcOrders).set({ sourceQcOrderId: h.id, sourceQcOrderNo: h.docNo }).where(and(eq(QO.tenantId, req.ctx.tenantId), eq(QO.id, created.id as string)));
      return { ...created, sourceQcOrderId: h.id, sourceQcOrderNo: h.docNo };
    }),
  );

  /** Labels the order may take: inspected at its process (of its project and batch), on no other open order, not yet on it. */
  async function addable(tx: Tx, ctx: RequestContext, head: Record<string, unknown>, have: string[]): Promise<QcAddableLabel[]> {
    const { tenantId, factoryId } = needFactory(ctx);
    const rows = await tx
      .select({
        labelId: qcLogs.labelId,
        labelNo: qcLogs.labelNo,
        productCode: cadProducts.code,
        batchNo: cadBatches.batchNo,
        state: cadLabels.state,
        result: qcLogs.result,
        defectType: qcLogs.defectType,
        responsibleProcessId: qcLogs.responsibleProcessId,
        time: qcLogs.time,
      })
      .from(qcLogs)
      .innerJoin(cadLabels, and(eq(cadLabels.tenantId, qcLogs.tenantId), eq(cadLabels.id, qcLogs.labelId)))
      .leftJoin(cadProducts, and(eq(cadProducts.tenantId, qcLogs.tenantId), eq(cadProducts.id, qcLogs.productId)))
      .leftJoin(cadBatches, and(eq(cadBatches.tenantId, qcLogs.tenantId), eq(cadBatches.id, qcLogs.batchId)))
      .where(
        liveOf(
          qcLogs,
          tenantId,
          eq(qcLogs.factoryId, factoryId),
          eq(qcLogs.processId, head.processId as string),
          eq(qcLogs.projectId, head.projectId as string),
          head.batchId ? eq(qcLogs.batchId, head.batchId as string) : undefined,
          have.length ? notInArray(qcLogs.labelId, have) : undefined,
        ),
      )
      .orderBy(desc(qcLogs.time))
      .limit(PICK_LIMIT);
    const latest = new Map<string, (typeof rows)[number]>();
    for (const x of rows) if (!latest.has(x.labelId)) latest.set(x.labelId, x);
    const taken = await labelsOnOpenOrders(tx, ctx, [...latest.keys()], head.id as string);
    return [...latest.values()].filter((x) => !taken.has(x.labelId)).map((x) => ({ ...x, time: x.time.toISOString() })).sort((a, b) => a.labelNo.localeCompare(b.labelNo));
  }

  serve(app, ep.addable, async (req) =>
    req.tx(async (tx) => {
      const d = await doc.findDoc(tx, req.ctx, req.params.id);
      const items = await addable(tx, req.ctx, d.head, d.lines.map((l) => l.labelId as string));
      return { items, totalCount: items.length };
    }),
  );

  serve(app, ep.addLabels, async (req) =>
    req.tx(async (tx) => {
      const d = await doc.findDoc(tx, req.ctx, req.body.id, true);
      if (!docEditable(qcOrderDocument).includes(d.head.status as number)) throw businessError(M.notEditable(d.head.status === QcOrderStatus.approved ? '已审核' : '不可编辑'), 'DocumentState');
      const wanted = [...new Set(req.body.labelIds)];
      const have = new Set(d.lines.map((l) => l.labelId as string));
      const fresh = wanted.filter((x) => !have.has(x));
      // the same refusals as the form's save, with the label named: another open order, not inspected here
      const taken = await labelsOnOpenOrders(tx, req.ctx, fresh, d.head.id as string);
      const labels = new Map((await tx.select({ id: cadLabels.id, labelNo: cadLabels.labelNo }).from(cadLabels).where(and(eq(cadLabels.tenantId, req.ctx.tenantId), inArray(cadLabels.id, fresh.length ? fresh : ['00000000-0000-0000-0000-000000000000'])))).map((l) => [l.id, l.labelNo]));
      for (const id of fresh) {
        if (!labels.has(id)) throw badRequest('标签不存在或已删除', ['labelIds']);
        const other = taken.get(id);
        if (other) throw badRequest(M.labelOnOtherOrder(labels.get(id)!, other), ['labelIds']);
      }
      const logs = await latestQcLogs(tx, req.ctx, d.head.processId as string, fresh);
      const added = fresh.map((labelId) => {
        const log = logs.get(labelId);
        return { labelId, result: log?.result ?? null, defectType: log?.defectType ?? null, responsibleProcessId: log?.responsibleProcessId ?? null, remark: log?.description ?? null };
      });
      return doc.saveLines(tx, req.ctx, d, [...d.lines.map(doc.lineBody), ...added]);
    }),
  );

  serve(app, ep.deleteLabels, async (req) =>
    req.tx(async (tx) => {
      const d = await doc.findDoc(tx, req.ctx, req.body.id, true);
      if (!docEditable(qcOrderDocument).includes(d.head.status as number)) throw businessError(M.notEditable(d.head.status === QcOrderStatus.approved ? '已审核' : '不可编辑'), 'DocumentState');
      const gone = new Set(req.body.lineIds);
      const known = new Set(d.lines.map((l) => l.id as string));
      if ([...gone].some((x) => !known.has(x))) throw badRequest(M.lineMissing, ['lineIds']);
      return doc.saveLines(tx, req.ctx, d, d.lines.filter((l) => !gone.has(l.id as string)).map(doc.lineBody));
    }),
  );

  serve(app, ep.lines, async (req) =>
    req.tx(async (tx) => {
      await doc.findDoc(tx, req.ctx, req.query.id);
      const where = and(eq(QOL.tenantId, req.ctx.tenantId), eq(QOL.docId, req.query.id), req.query.result ? sql`(coalesce(${QOL.result}, 0) & ${req.query.result}) <> 0` : undefined);
      return pagedList(tx, req.query, { from: qcOrderLines, where, orderBy: [asc(QOL.sort), asc(QOL.id)] });
    }),
  );

  serve(app, ep.products, async (req) =>
    req.tx(async (tx) => {
      const d = await doc.findDoc(tx, req.ctx, req.query.id);
      const ids = d.lines.map((l) => l.labelId as string);
      const labels = ids.length ? await tx.select({ id: cadLabels.id, productId: cadLabels.productId, code: cadProducts.code }).from(cadLabels).leftJoin(cadProducts, and(eq(cadProducts.tenantId, cadLabels.tenantId), eq(cadProducts.id, cadLabels.productId))).where(and(eq(cadLabels.tenantId, req.ctx.tenantId), inArray(cadLabels.id, ids))) : [];
      const byLabel = new Map(labels.map((l) => [l.id, l]));
      const rows = new Map<string, QcOrderProductRow>();
      for (const l of d.lines) {
        const label = byLabel.get(l.labelId as string);
        if (!label) continue;
        const row = rows.get(label.productId) ?? { productId: label.productId, productCode: label.code, inspected: 0, qualified: 0, unqualified: 0, scrap: 0, concession: 0, missing: 0 };
        row.inspected += 1;
        if (l.result === QcResult.qualified) row.qualified += 1;
        else if (l.result === QcResult.unqualified) row.unqualified += 1;
        else if (l.result === QcResult.scrap) row.scrap += 1;
        else if (l.result === QcResult.concession) row.concession += 1;
        else row.missing += 1;
        rows.set(label.productId, row);
      }
      const items = [...rows.values()].sort((a, b) => String(a.productCode).localeCompare(String(b.productCode)));
      return { items: items.slice(req.query.skipCount, req.query.skipCount + req.query.maxResultCount), totalCount: items.length };
    }),
  );

  // The form's pickers: the factory's projects and batches, and the labels inspected at a QC process.
  serveProjectBatchPicks(app, ep.pickProject, ep.pickBatch, PICK_LIMIT);
  servePick(app, ep.pickLabel, (tx, w) =>
    tx
      .selectDistinct({ id: qcLogs.labelId, label: qcLogs.labelNo })
      .from(qcLogs)
      .where(and(eq(qcLogs.tenantId, w.tenantId), eq(qcLogs.factoryId, w.factoryId), eq(qcLogs.isDeleted, false)))
      .orderBy(asc(qcLogs.labelNo))
      .limit(PICK_LIMIT),
  );
  return doc;
}
