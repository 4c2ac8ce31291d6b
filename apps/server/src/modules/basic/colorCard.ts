import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, ilike, or } from 'drizzle-orm';
import { z } from 'zod';
import { colorCardGroupResource, colorCardResource, extractCode, messages } from '@al/contracts';
import { registerResource } from '../../core/resource/routes.ts';
import { col } from '../../core/resource/table.ts';
import { containsPattern } from '../../core/http/paging.ts';
import { registerBatchImages } from './bulk-routes.ts';
import { colorCardGroups, colorCards } from './schema.ts';

/** Colour card groups (tree) and colour cards, with the code read from a drawing name. */
export function colorCardRoutes(app: FastifyInstance) {
  registerResource(app, colorCardGroupResource, colorCardGroups, { usedBy: [{ table: colorCards, column: 'groupId', label: '色卡' }] });
  const card = registerResource(app, colorCardResource, colorCards, { down: true, prepare: async (_tx, _ctx, value) => void (value.code = String(value.code).toUpperCase()) });
  registerBatchImages(app, card, 'imageUrl', ['batch-img']);

  // Enabled cards of a group and/or matching a keyword, or the card whose code a drawing name holds.
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${colorCardResource.basePath}/list/filter`,
    {
      schema: {
        tags: [colorCardResource.title],
        summary: '筛选色卡（分组、关键字、从名称识别色号）',
        querystring: z.object({
          groupId: z.uuid(`groupId${messages.invalidId}`).optional(),
          keyword: z.string().max(64, messages.tooLong('关键字', 64)).optional(),
          fromName: z.string().max(200, messages.tooLong('名称', 200)).optional(),
        }),
      },
      config: { permission: colorCardResource.permission, action: 'query' },
    },
    async (req) =>
      req.tx(async (tx) => {
        const w = [...card.scopeWhere(req.ctx), eq(col(colorCards, 'enabled'), true)];
        if (req.query.groupId) w.push(eq(col(colorCards, 'groupId'), req.query.groupId));
        if (req.query.keyword) w.push(or(ilike(col(colorCards, 'code'), containsPattern(req.query.keyword)), ilike(col(colorCards, 'name'), containsPattern(req.query.keyword)))!);
        let items = (await tx.select().from(colorCards).where(and(...w)).orderBy(...card.listOrder(undefined))) as Record<string, unknown>[];
        if (req.query.fromName) {
          const code = extractCode(req.query.fromName, items.map((c) => String(c.code)));
          items = items.filter((c) => c.code === code);
        }
        return { items, totalCount: items.length };
      }),
  );
}
