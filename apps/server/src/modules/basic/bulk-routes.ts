/* eslint-disable @typescript-eslint/no-explicit-any -- rows of tables built from definitions */
/** Routes that write many rows of a basic-data resource at once: images of a batch of rows, the standard catalogue. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { messages } from '@al/contracts';
import type { ResourceApi } from '../../core/resource/routes.ts';
import { assertSpace } from '../../core/http/space.ts';

const batchImages = z.object({
  items: z
    .array(z.object({ id: z.uuid(messages.invalidId), url: z.string().max(500, messages.tooLong('图片链接', 500)).nullable() }))
    .min(1, messages.required('items'))
    .max(500),
});

/**
 * Images of many rows at once (plate types /batch-url, colour cards /batch-img): POST sets each
 * row's image link (uploaded before through /api/basic/file); GET ?ids= answers the links.
 */
export function registerBatchImages(app: FastifyInstance, api: ResourceApi, field: string, paths: string[]) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { def, table } = api;
  const tags = [def.title];
  for (const p of paths) {
    r.post(`${def.basePath}/${p}`, { schema: { tags, summary: `批量设置${def.title}图片`, body: batchImages }, config: { permission: def.permission, action: 'edit' } }, async (req) =>
      req.tx(async (tx) => {
        const items = [];
        for (const { id, url } of req.body.items) items.push(await api.writeRow(tx, req.ctx, await api.findRow(tx, req.ctx, id), { [field]: url }, 'update'));
        return { items, totalCount: items.length };
      }),
    );
    r.get(
      `${def.basePath}/${p}`,
      { schema: { tags, summary: `${def.title}图片`, querystring: z.object({ ids: z.string().max(4000).transform((s) => s.split(',').filter(Boolean)).pipe(z.array(z.uuid(messages.invalidId))) }) }, config: { permission: def.permission, action: 'query' } },
      async (req) =>
        req.tx(async (tx) => {
          const t = table as any;
          const rows = await tx.select({ id: t.id, url: t[field] }).from(t).where(and(...api.scopeWhere(req.ctx), inArray(t.id, req.query.ids)));
          return { items: rows, totalCount: rows.length };
        }),
    );
  }
}

/**
 * POST {path}: the standard categories and items of a catalogue (structures, craftsmanships,
 * quotation items), added where the tenant has no row of that name yet; running it again adds nothing.
 */
export function registerInit(app: FastifyInstance, path: string, category: ResourceApi, item: ResourceApi, catalogue: Record<string, string[]>, key = item.def.parentField!) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(path, { schema: { tags: [category.def.title], summary: `初始化${category.def.title}及${item.def.title}` }, config: { permission: category.def.permission, action: 'add' } }, async (req) => {
    assertSpace(req.ctx.tenantId);
    return req.tx(async (tx) => {
      let added = 0;
      const ct = category.table as any;
      const it = item.table as any;
      for (const [sort, [catName, names]] of Object.entries(catalogue).entries()) {
        let [cat] = (await tx.select().from(ct).where(and(...category.scopeWhere(req.ctx), eq(ct.name, catName)))) as any[];
        if (!cat) {
          cat = await category.insertRow(tx, req.ctx, { name: catName, sort });
          added++;
        }
        for (const name of names) {
          const [hit] = await tx.select({ id: it.id }).from(it).where(and(...item.scopeWhere(req.ctx), eq(it[key], cat.id), eq(it.name, name)));
          if (hit) continue;
          await item.insertRow(tx, req.ctx, { name, [key]: cat.id });
          added++;
        }
      }
      return { totalCount: added, message: added ? `已初始化${added}条` : '已是最新，无需初始化' };
    });
  });
}
