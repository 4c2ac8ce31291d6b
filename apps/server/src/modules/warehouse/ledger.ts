import { and, eq, sql } from 'drizzle-orm';
import { checkStoragePosition } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { HOST_TENANT_ID } from '../../core/db/scoped.ts';
import { badRequest, businessError } from '../../core/http/errors.ts';
import { col } from '../../core/resource/table.ts';
import { warehouses } from '../basic/schema.ts';
import { stockBalances, stockMoves, stockReservations } from './schema.ts';

/** A plate as the ledger knows it (DOMAIN.md §2.7: texture × thickness × size, remnants apart). */
export interface PlateItem {
  materialTextureId: string;
  thickness: number;
  width: number;
  length: number;
  isRemnant: boolean;
}

export interface StockPlace {
  warehouseId: string;
  position: string;
  batchNo: string | null;
}

export interface StockMove {
  place: StockPlace;
  item: PlateItem;
  /** Signed: positive into the location, negative out of it. */
  qty: number;
  unitCost?: number | null;
  doc: { type: string; id: string; no: string };
  /** The document action that posts it (approve, void, deApprove). */
  reason: string;
}

const plateKey = (i: PlateItem) =>
  `plate:${i.materialTextureId}:${Number(i.thickness)}:${Number(i.width)}:${Number(i.length)}:${i.isRemnant ? 1 : 0}`;
export const plateLabel = (i: PlateItem) =>
  `${Number(i.thickness)}×${Number(i.width)}×${Number(i.length)}${i.isRemnant ? '（余料）' : ''}`;

/** The warehouse of this factory, and the position checked against its position rule (spec 02). */
export async function checkPlace(tx: Tx, ctx: RequestContext, place: StockPlace, at = '') {
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
  const key = {
    tenantId,
    factoryId,
    warehouseId: m.place.warehouseId,
    position: m.place.position,
    itemKind: 'plate',
    itemKey: plateKey(m.item),
    batchNo: m.place.batchNo ?? '',
  };
  await tx
    .insert(stockBalances)
    .values({
      ...key,
      materialTextureId: m.item.materialTextureId,
      thickness: m.item.thickness,
      width: m.item.width,
      length: m.item.length,
      isRemnant: m.item.isRemnant,
    })
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
  if (m.qty < 0 && available + m.qty < 0)
    throw businessError(
      `库存不足：${plateLabel(m.item)} 在库位 ${m.place.position}${key.batchNo ? `（批号 ${key.batchNo}）` : ''} 可用 ${available} 张，需出 ${-m.qty} 张`,
      'StockShort',
    );
  const newQty = Number(bal!.qty) + m.qty;
  // Moving-average cost: what comes in at a cost is averaged with what is there; what goes out leaves it.
  const avgCost =
    m.qty > 0 && m.unitCost != null
      ? (Number(bal!.qty) * Number(bal!.avgCost ?? m.unitCost) + m.qty * m.unitCost) / newQty
      : bal!.avgCost;
  await tx
    .update(stockBalances)
    .set({ qty: newQty, avgCost, lastMoveTime: new Date() })
    .where(and(eq(stockBalances.tenantId, tenantId), eq(stockBalances.id, bal!.id)));
  await tx.insert(stockMoves).values({
    ...key,
    balanceId: bal!.id,
    materialTextureId: m.item.materialTextureId,
    thickness: m.item.thickness,
    width: m.item.width,
    length: m.item.length,
    isRemnant: m.item.isRemnant,
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
  if (!held) throw businessError(`可用库存不足，不能预留 ${qty} 张`, 'StockShort');
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
