import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { catalogEndpoints as ep, colorCardGroupResource, colorCardResource, extractCode, type StoredRow } from '@al/contracts';
import { registerResource } from '../../core/resource/routes.ts';
import { col } from '../../core/resource/table.ts';
import { containsAny } from '../../core/http/paging.ts';
import { serve } from '../../core/http/endpoint.ts';
import { registerBatchImages } from './bulk-routes.ts';
import { colorCardGroups, colorCards } from './schema.ts';

/** Colour card groups (tree) and colour cards, with the code read from a drawing name. */
export function colorCardRoutes(app: FastifyInstance) {
  registerResource(app, colorCardGroupResource, colorCardGroups, { usedBy: [{ table: colorCards, column: 'groupId', label: '色卡' }] });
  const card = registerResource(app, colorCardResource, colorCards, { down: true, prepare: async (_tx, _ctx, value) => void (value.code = String(value.code).toUpperCase()) });
  registerBatchImages(app, card, 'imageUrl', [{ set: ep.setColorCardImgs, get: ep.colorCardImgs }]);

  // Enabled cards of a group and/or matching a keyword, or the card whose code a drawing name holds.
  serve(app, ep.filterColorCards, async (req) =>
      req.tx(async (tx) => {
        const w = [...card.scopeWhere(req.ctx), eq(col(colorCards, 'enabled'), true)];
        if (req.query.groupId) w.push(eq(col(colorCards, 'groupId'), req.query.groupId));
        if (req.query.keyword) w.push(containsAny(req.query.keyword, col(colorCards, 'code'), col(colorCards, 'name')));
        let items = (await tx.select().from(colorCards).where(and(...w)).orderBy(...card.listOrder(undefined))) as StoredRow[];
        if (req.query.fromName) {
          const code = extractCode(req.query.fromName, items.map((c) => String(c.code)));
          items = items.filter((c) => c.code === code);
        }
        return { items, totalCount: items.length };
      }),
  );
}
