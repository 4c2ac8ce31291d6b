import { shapeArea, type Point } from '@al/nest';
import { OrderState, type CreateNestOrder } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { badRequest, businessError } from '../../core/http/errors.ts';
import { syncProductNestState } from './product-nest-state.ts';
import { isStockPlate, plateSupply } from './plate-supply.ts';
import { checkRefs } from '../../core/resource/refs.ts';
import { nestOrderLines, type nestOrders } from './schema.ts';
import { changeKindState, findKindOrder, insertKindOrder } from './kind.ts';

export type NestOrderRow = typeof nestOrders.$inferSelect;

export { logOrder, NO_QUOTA_MESSAGE } from './kind.ts';

export const findOrder = (tx: Tx, tenantId: string, id: string): Promise<NestOrderRow> => findKindOrder(tx, 'panel', tenantId, id);

const bbox = (outer: Point[]) => {
  const xs = outer.map((p) => p[0]);
  const ys = outer.map((p) => p[1]);
  return { width: Math.max(...xs) - Math.min(...xs), length: Math.max(...ys) - Math.min(...ys) };
};

/** Creates an order with its part lines in one transaction: to nest (16), or pending (1) when submitted at once. */
export async function createOrder(tx: Tx, ctx: RequestContext, input: CreateNestOrder): Promise<NestOrderRow> {
  const tenantId = ctx.tenantId!;
  const lines = input.lines.map((l, i) => {
    const shape = { outer: l.outer as Point[], holes: (l.holes ?? []) as Point[][] };
    const area = shapeArea(shape);
    if (!(area > 0)) throw badRequest(`第${i + 1}行零件“${l.code}”的轮廓面积为0`, [`lines.${i}.outer`]);
    return { ...l, shape, area, ...bbox(shape.outer) };
  });
  // What the order names of the CAD area must be this factory's (core/resource/refs.ts).
  await checkRefs(tx, ctx, { projectId: { label: '项目', target: 'cad.project' }, batchIds: { label: '批次', target: 'cad.batch' } }, input);
  await checkRefs(tx, ctx, { lines: { label: '零件所属的产品', target: 'cad.product' } }, { lines: input.lines.map((l) => l.productId).filter(Boolean) });
  const order = await insertKindOrder(
    tx,
    { ...ctx, tenantId },
    'panel',
    {
      projectId: input.projectId ?? null,
      batchIds: input.batchIds ?? [],
      materialTextureId: input.materialTextureId ?? null,
      materialName: input.materialName ?? null,
      thickness: input.thickness,
      colorCode: input.colorCode ?? null,
      plates: input.plates,
      parameter: input.parameter,
      lineCount: lines.length,
      pieceCount: lines.reduce((s, l) => s + l.quantity, 0),
      partsArea: Math.round(lines.reduce((s, l) => s + l.area * l.quantity, 0) / 100) / 10000,
    },
    (order) =>
      tx.insert(nestOrderLines).values(
        lines.map((l) => ({
          tenantId,
          orderId: order.id,
          productId: l.productId ?? null,
          code: l.code,
          quantity: l.quantity,
          shape: l.shape,
          area: Math.round(l.area * 100) / 100,
          width: Math.round(l.width * 100) / 100,
          length: Math.round(l.length * 100) / 100,
        })),
      ),
  );
  return input.submit ? changeState(tx, ctx, order.id, OrderState.pending) : order;
}

/**
 * A planner's move of a panel order (changeKindState): accepting a result reserves its plates, and
 * what stock lacks raises a purchase task while the order waits "to purchase" (128) until the plates
 * are stocked (DOMAIN.md §2.4); submitting offers the plates the stock holds now; the order's
 * products follow it, nested once the layout is accepted, free again when it is cancelled.
 */
export const changeState = (tx: Tx, ctx: RequestContext, id: string, to: number, remark?: string): Promise<NestOrderRow> =>
  changeKindState(tx, ctx, 'panel', id, to, remark, {
    async target(order, to) {
      if (!((to === OrderState.confirmed || to === OrderState.toPurchase) && order.materialTextureId && plateSupply())) return to;
      const { short, message } = await plateSupply()!.accept(tx, ctx, order);
      if (order.orderState === OrderState.toPurchase && short) throw businessError(message ?? '板材尚未到齐，不能确认');
      return short ? OrderState.toPurchase : OrderState.confirmed;
    },
    async submitting(order) {
      if (!(order.materialTextureId && plateSupply())) return { lostProducts: [] };
      const stock = await plateSupply()!.platesInStock(tx, ctx, order.materialTextureId, Number(order.thickness));
      return { lostProducts: [], plates: [...stock, ...order.plates.filter((p) => !isStockPlate(p))].slice(0, 20) };
    },
    async moved(order, after, to) {
      const tenantId = order.tenantId;
      if (to === OrderState.confirmed || to === OrderState.toPurchase) await syncProductNestState(tx, tenantId, order.id, 'nested');
      if (to === OrderState.cancelled) await syncProductNestState(tx, tenantId, order.id, 'released');
      if ((to === OrderState.confirmed || to === OrderState.toPurchase) && order.materialTextureId) await plateSupply()?.settled?.(tx, ctx, after);
    },
  });
