import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  bendCoefficientResource,
  materialEndpoints as ep,
  materialTextureResource,
  plateMaterialSizeResource,
  priorityProcessCostResource,
  type PlateSizesWritten,
  type StoredRow,
} from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { col } from '../../core/resource/table.ts';
import { registerResource } from '../../core/resource/routes.ts';
import { registerChildRoutes } from '../../core/resource/children.ts';
import { audit } from '../../core/audit/audit.ts';
import { badRequest } from '../../core/http/errors.ts';
import { serve } from '../../core/http/endpoint.ts';
import { bendCoefficients, materialTextures, plateMaterialSizes, priorityProcessCosts } from './schema.ts';
import { softDeleted } from '../../core/db/columns.ts';


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

  /** Enabled textures with their plate sizes nested (the nesting and purchasing pickers). */
  const withSizes = async (tx: Tx, ctx: RequestContext, ids?: string[]) => {
    const rows = (await tx
      .select()
      .from(materialTextures)
      .where(and(...texture.scopeWhere(ctx), ids ? inArray(col(materialTextures, 'id'), ids) : eq(col(materialTextures, 'enabled'), true)))
      .orderBy(...texture.listOrder(undefined))) as StoredRow[];
    if (!rows.length) return [];
    const all = (await tx
      .select()
      .from(plateMaterialSizes)
      .where(and(...sizes.scopeWhere(ctx), inArray(col(plateMaterialSizes, 'materialTextureId'), rows.map((t) => t.id as string))))
      .orderBy(asc(col(plateMaterialSizes, 'thickness')), asc(col(plateMaterialSizes, 'width')), asc(col(plateMaterialSizes, 'length')))) as StoredRow[];
    return rows.map((t) => ({ ...t, plateMaterialSizes: all.filter((s) => s.materialTextureId === t.id) }));
  };

  serve(app, ep.withSizes, async (req) =>
    req.tx(async (tx) => {
      const items = await withSizes(tx, req.ctx);
      return { items, totalCount: items.length };
    }),
  );
  serve(app, ep.withSizesOne, async (req) =>
    req.tx(async (tx) => {
      await texture.findRow(tx, req.ctx, req.params.id);
      return (await withSizes(tx, req.ctx, [req.params.id]))[0]!;
    }),
  );
  serve(app, ep.options, async (req) =>
    req.tx(async (tx) => {
      const rows = await tx
        .select({ value: col(materialTextures, 'id'), label: col(materialTextures, 'name') })
        .from(materialTextures)
        .where(and(...texture.scopeWhere(req.ctx), eq(col(materialTextures, 'enabled'), true)))
        .orderBy(...texture.listOrder(undefined));
      return rows as { value: string; label: string }[];
    }),
  );
  serve(app, ep.defaults, async (req) =>
    req.tx(async (tx) => {
      const items = (await tx
        .select()
        .from(materialTextures)
        .where(and(...texture.scopeWhere(req.ctx), eq(col(materialTextures, 'isDefault'), true)))
        .orderBy(...texture.listOrder(undefined))) as StoredRow[];
      return { items, totalCount: items.length };
    }),
  );

  // Distinct thicknesses of a texture's plate sizes, and the widths of one thickness (cascading pickers).
  serve(app, ep.thicknesses, async (req) =>
    req.tx(async (tx) => {
      await texture.findRow(tx, req.ctx, req.params.id);
      const rows = await tx
        .selectDistinct({ thickness: col(plateMaterialSizes, 'thickness') })
        .from(plateMaterialSizes)
        .where(and(...sizes.scopeWhere(req.ctx), eq(col(plateMaterialSizes, 'materialTextureId'), req.params.id)))
        .orderBy(asc(col(plateMaterialSizes, 'thickness')));
      return rows.map((x) => x.thickness as number);
    }),
  );
  // The texture's plate sizes grouped by thickness (the v1 shape of the cascading size picker).
  serve(app, ep.sizesByThickness, async (req) =>
    req.tx(async (tx) => {
      await texture.findRow(tx, req.ctx, req.params.id);
      const rows = (await tx
        .select()
        .from(plateMaterialSizes)
        .where(and(...sizes.scopeWhere(req.ctx), eq(col(plateMaterialSizes, 'materialTextureId'), req.params.id)))
        .orderBy(asc(col(plateMaterialSizes, 'thickness')), asc(col(plateMaterialSizes, 'width')), asc(col(plateMaterialSizes, 'length')))) as StoredRow[];
      const groups = new Map<number, StoredRow[]>();
      for (const s of rows) groups.set(Number(s.thickness), [...(groups.get(Number(s.thickness)) ?? []), s]);
      const items = [...groups].map(([thickness, list]) => ({ thickness, sizes: list }));
      return { items, totalCount: items.length };
    }),
  );
  serve(app, ep.widths, async (req) =>
    req.tx(async (tx) => {
      await texture.findRow(tx, req.ctx, req.params.id);
      const w = [...sizes.scopeWhere(req.ctx), eq(col(plateMaterialSizes, 'materialTextureId'), req.params.id)];
      if (req.query.thickness !== undefined) w.push(eq(col(plateMaterialSizes, 'thickness'), req.query.thickness));
      const rows = await tx.selectDistinct({ width: col(plateMaterialSizes, 'width') }).from(plateMaterialSizes).where(and(...w)).orderBy(asc(col(plateMaterialSizes, 'width')));
      return rows.map((x) => x.width as number);
    }),
  );

  // Writes by thickness and width (spec 02: POST and DELETE …/plate-material-size/v1, /thickness,
  // /width). Each runs in one transaction: a refused size leaves nothing written.
  const key = (t: number, w: number, l: number) => `${Number(t)}|${Number(w)}|${Number(l)}`;
  const existing = async (tx: Tx, ctx: RequestContext, textureId: string) => {
    const rows = (await tx
      .select()
      .from(plateMaterialSizes)
      .where(and(...sizes.scopeWhere(ctx), eq(col(plateMaterialSizes, 'materialTextureId'), textureId)))) as Record<string, unknown>[];
    return new Set(rows.map((x) => key(Number(x.thickness), Number(x.width), Number(x.length))));
  };
  /** Adds every (thickness, width, length) not there yet; the others are counted as skipped. */
  const addMissing = async (tx: Tx, ctx: RequestContext, textureId: string, wanted: { thickness: number; width: number; length: number }[]): Promise<PlateSizesWritten> => {
    await texture.findRow(tx, ctx, textureId);
    const have = await existing(tx, ctx, textureId);
    let created = 0;
    for (const w of wanted) {
      const k = key(w.thickness, w.width, w.length);
      if (have.has(k)) continue;
      have.add(k);
      await sizes.insertRow(tx, ctx, { materialTextureId: textureId, ...w });
      created++;
    }
    return { created, skipped: wanted.length - created };
  };
  /** Soft-deletes the texture's sizes matching `where`; none matching is a 400 naming what was asked. */
  const removeWhere = async (tx: Tx, ctx: RequestContext, textureId: string, where: SQL[], none: string) => {
    await texture.findRow(tx, ctx, textureId);
    const gone = (await tx
      .update(plateMaterialSizes)
      .set({ ...softDeleted(ctx.userId), concurrencyStamp: crypto.randomUUID() })
      .where(and(...sizes.scopeWhere(ctx), eq(col(plateMaterialSizes, 'materialTextureId'), textureId), ...where))
      .returning()) as Record<string, unknown>[];
    if (!gone.length) throw badRequest(none);
    for (const row of gone)
      await audit(tx, ctx, { module: plateMaterialSizeResource.module, entityType: plateMaterialSizeResource.entity, entityId: String(row.id), action: 'delete', before: row });
    return { deleted: gone.length };
  };

  serve(app, ep.addThickness, async (req) =>
    req.tx((tx) =>
      addMissing(
        tx,
        req.ctx,
        req.params.id,
        req.body.widths.flatMap((width) => req.body.lengths.map((length) => ({ thickness: req.body.thickness, width, length }))),
      ),
    ),
  );
  serve(app, ep.addWidth, async (req) =>
    req.tx((tx) => addMissing(tx, req.ctx, req.params.id, req.body.lengths.map((length) => ({ thickness: req.body.thickness, width: req.body.width, length })))),
  );
  serve(app, ep.addGroups, async (req) =>
    req.tx(async (tx) => {
      await texture.findRow(tx, req.ctx, req.params.id);
      const items: StoredRow[] = [];
      for (const g of req.body.items)
        for (const s of g.sizes) {
          try {
            items.push((await sizes.insertRow(tx, req.ctx, { ...s, thickness: g.thickness, materialTextureId: req.params.id })) as StoredRow);
          } catch (e) {
            if (e instanceof Error && 'status' in e && (e as { status: number }).status === 400) throw badRequest(`厚度${g.thickness}：${e.message}`);
            throw e;
          }
        }
      return { items, totalCount: items.length };
    }),
  );
  const byThickness = (list: number[]) => inArray(col(plateMaterialSizes, 'thickness'), list.map(String));
  for (const e of [ep.removeThickness, ep.removeGroups])
    serve(app, e, async (req) =>
      req.tx((tx) => removeWhere(tx, req.ctx, req.params.id, [byThickness(req.query.thickness)], `没有厚度为${req.query.thickness.join('、')}mm的板材尺寸`)),
    );
  serve(app, ep.removeWidth, async (req) =>
    req.tx((tx) =>
      removeWhere(
        tx,
        req.ctx,
        req.params.id,
        [byThickness([req.query.thickness]), eq(col(plateMaterialSizes, 'width'), req.query.width)],
        `没有厚度${req.query.thickness}mm、宽度${req.query.width}mm的板材尺寸`,
      ),
    ),
  );
}
