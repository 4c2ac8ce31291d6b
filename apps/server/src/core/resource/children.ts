/* eslint-disable @typescript-eslint/no-explicit-any -- rows of tables built from definitions */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { idParam, messages, resourceInputSchema } from '@al/contracts';
import { audit } from '../audit/audit.ts';
import { badRequest, validationError } from '../http/errors.ts';
import type { ResourceApi } from './routes.ts';
import { softDeleted } from '../db/columns.ts';

const idList = z.object({
  ids: z
    .string({ error: messages.required('ids') })
    .max(4000, messages.tooLong('ids', 4000))
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(z.uuid(`ids${messages.invalidId}`)).min(1, messages.required('ids'))),
});

/**
 * Child rows under their parent's path (spec 02: POST and DELETE /{id}/plate-material-size, plus
 * /batch): GET lists a parent's children, POST adds one, POST /batch adds several (all or none),
 * DELETE ?ids=a,b (also on /batch) soft-deletes some. Each goes through the child resource's own validated writes,
 * with the parent field taken from the path.
 */
export function registerChildRoutes(app: FastifyInstance, parent: ResourceApi, child: ResourceApi, segment: string) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const key = child.def.parentField!;
  const path = `${parent.def.basePath}/:id/${segment}`;
  const tags = [parent.def.title];
  const perm = child.def.permission;
  const input = resourceInputSchema(child.def);
  const parse = (body: unknown, id: string, row?: number) => {
    const res = input.safeParse({ ...(body as object), [key]: id });
    if (res.success) return res.data as Record<string, unknown>;
    const at = row === undefined ? '' : `第${row + 1}条：`;
    throw validationError(res.error.issues.map((i) => ({ message: `${at}${i.message}`, members: i.path.map(String) })));
  };

  r.get(path, { schema: { tags, summary: `${parent.def.title}的${child.def.title}`, params: idParam }, config: { contract: 'resource', permission: perm, action: 'query' } }, async (req) =>
    req.tx(async (tx) => {
      await parent.findRow(tx, req.ctx, req.params.id);
      const items = await tx.select().from(child.table).where(child.listWhere(req.ctx, { [key]: req.params.id })).orderBy(...child.listOrder(undefined));
      return { items, totalCount: items.length };
    }),
  );

  r.post(path, { schema: { tags, summary: `新增${child.def.title}`, params: idParam, body: z.looseObject({}) }, config: { contract: 'resource', permission: perm, action: 'add' } }, async (req) => {
    const value = parse(req.body, req.params.id);
    return req.tx(async (tx) => {
      await parent.findRow(tx, req.ctx, req.params.id);
      return child.insertRow(tx, req.ctx, value);
    });
  });

  r.post(
    `${path}/batch`,
    { schema: { tags, summary: `批量新增${child.def.title}`, params: idParam, body: z.object({ items: z.array(z.looseObject({}), { error: messages.required('items') }).min(1, messages.required('items')).max(500) }) }, config: { contract: 'resource', permission: perm, action: 'add' } },
    async (req) => {
      const values = req.body.items.map((b, i) => parse(b, req.params.id, i));
      return req.tx(async (tx) => {
        await parent.findRow(tx, req.ctx, req.params.id);
        const items: Record<string, unknown>[] = [];
        for (const [i, v] of values.entries()) {
          try {
            items.push(await child.insertRow(tx, req.ctx, v));
          } catch (e) {
            if (e instanceof Error && 'status' in e && (e as { status: number }).status === 400) throw badRequest(`第${i + 1}条：${e.message}`);
            throw e;
          }
        }
        return { items, totalCount: items.length };
      });
    },
  );

  // DELETE ?ids= on the path and on /batch (the spec names both).
  for (const url of [path, `${path}/batch`])
    r.delete(url, { schema: { tags, summary: `${url === path ? '' : '批量'}删除${child.def.title}`, params: idParam, querystring: idList }, config: { contract: 'resource', permission: perm, action: 'delete' } }, async (req, reply) => {
      await req.tx(async (tx) => {
        await parent.findRow(tx, req.ctx, req.params.id);
        const t = child.table as any;
        const where = and(child.listWhere(req.ctx, { [key]: req.params.id }), inArray(t.id, req.query.ids));
        const gone = (await tx.update(t).set({ ...softDeleted(req.ctx.userId), concurrencyStamp: crypto.randomUUID() }).where(where).returning()) as any[];
        if (gone.length !== req.query.ids.length) throw badRequest(`有${req.query.ids.length - gone.length}条${child.def.title}不属于该${parent.def.title}或已删除`, ['ids']);
        for (const row of gone) await audit(tx, req.ctx, { module: child.def.module, entityType: child.def.entity, entityId: String(row.id), action: 'delete', before: row });
      });
      return reply.status(204).send();
    });
}
