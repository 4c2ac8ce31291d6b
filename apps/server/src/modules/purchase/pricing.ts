import { and, desc, eq } from 'drizzle-orm';
import { PriceBasis, sheetWeightKg } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { HOST_TENANT_ID } from '../../core/db/scoped.ts';
import { badRequest } from '../../core/http/errors.ts';
import { col } from '../../core/resource/table.ts';
import { aluminumMarkets, suppliers } from '../basic/schema.ts';

const round = (n: number, d: number) => Math.round(n * 10 ** d) / 10 ** d;

/** A line's weight when none is given: aluminium at 2.71 t/m³. */
export function fillWeight(l: Record<string, unknown>) {
  if (l.weight == null) l.weight = sheetWeightKg(Number(l.thickness), Number(l.width), Number(l.length), Number(l.sheets));
}

/** The current A00 aluminium price of a market source (the basic data's aluminium quotation). */
async function marketPrice(tx: Tx, ctx: RequestContext, source: number) {
  const M = aluminumMarkets;
  const [row] = (await tx
    .select({ price: col(M, 'price') })
    .from(M)
    .where(
      and(
        eq(col(M, 'tenantId'), ctx.tenantId ?? HOST_TENANT_ID),
        eq(col(M, 'isDeleted'), false),
        eq(col(M, 'source'), source),
        eq(col(M, 'metal'), 'A00铝'),
        eq(col(M, 'isActive'), true),
      ),
    )
    .orderBy(desc(col(M, 'priceDate')))
    .limit(1)) as { price: number }[];
  return row ? Number(row.price) : null;
}

/** What a line costs under its price basis. */
export function lineAmount(l: Record<string, unknown>) {
  const price = Number(l.unitPrice);
  const sheets = Number(l.sheets);
  switch (Number(l.priceBasis)) {
    case PriceBasis.perTonne:
      return round((price * Number(l.weight)) / 1000, 2);
    case PriceBasis.perKg:
      return round(price * Number(l.weight), 2);
    case PriceBasis.perM2:
      return round((price * Number(l.width) * Number(l.length) * sheets) / 1e6, 2);
    default:
      return round(price * sheets, 2);
  }
}

/**
 * Prices a purchase order: the supplier must supply plate; a line priced per tonne without its own
 * price takes the market's A00 price (the head's, else the source's current quote) plus its
 * processing fee; each line's amount follows its basis and the head carries the total.
 */
export async function priceOrder(tx: Tx, ctx: RequestContext, head: Record<string, unknown>, lines: Record<string, unknown>[]) {
  const [supplier] = (await tx
    .select({ name: col(suppliers, 'name'), types: col(suppliers, 'supplierTypes') })
    .from(suppliers)
    .where(and(eq(col(suppliers, 'tenantId'), ctx.tenantId ?? HOST_TENANT_ID), eq(col(suppliers, 'id'), head.supplierId as string)))) as {
    name: string;
    types: string | null;
  }[];
  if (supplier && !String(supplier.types ?? '').split(',').includes('1'))
    throw badRequest(`供应商「${supplier.name}」不是板材供应商`, ['supplierId']);
  const needsMarket = lines.some((l) => Number(l.priceBasis) === PriceBasis.perTonne && l.unitPrice == null);
  if (needsMarket && head.marketPrice == null) {
    head.marketSource ??= 1;
    head.marketPrice = await marketPrice(tx, ctx, Number(head.marketSource));
    if (head.marketPrice == null) throw badRequest('所选行情来源没有当前铝锭报价，请填写铝锭价或单价', ['marketPrice']);
  }
  let total = 0;
  for (const [i, l] of lines.entries()) {
    fillWeight(l);
    if (l.unitPrice == null) {
      if (Number(l.priceBasis) !== PriceBasis.perTonne)
        throw badRequest(`第${i + 1}行：请填写单价`, ['lines', String(i), 'unitPrice']);
      l.unitPrice = round(Number(head.marketPrice) + Number(l.processingFee ?? 0), 4);
    }
    l.amount = lineAmount(l);
    total += Number(l.amount);
  }
  head.totalAmount = round(total, 2);
}
