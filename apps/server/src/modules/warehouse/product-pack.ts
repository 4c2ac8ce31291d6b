 
import { and, eq, inArray, ne } from 'drizzle-orm';
import { LabelState, PackStatus, labelMainState, labelPackable, productWarehouseMessages as M } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { setLabelState } from '../cad/label-state.ts';
import { badRequest } from '../../core/http/errors.ts';
import type { DocumentHooks } from '../../core/document/routes.ts';
import { nextDocNo, numberingRule } from '../../core/numbering/numbering.ts';
import { needFactory } from '../cad/project-service.ts';
import type { FactoryWall } from '../cad/pickers.ts';
import { cadBatches, cadLabels, cadProducts, cadProjects } from '../cad/schema.ts';
import { productPackLines, productPacks } from './product-schema.ts';

const P = productPacks;
const PL = productPackLines;

/** The label number of a scan: the QR payload is "labelNo|space", a typed number is the number. */
export const labelNoOf = (text: string) => text.trim().split('|')[0]!.trim();

/** The factory's labels of some scanned numbers, each with its product's area (a document's lines count it). */
export const labelsByNo = async (tx: Tx, w: FactoryWall, nos: string[]) =>
  nos.length
    ? await tx
        .select({ id: cadLabels.id, labelNo: cadLabels.labelNo, state: cadLabels.state, projectId: cadLabels.projectId, batchId: cadLabels.batchId, productId: cadLabels.productId, area: cadProducts.unfoldArea })
        .from(cadLabels)
        .innerJoin(cadProducts, and(eq(cadProducts.tenantId, cadLabels.tenantId), eq(cadProducts.id, cadLabels.productId)))
        .where(and(eq(cadLabels.tenantId, w.tenantId), eq(cadLabels.factoryId, w.factoryId), inArray(cadLabels.labelNo, nos)))
    : [];


/** A pack's labels. */
export async function packLabelIds(tx: Tx, tenantId: string, packIds: string[]) {
  if (!packIds.length) return [];
  const rows = (await tx.select({ labelId: PL.labelId }).from(PL).where(and(eq(PL.tenantId, tenantId), inArray(PL.docId, packIds)))) as { labelId: string }[];
  return rows.map((r) => r.labelId);
}

/**
 * Completes a pack before it is saved: each scanned label must be of this factory and the pack's
 * project (and batch), QC-passed and in no other live pack, and only once here; pieces and area
 * are counted from the labels' products.
 */
export const packPrepare: DocumentHooks['prepare'] = async (tx, ctx, head, lines, before) => {
  const w = needFactory(ctx);
  if (head.batchId) {
    const [b] = await tx.select({ projectId: cadBatches.projectId }).from(cadBatches).where(and(eq(cadBatches.tenantId, w.tenantId), eq(cadBatches.id, head.batchId as string)));
    if (b?.projectId !== head.projectId) throw badRequest('批次不属于所选项目', ['batchId']);
  }
  const nos = lines.map((l) => labelNoOf(String(l.labelNo ?? '')));
  const seen = new Set<string>();
  for (const no of nos) {
    if (seen.has(no)) throw badRequest(M.labelTwice(no), ['lines']);
    seen.add(no);
  }
  const labels = await labelsByNo(tx, w, nos);
  const byNo = new Map(labels.map((l) => [l.labelNo, l]));
  // labels already in another live pack
  const taken = labels.length
    ? ((await tx
        .select({ labelId: PL.labelId, packNo: P.docNo })
        .from(PL)
        .innerJoin(P, and(eq(P.tenantId, PL.tenantId), eq(P.id, PL.docId)))
        .where(
          and(
            eq(PL.tenantId, w.tenantId),
            inArray(PL.labelId, labels.map((l) => l.id)),
            eq(P.isDeleted, false),
            ne(P.status, PackStatus.unpacked),
            ...(before ? [ne(P.id, before.head.id as string)] : []),
          ),
        )) as { labelId: string; packNo: string }[])
    : [];
  let area = 0;
  for (const [i, l] of lines.entries()) {
    const no = nos[i]!;
    const label = byNo.get(no);
    if (!label) throw badRequest(M.labelMissing(no), ['lines']);
    if (label.projectId !== head.projectId || (head.batchId && label.batchId !== head.batchId)) throw badRequest(M.labelOtherProject(no), ['lines']);
    const other = taken.find((x) => x.labelId === label.id);
    if (other) throw badRequest(M.labelPacked(no, other.packNo), ['lines']);
    if (!labelPackable(labelMainState(label.state)) || label.state & LabelState.blocked) throw badRequest(M.labelNotQcPassed(no), ['lines']);
    Object.assign(l, { labelNo: no, labelId: label.id, productId: label.productId, qty: 1, area: Number(label.area) });
    area += Number(label.area);
  }
  head.pieces = lines.length;
  head.area = Math.round(area * 10000) / 10000;
};

/**
 * A pack's number: the numbering rule of packs (type 5: its date part, e.g. yyMMdd, yyMM, yyyyMMdd
 * or yyyyMM, and serial) behind the project's packing prefix instead of the rule's prefix.
 */
export const packDocNo: DocumentHooks['docNo'] = async (tx, ctx, head, date) => {
  const tenantId = ctx.tenantId!;
  const rule = await numberingRule(tx, tenantId, 5);
  const no = await nextDocNo(tx, tenantId, 5, date);
  const [p] = await tx.select({ prefix: cadProjects.packingPrefix }).from(cadProjects).where(and(eq(cadProjects.tenantId, tenantId), eq(cadProjects.id, head.projectId as string)));
  return p?.prefix ? `${p.prefix}${no.slice((rule.prefix ?? '').length)}` : no;
};

/** Sealing packs the labels; reopening or unpacking a sealed pack gives them back as QC-passed. */
export const packEffects: DocumentHooks['effects'] = {
  seal: async (tx, ctx, doc) => setLabelState(tx, ctx.tenantId!, doc.lines.map((l) => l.labelId as string), LabelState.packed),
  reopen: async (tx, ctx, doc) => setLabelState(tx, ctx.tenantId!, doc.lines.map((l) => l.labelId as string), LabelState.qualified),
  unpack: async (tx, ctx, doc) => {
    if (doc.from === PackStatus.sealed) await setLabelState(tx, ctx.tenantId!, doc.lines.map((l) => l.labelId as string), LabelState.qualified);
  },
};
