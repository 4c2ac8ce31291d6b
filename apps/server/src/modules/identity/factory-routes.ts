import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { factoryEndpoints as ep, factoryResource, identityMessages as im } from '@al/contracts';
import { audit } from '../../core/audit/audit.ts';
import type { Tx } from '../../core/db/client.ts';
import { badRequest, businessError } from '../../core/http/errors.ts';
import { iso, serve } from '../../core/http/endpoint.ts';
import { registerResource } from '../../core/resource/routes.ts';

import { factories, factoryUsers, members, users } from './schema.ts';
import { requireTenant } from '../../core/http/space.ts';
import { allLive, tenantLiveById } from '../../core/db/live.ts';


const findFactory = (tx: Tx, tenantId: string, id: string) => tenantLiveById(tx, factories, tenantId, id, '工厂不存在或已删除');

/** Factories of the space: CRUD, the people assigned to each, and factories under a factory. */
export function factoryRoutes(app: FastifyInstance) {
  // The factories of the current tenant the caller may work in (all of them for administrators).
  serve(app, ep.mine, async (req) => {
    const { tenantId, userId } = req.ctx;
    if (!tenantId) return [];
    return req.tx(async (tx) => {
      const all = await tx
        .select({ id: factories.id, name: factories.name, logoUrl: factories.logoUrl })
        .from(factories)
        .where(and(eq(factories.tenantId, tenantId), eq(factories.isDeleted, false)))
        .orderBy(asc(factories.sort), asc(factories.name));
      if (req.ctx.isTenantAdmin || req.ctx.isPlatformAdmin) return all;
      const mine = new Set(
        (await tx.select().from(factoryUsers).where(and(eq(factoryUsers.tenantId, tenantId), eq(factoryUsers.userId, userId!)))).map((f) => f.factoryId),
      );
      return all.filter((f) => mine.has(f.id));
    });
  });

  registerResource(app, factoryResource, factories, {
    beforeDelete: async (tx, ctx, row) => {
      const tenantId = requireTenant(ctx.tenantId);
      const [child] = await tx
        .select({ id: factories.id })
        .from(factories)
        .where(and(eq(factories.tenantId, tenantId), eq(factories.parentId, String(row.id)), eq(factories.isDeleted, false)))
        .limit(1);
      if (child) throw businessError(im.factoryHasChildren);
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(factories)
        .where(and(eq(factories.tenantId, tenantId), eq(factories.isDeleted, false), ne(factories.id, String(row.id))));
      if (n === 0) throw businessError(im.lastFactory);
      await tx.delete(factoryUsers).where(and(eq(factoryUsers.tenantId, tenantId), eq(factoryUsers.factoryId, String(row.id))));
    },
    extend: (a) => {
      serve(a, ep.users, async (req) => {
        const tenantId = req.ctx.tenantId;
        return req.tx(async (tx) => {
          await findFactory(tx, tenantId, req.params.id);
          const items = await tx
            .select({ userId: users.id, userName: users.userName, name: users.name, phoneNumber: users.phoneNumber })
            .from(factoryUsers)
            .innerJoin(users, eq(users.id, factoryUsers.userId))
            .where(and(eq(factoryUsers.tenantId, tenantId), eq(factoryUsers.factoryId, req.params.id)))
            .orderBy(asc(users.userName));
          return { items, totalCount: items.length };
        });
      });

      // Adds people to the factory; each must be a member of the space.
      serve(a, ep.addUsers, async (req) => {
        const tenantId = req.ctx.tenantId;
        return req.tx(async (tx) => {
          await findFactory(tx, tenantId, req.params.id);
          const ids = [...new Set(req.body.userIds)];
          if (ids.length) {
            if (!(await allLive(tx, members, tenantId, ids, { column: members.userId }))) throw badRequest('所选人员不是本空间的成员', ['userIds']);
            await tx
              .insert(factoryUsers)
              .values(ids.map((userId) => ({ tenantId, factoryId: req.params.id, userId })))
              .onConflictDoNothing();
          }
          await audit(tx, req.ctx, { module: 'identity', entityType: 'Factory', entityId: req.params.id, action: 'add-users', after: { userIds: ids } });
          return { factoryId: req.params.id, userIds: ids };
        });
      });

      serve(a, ep.removeUser, async (req) => {
        const tenantId = req.ctx.tenantId;
        await req.tx(async (tx) => {
          await findFactory(tx, tenantId, req.params.id);
          await tx
            .delete(factoryUsers)
            .where(and(eq(factoryUsers.tenantId, tenantId), eq(factoryUsers.factoryId, req.params.id), eq(factoryUsers.userId, req.params.userId)));
          await audit(tx, req.ctx, { module: 'identity', entityType: 'Factory', entityId: req.params.id, action: 'remove-user', before: { userId: req.params.userId } });
        });
      });

      serve(a, ep.children, async (req) => {
        const tenantId = req.ctx.tenantId;
        return req.tx(async (tx) => {
          await findFactory(tx, tenantId, req.params.id);
          const items = await tx
            .select()
            .from(factories)
            .where(and(eq(factories.tenantId, tenantId), eq(factories.parentId, req.params.id), eq(factories.isDeleted, false)))
            .orderBy(asc(factories.sort));
          return { items: items.map((f) => ({ ...f, creationTime: iso(f.creationTime) })), totalCount: items.length };
        });
      });

      // Sets the factories under this one (replacing the previous set); one level, no cycles.
      serve(a, ep.setChildren, async (req) => {
        const tenantId = req.ctx.tenantId;
        return req.tx(async (tx) => {
          const parent = await findFactory(tx, tenantId, req.params.id);
          const ids = [...new Set(req.body.factoryIds)];
          if (ids.includes(parent.id) || (parent.parentId && ids.includes(parent.parentId))) throw badRequest('工厂不能成为自己的下属工厂', ['factoryIds']);
          if (!(await allLive(tx, factories, tenantId, ids))) throw badRequest('所选工厂不存在或已删除', ['factoryIds']);
          await tx.update(factories).set({ parentId: null }).where(and(eq(factories.tenantId, tenantId), eq(factories.parentId, parent.id)));
          if (ids.length) await tx.update(factories).set({ parentId: parent.id }).where(and(eq(factories.tenantId, tenantId), inArray(factories.id, ids)));
          await audit(tx, req.ctx, { module: 'identity', entityType: 'Factory', entityId: parent.id, action: 'set-children', after: { factoryIds: ids } });
          return { factoryId: parent.id, factoryIds: ids };
        });
      });
    },
  });
}
