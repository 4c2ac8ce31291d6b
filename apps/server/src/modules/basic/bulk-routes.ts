/* eslint-disable @typescript-eslint/no-explicit-any -- rows of tables built from definitions */
/** Routes that write many rows of a basic-data resource at once: images of a batch of rows, the standard catalogue. */
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import type { catalogEndpoints as ep, StoredRow } from '@al/contracts';
import type { ResourceApi } from '../../core/resource/routes.ts';
import { serve } from '../../core/http/endpoint.ts';

/**
 * Images of many rows at once (plate types /batch-url, colour cards /batch-img): POST sets each
 * row's image link (uploaded before through /api/basic/file); GET ?ids= answers the links.
 */
export function registerBatchImages(
  app: FastifyInstance,
  api: ResourceApi,
  field: string,
  pairs: { set: typeof ep.setPlateTypeUrls; get: typeof ep.plateTypeUrls }[],
) {
  const { table } = api;
  for (const p of pairs) {
    serve(app, p.set, async (req) =>
      req.tx(async (tx) => {
        const items: StoredRow[] = [];
        for (const { id, url } of req.body.items) items.push((await api.writeRow(tx, req.ctx, await api.findRow(tx, req.ctx, id), { [field]: url }, 'update')) as StoredRow);
        return { items, totalCount: items.length };
      }),
    );
    serve(app, p.get, async (req) =>
      req.tx(async (tx) => {
        const t = table as any;
        const rows = (await tx.select({ id: t.id, url: t[field] }).from(t).where(and(...api.scopeWhere(req.ctx), inArray(t.id, req.query.ids)))) as { id: string; url: string | null }[];
        return { items: rows, totalCount: rows.length };
      }),
    );
  }
}

/**
 * POST {path}: the standard categories and items of a catalogue (structures, craftsmanships,
 * quotation items), added where the tenant has no row of that name yet; running it again adds nothing.
 */
export function registerInit(
  app: FastifyInstance,
  endpoint: typeof ep.initStructures,
  category: ResourceApi,
  item: ResourceApi,
  catalogue: Record<string, string[]>,
  key = item.def.parentField!,
) {
  serve(app, endpoint, async (req) =>
    req.tx(async (tx) => {
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
    }),
  );
}
