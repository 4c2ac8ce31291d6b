import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Point } from '@al/nest';
import { OrderState, type NestParameter, type NestPlate } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { badRequest } from '../../core/http/errors.ts';
import { col } from '../../core/resource/table.ts';
import { cadProducts } from '../cad/schema.ts';
import { recountProject } from '../cad/project-service.ts';
import { materialTextures, plateMaterialSizes } from '../basic/schema.ts';
import { changeState, createOrder, type NestOrderRow } from './orders.ts';
import { CANCELLED_CHANGE, ProductNestState } from './product-nest-state.ts';
import { plateSupply } from './plate-supply.ts';
import { liveOf } from '../../core/db/live.ts';


const pairs = (flat: number[]): Point[] => {
  const out: Point[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) out.push([flat[i]!, flat[i + 1]!]);
  return out;
};

export interface FromBatchInput {
  batchIds: string[];
  /** Pre-coated plate: one order per colour as well. */
  byColor?: boolean;
  /** Plates for every group; by default the material texture's plate sizes of that thickness. */
  plates?: NestPlate[];
  parameter: NestParameter;
  submit?: boolean;
}

/** The material texture of products: their own, else the one whose alloy, name or code is their material. */
async function textureOf(tx: Tx, tenantId: string, material: string | null, textureId: string | null): Promise<string | null> {
  if (textureId) return textureId;
  if (!material) return null;
  const T = materialTextures;
  const [row] = await tx
    .select({ id: col(T, 'id') })
    .from(T)
    .where(and(eq(col(T, 'tenantId'), tenantId), eq(col(T, 'isDeleted'), false), or(eq(col(T, 'alloy'), material), eq(col(T, 'name'), material), eq(col(T, 'code'), material))))
    .limit(1);
  return (row?.id as string | undefined) ?? null;
}

/** The standard plate sizes of a material texture in one thickness. */
async function texturePlates(tx: Tx, tenantId: string, textureId: string | null, thickness: number): Promise<NestPlate[]> {
  const T = materialTextures;
  const S = plateMaterialSizes;
  if (!textureId) return [];
  const match = eq(col(T, 'id'), textureId);
  const rows = await tx
    .select({ width: col(S, 'width'), length: col(S, 'length') })
    .from(S)
    .innerJoin(T, and(eq(col(T, 'tenantId'), col(S, 'tenantId')), eq(col(T, 'id'), col(S, 'materialTextureId'))))
    .where(and(eq(col(S, 'tenantId'), tenantId), eq(col(S, 'isDeleted'), false), eq(col(T, 'isDeleted'), false), eq(col(S, 'thickness'), thickness), ne(col(S, 'length'), 0), match))
    .orderBy(asc(col(S, 'sort')), asc(col(S, 'width')));
  // The larger plates first: the engine opens a new sheet on the first plate that fits.
  return (rows as { width: number; length: number }[])
    .map((r) => ({ width: Number(r.width), length: Number(r.length) }))
    .sort((a, b) => b.width * b.length - a.width * a.length);
}

/**
 * Nest orders from the not-yet-nested products of batches: one order per material and thickness
 * (and colour for pre-coated plate), on the material's plate sizes; the products become "nesting".
 */
export async function createOrdersFromBatches(tx: Tx, ctx: RequestContext, input: FromBatchInput): Promise<NestOrderRow[]> {
  const tenantId = ctx.tenantId!;
  const P = cadProducts;
  const products = await tx
    .select()
    .from(P)
    .where(
      liveOf(
        P,
        tenantId,
        ...(ctx.factoryId ? [eq(P.factoryId, ctx.factoryId)] : []),
        inArray(P.batchId, input.batchIds),
        eq(P.nestState, ProductNestState.notNested),
        ne(P.changeState, CANCELLED_CHANGE),
      ),
    )
    .orderBy(asc(P.code));
  if (!products.length) throw badRequest('所选批次没有待排版的零件', ['batchIds']);
  const noThickness = products.filter((p) => p.thickness == null);
  if (noThickness.length) throw badRequest(`以下零件没有厚度，不能排版：${noThickness.slice(0, 10).map((p) => p.code).join('、')}`, ['batchIds']);

  const groups = new Map<string, typeof products>();
  for (const p of products) {
    const key = [p.materialTextureId ?? p.material ?? '', Number(p.thickness), input.byColor ? (p.colorCode ?? '') : ''].join('|');
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  const orders: NestOrderRow[] = [];
  for (const group of groups.values()) {
    const first = group[0]!;
    const thickness = Number(first.thickness);
    const textureId = await textureOf(tx, tenantId, first.material, first.materialTextureId);
    // Remnants and full sheets in stock first (with their counts), then the standard sizes to buy.
    const plates = input.plates?.length
      ? input.plates
      : [
          ...(textureId ? ((await plateSupply()?.platesInStock(tx, ctx, textureId, thickness)) ?? []) : []),
          ...(await texturePlates(tx, tenantId, textureId, thickness)),
        ].slice(0, 20);
    if (!plates.length)
      throw badRequest(`材质“${first.material ?? '未指定'}”厚度${thickness}mm没有板材尺寸，请先在材质管理中添加板材尺寸，或在下单时指定板材`, ['plates']);
    const projectIds = [...new Set(group.map((p) => p.projectId))];
    const order = await createOrder(tx, ctx, {
      projectId: projectIds.length === 1 ? projectIds[0]! : null,
      batchIds: [...new Set(group.map((p) => p.batchId))],
      materialTextureId: textureId,
      materialName: first.material ?? undefined,
      thickness,
      colorCode: input.byColor ? (first.colorCode ?? undefined) : undefined,
      plates,
      parameter: input.parameter,
      lines: group.map((p) => ({ productId: p.id, code: p.code, quantity: p.quantity, outer: pairs(p.geometry.outline), holes: p.geometry.holes.map(pairs) })),
    });
    await tx
      .update(P)
      .set({ nestState: ProductNestState.nesting })
      .where(and(eq(P.tenantId, tenantId), inArray(P.id, group.map((p) => p.id))));
    orders.push(input.submit ? await changeState(tx, ctx, order.id, OrderState.pending) : order);
  }
  for (const projectId of new Set(products.map((p) => p.projectId))) await recountProject(tx, tenantId, projectId);
  return orders;
}

