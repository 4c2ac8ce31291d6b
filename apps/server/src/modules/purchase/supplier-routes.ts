import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import {
  SupplierOrderState,
  supplierOrderEndpoints as ep,
  supplierOrderStateOptions,
  supplierProductResource,
  supplierProductSkuResource, optionLabel } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { HOST_TENANT_ID } from '../../core/db/scoped.ts';
import { audit } from '../../core/audit/audit.ts';
import { businessError, notFound } from '../../core/http/errors.ts';
import { isoRow, serve } from '../../core/http/endpoint.ts';
import { containsAny, pagedList } from '../../core/http/paging.ts';
import { registerResource } from '../../core/resource/routes.ts';
import { supplierOrders, supplierProductSkus, supplierProducts } from './schema.ts';

const S = supplierOrders;
type SupplierOrderRow = typeof S.$inferSelect;
const stateLabel = (v: number) => optionLabel(supplierOrderStateOptions, v, String(v));

/**
 * The orders sent to this supplier space. Only rows naming this space as the supplier: the row
 * belongs to the factory, and the supplier_read policy lets this space see exactly these.
 */
const mine = (ctx: RequestContext) => eq(S.supplierTenantId, ctx.tenantId ?? HOST_TENANT_ID);

async function findMine(tx: Tx, ctx: RequestContext, id: string, lock = false) {
  const q = tx.select().from(S).where(and(mine(ctx), eq(S.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  // Another factory's order, or another supplier's: the same answer as one that does not exist.
  if (!row) throw notFound('供应订单不存在，或不是发给本企业的订单');
  return row;
}

/** The supplier portal (supplier edition): its catalogue, and the factories' orders with confirm and ship. */
export function supplierRoutes(app: FastifyInstance) {
  registerResource(app, supplierProductResource, supplierProducts);
  registerResource(app, supplierProductSkuResource, supplierProductSkus);

  serve(app, ep.list, async (req) => {
    const q = req.query;
    return req.tx(async (tx) => {
      const page = await pagedList<SupplierOrderRow>(tx, q, {
        from: S,
        where: and(
          mine(req.ctx),
          q.state ? eq(S.state, q.state) : undefined,
          q.filter ? containsAny(q.filter, S.poNo, S.customerName) : undefined,
        ),
        orderBy: [desc(S.creationTime), desc(S.id)],
      });
      return { ...page, items: page.items.map(isoRow) };
    });
  });

  serve(app, ep.get, async (req) => req.tx(async (tx) => isoRow(await findMine(tx, req.ctx, req.params.id))));

  const answer = (contract: typeof ep.confirm | typeof ep.ship, label: string, from: number, to: number) =>
    serve(app, contract, async (req) =>
      req.tx(async (tx) => {
        const row = await findMine(tx, req.ctx, req.params.id, true);
        if (row.state !== from) throw businessError(`供应订单${stateLabel(row.state)}，不能${label}`, 'SupplierOrderState');
        const b = req.body as { promisedDate?: string; remark?: string; vehicleNo?: string };
        const key = contract === ep.confirm ? 'confirm' : 'ship';
        const now = new Date();
        const set =
          key === 'confirm'
            ? { promisedDate: b.promisedDate ?? null, confirmRemark: b.remark ?? null, confirmTime: now }
            : { vehicleNo: b.vehicleNo ?? null, shipRemark: b.remark ?? null, shipTime: now };
        const [after] = await tx
          .update(S)
          .set({ ...set, state: to, answeredBy: req.ctx.userName, lastModificationTime: now })
          .where(and(mine(req.ctx), eq(S.id, row.id), eq(S.state, from)))
          .returning();
        await audit(tx, req.ctx, { module: 'purchase', entityType: 'SupplierOrder', entityId: row.id, action: key, before: { state: from }, after: { poNo: row.poNo, state: to, ...set } });
        // The row is locked in its state `from`: the update finds it.
        return isoRow(after!);
      }),
    );
  answer(ep.confirm, '确认', SupplierOrderState.received, SupplierOrderState.confirmed);
  answer(ep.ship, '发货', SupplierOrderState.confirmed, SupplierOrderState.shipped);

  // The factory's side: what its supplier answered on an order it sent.
  serve(app, ep.answer, async (req) =>
    req.tx(async (tx) => {
      const [row] = await tx
        .select()
        .from(S)
        .where(and(eq(S.tenantId, req.ctx.tenantId ?? HOST_TENANT_ID), eq(S.poId, req.params.id)));
      return { item: row ? isoRow(row) : null };
    }),
  );
}
