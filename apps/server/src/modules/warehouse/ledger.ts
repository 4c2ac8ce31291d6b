import { and, eq, sql } from 'drizzle-orm';
import { checkStoragePosition } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { HOST_TENANT_ID } from '../../core/db/scoped.ts';
import { badRequest, businessError } from '../../core/http/errors.ts';
import { col } from '../../core/resource/table.ts';
import { warehouses } from '../basic/schema.ts';
import { stockBalances, stockMoves, stockReservations } from './schema.ts';
import { itemColumns, type StockItem } from './items.ts';

export { plateLabel, type PlateItem, type StockItem } from './items.ts';

export interface StockPlace {
  warehouseId: string;
  position: string;
  batchNo: string | null;
}

export interface StockMove {
  place: StockPlace;
  item: StockItem;
  /** Signed: positive into the location, negative out of it. */
  qty: number;
  unitCost?: number | null;
  doc: { type: string; id: string; no: string };
  /** The document action that posts it (approve, void, deApprove). */
  reason: string;
}

/** The warehouse of this factory, and the position checked against its position rule (spec 02). */
export async function checkPlace(tx: Tx, ctx: RequestContext, place: StockPlace, at = ''): Promise<Record<string, unknown>> {
  const [wh] = (await tx
    .select()
    .from(warehouses)
    .where(
      and(
        eq(col(warehouses, 'id'), place.warehouseId),
        eq(col(warehouses, 'tenantId'), ctx.tenantId ?? HOST_TENANT_ID),
        eq(col(warehouses, 'factoryId'), ctx.factoryId ?? HOST_TENANT_ID),
        eq(col(warehouses, 'isDeleted'), false),
      ),
    )) as Record<string, unknown>[];
  if (!wh) throw badRequest(`${at}仓库不存在或已删除`, ['warehouseId']);
  if (wh.enabled === false) throw badRequest(`${at}仓库「${String(wh.name)}」已停用`, ['warehouseId']);
  if (wh.positionRule) {
    const wrong = checkStoragePosition(place.position, wh.positionRule as string);
    if (wrong)
      throw badRequest(`${at}库位「${place.position}」不符合仓库「${String(wh.name)}」的库位规则：${wrong}`, [
        'position',
      ]);
  }
  return wh;
}

/**
 * Posts one move to the ledger and writes it to the stock log. The balance row is created if need be
 * and locked (FOR UPDATE) before it changes, and an outgoing move only applies while what stays is
 * at least what is reserved: of two requests taking the last sheet at once, the second sees the
 * first's result and is refused with the quantity that is left.
 */
export async function postStockMove(tx: Tx, ctx: RequestContext, m: StockMove) {
  const tenantId = ctx.tenantId ?? HOST_TENANT_ID;
  const factoryId = ctx.factoryId ?? HOST_TENANT_ID;
  const item = itemColumns(m.item);
  const key = {
    tenantId,
    factoryId,
    warehouseId: m.place.warehouseId,
    position: m.place.position,
    itemKind: item.itemKind,
    itemKey: item.itemKey,
    batchNo: m.place.batchNo ?? '',
  };
  const ident = {
    materialTextureId: item.materialTextureId,
    thickness: item.thickness,
    width: item.width,
    length: item.length,
    isRemnant: item.isRemnant,
    refId: item.refId,
    subRefId: item.subRefId,
    itemLabel: item.itemLabel,
  };
  await tx
    .insert(stockBalances)
    .values({ ...key, ...ident, unit: item.unit })
    .onConflictDoNothing();
  const [bal] = await tx
    .select()
    .from(stockBalances)
    .where(
      and(
        eq(stockBalances.tenantId, tenantId),
        eq(stockBalances.factoryId, factoryId),
        eq(stockBalances.warehouseId, key.warehouseId),
        eq(stockBalances.position, key.position),
        eq(stockBalances.itemKey, key.itemKey),
        eq(stockBalances.batchNo, key.batchNo),
      ),
    )
    .for('update');
  const available = Number(bal!.qty) - Number(bal!.reserved);
  if (m.qty < 0 && available + m.qty < 0) {
    // A warehouse that allows negative stock lets what is not reserved go below zero; reserved stock stays held.
    const negativeOk = (await warehouseAllowsNegative(tx, ctx, key.warehouseId)) && Number(bal!.reserved) === 0;
    if (!negativeOk)
      throw businessError(
        `库存不足：${item.itemLabel} 在库位 ${m.place.position}${key.batchNo ? `（批号 ${key.batchNo}）` : ''} 可用 ${available} ${item.unit}，需出 ${-m.qty} ${item.unit}`,
        'StockShort',
      );
  }
  const newQty = Number(bal!.qty) + m.qty;
  // Moving-average cost: what comes in at a cost is averaged with what is there (when there is any);
  // what goes out leaves it.
  const avgCost =
    m.qty > 0 && m.unitCost != null
      ? newQty > 0 && Number(bal!.qty) > 0
        ? (Number(bal!.qty) * Number(bal!.avgCost ?? m.unitCost) + m.qty * m.unitCost) / newQty
        : m.unitCost
      : bal!.avgCost;
  await tx
    .update(stockBalances)
    .set({ qty: newQty, avgCost, lastMoveTime: new Date() })
    .where(and(eq(stockBalances.tenantId, tenantId), eq(stockBalances.id, bal!.id)));
  await tx.insert(stockMoves).values({
    ...key,
    ...ident,
    balanceId: bal!.id,
    direction: m.qty >= 0 ? 1 : 2,
    qty: Math.abs(m.qty),
    balanceAfter: newQty,
    unitCost: m.unitCost ?? null,
    docType: m.doc.type,
    docId: m.doc.id,
    docNo: m.doc.no,
    reason: m.reason,
    operatorId: ctx.userId,
  });
  return { balanceId: bal!.id, qty: newQty };
}

async function warehouseAllowsNegative(tx: Tx, ctx: RequestContext, warehouseId: string) {
  const [wh] = (await tx
    .select({ allow: col(warehouses, 'allowNegative') })
    .from(warehouses)
    .where(
      and(eq(col(warehouses, 'tenantId'), ctx.tenantId ?? HOST_TENANT_ID), eq(col(warehouses, 'id'), warehouseId)),
    )) as { allow: boolean | null }[];
  return wh?.allow === true;
}

/** Holds sheets of a balance for a purpose; refused beyond what is available. */
export async function reserveStock(
  tx: Tx,
  ctx: RequestContext,
  balanceId: string,
  qty: number,
  source: { type: string; id: string },
) {
  const tenantId = ctx.tenantId ?? HOST_TENANT_ID;
  const [held] = await tx
    .update(stockBalances)
    .set({ reserved: sql`${stockBalances.reserved} + ${qty}` })
    .where(
      and(
        eq(stockBalances.tenantId, tenantId),
        eq(stockBalances.id, balanceId),
        sql`${stockBalances.qty} - ${stockBalances.reserved} >= ${qty}`,
      ),
    )
    .returning();
  if (!held) throw businessError(`可用库存不足，不能预留 ${qty}`, 'StockShort');
  await tx
    .insert(stockReservations)
    .values({ tenantId, balanceId, qty, sourceType: source.type, sourceId: source.id });
}

/** Gives back every open reservation of a source (a nest result unconfirmed, its sheets issued). */
export async function releaseStock(tx: Tx, ctx: RequestContext, sourceId: string) {
  const tenantId = ctx.tenantId ?? HOST_TENANT_ID;
  const open = await tx
    .update(stockReservations)
    .set({ released: true })
    .where(
      and(
        eq(stockReservations.tenantId, tenantId),
        eq(stockReservations.sourceId, sourceId),
        eq(stockReservations.released, false),
      ),
    )
    .returning();
  for (const r of open)
    await tx
      .update(stockBalances)
      .set({ reserved: sql`greatest(${stockBalances.reserved} - ${r.qty}, 0)` })
      .where(and(eq(stockBalances.tenantId, tenantId), eq(stockBalances.id, r.balanceId)));
  return open.length;
}
