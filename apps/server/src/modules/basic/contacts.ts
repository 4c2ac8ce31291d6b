import type { FastifyInstance } from 'fastify';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { ContactStatus, contactEndpoints as ep, demanderResource, invoiceFields, supplierResource, type StoredRow } from '@al/contracts';
import { col } from '../../core/resource/table.ts';
import { registerResource, type ResourceApi } from '../../core/resource/routes.ts';
import { badRequest, conflict } from '../../core/http/errors.ts';
import { serve } from '../../core/http/endpoint.ts';
import { demanders, suppliers } from './schema.ts';

const invoiceKeys = Object.keys(invoiceFields) as (keyof typeof invoiceFields)[];

/** GET and PUT /{id}/invoice: the invoice block of a supplier or demander, under the row's stamp. */
function invoiceRoutes(app: FastifyInstance, api: ResourceApi, eps: { get: typeof ep.supplierInvoice; put: typeof ep.setSupplierInvoice }) {
  serve(app, eps.get, async (req) =>
    req.tx(async (tx) => {
      const row = await api.findRow(tx, req.ctx, req.params.id);
      return { ...Object.fromEntries(invoiceKeys.map((k) => [k, row[k] ?? null])), concurrencyStamp: row.concurrencyStamp as string | null };
    }),
  );
  serve(app, eps.put, async (req) => {
    const { concurrencyStamp, ...value } = req.body as Record<string, unknown>;
    if (!concurrencyStamp) throw badRequest('concurrencyStamp不能为空', ['concurrencyStamp']);
    return req.tx(async (tx) => {
      const before = await api.findRow(tx, req.ctx, req.params.id);
      if (before.concurrencyStamp !== concurrencyStamp) throw conflict();
      return (await api.writeRow(tx, req.ctx, before, value, 'invoice')) as StoredRow;
    });
  });
}

/** Suppliers and demanders: status PUT and trees come from their definitions; invoice and by-type here. */
export function contactRoutes(app: FastifyInstance) {
  const supplier = registerResource(app, supplierResource, suppliers);
  const demander = registerResource(app, demanderResource, demanders);
  invoiceRoutes(app, supplier, { get: ep.supplierInvoice, put: ep.setSupplierInvoice });
  invoiceRoutes(app, demander, { get: ep.demanderInvoice, put: ep.setDemanderInvoice });

  // supplierTypes holds several types, comma-separated.
  enabledByTypeRoute(app, supplier, ep.suppliersByType, 'supplierType', (v) => sql`(',' || ${col(suppliers, 'supplierTypes')} || ',') like ${`%,${v},%`}`);
  const ofCustomerType = (v: string) => eq(col(demanders, 'customerType'), Number(v));
  enabledByTypeRoute(app, demander, ep.demandersByCustomerType, 'customerType', ofCustomerType);
  // A demander's "type" is its customer type: either query name carries it.
  enabledByTypeRoute(app, demander, ep.demandersBySupplierType, 'supplierType', ofCustomerType, 'customerType');
}

/** GET {base}/{path}?{param}=: the enabled rows of one type, for pickers (the query schema refuses a type outside the options). */
function enabledByTypeRoute(app: FastifyInstance, api: ResourceApi, endpoint: typeof ep.suppliersByType, param: string, where: (value: string) => SQL, alias?: string) {
  const { table } = api;
  serve(app, endpoint, async (req) =>
    req.tx(async (tx) => {
      const value = (req.query[param] ?? req.query[alias ?? param])!;
      const items = (await tx
        .select()
        .from(table)
        .where(and(...api.scopeWhere(req.ctx), eq(col(table, 'status'), ContactStatus.enabled), where(value)))
        .orderBy(...api.listOrder(undefined))) as StoredRow[];
      return { items, totalCount: items.length };
    }),
  );
}
