import type { FastifyInstance } from 'fastify';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { and, asc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { svgDataUrl } from './thumbnail-url.ts';
import { zipSync, strToU8 } from 'fflate';
import { cadProductEndpoints as ep, productList, type ProductItem, type ProductListQuery } from '@al/contracts';
import { serve, isoRow, serveOn } from '../../core/http/endpoint.ts';
import { badRequest, businessError, notFound } from '../../core/http/errors.ts';
import { containsPattern, parseSorting } from '../../core/http/paging.ts';
import { checkRefs } from '../../core/resource/refs.ts';
import { CONTENT_TYPES, sendDownload } from '../../core/http/download.ts';
import { issueDrawingLink, listedDrawingUrl } from './drawing-links.ts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { cadBatches, cadProducts, cadProjectFiles, cadProjects } from './schema.ts';
import {
  checkDrawingPassword,
  loadBatch,
  loadInFactory,
  logProject,
  needFactory,
  recountProject,
} from './project-service.ts';
import { syncLabels } from './labels.ts';
import { productDxf, productSvg, rectangle } from './product-drawing.ts';
import { sendSheet } from '../../core/http/xlsx.ts';
import { liveOf } from '../../core/db/live.ts';
import { softDeleted } from '../../core/db/columns.ts';

const t = cadProducts;

type ProductRow = typeof cadProducts.$inferSelect;

export const toProductItem = (
  p: ProductRow,
  extra: { projectName?: string; batchNo?: string } = {},
): ProductItem => ({
  ...isoRow(p),
  // Inline, so that a plain <img> shows it without the bearer token.
  thumbnailUrl: svgDataUrl(p.thumbnail),
  ...extra,
});

function productWhere(ctx: RequestContext, q: Partial<ProductListQuery>): SQL | undefined {
  const { tenantId, factoryId } = needFactory(ctx);
  return liveOf(
    t,
    tenantId,
    eq(t.factoryId, factoryId),
    q.projectId ? eq(t.projectId, q.projectId) : undefined,
    q.batchId ? eq(t.batchId, q.batchId) : undefined,
    q.fileId ? eq(t.fileId, q.fileId) : undefined,
    q.material ? ilike(t.material, containsPattern(q.material)) : undefined,
    q.thickness !== undefined ? eq(t.thickness, q.thickness) : undefined,
    q.code ? ilike(t.code, containsPattern(q.code)) : undefined,
  );
}

const listSelect = { p: t, projectName: cadProjects.name, batchNo: cadBatches.batchNo };
const joined = (tx: Tx) =>
  tx
    .select(listSelect)
    .from(t)
    .innerJoin(cadProjects, and(eq(cadProjects.tenantId, t.tenantId), eq(cadProjects.id, t.projectId)))
    .innerJoin(cadBatches, and(eq(cadBatches.tenantId, t.tenantId), eq(cadBatches.id, t.batchId)));
const productSorting = {
  code: t.code,
  quantity: t.quantity,
  unfoldArea: t.unfoldArea,
  thickness: t.thickness,
  material: t.material,
  creationTime: t.creationTime,
} satisfies Record<(typeof ep.list.sortable)[number], unknown>;
const sorting = (s: string | undefined) => [...parseSorting(s, productSorting, [asc(t.batchId), asc(t.code)]), asc(t.id)];

async function pageOf(tx: Tx, ctx: RequestContext, q: ProductListQuery) {
  const where = productWhere(ctx, q);
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(t)
    .where(where);
  const rows = await joined(tx)
    .where(where)
    .orderBy(...sorting(q.sorting))
    .limit(q.maxResultCount)
    .offset(q.skipCount);
  return {
    items: rows.map((r) => toProductItem(r.p, { projectName: r.projectName, batchNo: r.batchNo })),
    totalCount: n,
  };
}

export const loadProduct = (tx: Tx, ctx: RequestContext, id: string) => loadInFactory(tx, ctx, t, id, '产品不存在或已删除');

async function assertCodeFree(tx: Tx, p: { tenantId: string; batchId: string; id?: string }, code: string) {
  const [dup] = await tx
    .select({ id: t.id })
    .from(t)
    .where(liveOf(t, p.tenantId, eq(t.batchId, p.batchId), eq(t.code, code), p.id ? ne(t.id, p.id) : undefined));
  if (dup) throw badRequest(`产品编号“${code}”在本批次中已存在`, ['code']);
}

/** Unfold statistics: pieces and area by texture × thickness (what nest orders are made of). */
async function unfoldStatistics(tx: Tx, ctx: RequestContext, q: { projectId?: string; batchId?: string }) {
  const rows = await tx
    .select({
      material: t.material,
      thickness: t.thickness,
      kinds: sql<number>`count(*)::int`,
      pieces: sql<number>`sum(${t.quantity})::int`,
      area: sql<string>`sum(${t.unfoldArea} * ${t.quantity})`,
      cutLength: sql<string>`sum(${t.cutLength} * ${t.quantity})`,
    })
    .from(t)
    .where(productWhere(ctx, q))
    .groupBy(t.material, t.thickness)
    .orderBy(asc(t.material), asc(t.thickness));
  const items = rows.map((r) => ({
    material: r.material ?? '未识别',
    thickness: r.thickness === null ? null : Number(r.thickness),
    kindAmount: r.kinds,
    productAmount: r.pieces,
    unfoldArea: Math.round(Number(r.area) * 10000) / 10000,
    cutLength: Math.round(Number(r.cutLength)),
  }));
  return {
    items,
    totalCount: items.length,
    productAmount: items.reduce((s, i) => s + i.productAmount, 0),
    unfoldArea: Math.round(items.reduce((s, i) => s + i.unfoldArea, 0) * 10000) / 10000,
  };
}

async function afterWrite(tx: Tx, tenantId: string, ids: string[], projectIds: string[]) {
  await syncLabels(tx, tenantId, ids);
  for (const p of new Set(projectIds)) await recountProject(tx, tenantId, p);
}

/**
 * Sets columns of some of the caller's products (404 when one of them is gone), then syncs their
 * labels and, with `recount`, recounts their projects.
 */
async function setProducts(tx: Tx, ctx: RequestContext, ids: string[], set: PgUpdateSetSource<typeof t>, recount: boolean) {
  const { tenantId, factoryId } = needFactory(ctx);
  const rows = await tx
    .update(t)
    .set(set)
    .where(liveOf(t, tenantId, eq(t.factoryId, factoryId), inArray(t.id, ids)))
    .returning({ id: t.id, projectId: t.projectId });
  if (rows.length !== ids.length) throw notFound('部分产品不存在或已删除');
  await afterWrite(tx, tenantId, rows.map((x) => x.id), recount ? rows.map((x) => x.projectId) : []);
  return { count: rows.length };
}

export function productRoutes(app: FastifyInstance) {
  // "GET list" of spec 02: on the base path and on /list.
  for (const list of [ep.list, ep.listAlias]) serve(app, list, async (req) => req.tx((tx) => pageOf(tx, req.ctx, req.query)));
  serve(app, ep.page, async (req) => req.tx((tx) => pageOf(tx, req.ctx, req.body)));
  serve(
    app,
    ep.byProject,
    async (req) =>
      req.tx(async (tx) =>
        (await joined(tx).where(productWhere(req.ctx, req.query)).orderBy(asc(t.code))).map((x) =>
          toProductItem(x.p, x),
        ),
      ),
  );

  serve(
    app,
    ep.statistics,
    async (req) => req.tx((tx) => unfoldStatistics(tx, req.ctx, req.query)),
  );

  serve(
    app,
    ep.export,
    async (req, reply) => {
      const rows = await req.tx((tx) =>
        joined(tx).where(productWhere(req.ctx, req.query)).orderBy(asc(cadBatches.batchNo), asc(t.code)),
      );
      return sendSheet(
        reply,
        `产品清单_${rows[0]?.projectName ?? ''}`,
        '产品',
        productList,
        rows.map((x) => toProductItem(x.p, x)),
      );
    },
  );

  // Unfold download: every product of the selection as its own DXF, in one ZIP (the split output).
  serve(
    app,
    ep.downUnfold,
    async (req, reply) => {
      const rows = await req.tx(async (tx) => {
        const rows = await joined(tx).where(productWhere(req.ctx, req.query)).orderBy(asc(t.code));
        await checkDrawingPassword(
          tx,
          req.ctx.tenantId!,
          rows.map((x) => x.p.projectId),
          req.query.password,
        );
        return rows;
      });
      if (!rows.length) throw badRequest('没有可下载的产品');
      const files: Record<string, Uint8Array> = {};
      for (const x of rows)
        files[`${x.batchNo}/${x.p.code.replace(/[\\/:*?"<>|]/g, '_')}.dxf`] = strToU8(productDxf(x.p));
      return sendDownload(reply, {
        fileName: `展开图_${rows[0]!.projectName}.zip`,
        contentType: CONTENT_TYPES.zip,
        body: Buffer.from(zipSync(files, { level: 6 })),
      });
    },
  );

  serve(
    app,
    ep.down,
    async (req, reply) => {
      const p = await req.tx(async (tx) => {
        const p = await loadProduct(tx, req.ctx, req.params.id);
        await checkDrawingPassword(tx, p.tenantId, [p.projectId], req.query.password);
        return p;
      });
      return sendDownload(reply, {
        fileName: `${p.code}.dxf`,
        contentType: CONTENT_TYPES.dxf,
        body: productDxf(p),
      });
    },
  );

  serve(
    app,
    ep.thumbnail,
    async (req, reply) => {
      const p = await req.tx((tx) => loadProduct(tx, req.ctx, req.params.id));
      reply.header('cache-control', 'private, max-age=300');
      return reply.type(CONTENT_TYPES.svg).send(p.thumbnail);
    },
  );

  serveOn(app, ep.get, loadProduct, async (tx, p) => {
    const [ctxRow] = await tx
      .select({
        projectName: cadProjects.name,
        batchNo: cadBatches.batchNo,
        passwordHash: cadProjects.passwordHash,
      })
      .from(cadProjects)
      .innerJoin(cadBatches, and(eq(cadBatches.tenantId, cadProjects.tenantId), eq(cadBatches.id, p.batchId)))
      .where(and(eq(cadProjects.tenantId, p.tenantId), eq(cadProjects.id, p.projectId)));
    const [file] = p.fileId
      ? await tx
          .select()
          .from(cadProjectFiles)
          .where(and(eq(cadProjectFiles.tenantId, p.tenantId), eq(cadProjectFiles.id, p.fileId)))
      : [];
    return {
      ...toProductItem(p, ctxRow),
      remark: p.remark,
      texts: p.texts,
      geometry: p.geometry,
      svg: productSvg(p.geometry),
      fileName: file?.fileName ?? null,
      // a protected project's original is linked only through GET original/{id}?password=
      originalUrl: file
        ? listedDrawingUrl(p.tenantId, file.storedFileId, ctxRow?.passwordHash ?? null)
        : null,
      hasPassword: !!ctxRow?.passwordHash,
    };
  });

  // The original drawing the product was read from.
  const original = async (tx: Tx, ctx: RequestContext, productId: string, password: string | undefined) => {
    const p = await loadProduct(tx, ctx, productId);
    if (!p.fileId) throw notFound('该产品是手工录入的，没有原始图纸');
    const [file] = await tx
      .select()
      .from(cadProjectFiles)
      .where(and(eq(cadProjectFiles.tenantId, p.tenantId), eq(cadProjectFiles.id, p.fileId)));
    if (!file) throw notFound('原始图纸不存在或已删除');
    const url = await issueDrawingLink(tx, p.tenantId, p.projectId, file.storedFileId, password);
    return { fileId: file.id, fileName: file.fileName, url };
  };
  serve(
    app,
    ep.original,
    async (req) => req.tx((tx) => original(tx, req.ctx, req.params.id, req.query.password)),
  );
  serve(
    app,
    ep.originalByProduct,
    async (req) => req.tx((tx) => original(tx, req.ctx, req.query.productId, req.query.password)),
  );

  serveOn(app, ep.update, loadProduct, async (tx, p, req) => {
    await checkRefs(
      tx,
      req.ctx,
      { materialTextureId: { label: '材质', target: '/api/basic/material-texture' } },
      req.body,
    );
    const [u] = await tx
      .update(t)
      .set({ ...req.body, lastModificationTime: new Date(), lastModifierId: req.ctx.userId })
      .where(and(eq(t.tenantId, p.tenantId), eq(t.id, p.id)))
      .returning();
    await afterWrite(tx, p.tenantId, [p.id], [p.projectId]);
    return toProductItem(u!);
  });

  serveOn(app, ep.setCode, loadProduct, async (tx, p, req) => {
    await assertCodeFree(tx, p, req.body.code);
    const [u] = await tx
      .update(t)
      .set({ code: req.body.code, lastModificationTime: new Date(), lastModifierId: req.ctx.userId })
      .where(and(eq(t.tenantId, p.tenantId), eq(t.id, p.id)))
      .returning();
    await logProject(tx, req.ctx, p.projectId, 'update', {
      comment: `产品编号 ${p.code} 改为 ${req.body.code}`,
    });
    return toProductItem(u!);
  });

  serveOn(app, ep.remove, loadProduct, async (tx, p, req) => {
    if (p.nestState !== 1) throw businessError(`产品“${p.code}”已排版，不能删除`);
    await tx
      .update(t)
      .set(softDeleted(req.ctx.userId))
      .where(and(eq(t.tenantId, p.tenantId), eq(t.id, p.id)));
    await afterWrite(tx, p.tenantId, [p.id], [p.projectId]);
    await logProject(tx, req.ctx, p.projectId, 'delete', { comment: `删除产品 ${p.code}` });
  });

  serve(
    app,
    ep.addManual,
    async (req) =>
      req.tx(async (tx) => {
        const b = await loadBatch(tx, req.ctx, req.body.batchId);
        const codes = req.body.items.map((i) => i.code);
        const dup = codes.find((c, i) => codes.indexOf(c) !== i);
        if (dup) throw badRequest(`产品编号“${dup}”重复`, ['items']);
        for (const c of codes) await assertCodeFree(tx, { tenantId: b.tenantId, batchId: b.id }, c);
        const rows = await tx
          .insert(t)
          .values(
            req.body.items.map((i) => {
              const g = rectangle(Math.max(i.length, i.width), Math.min(i.length, i.width));
              return {
                tenantId: b.tenantId,
                factoryId: b.factoryId,
                projectId: b.projectId,
                batchId: b.id,
                code: i.code,
                quantity: i.quantity,
                material: i.material ?? null,
                thickness: i.thickness ?? null,
                colorCode: i.colorCode ?? null,
                unfoldLength: Math.max(i.length, i.width),
                unfoldWidth: Math.min(i.length, i.width),
                unfoldArea: Math.round((i.length * i.width) / 100) / 10000,
                cutLength: 2 * (i.length + i.width),
                geometry: g,
                thumbnail: productSvg(g, 160),
                creatorId: req.ctx.userId,
              };
            }),
          )
          .returning();
        await afterWrite(
          tx,
          b.tenantId,
          rows.map((x) => x.id),
          [b.projectId],
        );
        await logProject(tx, req.ctx, b.projectId, 'update', {
          comment: `手工新增 ${rows.length} 个产品到 ${b.batchNo}`,
        });
        return { items: rows.map((x) => toProductItem(x)), totalCount: rows.length };
      }),
  );

  serve(app, ep.updateMany, async (req) =>
    req.tx((tx) => setProducts(tx, req.ctx, req.body.ids, { ...req.body.values, lastModificationTime: new Date(), lastModifierId: req.ctx.userId }, true)),
  );
  // Whether a label is printed counts in no project total.
  serve(app, ep.setPrintLabel, async (req) => req.tx((tx) => setProducts(tx, req.ctx, req.body.ids, { isPrintLabel: req.body.isPrintLabel }, false)));
}
