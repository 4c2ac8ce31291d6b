import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { cadApi, idParam, messages } from '@al/contracts';
import { notFound } from '../../core/http/errors.ts';
import { CONTENT_TYPES, sendDownload } from '../../core/http/download.ts';
import { cadProductAccessories } from './schema.ts';
import { needFactory } from './project-service.ts';
import { loadProduct } from './product-routes.ts';
import { xlsx, sheetCol } from '../../core/http/xlsx.ts';
import { productPerm as perm } from './route-perm.ts';

const A = cadApi.accessory;
const tags = ['产品配件'];

const accessoryItem = z.object({
  name: z.string().trim().min(1, messages.required('配件名称')).max(100, messages.tooLong('配件名称', 100)),
  spec: z.string().trim().max(100).nullable().optional(),
  length: z.number({ error: '长度必须是数字' }).min(0).max(20000).nullable().optional(),
  quantity: z.number({ error: '数量必须是数字' }).int('数量必须是整数').min(1, '数量不能小于1').max(100000),
});

/** Accessories bound to a product (stiffeners, hangers, corner codes): list, bind, delete, download. */
export function accessoryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const a = cadProductAccessories;

  r.get(
    A,
    {
      schema: {
        tags,
        summary: '产品的配件',
        querystring: z.object({ productId: z.uuid(messages.invalidId) }),
      },
      config: perm('query'),
    },
    async (req) =>
      req.tx(async (tx) => {
        const p = await loadProduct(tx, req.ctx, req.query.productId);
        const items = await tx
          .select()
          .from(a)
          .where(and(eq(a.tenantId, p.tenantId), eq(a.productId, p.id)))
          .orderBy(asc(a.creationTime));
        return { items, totalCount: items.length };
      }),
  );

  r.post(
    `${A}/bind`,
    {
      schema: {
        tags,
        summary: '绑定配件到产品（替换原有绑定）',
        body: z.object({ productId: z.uuid(messages.invalidId), items: z.array(accessoryItem).max(200) }),
      },
      config: perm('edit'),
    },
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
        return { items, totalCount: items.length };
      }),
  );

  r.delete(
    `${A}/:id`,
    { schema: { tags, summary: '删除配件绑定', params: idParam }, config: perm('delete') },
    async (req, reply) => {
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
      return reply.status(204).send();
    },
  );

  r.get(
    `${A}/down/:id`,
    { schema: { tags, summary: '下载产品的配件清单（Excel）', params: idParam }, config: perm('export') },
    async (req, reply) => {
      const { p, items } = await req.tx(async (tx) => {
        const p = await loadProduct(tx, req.ctx, req.params.id);
        return {
          p,
          items: await tx
            .select()
            .from(a)
            .where(and(eq(a.tenantId, p.tenantId), eq(a.productId, p.id)))
            .orderBy(asc(a.creationTime)),
        };
      });
      const body = await xlsx(
        '配件',
        [
          sheetCol('产品编号', 'code', 16),
          sheetCol('配件名称', 'name', 20),
          sheetCol('规格', 'spec', 16),
          sheetCol('长度(mm)', 'length', 12),
          sheetCol('每件数量', 'quantity', 10),
          sheetCol('合计数量', 'total', 10),
        ],
        items.map((i) => ({
          ...i,
          code: p.code,
          length: i.length === null ? null : Number(i.length),
          total: i.quantity * p.quantity,
        })),
      );
      return sendDownload(reply, { fileName: `${p.code}_配件.xlsx`, contentType: CONTENT_TYPES.xlsx, body });
    },
  );
}
