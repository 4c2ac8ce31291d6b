import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { productAccessoryEndpoints as ep } from '@al/contracts';
import { isoRow, serve } from '../../core/http/endpoint.ts';
import { notFound } from '../../core/http/errors.ts';
import type { Tx } from '../../core/db/client.ts';
import { cadProductAccessories } from './schema.ts';
import { needFactory } from './project-service.ts';
import { loadProduct } from './product-routes.ts';
import { cols, plainSheet, sendSheet, sheetCol } from '../../core/http/xlsx.ts';

const accessorySheet = plainSheet('配件', [
  sheetCol('产品编号', 'code', 16),
  sheetCol('配件名称', 'name', 20),
  cols.spec,
  sheetCol('长度(mm)', 'length', 12),
  sheetCol('每件数量', 'quantity', 10),
  cols.totalQty,
]);

/** Accessories bound to a product (stiffeners, hangers, corner codes): list, bind, delete, download. */
export function accessoryRoutes(app: FastifyInstance) {
  const a = cadProductAccessories;
  /** The product's accessories in the order they were bound (the list and its download). */
  const accessoriesOf = (tx: Tx, p: { tenantId: string; id: string }) =>
    tx
      .select()
      .from(a)
      .where(and(eq(a.tenantId, p.tenantId), eq(a.productId, p.id)))
      .orderBy(asc(a.creationTime));

  serve(
    app,
    ep.list,
    async (req) =>
      req.tx(async (tx) => {
        const items = await accessoriesOf(tx, await loadProduct(tx, req.ctx, req.query.productId));
        return { items: items.map(isoRow), totalCount: items.length };
      }),
  );

  serve(
    app,
    ep.bind,
    async (req) =>
      req.tx(async (tx) => {
        const p = await loadProduct(tx, req.ctx, req.body.productId);
        await tx.delete(a).where(and(eq(a.tenantId, p.tenantId), eq(a.productId, p.id)));
        const items = req.body.items.length
          ? await tx
              .insert(a)
              .values(
                req.body.items.map((i) => ({
                  tenantId: p.tenantId,
                  productId: p.id,
                  projectId: p.projectId,
                  name: i.name,
                  spec: i.spec ?? null,
                  length: i.length ?? null,
                  quantity: i.quantity,
                })),
              )
              .returning()
          : [];
        return { items: items.map(isoRow), totalCount: items.length };
      }),
  );

  serve(
    app,
    ep.remove,
    async (req) => {
      await req.tx(async (tx) => {
        const { tenantId } = needFactory(req.ctx);
        const [row] = await tx
          .select()
          .from(a)
          .where(and(eq(a.tenantId, tenantId), eq(a.id, req.params.id)));
        if (!row) throw notFound('配件不存在或已删除');
        await loadProduct(tx, req.ctx, row.productId);
        await tx.delete(a).where(and(eq(a.tenantId, tenantId), eq(a.id, row.id)));
      });
    },
  );

  serve(
    app,
    ep.down,
    async (req, reply) => {
      const { p, items } = await req.tx(async (tx) => {
        const p = await loadProduct(tx, req.ctx, req.params.id);
        return { p, items: await accessoriesOf(tx, p) };
      });
      return sendSheet(
        reply,
        `${p.code}_配件`,
        accessorySheet,
        items.map((i) => ({
          ...i,
          code: p.code,
          length: i.length === null ? null : Number(i.length),
          total: i.quantity * p.quantity,
        })),
      );
    },
  );
}
