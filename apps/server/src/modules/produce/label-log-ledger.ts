import { and, between, eq, inArray, ne, sql } from 'drizzle-orm';
import { LabelLogAuditState } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { cadProducts } from '../cad/schema.ts';
import { labelLogs as LL } from './label-log-schema.ts';
import { round2, round4, type ScanDone } from './progress.ts';
import type { PieceRateLedger } from './piece-rate.ts';
import { amountOf } from './scan-price.ts';
import { rateFor } from './scan.ts';

/** What the shop floor did per batch, process and product: the non-rework scans not rejected (progress.ts port). */
export async function scanProgress(tx: Tx, tenantId: string, projectIds: string[]): Promise<ScanDone[]> {
  const rows = await tx
    .select({
      batchId: LL.batchId,
      processId: LL.processId,
      productId: LL.productId,
      pieces: sql<number>`sum(${LL.qty})::int`,
      area: sql<number>`sum(${LL.qty} * ${cadProducts.unfoldArea})::float8`,
    })
    .from(LL)
    .innerJoin(cadProducts, and(eq(cadProducts.tenantId, LL.tenantId), eq(cadProducts.id, LL.productId)))
    .where(
      and(
        eq(LL.tenantId, tenantId),
        inArray(LL.projectId, projectIds),
        eq(LL.isDeleted, false),
        eq(LL.isRework, false),
        ne(LL.auditState, LabelLogAuditState.rejected),
      ),
    )
    .groupBy(LL.batchId, LL.processId, LL.productId);
  return rows.map((r) => ({ ...r, pieces: Number(r.pieces), area: round4(Number(r.area)) }));
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
