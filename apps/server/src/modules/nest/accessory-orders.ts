import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { OrderState, type CreateAccessoryNestOrder } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { badRequest } from '../../core/http/errors.ts';
import { col } from '../../core/resource/table.ts';
import { accessories } from '../basic/schema.ts';
import { cadProductAccessories, cadProducts } from '../cad/schema.ts';
import { changeKindState, findKindOrder, insertKindOrder } from './kind.ts';
import { accessoryNestOrderLines, type accessoryNestOrders } from './accessory-schema.ts';
import { CANCELLED_CHANGE } from './product-nest-state.ts';

export type AccessoryNestOrderRow = typeof accessoryNestOrders.$inferSelect;

export const findAccessoryOrder = (tx: Tx, tenantId: string, id: string): Promise<AccessoryNestOrderRow> => findKindOrder(tx, 'accessory', tenantId, id);

interface LinearAccessory {
  id: string;
  name: string;
  spec: string | null;
  code: string | null;
  barLength: number;
}

async function linearAccessories(tx: Tx, tenantId: string): Promise<LinearAccessory[]> {
  const A = accessories;
  const rows = await tx
    .select({ id: col(A, 'id'), name: col(A, 'name'), spec: col(A, 'spec'), code: col(A, 'code'), barLength: col(A, 'barLength') })
    .from(A)
    .where(and(eq(col(A, 'tenantId'), tenantId), eq(col(A, 'isDeleted'), false), eq(col(A, 'isLinearNest'), true)));
  return (rows as LinearAccessory[]).filter((a) => Number(a.barLength) > 0).map((a) => ({ ...a, barLength: Number(a.barLength) }));
}

/**
 * A product's binding is of an accessory when the names are equal and, where both give one, the
 * specs are equal too (bindings name the accessory as the drawing does; see docs/decisions.md).
 */
const bindingOf = (acc: LinearAccessory, b: { name: string; spec: string | null }) =>
  b.name.trim() === acc.name.trim() && (!b.spec || !acc.spec || b.spec.trim() === acc.spec.trim());

/** The live products of some batches and their accessory bindings. */
async function batchBindings(tx: Tx, ctx: RequestContext, batchIds: string[]) {
  const tenantId = ctx.tenantId!;
  const P = cadProducts;
  const B = cadProductAccessories;
  return tx
    .select({ productId: P.id, code: P.code, projectId: P.projectId, batchId: P.batchId, productQty: P.quantity, name: B.name, spec: B.spec, length: B.length, quantity: B.quantity })
    .from(B)
    .innerJoin(P, and(eq(P.tenantId, B.tenantId), eq(P.id, B.productId)))
    .where(
      and(
        eq(B.tenantId, tenantId),
        ...(ctx.factoryId ? [eq(P.factoryId, ctx.factoryId)] : []),
        inArray(P.batchId, batchIds),
        eq(P.isDeleted, false),
        ne(P.changeState, CANCELLED_CHANGE),
      ),
    )
    .orderBy(asc(P.code), asc(B.creationTime));
}

/** The linear accessories the products of the batches are bound to, with how much of each they need. */
export async function accessoryCandidates(tx: Tx, ctx: RequestContext, batchIds: string[]) {
  const accs = await linearAccessories(tx, ctx.tenantId!);
  const bindings = await batchBindings(tx, ctx, batchIds);
  return accs
    .map((a) => {
      const mine = bindings.filter((b) => bindingOf(a, b));
      const withLength = mine.filter((b) => Number(b.length) > 0);
      return {
        accessoryId: a.id,
        name: a.name,
        spec: a.spec,
        code: a.code,
        barLength: a.barLength,
        productCount: new Set(withLength.map((b) => b.productId)).size,
        pieceCount: withLength.reduce((s, b) => s + b.quantity * b.productQty, 0),
        partsLength: Math.round(withLength.reduce((s, b) => s + Number(b.length) * b.quantity * b.productQty, 0)) / 1000,
        withoutLength: mine.length - withLength.length,
      };
    })
    .filter((c) => c.pieceCount > 0 || c.withoutLength > 0);
}

/**
 * An accessory nest order from the bindings of the batches' products to one linear accessory:
 * a line per product and length (pieces = per-piece quantity × product quantity), on the
 * accessory's bar length unless another is given. One transaction; to nest, or pending when submitted.
 */
export async function createAccessoryOrder(tx: Tx, ctx: RequestContext, input: CreateAccessoryNestOrder): Promise<AccessoryNestOrderRow> {
  const tenantId = ctx.tenantId!;
  const acc = (await linearAccessories(tx, tenantId)).find((a) => a.id === input.accessoryId);
  if (!acc) throw badRequest('所选配件不存在或不是型材排料配件（请在配件管理中勾选“型材排料”并填写型材长度）', ['accessoryId']);
  const parameter = { barLength: input.barLength ?? acc.barLength, kerf: input.kerf, trim: input.trim };
  const usable = parameter.barLength - 2 * parameter.trim;
  if (usable <= 0) throw badRequest('端头余量过大，型材没有可用长度', ['trim']);
  const bindings = (await batchBindings(tx, ctx, input.batchIds)).filter((b) => bindingOf(acc, b));
  const lines = new Map<string, { productId: string; code: string; length: number; quantity: number }>();
  const lost: { productId: string; code: string; qty: number; reason: string }[] = [];
  for (const b of bindings) {
    const length = Number(b.length);
    if (!(length > 0)) {
      lost.push({ productId: b.productId, code: b.code, qty: b.quantity * b.productQty, reason: NO_LENGTH });
      continue;
    }
    if (length > usable) throw badRequest(`产品“${b.code}”的${acc.name}长度${length}mm超过型材可用长度${usable}mm`, ['barLength']);
    const key = `${b.productId}|${length}`;
    const line = lines.get(key) ?? { productId: b.productId, code: b.code, length, quantity: 0 };
    line.quantity += b.quantity * b.productQty;
    lines.set(key, line);
  }
  if (!lines.size) throw badRequest(`所选批次的产品没有绑定带长度的“${acc.name}”`, ['batchIds']);
  const list = [...lines.values()];
  const projectIds = [...new Set(bindings.map((b) => b.projectId))];
  const order = await insertKindOrder(
    tx,
    { ...ctx, tenantId },
    'accessory',
    {
      projectId: projectIds.length === 1 ? projectIds[0]! : null,
      batchIds: [...new Set(bindings.map((b) => b.batchId))],
      accessoryId: acc.id,
      accessoryName: acc.name,
      accessorySpec: acc.spec,
      accessoryCode: acc.code,
      parameter,
      lostProducts: lost,
      lineCount: list.length,
      pieceCount: list.reduce((s, l) => s + l.quantity, 0),
      partsLength: Math.round(list.reduce((s, l) => s + l.length * l.quantity, 0)) / 1000,
      message: noLengthMessage(lost),
    },
    (order) =>
      tx.insert(accessoryNestOrderLines).values(list.map((l) => ({ tenantId, orderId: order.id, ...l }))),
  );
  return input.submit ? changeAccessoryState(tx, ctx, order.id, OrderState.pending) : order;
}

/** A planner's move of an accessory order's state: the panel orders' transitions, quota check and queue. */
export const changeAccessoryState = (tx: Tx, ctx: RequestContext, id: string, to: number, remark?: string): Promise<AccessoryNestOrderRow> =>
  changeKindState(tx, ctx, 'accessory', id, to, remark, {
    // A new run starts from the order's own lost pieces (bindings without a length); the pieces the last
    // run could not place are its own and would otherwise be listed again beside the next run's.
    async submitting(order) {
      const own = order.lostProducts.filter((l) => l.reason === NO_LENGTH);
      return { lostProducts: own, message: noLengthMessage(own) };
    },
  });

/** Why a binding's pieces were left out of the order when it was made. */
const NO_LENGTH = '配件绑定未填写长度';

/** The order's message about the bindings it left out for want of a length (null when none). */
const noLengthMessage = (lost: readonly { code: string }[]): string | null =>
  lost.length ? `${lost.length}个配件绑定未填写长度，未加入排版：${lost.slice(0, 10).map((l) => l.code).join('、')}` : null;
