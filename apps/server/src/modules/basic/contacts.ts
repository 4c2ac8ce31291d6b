import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, sql, type SQL } from 'drizzle-orm';
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
  type FieldOption,
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

  // Enabled suppliers of one type (pickers: plate suppliers for purchasing, paint makers...).
  enabledByTypeRoute(app, supplier, {
    path: 'list/by-supplier-type',
    summary: '按类型列出启用的供应商',
    param: 'supplierType',
    options: supplierTypeOptions,
    error: '供应商类型的取值不正确',
    // supplierTypes holds several types, comma-separated.
    where: (v) => sql`(',' || ${col(suppliers, 'supplierTypes')} || ',') like ${`%,${v},%`}`,
  });
  // The demander's counterpart ("same shape as supplier"): enabled demanders of one customer type.
  enabledByTypeRoute(app, demander, {
    path: 'list/by-customer-type',
    summary: '按客户类型列出启用的需求方',
    param: 'customerType',
    options: customerTypeOptions,
    error: '客户类型的取值不正确',
    where: (v) => eq(col(demanders, 'customerType'), Number(v)),
  });
  // The spec's own path for it (spec 02: "demander: same shape as supplier"): its front end asks
  // GET demander/list/by-supplier-type; a demander's "type" is its customer type.
  enabledByTypeRoute(app, demander, {
    path: 'list/by-supplier-type',
    summary: '按类型列出启用的需求方（同供应商接口）',
    param: 'supplierType',
    alias: 'customerType',
    options: customerTypeOptions,
    error: '客户类型的取值不正确',
    where: (v) => eq(col(demanders, 'customerType'), Number(v)),
  });
}

/** GET {base}/{path}?{param}=: the enabled rows of one type, for pickers; a type outside the options is a 400. */
function enabledByTypeRoute(
  app: FastifyInstance,
  api: ResourceApi,
  o: { path: string; summary: string; param: string; alias?: string; options: readonly FieldOption[]; error: string; where: (value: string) => SQL },
) {
  const { def, table } = api;
  const values = o.options.map((x) => String(x.value)) as [string, ...string[]];
  const one = z.enum(values, { error: o.error });
  // With an alias either name may carry the type; one of them is required.
  const querystring = o.alias
    ? z
        .object({ [o.param]: one.optional(), [o.alias]: one.optional() })
        .refine((q) => q[o.param] !== undefined || q[o.alias!] !== undefined, { message: o.error, path: [o.param] })
    : z.object({ [o.param]: one });
  app.withTypeProvider<ZodTypeProvider>().get(
    `${def.basePath}/${o.path}`,
    {
      schema: { tags: [def.title], summary: o.summary, querystring },
      config: { permission: def.permission, action: 'query' },
    },
    async (req) =>
      req.tx(async (tx) => {
        const q = req.query as Record<string, string | undefined>;
        const value = (q[o.param] ?? q[o.alias ?? o.param])!;
        const items = await tx
          .select()
          .from(table)
          .where(and(...api.scopeWhere(req.ctx), eq(col(table, 'status'), ContactStatus.enabled), o.where(value)))
          .orderBy(...api.listOrder(undefined));
        return { items, totalCount: items.length };
      }),
  );
}
