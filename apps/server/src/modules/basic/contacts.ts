import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  ContactStatus,
  customerTypeOptions,
  demanderResource,
  fieldSchema,
  idParam,
  invoiceFields,
  supplierResource,
  supplierTypeOptions,
  updateEnvelope,
  type FieldDef,
} from '@al/contracts';
import { col } from '../../core/resource/table.ts';
import { registerResource, type ResourceApi } from '../../core/resource/routes.ts';
import { badRequest, conflict } from '../../core/http/errors.ts';
import { demanders, suppliers } from './schema.ts';

const invoiceKeys = Object.keys(invoiceFields) as (keyof typeof invoiceFields)[];
const invoiceBody = z.object(Object.fromEntries(Object.entries<FieldDef>(invoiceFields).map(([k, f]) => [k, fieldSchema(f)]))).extend(updateEnvelope.shape);

/** GET and PUT /{id}/invoice: the invoice block of a supplier or demander, under the row's stamp. */
function invoiceRoutes(app: FastifyInstance, api: ResourceApi) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { def } = api;
  const path = `${def.basePath}/:id/invoice`;
  r.get(path, { schema: { tags: [def.title], summary: `${def.title}开票信息`, params: idParam }, config: { permission: def.permission, action: 'query' } }, async (req) =>
    req.tx(async (tx) => {
      const row = await api.findRow(tx, req.ctx, req.params.id);
      return { ...Object.fromEntries(invoiceKeys.map((k) => [k, row[k] ?? null])), concurrencyStamp: row.concurrencyStamp };
    }),
  );
  r.put(path, { schema: { tags: [def.title], summary: `修改${def.title}开票信息`, params: idParam, body: invoiceBody }, config: { permission: def.permission, action: 'edit' } }, async (req) => {
    const { concurrencyStamp, ...value } = req.body as Record<string, unknown>;
    if (!concurrencyStamp) throw badRequest('concurrencyStamp不能为空', ['concurrencyStamp']);
    return req.tx(async (tx) => {
      const before = await api.findRow(tx, req.ctx, req.params.id);
      if (before.concurrencyStamp !== concurrencyStamp) throw conflict();
      return api.writeRow(tx, req.ctx, before, value, 'invoice');
    });
  });
}

/** Suppliers and demanders: status PUT and trees come from their definitions; invoice and by-type here. */
export function contactRoutes(app: FastifyInstance) {
  const supplier = registerResource(app, supplierResource, suppliers);
  const demander = registerResource(app, demanderResource, demanders);
  invoiceRoutes(app, supplier);
  invoiceRoutes(app, demander);

  const r = app.withTypeProvider<ZodTypeProvider>();
  const types = supplierTypeOptions.map((o) => String(o.value)) as [string, ...string[]];
  // Enabled suppliers of one type (pickers: plate suppliers for purchasing, paint makers...).
  r.get(
    `${supplierResource.basePath}/list/by-supplier-type`,
    {
      schema: { tags: [supplierResource.title], summary: '按类型列出启用的供应商', querystring: z.object({ supplierType: z.enum(types, { error: '供应商类型的取值不正确' }) }) },
      config: { permission: supplierResource.permission, action: 'query' },
    },
    async (req) =>
      req.tx(async (tx) => {
        const items = await tx
          .select()
          .from(suppliers)
          .where(
            and(
              ...supplier.scopeWhere(req.ctx),
              eq(col(suppliers, 'status'), ContactStatus.enabled),
              sql`(',' || ${col(suppliers, 'supplierTypes')} || ',') like ${`%,${req.query.supplierType},%`}`,
            ),
          )
          .orderBy(...supplier.listOrder(undefined));
        return { items, totalCount: items.length };
      }),
  );
  // The demander's counterpart ("same shape as supplier"): enabled demanders of one customer type.
  const customerTypes = customerTypeOptions.map((o) => String(o.value)) as [string, ...string[]];
  r.get(
    `${demanderResource.basePath}/list/by-customer-type`,
    {
      schema: { tags: [demanderResource.title], summary: '按客户类型列出启用的需求方', querystring: z.object({ customerType: z.enum(customerTypes, { error: '客户类型的取值不正确' }) }) },
      config: { permission: demanderResource.permission, action: 'query' },
    },
    async (req) =>
      req.tx(async (tx) => {
        const items = await tx
          .select()
          .from(demanders)
          .where(and(...demander.scopeWhere(req.ctx), eq(col(demanders, 'status'), ContactStatus.enabled), eq(col(demanders, 'customerType'), Number(req.query.customerType))))
          .orderBy(...demander.listOrder(undefined));
        return { items, totalCount: items.length };
      }),
  );
}
