import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { editionEndpoints as ep, messages as msg, type Edition } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { audit, insertAudited, softDeleteAudited, updateAudited } from '../../core/audit/audit.ts';
import { badRequest, businessError, conflict } from '../../core/http/errors.ts';
import { isoRow, serve } from '../../core/http/endpoint.ts';
import { editionFeatures, editions, features, tenants } from './schema.ts';
import { liveEditions } from './catalogue.ts';
import { liveById } from '../../core/db/live.ts';

async function toEdition(tx: Tx, e: typeof editions.$inferSelect): Promise<Edition> {
  const fs = await tx
    .select({ id: editionFeatures.featureId })
    .from(editionFeatures)
    .where(eq(editionFeatures.editionId, e.id));
  return { ...isoRow(e), featureIds: fs.map((f) => f.id) };
}

const liveEdition = (tx: Tx, id: string) => liveById(tx, editions, id, '版本不存在');

async function refuseDuplicateName(tx: Tx, name: string, exceptId?: string) {
  const same = await tx
    .select({ id: editions.id })
    .from(editions)
    .where(and(eq(editions.name, name), eq(editions.isDeleted, false)));
  if (same.some((s) => s.id !== exceptId)) throw badRequest(msg.duplicate('版本名称', name), ['name']);
}

export function editionRoutes(app: FastifyInstance) {
  serve(app, ep.available, async (req) =>
    req.tx((tx) =>
      tx
        .select({
          id: editions.id,
          name: editions.name,
          editionType: editions.editionType,
          isFree: editions.isFree,
          isStatic: editions.isStatic,
        })
        .from(editions)
        .where(eq(editions.isDeleted, false))
        .orderBy(asc(editions.sort)),
    ),
  );

  serve(app, ep.list, async (req) =>
    req.tx(async (tx) => {
      const rows = await liveEditions(tx);
      const items = await Promise.all(rows.map((e) => toEdition(tx, e)));
      return { items, totalCount: items.length };
    }),
  );

  serve(app, ep.get, async (req) =>
    req.tx(async (tx) => toEdition(tx, await liveEdition(tx, req.params.id))),
  );

  serve(app, ep.create, async (req) =>
    req.tx(async (tx) => {
      const { concurrencyStamp: _c, ...v } = req.body;
      await refuseDuplicateName(tx, v.name);
      const e = await insertAudited(tx, req.ctx, editions, v, { module: 'saas', entityType: 'Edition' });
      return toEdition(tx, e);
    }),
  );

  serve(app, ep.update, async (req) =>
    req.tx(async (tx) => {
      const before = await liveEdition(tx, req.params.id);
      const { concurrencyStamp, ...v } = req.body;
      if (concurrencyStamp && concurrencyStamp !== before.concurrencyStamp) throw conflict();
      // A static edition's type is what spaces are created by: it stays.
      if (before.isStatic && v.editionType !== before.editionType)
        throw badRequest('内置版本不能修改版本类型', ['editionType']);
      await refuseDuplicateName(tx, v.name, before.id);
      const after = await updateAudited(tx, req.ctx, editions, before, v, { module: 'saas', entityType: 'Edition' });
      return toEdition(tx, after);
    }),
  );

  serve(app, ep.remove, async (req) =>
    req.tx(async (tx) => {
      const e = await liveEdition(tx, req.params.id);
      if (e.isStatic) throw businessError('内置版本不能删除');
      const [used] = await tx
        .select({ id: tenants.id })
        .from(tenants)
        .where(and(eq(tenants.editionId, e.id), eq(tenants.isDeleted, false)))
        .limit(1);
      if (used) throw businessError('该版本已有空间在使用，不能删除');
      await softDeleteAudited(tx, req.ctx, editions, e, { module: 'saas', entityType: 'Edition' });
    }),
  );

  serve(app, ep.features, async (req) =>
    req.tx((tx) =>
      tx
        .select({
          id: features.id,
          parentId: features.parentId,
          name: features.name,
          displayName: features.displayName,
          permissionNames: features.permissionNames,
        })
        .from(editionFeatures)
        .innerJoin(features, eq(features.id, editionFeatures.featureId))
        .where(and(eq(editionFeatures.editionId, req.params.id), eq(features.isDeleted, false)))
        .orderBy(asc(features.sort)),
    ),
  );

  serve(app, ep.setFeatures, async (req) =>
    req.tx(async (tx) => {
      const e = await liveEdition(tx, req.params.id);
      const ids = [...new Set(req.body.featureIds)];
      if (ids.length) {
        const found = await tx
          .select({ id: features.id })
          .from(features)
          .where(and(inArray(features.id, ids), eq(features.isDeleted, false)));
        if (found.length !== ids.length) throw badRequest('功能不存在', ['featureIds']);
      }
      const before = await toEdition(tx, e);
      await tx.delete(editionFeatures).where(eq(editionFeatures.editionId, e.id));
      if (ids.length)
        await tx.insert(editionFeatures).values(ids.map((featureId) => ({ editionId: e.id, featureId })));
      await audit(tx, req.ctx, {
        module: 'saas',
        entityType: 'Edition',
        entityId: e.id,
        action: 'features',
        before: before.featureIds,
        after: ids,
      });
      return toEdition(tx, e);
    }),
  );
}
