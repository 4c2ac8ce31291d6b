import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import { OrderState, PlateTaskStatus, plateTaskDocument, sheetWeightKg, type NestPlate } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { HOST_TENANT_ID } from '../../core/db/scoped.ts';
import { audit } from '../../core/audit/audit.ts';
import { nextDocNo } from '../../core/numbering/numbering.ts';
import { col } from '../../core/resource/table.ts';
import { materialTextures } from '../basic/schema.ts';
import { nestOrders } from '../nest/schema.ts';
import { changeState } from '../nest/orders.ts';
import { resultSheets } from '../nest/sheets.ts';
import { REMNANT_PLATE, STOCK_PLATE, type PlateSupply } from '../nest/plate-supply.ts';
import { reserveStock } from '../warehouse/ledger.ts';
import { stockBalances as B, stockReservations as R } from '../warehouse/schema.ts';
import { plateTaskLines, plateTasks } from './schema.ts';
import { syncBatchSupply } from './batch-status.ts';
import { liveOf } from '../../core/db/live.ts';

type Order = typeof nestOrders.$inferSelect;
const RESERVED_FOR = 'NestResult';

/** The order's material texture (its name for messages). */
async function textureOf(tx: Tx, ctx: RequestContext, id: string) {
  const T = materialTextures;
  const match = eq(col(T, 'id'), id);
  const [row] = (await tx
    .select({ id: col(T, 'id'), name: col(T, 'name') })
    .from(T)
    .where(and(eq(col(T, 'tenantId'), ctx.tenantId ?? HOST_TENANT_ID), eq(col(T, 'isDeleted'), false), match))
    .limit(1)) as { id: string; name: string }[];
  return row ?? null;
}

const plateWhere = (ctx: RequestContext, textureId: string, thickness: number) => [
  eq(B.tenantId, ctx.tenantId ?? HOST_TENANT_ID),
  eq(B.factoryId, ctx.factoryId ?? HOST_TENANT_ID),
  eq(B.itemKind, 'plate'),
  eq(B.materialTextureId, textureId),
  eq(B.thickness, thickness),
  gt(sql`${B.qty} - ${B.reserved}`, 0),
];

const key = (w: number, l: number, remnant: boolean) => `${Number(w)}×${Number(l)}${remnant ? 'R' : ''}`;

/** Sheets of the result still to reserve, by size: what its layouts use less what is already held for it. */
async function outstanding(tx: Tx, ctx: RequestContext, order: Order) {
  const tenantId = ctx.tenantId ?? HOST_TENANT_ID;
  const need = new Map<string, { width: number; length: number; remnant: boolean; sheets: number }>();
  for (const s of await resultSheets(tx, tenantId, order.resultId!)) {
    const remnant = s.plateName.startsWith(REMNANT_PLATE);
    const k = key(Number(s.width), Number(s.length), remnant);
    const e = need.get(k) ?? { width: Number(s.width), length: Number(s.length), remnant, sheets: 0 };
    e.sheets += s.repeat;
    need.set(k, e);
  }
  const held = await tx
    .select({ width: B.width, length: B.length, remnant: B.isRemnant, qty: sql<string>`sum(${R.qty})` })
    .from(R)
    .innerJoin(B, and(eq(B.tenantId, R.tenantId), eq(B.id, R.balanceId)))
    .where(and(eq(R.tenantId, tenantId), eq(R.sourceId, order.resultId!), eq(R.released, false)))
    .groupBy(B.width, B.length, B.isRemnant);
  for (const h of held) {
    const e = need.get(key(Number(h.width), Number(h.length), h.remnant));
    if (e) e.sheets -= Number(h.qty);
  }
  return [...need.values()].filter((e) => e.sheets > 0);
}

/** Holds what the stock has of each size for the result; answers what is still missing (full sheets only). */
async function reserveFor(tx: Tx, ctx: RequestContext, order: Order, textureId: string) {
  const short: { width: number; length: number; sheets: number; covered: number }[] = [];
  for (const need of await outstanding(tx, ctx, order)) {
    let left = need.sheets;
    const rows = await tx
      .select({ id: B.id, free: sql<string>`${B.qty} - ${B.reserved}` })
      .from(B)
      .where(and(...plateWhere(ctx, textureId, Number(order.thickness)), eq(B.width, need.width), eq(B.length, need.length), eq(B.isRemnant, need.remnant)))
      .orderBy(asc(B.lastMoveTime), asc(B.position));
    for (const r of rows) {
      if (left <= 0) break;
      const take = Math.min(left, Number(r.free));
      await reserveStock(tx, ctx, r.id, take, { type: RESERVED_FOR, id: order.resultId! });
      left -= take;
    }
    // A remnant the stock no longer has cannot be bought: the planner re-nests; only full sheets go to purchasing.
    if (left > 0 && !need.remnant) short.push({ width: need.width, length: need.length, sheets: left, covered: need.sheets - left });
  }
  return short;
}

/** The purchase task of a result's shortage (DOMAIN.md §2.7), raised once per result. */
async function raiseTask(tx: Tx, ctx: RequestContext, order: Order, textureId: string, short: Awaited<ReturnType<typeof reserveFor>>) {
  const tenantId = ctx.tenantId ?? HOST_TENANT_ID;
  const T = (k: string) => col(plateTasks, k);
  const [open] = await tx
    .select({ id: T('id') })
    .from(plateTasks)
    .where(and(eq(T('tenantId'), tenantId), eq(T('nestResultId'), order.resultId), eq(T('isDeleted'), false), ne(T('status'), PlateTaskStatus.cancelled)));
  if (open) return;
  const today = new Date();
  const docNo = await nextDocNo(tx, tenantId, plateTaskDocument.documentType, today);
  const [task] = (await tx
    .insert(plateTasks)
    .values({
      tenantId,
      factoryId: ctx.factoryId ?? order.factoryId,
      docNo,
      status: PlateTaskStatus.pending,
      docDate: today.toISOString().slice(0, 10),
      requiredDate: new Date(today.getTime() + 3 * 86_400_000).toISOString().slice(0, 10),
      purchaseMode: 1,
      nestOrderNo: order.orderNo,
      nestOrderId: order.id,
      nestResultId: order.resultId,
      remark: `排版订单 ${order.orderNo} 确认时库存不足`,
      creatorId: ctx.userId,
    })
    .returning()) as Record<string, unknown>[];
  const lines = await tx
    .insert(plateTaskLines)
    .values(
      short.map((s, i) => ({
        tenantId,
        docId: task!.id,
        sort: i,
        materialTextureId: textureId,
        thickness: Number(order.thickness),
        width: s.width,
        length: s.length,
        sheets: s.sheets,
        area: Math.round(((s.width * s.length * s.sheets) / 1e6) * 10000) / 10000,
        weight: sheetWeightKg(Number(order.thickness), s.width, s.length, s.sheets),
        stockAvailable: s.covered,
      })),
    )
    .returning();
  await audit(tx, ctx, { module: 'purchase', entityType: plateTaskDocument.entity, entityId: String(task!.id), action: 'create', after: { ...task, lines } });
}

/** The warehouse and purchasing side of nesting (nest/plate-supply.ts). */
export const plateSupply: PlateSupply = {
  async platesInStock(tx, ctx, textureId, thickness) {
    const rows = await tx
      .select({ width: B.width, length: B.length, remnant: B.isRemnant, free: sql<string>`sum(${B.qty} - ${B.reserved})` })
      .from(B)
      .where(and(...plateWhere(ctx, textureId, thickness)))
      .groupBy(B.width, B.length, B.isRemnant);
    return rows
      .map(
        (r): NestPlate => ({
          width: Number(r.width),
          length: Number(r.length),
          count: Math.floor(Number(r.free)),
          remnant: r.remnant,
          name: `${r.remnant ? REMNANT_PLATE : STOCK_PLATE} ${Number(r.width)}×${Number(r.length)}`,
        }),
      )
      .filter((p) => p.count! > 0 && p.width >= 10 && p.length >= 10)
      .sort((a, b) => Number(b.remnant) - Number(a.remnant) || b.width * b.length - a.width * a.length);
  },

  async accept(tx, ctx, order) {
    if (!order.resultId) return { short: false };
    const texture = order.materialTextureId ? await textureOf(tx, ctx, order.materialTextureId) : null;
    if (!texture) return { short: false };
    const short = await reserveFor(tx, ctx, order, texture.id);
    if (!short.length) return { short: false };
    await raiseTask(tx, ctx, order, texture.id, short);
    const what = short.map((s) => `${Number(order.thickness)}×${s.width}×${s.length} 缺 ${s.sheets} 张`).join('，');
    return { short: true, message: `板材尚未到齐：${texture.name} ${what}` };
  },

  settled: (tx, ctx, order) => syncBatchSupply(tx, ctx, order),
};

/** Plates came in: every order of the factory waiting "to purchase" takes what it lacks, and is confirmed once it has it all. */
export async function retryWaitingOrders(tx: Tx, ctx: RequestContext) {
  const waiting = await tx
    .select()
    .from(nestOrders)
    .where(
      liveOf(
        nestOrders,
        ctx.tenantId ?? HOST_TENANT_ID,
        eq(nestOrders.factoryId, ctx.factoryId ?? HOST_TENANT_ID),
        eq(nestOrders.orderState, OrderState.toPurchase),
      ),
    );
  for (const order of waiting) {
    const { short } = await plateSupply.accept(tx, ctx, order);
    if (!short) await changeState(tx, ctx, order.id, OrderState.confirmed, '采购板材已入库');
  }
}
