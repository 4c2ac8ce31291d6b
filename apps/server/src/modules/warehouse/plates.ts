import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import type { DocumentWithLines } from '../../core/document/routes.ts';
import { checkPlace, postStockMove, type PlateItem } from './ledger.ts';

export const plateOf = (l: Record<string, unknown>): PlateItem => ({
  materialTextureId: l.materialTextureId as string,
  thickness: Number(l.thickness),
  width: Number(l.width),
  length: Number(l.length),
  isRemnant: Boolean(l.isRemnant),
});

/**
 * Posts the lines of a document to the ledger: `sign` +1 puts sheets in, -1 takes them out; `qty`
 * says how many of each line (all its sheets by default, the qualified ones for a stock-in).
 */
export async function postLines(
  tx: Tx,
  ctx: RequestContext,
  doc: DocumentWithLines,
  entity: string,
  sign: 1 | -1,
  reason: string,
  qty: (l: Record<string, unknown>) => number = (l) => Number(l.sheets),
) {
  for (const l of doc.lines) {
    const n = qty(l);
    if (!n) continue;
    await postStockMove(tx, ctx, {
      place: {
        warehouseId: doc.head.warehouseId as string,
        position: l.position as string,
        batchNo: (l.batchNo as string | null) ?? null,
      },
      item: plateOf(l),
      qty: sign * n,
      unitCost: sign > 0 && l.unitPrice != null ? Number(l.unitPrice) : null,
      doc: { type: entity, id: doc.head.id as string, no: doc.head.docNo as string },
      reason,
    });
  }
}

/** Every line's position must follow its warehouse's rule before the document is saved. */
export async function checkPlaces(
  tx: Tx,
  ctx: RequestContext,
  head: Record<string, unknown>,
  lines: Record<string, unknown>[],
) {
  for (const [i, l] of lines.entries())
    await checkPlace(
      tx,
      ctx,
      { warehouseId: head.warehouseId as string, position: l.position as string, batchNo: null },
      `第${i + 1}行：`,
    );
}
