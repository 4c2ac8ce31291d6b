/* eslint-disable @typescript-eslint/no-explicit-any -- tables built from definitions are read by field key */
import { and, eq, inArray } from 'drizzle-orm';
import { DocStatus, SettlementBasis, idList, lineAmount, salesMessages as M, settleAreaOfPiece, type AreaRuleParts } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { badRequest } from '../../core/http/errors.ts';
import type { DocumentHooks } from '../../core/document/routes.ts';
import { needFactory } from '../cad/project-service.ts';
import { cadBatches, cadProducts, cadProjects } from '../cad/schema.ts';
import { areaRules } from '../basic/schema.ts';
import { salesContractLines, salesContracts } from './schema.ts';

const C = salesContracts;
const CL = salesContractLines;
const R = areaRules;

/** The contract with its lines and area rule, in this factory. */
export async function loadContract(tx: Tx, ctx: RequestContext, id: string) {
  const w = needFactory(ctx);
  const [head] = await tx
    .select()
    .from(C)
    .where(and(eq(C.tenantId, w.tenantId), eq(C.factoryId, w.factoryId), eq(C.id, id), eq(C.isDeleted, false)));
  if (!head) throw badRequest('合同不存在或已删除', ['contractId']);
  const lines = (await tx.select().from(CL).where(and(eq(CL.tenantId, w.tenantId), eq(CL.docId, id)))) as Record<string, any>[];
  const [rule] = await tx
    .select()
    .from(R)
    .where(and(eq(R.tenantId, w.tenantId), eq(R.id, head.areaRuleId), eq(R.isDeleted, false)));
  if (!rule) throw badRequest(M.areaRuleMissing, ['contractId']);
  return { head: head as Record<string, any>, lines, rule: rule as unknown as AreaRuleParts & { name: string } };
}

/**
 * Completes a project order before it is saved: the contract must be effective and cover the
 * project, the products must be the project's (and batch's); each line's settlement area is the
 * contract's area rule applied per piece, its price the line's or the contract's for the quotation
 * item (a product line without one takes the contract's first line, its main panel price), its
 * amount on the contract's settlement basis.
 */
export const projectOrderPrepare: DocumentHooks['prepare'] = async (tx, ctx, head, lines) => {
  const w = needFactory(ctx);
  const contract = await loadContract(tx, ctx, head.contractId as string);
  if (contract.head.status !== DocStatus.approved) throw badRequest(M.contractNotEffective, ['contractId']);
  const scoped = idList(contract.head.projectIds);
  if (scoped.length && !scoped.includes(head.projectId as string)) throw badRequest(M.projectNotInContract, ['projectId']);
  const [project] = await tx
    .select({ id: cadProjects.id, demanderId: cadProjects.demanderId })
    .from(cadProjects)
    .where(and(eq(cadProjects.tenantId, w.tenantId), eq(cadProjects.factoryId, w.factoryId), eq(cadProjects.id, head.projectId as string)));
  if (project?.demanderId && project.demanderId !== contract.head.demanderId) throw badRequest(M.contractOtherDemander, ['contractId']);
  head.demanderId = contract.head.demanderId;
  if (head.batchId) {
    const [b] = await tx
      .select({ projectId: cadBatches.projectId })
      .from(cadBatches)
      .where(and(eq(cadBatches.tenantId, w.tenantId), eq(cadBatches.id, head.batchId as string)));
    if (b?.projectId !== head.projectId) throw badRequest(M.batchNotInProject, ['batchId']);
  }
  const productIds = lines.map((l) => l.productId as string | null).filter((x): x is string => !!x);
  if (new Set(productIds).size !== productIds.length) throw badRequest(M.duplicateProduct, ['lines']);
  const products = productIds.length
    ? await tx.select().from(cadProducts).where(and(eq(cadProducts.tenantId, w.tenantId), inArray(cadProducts.id, productIds)))
    : [];
  const byId = new Map(products.map((p) => [p.id, p]));
  const priceOf = (itemId: unknown) => contract.lines.find((l) => l.quotationItemId === itemId)?.unitPrice;
  const basis = Number(contract.head.settlementBasis ?? SettlementBasis.settleArea);
  let total = 0;
  for (const [i, l] of lines.entries()) {
    const row = i + 1;
    if (!l.productId && !l.quotationItemId) throw badRequest(M.lineNeedsItem(row), ['lines']);
    const qty = Number(l.qty);
    let unfold = 0;
    let settle = 0;
    if (l.productId) {
      const p = byId.get(l.productId as string);
      if (!p || p.projectId !== head.projectId || (head.batchId && p.batchId !== head.batchId)) throw badRequest(M.productNotInProject(row), ['lines']);
      unfold = Math.round(Number(p.unfoldArea) * qty * 10000) / 10000;
      settle = Math.round(settleAreaOfPiece(contract.rule, { unfoldArea: Number(p.unfoldArea), unfoldLength: Number(p.unfoldLength), unfoldWidth: Number(p.unfoldWidth) }) * qty * 10000) / 10000;
      if (!l.quotationItemId) l.quotationItemId = contract.lines[0]?.quotationItemId ?? null;
    }
    if (l.unitPrice == null) l.unitPrice = priceOf(l.quotationItemId) ?? null;
    if (l.unitPrice == null) throw badRequest(M.noPrice(row), ['lines']);
    l.unfoldArea = unfold;
    l.settleArea = settle;
    // a line without a product (transport, installation) is billed per unit whatever the basis
    l.amount = lineAmount(l.productId ? basis : SettlementBasis.piece, { qty, settleArea: settle, unfoldArea: unfold, unitPrice: Number(l.unitPrice) });
    l.deliveredQty = Number(l.deliveredQty ?? 0);
    total += Number(l.amount);
  }
  head.totalAmount = Math.round(total * 100) / 100;
};

/** A contract's line amounts and total. */
export const contractPrepare: DocumentHooks['prepare'] = async (_tx, _ctx, head, lines) => {
  let total = 0;
  for (const l of lines) {
    l.amount = Math.round(Number(l.unitPrice) * Number(l.estQty) * 100) / 100;
    total += Number(l.amount);
  }
  head.amount = Math.round(total * 100) / 100;
};
