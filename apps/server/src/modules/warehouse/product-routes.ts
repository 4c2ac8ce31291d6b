/* eslint-disable @typescript-eslint/no-explicit-any -- tables built from definitions are read by field key */
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, inArray, notExists } from 'drizzle-orm';
import { LabelState, PackStatus, packDocument, packLabelEndpoints, productPickEndpoints as picks, productStockInDocument, productStockOutDocument } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { CONTENT_TYPES, sendDownload } from '../../core/http/download.ts';
import { registerDocument } from '../../core/document/routes.ts';
import { col } from '../../core/resource/table.ts';
import { servePick } from '../produce/pick.ts';
import { serve } from '../../core/http/endpoint.ts';
import { cadBatches, cadLabels, cadProjects } from '../cad/schema.ts';
import { brands, pallets } from '../basic/schema.ts';
import { packDocNo, packEffects, packPrepare } from './product-pack.ts';
import { packLabelPdf } from './product-label.ts';
import { stockInEffects, stockInPrepare, stockOutEffects, stockOutPrepare } from './product-stock.ts';
import { productPackLines, productPacks, productStockInLines, productStockIns, productStockOutLines, productStockOuts } from './product-schema.ts';

const P = productPacks;
const PL = productPackLines;

/** /api/warehouse/product: packs (with their label), product stock-ins and stock-outs, and the forms' pickers. */
export function productWarehouseRoutes(app: FastifyInstance) {
  const pack = registerDocument(app, packDocument, { head: productPacks, lines: productPackLines }, { prepare: packPrepare, effects: packEffects, docNo: packDocNo });
  registerDocument(app, productStockInDocument, { head: productStockIns, lines: productStockInLines }, { prepare: stockInPrepare, effects: stockInEffects });
  registerDocument(app, productStockOutDocument, { head: productStockOuts, lines: productStockOutLines }, { prepare: stockOutPrepare, effects: stockOutEffects });

  serve(app, packLabelEndpoints.label, async (req, reply) => {
    const data = await req.tx(async (tx) => {
      const doc = await pack.findDoc(tx, req.ctx, req.params.id);
      const h = doc.head as Record<string, any>;
      const tenantId = req.ctx.tenantId!;
      const one = async (table: any, id: unknown) =>
        id ? ((await tx.select().from(table).where(and(eq(col(table, 'tenantId'), tenantId), eq(col(table, 'id'), id as string))))[0] as Record<string, any> | undefined) : undefined;
      const [project] = await tx.select({ name: cadProjects.name }).from(cadProjects).where(and(eq(cadProjects.tenantId, tenantId), eq(cadProjects.id, h.projectId)));
      const batch = h.batchId ? (await tx.select({ no: cadBatches.batchNo }).from(cadBatches).where(and(eq(cadBatches.tenantId, tenantId), eq(cadBatches.id, h.batchId))))[0] : undefined;
      const brand = await one(brands, h.brandId);
      const pallet = await one(pallets, h.palletId);
      return {
        template: (brand?.packTemplate as string | null) ?? null,
        label: {
          packNo: h.docNo,
          brand: brand?.name ?? '',
          project: project?.name ?? '',
          batch: batch?.no ?? '',
          pieces: String(h.pieces ?? 0),
          area: Number(h.area ?? 0).toFixed(2),
          pallet: pallet?.name ?? '',
          grossWeight: h.grossWeight == null ? '' : String(h.grossWeight),
          date: String(h.docDate),
        },
      };
    });
    const body = await packLabelPdf(data.label, data.template);
    return sendDownload(reply, { fileName: `包装标签_${data.label.packNo}.pdf`, contentType: CONTENT_TYPES.pdf, body, inline: true });
  });

  const packsIn = (status: number) => (tx: Tx, w: { tenantId: string; factoryId: string }) =>
    tx
      .select({ id: P.id, docNo: P.docNo, projectId: P.projectId, pieces: P.pieces, area: P.area, warehouseId: P.warehouseId, position: P.position })
      .from(P)
      .where(and(eq(P.tenantId, w.tenantId), eq(P.factoryId, w.factoryId), eq(P.isDeleted, false), eq(P.status, status)))
      .orderBy(desc(P.creationTime))
      .limit(2000);
  servePick(app, picks.sealedPack, packsIn(PackStatus.sealed));
  servePick(app, picks.stockedPack, packsIn(PackStatus.inStock));
  // QC-passed labels in no live pack: what the packer may scan next
  servePick(app, picks.label, (tx, w) =>
    tx
      .select({ id: cadLabels.id, labelNo: cadLabels.labelNo, projectId: cadLabels.projectId, batchId: cadLabels.batchId, productId: cadLabels.productId })
      .from(cadLabels)
      .where(
        and(
          eq(cadLabels.tenantId, w.tenantId),
          eq(cadLabels.factoryId, w.factoryId),
          eq(cadLabels.state, LabelState.qualified),
          notExists(
            tx
              .select({ x: PL.id })
              .from(PL)
              .innerJoin(P, and(eq(P.tenantId, PL.tenantId), eq(P.id, PL.docId)))
              .where(and(eq(PL.tenantId, cadLabels.tenantId), eq(PL.labelId, cadLabels.id), eq(P.isDeleted, false), inArray(P.status, [PackStatus.packing, PackStatus.sealed, PackStatus.inStock, PackStatus.shipped]))),
          ),
        ),
      )
      .orderBy(cadLabels.labelNo)
      .limit(2000),
  );
}
