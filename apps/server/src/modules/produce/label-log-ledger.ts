import { and, between, eq, gt, inArray } from 'drizzle-orm';
import { LabelLogAuditState } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { cadProducts } from '../cad/schema.ts';
import { labelLogs as LL, labelProgress as LP } from './label-log-schema.ts';
import { round2, round4, type ScanDone } from './progress.ts';
import type { PieceRateLedger } from './piece-rate.ts';
import { amountOf } from './scan-price.ts';
import { rateFor } from './scan.ts';

/**
 * What the shop floor did per batch, process and product: the non-rework scans not rejected
 * (progress.ts port), from the counts the label log's trigger keeps (label_progress).
 */
export async function scanProgress(tx: Tx, tenantId: string, projectIds: string[]): Promise<ScanDone[]> {
  const rows = await tx
    .select({
      batchId: LP.batchId,
      processId: LP.processId,
      productId: LP.productId,
      pieces: LP.pieces,
      unfoldArea: cadProducts.unfoldArea,
    })
    .from(LP)
    .innerJoin(cadProducts, and(eq(cadProducts.tenantId, LP.tenantId), eq(cadProducts.id, LP.productId)))
    .where(and(eq(LP.tenantId, tenantId), inArray(LP.projectId, projectIds), gt(LP.pieces, 0)));
  return rows.map(({ unfoldArea, ...r }) => ({ ...r, area: round4(r.pieces * Number(unfoldArea)) }));
}

/**
 * Re-prices a process's scans of a period that no confirmed payroll locked (piece-rate.ts port):
 * each at the process's new rate (or the texture/thickness override that applies to its product),
 * rework at reworkRateFactor, rejected ones at nothing. The measure frozen at scan time stays.
 */
export const labelLogLedger: PieceRateLedger = {
  async reprice(tx, ctx, rate, period) {
    const tenantId = ctx.tenantId!;
    const rows = await tx
      .select({
        id: LL.id,
        measureValue: LL.measureValue,
        isRework: LL.isRework,
        auditState: LL.auditState,
        materialTextureId: cadProducts.materialTextureId,
        thickness: cadProducts.thickness,
      })
      .from(LL)
      .innerJoin(cadProducts, and(eq(cadProducts.tenantId, LL.tenantId), eq(cadProducts.id, LL.productId)))
      .where(and(eq(LL.tenantId, tenantId), eq(LL.processId, rate.id), eq(LL.isDeleted, false), eq(LL.isLocked, false), between(LL.shiftDate, period.beginDate, period.endDate)));
    if (!rows.length) return { count: 0, amount: 0, note: '该期间没有扫码记录，无需重算' };
    const prices = new Map<string, number>();
    let total = 0;
    for (const r of rows) {
      const key = `${r.materialTextureId ?? ''}|${r.thickness ?? ''}`;
      if (!prices.has(key)) prices.set(key, await rateFor(tx, tenantId, rate.id, r, rate.unitPrice));
      const unitPrice = prices.get(key)!;
      const amount = r.auditState === LabelLogAuditState.rejected ? 0 : amountOf(r.measureValue, unitPrice, r.isRework, rate.reworkRateFactor);
      total += amount;
      await tx
        .update(LL)
        .set({ unitPrice, amount, lastModificationTime: new Date(), lastModifierId: ctx.userId })
        .where(and(eq(LL.tenantId, tenantId), eq(LL.id, r.id)));
    }
    return { count: rows.length, amount: round2(total) };
  },
};
