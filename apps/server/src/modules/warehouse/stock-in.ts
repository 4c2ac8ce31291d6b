/* eslint-disable @typescript-eslint/no-explicit-any -- document tables are built from definitions and looked up by field key */
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { PlateQcStatus, StockInStatus, plateQcDocument, plateStockInDocument } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { HOST_TENANT_ID } from '../../core/db/scoped.ts';
import { badRequest, businessError } from '../../core/http/errors.ts';
import { registerDocument, type DocumentWithLines } from '../../core/document/routes.ts';
import { documentTables } from '../../core/document/registry.ts';
import { checkPlaces, postLines } from './plates.ts';
import { platesStocked } from './events.ts';
import * as tables from './schema.ts';

const plateStockIns: any = tables.plateStockIns;
const plateStockInLines: any = tables.plateStockInLines;
const plateQcOrders: any = tables.plateQcOrders;
const plateQcOrderLines: any = tables.plateQcOrderLines;

const IN = plateStockInDocument.entity;
const qualified = (l: Record<string, unknown>) => Number(l.qualifiedSheets ?? 0);

/** A line pulled from a purchase order is priced per sheet from the order line's amount. */
async function priceFromOrder(tx: Tx, ctx: RequestContext, l: Record<string, unknown>) {
  const po = documentTables.get('/api/purchase/material/order');
  if (!po || l.unitPrice != null || l.sourceType !== 'plateOrder' || !l.sourceLineId) return;
  const [src] = (await tx
    .select()
    .from(po.lines)
    .where(and(eq(po.lines.tenantId, ctx.tenantId ?? HOST_TENANT_ID), eq(po.lines.id, l.sourceLineId)))) as Record<string, unknown>[];
  if (src?.amount != null && Number(src.sheets) > 0)
    l.unitPrice = Math.round((Number(src.amount) / Number(src.sheets)) * 10000) / 10000;
}

/**
 * What the audited QC orders say of each line of these stock-ins (qualified and returned sheets), and
 * the stock-in's state: QC passed when every sheet is inspected and some passed, rejected when none did.
 */
async function applyQc(tx: Tx, ctx: RequestContext, stockInIds: string[]) {
  const tenantId = ctx.tenantId ?? HOST_TENANT_ID;
  for (const id of stockInIds) {
    const [head] = await tx
      .select()
      .from(plateStockIns)
      .where(and(eq(plateStockIns.tenantId, tenantId), eq(plateStockIns.id, id)))
      .for('update');
    if (!head) continue;
    if (head.status === StockInStatus.posted || head.status === StockInStatus.voided)
      throw businessError(`板材入库单${head.docNo}已入库或已作废，检验结果不能再改变它`, 'StockInPosted');
    const lines = await tx
      .select()
      .from(plateStockInLines)
      .where(and(eq(plateStockInLines.tenantId, tenantId), eq(plateStockInLines.docId, id)));
    const qc = await tx
      .select({ lineId: plateQcOrderLines.sourceLineId, qualified: plateQcOrderLines.qualified, unqualified: plateQcOrderLines.unqualified })
      .from(plateQcOrderLines)
      .innerJoin(plateQcOrders, and(eq(plateQcOrders.tenantId, plateQcOrderLines.tenantId), eq(plateQcOrders.id, plateQcOrderLines.docId)))
      .where(
        and(
          eq(plateQcOrderLines.tenantId, tenantId),
          eq(plateQcOrderLines.sourceId, id),
          eq(plateQcOrders.isDeleted, false),
          inArray(plateQcOrders.status, [PlateQcStatus.audited, PlateQcStatus.disputed, PlateQcStatus.reAudited]),
        ),
      );
    let inspectedAll = true;
    let anyQualified = false;
    for (const l of lines) {
      const mine = qc.filter((q) => q.lineId === l.id);
      const q = mine.reduce((s, x) => s + Number(x.qualified ?? 0), 0);
      const u = mine.reduce((s, x) => s + Number(x.unqualified ?? 0), 0);
      if (q + u < Number(l.sheets)) inspectedAll = false;
      if (q > 0) anyQualified = true;
      await tx
        .update(plateStockInLines)
        .set({ qualifiedSheets: q, rejectedSheets: u })
        .where(and(eq(plateStockInLines.tenantId, tenantId), eq(plateStockInLines.id, l.id)));
    }
    const status = !inspectedAll ? StockInStatus.pendingQc : anyQualified ? StockInStatus.qcPassed : StockInStatus.rejected;
    if (status !== head.status)
      await tx
        .update(plateStockIns)
        .set({ status, lastModificationTime: new Date(), concurrencyStamp: crypto.randomUUID() })
        .where(and(eq(plateStockIns.tenantId, tenantId), eq(plateStockIns.id, id)));
  }
}

const stockInsOf = (doc: DocumentWithLines) => [...new Set(doc.lines.map((l) => l.sourceId as string).filter(Boolean))];

/** 板材入库 and 来料检验: sheets post after incoming QC (DOMAIN.md §2.7), remnants at once. */
export function stockInRoutes(app: FastifyInstance) {
  registerDocument(
    app,
    plateStockInDocument,
    { head: plateStockIns, lines: plateStockInLines },
    {
      prepare: async (tx, ctx, head, lines) => {
        for (const l of lines) {
          await priceFromOrder(tx, ctx, l);
          l.amount = l.unitPrice != null ? Math.round(Number(l.unitPrice) * Number(l.sheets) * 100) / 100 : null;
        }
        await checkPlaces(tx, ctx, head, lines);
      },
      effects: {
        post: async (tx, ctx, doc) => {
          await postLines(tx, ctx, doc, IN, 1, 'post', qualified);
          await platesStocked(tx, ctx);
        },
        postRemnant: async (tx, ctx, doc) => {
          if (doc.lines.some((l) => !l.isRemnant))
            throw businessError('只有余料可以不经来料检验直接入库，其他板材请提交检验', 'NotRemnant');
          for (const l of doc.lines) {
            l.qualifiedSheets = Number(l.sheets);
            l.rejectedSheets = 0;
            await tx
              .update(plateStockInLines)
              .set({ qualifiedSheets: l.qualifiedSheets as number, rejectedSheets: 0 })
              .where(and(eq(plateStockInLines.tenantId, ctx.tenantId ?? HOST_TENANT_ID), eq(plateStockInLines.id, l.id as string)));
          }
          await postLines(tx, ctx, doc, IN, 1, 'postRemnant', qualified);
          await platesStocked(tx, ctx);
        },
        withdraw: async (tx, ctx, doc) => {
          const [qc] = await tx
            .select({ docNo: plateQcOrders.docNo })
            .from(plateQcOrderLines)
            .innerJoin(plateQcOrders, and(eq(plateQcOrders.tenantId, plateQcOrderLines.tenantId), eq(plateQcOrders.id, plateQcOrderLines.docId)))
            .where(and(eq(plateQcOrderLines.tenantId, ctx.tenantId ?? HOST_TENANT_ID), eq(plateQcOrderLines.sourceId, doc.head.id), eq(plateQcOrders.isDeleted, false)))
            .limit(1);
          if (qc) throw businessError(`板材入库单已有来料检验单${qc.docNo}，不能撤回`, 'DocumentReferenced');
        },
        void: async (tx, ctx, doc) => {
          if (doc.from === StockInStatus.posted) await postLines(tx, ctx, doc, IN, -1, 'void', qualified);
        },
      },
    },
  );

  registerDocument(
    app,
    plateQcDocument,
    { head: plateQcOrders, lines: plateQcOrderLines },
    {
      prepare: async (_tx, _ctx, _head, lines) => {
        const loose = lines.findIndex((l) => !l.sourceLineId);
        if (loose >= 0) throw badRequest(`第${loose + 1}行：检验明细须从待检验的入库单中选择`, ['lines', String(loose), 'sourceLineId']);
      },
      effects: {
        audit: (tx, ctx, doc) => applyQc(tx, ctx, stockInsOf(doc)),
        reAudit: (tx, ctx, doc) => applyQc(tx, ctx, stockInsOf(doc)),
      },
    },
  );
}
