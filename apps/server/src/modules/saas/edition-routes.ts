import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq } from 'drizzle-orm';
import { idParam, shellApi, type EditionListItem, type FeatureItem } from '@al/contracts';
import { editionFeatures, editions, features } from './schema.ts';

export function editionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['版本'];

  r.get(shellApi.editionList, { schema: { tags, summary: '可用版本' } }, async (req): Promise<EditionListItem[]> =>
    req.tx((tx) =>
      tx
        .select({ id: editions.id, name: editions.name, editionType: editions.editionType, isFree: editions.isFree, isStatic: editions.isStatic })
        .from(editions)
        .where(eq(editions.isDeleted, false))
        .orderBy(asc(editions.sort)),
    ) as Promise<EditionListItem[]>,
  );

  r.get('/api/red/editions/:id/features', { schema: { tags, summary: '版本包含的功能', params: idParam } }, async (req): Promise<FeatureItem[]> =>
    req.tx((tx) =>
      tx
        .select({ id: features.id, parentId: features.parentId, name: features.name, displayName: features.displayName, permissionNames: features.permissionNames })
        .from(editionFeatures)
        .innerJoin(features, eq(features.id, editionFeatures.featureId))
        .where(and(eq(editionFeatures.editionId, req.params.id), eq(features.isDeleted, false)))
        .orderBy(asc(features.sort)),
    ),
  );
}
