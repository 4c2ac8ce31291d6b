import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  bendCoefficientResource,
  idParam,
  materialTextureResource,
  plateMaterialSizeResource,
  priorityProcessCostResource,
} from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { col } from '../../core/resource/table.ts';
import { registerResource } from '../../core/resource/routes.ts';
import { registerChildRoutes } from '../../core/resource/children.ts';
import { bendCoefficients, materialTextures, plateMaterialSizes, priorityProcessCosts } from './schema.ts';

const MT = materialTextureResource.basePath;
const tags = [materialTextureResource.title];
const perm = { permission: materialTextureResource.permission, action: 'query' as const };

/** Weight of one sheet in kg: thickness × width × length mm³ × density g/cm³; none for a coil. */
export const sheetWeight = (thickness: number, width: number, length: number, density: number) =>
  length > 0 ? Math.round(((thickness * width * length * density) / 1e6) * 1000) / 1000 : null;

/** Material textures with their plate sizes, bend coefficients and priority process costs (spec 02 §7). */
export function materialRoutes(app: FastifyInstance) {
  const usedBy = (label: string) => [
    { table: plateMaterialSizes, column: 'materialTextureId', label: '板材尺寸' },
    { table: bendCoefficients, column: 'materialTextureId', label: '折弯系数' },
    { table: priorityProcessCosts, column: 'materialTextureId', label },
  ];
  const texture = registerResource(app, materialTextureResource, materialTextures, { usedBy: usedBy('优先工序成本') });
  const sizes = registerResource(app, plateMaterialSizeResource, plateMaterialSizes, {
    prepare: async (tx, ctx, value, before) => {
      const id = (value.materialTextureId ?? before?.materialTextureId) as string;
      const t = await texture.findRow(tx, ctx, id);
      value.sheetWeight = sheetWeight(Number(value.thickness), Number(value.width), Number(value.length ?? 0), Number(t.density));
    },
  });
  const bends = registerResource(app, bendCoefficientResource, bendCoefficients);
  const costs = registerResource(app, priorityProcessCostResource, priorityProcessCosts);
  registerChildRoutes(app, texture, sizes, 'plate-material-size');
  registerChildRoutes(app, texture, bends, 'bend-coefficient');
  registerChildRoutes(app, texture, costs, 'priority-process-cost');

  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Enabled textures with their plate sizes nested (the nesting and purchasing pickers). */
  const withSizes = async (tx: Tx, ctx: RequestContext, ids?: string[]) => {
    const rows = (await tx
      .select()
      .from(materialTextures)
      .where(and(...texture.scopeWhere(ctx), ids ? inArray(col(materialTextures, 'id'), ids) : eq(col(materialTextures, 'enabled'), true)))
      .orderBy(...texture.listOrder(undefined))) as Record<string, unknown>[];
    if (!rows.length) return [];
    const all = (await tx
      .select()
      .from(plateMaterialSizes)
      .where(and(...sizes.scopeWhere(ctx), inArray(col(plateMaterialSizes, 'materialTextureId'), rows.map((t) => t.id as string))))
      .orderBy(asc(col(plateMaterialSizes, 'thickness')), asc(col(plateMaterialSizes, 'width')), asc(col(plateMaterialSizes, 'length')))) as Record<string, unknown>[];
    return rows.map((t) => ({ ...t, plateMaterialSizes: all.filter((s) => s.materialTextureId === t.id) }));
  };

  r.get(`${MT}/v1`, { schema: { tags, summary: '材质及板材尺寸' }, config: perm }, async (req) =>
    req.tx(async (tx) => {
      const items = await withSizes(tx, req.ctx);
      return { items, totalCount: items.length };
    }),
  );
  r.get(`${MT}/v1/:id`, { schema: { tags, summary: '材质详情（含板材尺寸）', params: idParam }, config: perm }, async (req) =>
    req.tx(async (tx) => {
      await texture.findRow(tx, req.ctx, req.params.id);
      return (await withSizes(tx, req.ctx, [req.params.id]))[0];
    }),
  );
  r.get(`${MT}/option`, { schema: { tags, summary: '材质选项' }, config: perm }, async (req) =>
    req.tx(async (tx) => {
      const rows = await tx
        .select({ value: col(materialTextures, 'id'), label: col(materialTextures, 'name') })
        .from(materialTextures)
        .where(and(...texture.scopeWhere(req.ctx), eq(col(materialTextures, 'enabled'), true)))
        .orderBy(...texture.listOrder(undefined));
      return rows;
    }),
  );
  r.get(`${MT}/all/default`, { schema: { tags, summary: '默认材质' }, config: perm }, async (req) =>
    req.tx(async (tx) => {
      const items = await tx
        .select()
        .from(materialTextures)
        .where(and(...texture.scopeWhere(req.ctx), eq(col(materialTextures, 'isDefault'), true)))
        .orderBy(...texture.listOrder(undefined));
      return { items, totalCount: items.length };
    }),
  );

  // Distinct thicknesses of a texture's plate sizes, and the widths of one thickness (cascading pickers).
  const sizesOf = `${MT}/:id/plate-material-size`;
  r.get(`${sizesOf}/thickness`, { schema: { tags, summary: '材质的板厚', params: idParam }, config: perm }, async (req) =>
    req.tx(async (tx) => {
      await texture.findRow(tx, req.ctx, req.params.id);
      const rows = await tx
        .selectDistinct({ thickness: col(plateMaterialSizes, 'thickness') })
        .from(plateMaterialSizes)
        .where(and(...sizes.scopeWhere(req.ctx), eq(col(plateMaterialSizes, 'materialTextureId'), req.params.id)))
        .orderBy(asc(col(plateMaterialSizes, 'thickness')));
      return rows.map((x) => x.thickness);
    }),
  );
  // The texture's plate sizes grouped by thickness (the v1 shape of the cascading size picker).
  r.get(`${sizesOf}/v1`, { schema: { tags, summary: '材质的板材尺寸（按板厚分组）', params: idParam }, config: perm }, async (req) =>
    req.tx(async (tx) => {
      await texture.findRow(tx, req.ctx, req.params.id);
      const rows = (await tx
        .select()
        .from(plateMaterialSizes)
        .where(and(...sizes.scopeWhere(req.ctx), eq(col(plateMaterialSizes, 'materialTextureId'), req.params.id)))
        .orderBy(asc(col(plateMaterialSizes, 'thickness')), asc(col(plateMaterialSizes, 'width')), asc(col(plateMaterialSizes, 'length')))) as Record<string, unknown>[];
      const groups = new Map<number, Record<string, unknown>[]>();
      for (const s of rows) groups.set(Number(s.thickness), [...(groups.get(Number(s.thickness)) ?? []), s]);
      const items = [...groups].map(([thickness, list]) => ({ thickness, sizes: list }));
      return { items, totalCount: items.length };
    }),
  );
  r.get(
    `${sizesOf}/width`,
    { schema: { tags, summary: '材质某板厚的板宽', params: idParam, querystring: z.object({ thickness: z.coerce.number({ error: '厚度必须是数字' }).optional() }) }, config: perm },
    async (req) =>
      req.tx(async (tx) => {
        await texture.findRow(tx, req.ctx, req.params.id);
        const w = [...sizes.scopeWhere(req.ctx), eq(col(plateMaterialSizes, 'materialTextureId'), req.params.id)];
        if (req.query.thickness !== undefined) w.push(eq(col(plateMaterialSizes, 'thickness'), req.query.thickness));
        const rows = await tx.selectDistinct({ width: col(plateMaterialSizes, 'width') }).from(plateMaterialSizes).where(and(...w)).orderBy(asc(col(plateMaterialSizes, 'width')));
        return rows.map((x) => x.width);
      }),
  );
}
