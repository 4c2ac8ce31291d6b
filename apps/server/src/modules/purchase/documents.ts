import type { FastifyInstance } from 'fastify';
import { and, eq, gt, sql } from 'drizzle-orm';
import { plateOrderDocument, platePurchaseEndpoints, plateRequisitionDocument, plateTaskDocument } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { HOST_TENANT_ID } from '../../core/db/scoped.ts';
import { cols, plainSheet, sendSheet, sheetCol } from '../../core/http/xlsx.ts';
import { serve } from '../../core/http/endpoint.ts';
import { registerDocument } from '../../core/document/routes.ts';
import { col } from '../../core/resource/table.ts';
import { materialTextures } from '../basic/schema.ts';
import { stockBalances as B } from '../warehouse/schema.ts';
import { fillWeight, priceOrder } from './pricing.ts';
import { sendToSupplier, withdrawFromSupplier } from './supplier-link.ts';
import {
  platePurchaseOrderLines,
  platePurchaseOrders,
  plateRequisitionLines,
  plateRequisitions,
  plateTaskLines,
  plateTasks,
} from './schema.ts';

const kaipingSheet = plainSheet('开平清单', [
  cols.material,
  cols.thickness,
  sheetCol('卷宽(mm)', 'width', 10),
  sheetCol('定尺长(mm)', 'length', 12),
  cols.sheets,
  sheetCol('开平总长(m)', 'metres', 12),
  cols.weight,
]);

/** Full sheets of a spec the factory has and nothing holds. */
async function available(tx: Tx, ctx: RequestContext, l: Record<string, unknown>) {
  const [row] = await tx
    .select({ n: sql<string>`coalesce(sum(${B.qty} - ${B.reserved}), 0)` })
    .from(B)
    .where(
      and(
        eq(B.tenantId, ctx.tenantId ?? HOST_TENANT_ID),
        eq(B.factoryId, ctx.factoryId ?? HOST_TENANT_ID),
        eq(B.itemKind, 'plate'),
        eq(B.isRemnant, false),
        eq(B.materialTextureId, l.materialTextureId as string),
        eq(B.thickness, Number(l.thickness)),
        eq(B.width, Number(l.width)),
        eq(B.length, Number(l.length)),
        gt(B.qty, 0),
      ),
    );
  return Math.max(0, Math.floor(Number(row?.n ?? 0)));
}

/** The cut-to-length (开平) list of a task: coil width, cut length, sheets and coil metres per spec. */
function kaipingRoute(app: FastifyInstance, findDoc: (tx: Tx, ctx: RequestContext, id: string) => Promise<{ head: Record<string, unknown>; lines: Record<string, unknown>[] }>) {
  serve(app, platePurchaseEndpoints.kaiping, async (req, reply) => {
    const { doc, names } = await req.tx(async (tx) => {
      const doc = await findDoc(tx, req.ctx, req.params.id);
      const names = new Map(
        ((await tx
          .select({ id: col(materialTextures, 'id'), name: col(materialTextures, 'name') })
          .from(materialTextures)
          .where(eq(col(materialTextures, 'tenantId'), req.ctx.tenantId))) as { id: string; name: string }[]).map((t) => [t.id, t.name]),
      );
      return { doc, names };
    });
    return sendSheet(
      reply,
      `开平清单_${String(doc.head.docNo)}.xlsx`,
      kaipingSheet,
      doc.lines.map((l) => ({
        material: names.get(l.materialTextureId as string) ?? '',
        thickness: Number(l.thickness),
        width: Number(l.width),
        length: Number(l.length),
        sheets: Number(l.sheets),
        metres: Math.round(Number(l.length) * Number(l.sheets)) / 1000,
        weight: Number(l.weight ?? 0),
      })),
    );
  });
}

/** 采购任务, 请购单, 采购单 (DOMAIN.md §2.7) on the document framework. */
export function purchaseDocumentRoutes(app: FastifyInstance) {
  const task = registerDocument(app, plateTaskDocument, { head: plateTasks, lines: plateTaskLines }, {
    prepare: async (tx, ctx, _head, lines) => {
      for (const l of lines) {
        fillWeight(l);
        l.area = Math.round(((Number(l.width) * Number(l.length) * Number(l.sheets)) / 1e6) * 10000) / 10000;
        l.stockAvailable = await available(tx, ctx, l);
      }
    },
  });
  kaipingRoute(app, task.findDoc);

  registerDocument(app, plateRequisitionDocument, { head: plateRequisitions, lines: plateRequisitionLines }, {
    prepare: async (_tx, _ctx, _head, lines) => lines.forEach(fillWeight),
  });

  registerDocument(app, plateOrderDocument, { head: platePurchaseOrders, lines: platePurchaseOrderLines }, {
    prepare: priceOrder,
    effects: {
      approve: sendToSupplier,
      forceApprove: sendToSupplier,
      deApprove: (tx, ctx, doc) => withdrawFromSupplier(tx, ctx, doc, '反审核'),
      void: (tx, ctx, doc) => withdrawFromSupplier(tx, ctx, doc, '作废'),
    },
  });
}
