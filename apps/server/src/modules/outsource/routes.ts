import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  docEditable,
  localToday,
  OUTSOURCE_SUPPLIER_TYPE,
  outsourceAcceptanceDocument,
  outsourceBackDocument,
  outsourceEndpoints as ep,
  outsourceMessages as M,
  outsourceOutDocument,
  type DocumentHead,
} from '@al/contracts';
import { badRequest, businessError } from '../../core/http/errors.ts';
import { serve } from '../../core/http/endpoint.ts';
import { serveProjectBatchPicks, servePick } from '../produce/pick.ts';
import { registerDocument } from '../../core/document/routes.ts';
import { col } from '../../core/resource/table.ts';
import { suppliers } from '../basic/schema.ts';
import { needFactory } from '../cad/project-service.ts';
import { cadLabels } from '../cad/schema.ts';
import { processes } from '../produce/schema.ts';
import { parseQr } from '../produce/scan.ts';
import { acceptableOut, outsourceAcceptanceHooks, toAccept } from './acceptance.ts';
import { approvedAcceptance, outsourceBackHooks, toReturn } from './back.ts';
import { outsourceOutHooks } from './out.ts';
import { outsourceAcceptanceLines, outsourceAcceptances, outsourceBackLines, outsourceBacks, outsourceOutLines, outsourceOuts } from './outsource-schema.ts';

const PICK_LIMIT = 500;

/**
 * Outsourcing (委外, DOMAIN §2.10) on the document framework: outs (WF), acceptances (WY) and backs
 * (WT) with their lists, details, actions, logs, Excel and print; the label scan into an out, the
 * to-accept detail of an out, and the drafts an acceptance and a back start from.
 */
export function outsourceRoutes(app: FastifyInstance) {
  const out = registerDocument(app, outsourceOutDocument, { head: outsourceOuts, lines: outsourceOutLines }, outsourceOutHooks);
  const acc = registerDocument(app, outsourceAcceptanceDocument, { head: outsourceAcceptances, lines: outsourceAcceptanceLines }, outsourceAcceptanceHooks);
  const back = registerDocument(app, outsourceBackDocument, { head: outsourceBacks, lines: outsourceBackLines }, outsourceBackHooks);

  /** Labels scanned or typed into an editable out: saved through the document's own update (its checks, log and stamp). */
  serve(app, ep.addLabels, async (req) =>
    req.tx(async (tx) => {
      const { tenantId, factoryId } = needFactory(req.ctx);
      const d = await out.findDoc(tx, req.ctx, req.body.id, true);
      if (!docEditable(outsourceOutDocument).includes(d.head.status as number)) throw businessError(M.notEditable, 'DocumentState');
      const nos = [...new Set(req.body.labelNos.map((x) => parseQr(x, tenantId)))];
      const found = (await tx
        .select({ id: cadLabels.id, labelNo: cadLabels.labelNo })
        .from(cadLabels)
        .where(and(eq(cadLabels.tenantId, tenantId), eq(cadLabels.factoryId, factoryId), inArray(cadLabels.labelNo, nos)))) as { id: string; labelNo: string }[];
      const byNo = new Map(found.map((l) => [l.labelNo, l.id]));
      const missing = nos.find((n) => !byNo.has(n));
      if (missing) throw badRequest(M.labelMissing(missing), ['labelNos']);
      const have = new Set(d.lines.map((l) => l.labelId as string));
      const added = nos.map((n) => byNo.get(n)!).filter((id) => !have.has(id)).map((labelId) => ({ labelId, unitPrice: null }));
      return out.saveLines(tx, req.ctx, d, [...d.lines.map((l) => ({ id: l.id, labelId: l.labelId, unitPrice: l.unitPrice })), ...added]);
    }),
  );

  /** GET /acceptance/to-accept/{outId}: the out and what of each label still waits for acceptance. */
  serve(app, ep.toAccept, async (req) =>
    req.tx(async (tx) => {
      const d = await out.findDoc(tx, req.ctx, req.params.id);
      const items = (await toAccept(tx, req.ctx, d.head.id as string)).filter((l) => l.remaining > 0);
      return { out: d.head as DocumentHead, items, totalCount: items.length };
    }),
  );

  /** POST /acceptance/from-out/{outId}: a draft acceptance of everything waiting, all qualified, the caller as inspector; edited before approval. */
  serve(app, ep.fromOut, async (req) =>
    req.tx(async (tx) => {
      const o = await acceptableOut(tx, req.ctx, req.params.id);
      if (!o) throw badRequest(M.outMissing, ['outId']);
      const items = (await toAccept(tx, req.ctx, o.id as string)).filter((l) => l.remaining > 0);
      if (!items.length) throw businessError(M.nothingToAccept, 'OutsourceNothingToAccept');
      return acc.createDoc(tx, req.ctx, {
        outId: o.id,
        inspectorId: req.ctx.userId,
        docDate: localToday(),
        lines: items.map((l) => ({ outLineId: l.outLineId, qualifiedQty: l.remaining, unqualifiedQty: 0, shortQty: 0, deductAmount: 0 })),
      });
    }),
  );

  /** POST /back/from-acceptance/{acceptanceId}: a draft back of the acceptance's unqualified pieces not yet returned, to be redone. */
  serve(app, ep.fromAcceptance, async (req) =>
    req.tx(async (tx) => {
      const a = await approvedAcceptance(tx, req.ctx, req.params.id);
      if (!a) throw badRequest(M.acceptanceMissing, ['acceptanceId']);
      const open = (await toReturn(tx, req.ctx, a.id as string)).filter((x) => x.remaining > 0);
      if (!open.length) throw businessError(M.nothingToBack, 'OutsourceNothingToBack');
      return back.createDoc(tx, req.ctx, {
        acceptanceId: a.id,
        docDate: localToday(),
        lines: open.map((x) => ({ acceptanceLineId: x.line.id, qty: x.remaining, reason: x.line.remark ?? null, redoRequired: true })),
      });
    }),
  );

  // The forms' pickers: outsource suppliers, processes allowing outsourcing, the factory's projects and batches.
  servePick(app, ep.pickSupplier, (tx, w) =>
    tx
      .select({ id: col(suppliers, 'id'), name: col(suppliers, 'name') })
      .from(suppliers)
      .where(and(eq(col(suppliers, 'tenantId'), w.tenantId), eq(col(suppliers, 'isDeleted'), false), sql`${OUTSOURCE_SUPPLIER_TYPE} = any(string_to_array(${col(suppliers, 'supplierTypes')}, ','))`))
      .orderBy(asc(col(suppliers, 'name')))
      .limit(PICK_LIMIT),
  );
  servePick(app, ep.pickProcess, (tx, w) =>
    tx
      .select({ id: col(processes, 'id'), name: col(processes, 'name') })
      .from(processes)
      .where(and(eq(col(processes, 'tenantId'), w.tenantId), eq(col(processes, 'isDeleted'), false), eq(col(processes, 'enabled'), true), eq(col(processes, 'allowOutsource'), true)))
      .orderBy(asc(col(processes, 'sort')))
      .limit(PICK_LIMIT),
  );
  serveProjectBatchPicks(app, ep.pickProject, ep.pickBatch, PICK_LIMIT);
  return { out, acc, back };
}
