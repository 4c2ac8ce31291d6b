import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Tx } from '../../core/db/client.ts';
import { strToU8, zipSync } from 'fflate';
import { nestEndpoints as ep } from '@al/contracts';
import { serve } from '../../core/http/endpoint.ts';
import { badRequest } from '../../core/http/errors.ts';
import { CONTENT_TYPES, sendDownload } from '../../core/http/download.ts';
import { cols, plainSheet, sendSheet, sheetCol, type SheetRow } from '../../core/http/xlsx.ts';
import { findOrder } from './orders.ts';
import { findResult, layoutDxf, resultSheets } from './sheets.ts';

const purchaseSheet = plainSheet('板材采购清单', [
  cols.material,
  cols.thickness,
  sheetCol('规格(宽×长 mm)', 'size', 18),
  cols.sheets,
  sheetCol('单张面积(㎡)', 'area', 14),
  sheetCol('合计面积(㎡)', 'total', 14),
]);

const relationSheet = plainSheet('零件对应关系', [
  sheetCol('排版图', 'layoutNo', 8),
  sheetCol('板材规格', 'plate', 14),
  sheetCol('张数', 'repeat', 8),
  sheetCol('零件编号', 'code', 20),
  sheetCol('每张数量', 'qty', 10),
  cols.totalQty,
  sheetCol('利用率', 'utilisation', 10),
]);

type NestResult = Awaited<ReturnType<typeof findResult>>;
type ResultSheet = Awaited<ReturnType<typeof resultSheets>>[number];

/** A download's reading of one result of the caller's space and its sheets (in layout order), in one transaction. */
function readResult<T>(
  req: FastifyRequest & { ctx: { tenantId: string } },
  resultId: string,
  read: (tx: Tx, result: NestResult, sheets: ResultSheet[]) => Promise<T>,
) {
  const tenantId = req.ctx.tenantId;
  return req.tx(async (tx) => {
    const result = await findResult(tx, tenantId, resultId);
    return read(tx, result, await resultSheets(tx, tenantId, result.id));
  });
}

/** The result's files: plates to buy, which part sits on which sheet, and every layout's DXF in one ZIP. */
export function nestDownloadRoutes(app: FastifyInstance) {
  serve(app, ep.downPurchase, async (req, reply) => {
    const tenantId = req.ctx.tenantId;
    const { rows, orderNo } = await req.tx(async (tx) => {
      const order = await findOrder(tx, tenantId, req.params.orderId);
      const result = await findResult(tx, tenantId, req.params.resultId);
      if (result.orderId !== order.id) throw badRequest('排版结果不属于该排版订单', ['resultId']);
      const byPlate = new Map<string, { plate: string; width: number; length: number; sheets: number }>();
      for (const s of await resultSheets(tx, tenantId, result.id)) {
        const key = `${s.width}×${s.length}`;
        const e = byPlate.get(key) ?? { plate: s.plateName, width: Number(s.width), length: Number(s.length), sheets: 0 };
        e.sheets += s.repeat;
        byPlate.set(key, e);
      }
      const rows = [...byPlate.values()].map((p) => ({
        material: order.materialName ?? '',
        thickness: Number(order.thickness),
        size: `${p.width}×${p.length}`,
        sheets: p.sheets,
        area: Math.round(((p.width * p.length) / 1e6) * 10000) / 10000,
        total: Math.round(((p.width * p.length * p.sheets) / 1e6) * 100) / 100,
      }));
      return { rows, orderNo: order.orderNo };
    });
    return sendSheet(reply, `板材采购清单_${orderNo}`, purchaseSheet, rows);
  });

  serve(app, ep.downRelation, async (req, reply) => {
    const { rows, resultNo } = await readResult(req, req.query.resultId, async (_tx, result, sheets) => {
      const rows: SheetRow<typeof relationSheet>[] = [];
      for (const s of sheets) {
        const counts = new Map<string, number>();
        for (const p of s.placements) counts.set(p.code, (counts.get(p.code) ?? 0) + 1);
        for (const [code, qty] of [...counts].sort((a, b) => a[0].localeCompare(b[0])))
          rows.push({ layoutNo: s.layoutNo, plate: `${s.width}×${s.length}`, repeat: s.repeat, code, qty, total: qty * s.repeat, utilisation: `${(Number(s.utilisation) * 100).toFixed(2)}%` });
      }
      return { rows, resultNo: result.resultNo };
    });
    return sendSheet(reply, `零件对应关系_${resultNo}`, relationSheet, rows);
  });

  serve(app, ep.zip, async (req, reply) => {
    const { zip, name } = await readResult(req, req.params.id, async (tx, result, sheets) => {
      const files: Record<string, Uint8Array> = {};
      for (const s of sheets) {
        const { name, dxf } = await layoutDxf(tx, result.tenantId, result.id, s.layoutNo);
        files[`${name}_x${s.repeat}.dxf`] = strToU8(dxf);
      }
      return { zip: Buffer.from(zipSync(files)), name: `${result.resultNo}_排版图.zip` };
    });
    return sendDownload(reply, { fileName: name, contentType: CONTENT_TYPES.zip, body: zip });
  });
}
