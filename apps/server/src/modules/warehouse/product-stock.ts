/* eslint-disable @typescript-eslint/no-explicit-any -- tables built from definitions are read by field key */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { LabelState, PackStatus, productWarehouseMessages as M } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { badRequest, businessError } from '../../core/http/errors.ts';
import type { DocumentHooks, DocumentWithLines } from '../../core/document/routes.ts';
import { cadProducts } from '../cad/schema.ts';
import { checkPlace, postStockMove } from './ledger.ts';
import { packLabelIds } from './product-pack.ts';
import { setLabelState } from '../cad/label-state.ts';
import { productPackLines, productPacks } from './product-schema.ts';

const P = productPacks;
const PL = productPackLines;

/** The packs a document's lines name, locked, by id. */
async function packsOf(tx: Tx, ctx: RequestContext, ids: string[]) {
  if (!ids.length) return new Map<string, Record<string, any>>();
  const rows = (await tx
    .select()
    .from(P)
    .where(and(eq(P.tenantId, ctx.tenantId!), inArray(P.id, ids), eq(P.isDeleted, false)))
    .for('update')) as Record<string, any>[];
  return new Map(rows.map((r) => [r.id as string, r]));
}

/** Lines name each pack once; pieces and area come from the pack. */
function fillFromPacks(lines: Record<string, unknown>[], packs: Map<string, Record<string, any>>, need: (p: Record<string, any>) => string | null) {
  const seen = new Set<string>();
  for (const l of lines) {
    const p = packs.get(l.packId as string)!;
    if (seen.has(p.id)) throw badRequest(M.packTwice(p.docNo), ['lines']);
    seen.add(p.id);
    const wrong = need(p);
    if (wrong) throw badRequest(wrong, ['lines']);
    l.pieces = Number(p.pieces);
    l.area = Number(p.area);
  }
}

/**
 * One ledger move per product of each pack (the pack's pieces travel as product items keyed by
 * the pack), at the line's position.
 */
async function moveStock(tx: Tx, ctx: RequestContext, doc: DocumentWithLines, entity: string, sign: 1 | -1, reason: string) {
  const packIds = doc.lines.map((l) => l.packId as string);
  const pieces = (await tx
    .select({ packId: PL.docId, productId: PL.productId, n: sql<number>`count(*)::int`, code: cadProducts.code, name: cadProducts.name })
    .from(PL)
    .innerJoin(cadProducts, and(eq(cadProducts.tenantId, PL.tenantId), eq(cadProducts.id, PL.productId)))
    .where(and(eq(PL.tenantId, ctx.tenantId!), inArray(PL.docId, packIds)))
    .groupBy(PL.docId, PL.productId, cadProducts.code, cadProducts.name)) as { packId: string; productId: string; n: number; code: string; name: string | null }[];
  for (const l of doc.lines)
    for (const g of pieces.filter((x) => x.packId === l.packId))
      await postStockMove(tx, ctx, {
        place: { warehouseId: doc.head.warehouseId as string, position: l.position as string, batchNo: null },
        item: { kind: 'product', productId: g.productId, packId: g.packId, label: `${g.code}${g.name ? ` ${g.name}` : ''}` },
        qty: sign * Number(g.n),
        doc: { type: entity, id: doc.head.id as string, no: doc.head.docNo as string },
        reason,
      });
}

/** Moves packs and their labels together. */
async function movePacks(tx: Tx, ctx: RequestContext, packIds: string[], set: Record<string, unknown>, labelState: number) {
  await tx.update(P).set(set).where(and(eq(P.tenantId, ctx.tenantId!), inArray(P.id, packIds)));
  await setLabelState(tx, ctx.tenantId!, await packLabelIds(tx, ctx.tenantId!, packIds), labelState);
}

const sealedNeeded = (p: Record<string, any>) => (p.status === PackStatus.sealed ? null : M.packNotSealed(p.docNo));

/** A stock-in puts sealed packs at checked positions of the warehouse. */
export const stockInPrepare: DocumentHooks['prepare'] = async (tx, ctx, head, lines) => {
  const packs = await packsOf(tx, ctx, lines.map((l) => l.packId as string));
  fillFromPacks(lines, packs, sealedNeeded);
  for (const [i, l] of lines.entries())
    await checkPlace(tx, ctx, { warehouseId: head.warehouseId as string, position: l.position as string, batchNo: null }, `第${i + 1}行：`);
};

export const stockInEffects: DocumentHooks['effects'] = {
  post: async (tx, ctx, doc) => {
    const packs = await packsOf(tx, ctx, doc.lines.map((l) => l.packId as string));
    for (const p of packs.values()) if (p.status !== PackStatus.sealed) throw businessError(M.packNotSealed(p.docNo));
    for (const l of doc.lines)
      await tx.update(P).set({ status: PackStatus.inStock, warehouseId: doc.head.warehouseId, position: l.position }).where(and(eq(P.tenantId, ctx.tenantId!), eq(P.id, l.packId as string)));
    await setLabelState(tx, ctx.tenantId!, await packLabelIds(tx, ctx.tenantId!, [...packs.keys()]), LabelState.inStock);
    await moveStock(tx, ctx, doc, 'ProductStockIn', 1, 'post');
  },
  void: async (tx, ctx, doc) => {
    const packs = await packsOf(tx, ctx, doc.lines.map((l) => l.packId as string));
    for (const p of packs.values()) if (p.status !== PackStatus.inStock) throw businessError(M.packLeft(p.docNo));
    await moveStock(tx, ctx, doc, 'ProductStockIn', -1, 'void');
    await movePacks(tx, ctx, [...packs.keys()], { status: PackStatus.sealed, warehouseId: null, position: null }, LabelState.packed);
  },
};

const inStockHere = (warehouseId: unknown) => (p: Record<string, any>) =>
  p.status === PackStatus.inStock && p.warehouseId === warehouseId ? null : M.packNotInStock(p.docNo);

/** A stock-out takes packs in stock in its warehouse; their positions come with them. */
export const stockOutPrepare: DocumentHooks['prepare'] = async (tx, ctx, head, lines) => {
  const packs = await packsOf(tx, ctx, lines.map((l) => l.packId as string));
  fillFromPacks(lines, packs, inStockHere(head.warehouseId));
  for (const l of lines) l.position = packs.get(l.packId as string)!.position;
};

/** Posting ships the packs (scrap purpose: scraps the labels); voiding puts them back. */
export const stockOutEffects: DocumentHooks['effects'] = {
  post: async (tx, ctx, doc) => {
    const packs = await packsOf(tx, ctx, doc.lines.map((l) => l.packId as string));
    const need = inStockHere(doc.head.warehouseId);
    for (const p of packs.values()) {
      const wrong = need(p);
      if (wrong) throw businessError(wrong);
    }
    await moveStock(tx, ctx, doc, 'ProductStockOut', -1, 'post');
    await movePacks(tx, ctx, [...packs.keys()], { status: PackStatus.shipped }, doc.head.purpose === 3 ? LabelState.scrapped : LabelState.shipped);
  },
  void: async (tx, ctx, doc) => {
    const packs = await packsOf(tx, ctx, doc.lines.map((l) => l.packId as string));
    for (const p of packs.values()) if (p.status !== PackStatus.shipped) throw businessError(M.packNotOut(p.docNo));
    await moveStock(tx, ctx, doc, 'ProductStockOut', 1, 'void');
    await movePacks(tx, ctx, [...packs.keys()], { status: PackStatus.inStock }, LabelState.inStock);
  },
};
