import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import { identityMessages as im, messages, PERMISSION_CATALOGUE, roleEndpoints as ep } from '@al/contracts';
import { audit } from '../../core/audit/audit.ts';
import type { Tx } from '../../core/db/client.ts';
import { badRequest, businessError, conflict } from '../../core/http/errors.ts';
import { tenantLiveById } from '../../core/db/live.ts';
import { containsPattern, parseSorting } from '../../core/http/paging.ts';
import { serve } from '../../core/http/endpoint.ts';

import { replacePermissions, roleDtos } from './roles.ts';
import { memberRoles, rolePermissions, roles } from './schema.ts';
import { softDeleted } from '../../core/db/columns.ts';

const roleSorting = { name: roles.name, creationTime: roles.creationTime } satisfies Record<NonNullable<typeof ep.list.sortable>[number], unknown>;

const findRole = (tx: Tx, tenantId: string, id: string) => tenantLiveById(tx, roles, tenantId, id, '角色不存在或已删除');

async function checkName(tx: Tx, tenantId: string, name: string, exceptId?: string) {
  const [dup] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.isDeleted, false), sql`lower(${roles.name}) = lower(${name})`, exceptId ? sql`${roles.id} <> ${exceptId}` : undefined));
  if (dup) throw badRequest(messages.duplicate('角色名称', name), ['name']);
}

/** Roles of the current tenant with their permission grants (permissionId + actionList). */
export function roleRoutes(app: FastifyInstance) {
  // The catalogue the role editor shows: the route table's permission groups and the action keys.
  serve(app, ep.catalogue, async () => ({ groups: PERMISSION_CATALOGUE }));

  serve(app, ep.list, async (req) => {
    const tenantId = req.ctx.tenantId;
    const q = req.query;
    return req.tx(async (tx) => {
      const where = and(eq(roles.tenantId, tenantId), eq(roles.isDeleted, false), q.filter ? ilike(roles.name, containsPattern(q.filter)) : undefined);
      const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(roles).where(where);
      const orderBy = [...parseSorting(q.sorting, roleSorting, [desc(roles.isStatic), asc(roles.creationTime)]), asc(roles.id)];
      const rows = await tx.select().from(roles).where(where).orderBy(...orderBy).limit(q.maxResultCount).offset(q.skipCount);
      return { items: await roleDtos(tx, tenantId, rows), totalCount: n };
    });
  });

  serve(app, ep.get, async (req) => {
    const tenantId = req.ctx.tenantId;
    return req.tx(async (tx) => (await roleDtos(tx, tenantId, [await findRole(tx, tenantId, req.params.id)]))[0]!);
  });

  serve(app, ep.create, async (req) => {
    const tenantId = req.ctx.tenantId;
    const { permissions, concurrencyStamp: _s, ...value } = req.body;
    return req.tx(async (tx) => {
      await checkName(tx, tenantId, value.name);
      const [row] = await tx.insert(roles).values({ ...value, tenantId, creatorId: req.ctx.userId }).returning();
      await replacePermissions(tx, tenantId, row!.id, permissions);
      const [dto] = await roleDtos(tx, tenantId, [row!]);
      await audit(tx, req.ctx, { module: 'identity', entityType: 'Role', entityId: row!.id, action: 'create', after: dto });
      return dto!;
    });
  });

  serve(app, ep.update, async (req) => {
    const tenantId = req.ctx.tenantId;
    const { permissions, concurrencyStamp, ...value } = req.body;
    return req.tx(async (tx) => {
      const before = await findRole(tx, tenantId, req.params.id);
      if (concurrencyStamp && concurrencyStamp !== before.concurrencyStamp) throw conflict();
      if (before.isStatic && value.name !== before.name) throw businessError(im.staticRole);
      await checkName(tx, tenantId, value.name, before.id);
      const [beforeDto] = await roleDtos(tx, tenantId, [before]);
      const [row] = await tx
        .update(roles)
        .set({ ...value, lastModificationTime: new Date(), lastModifierId: req.ctx.userId, concurrencyStamp: crypto.randomUUID() })
        .where(and(eq(roles.tenantId, tenantId), eq(roles.id, before.id)))
        .returning();
      await replacePermissions(tx, tenantId, before.id, permissions);
      const [dto] = await roleDtos(tx, tenantId, [row!]);
      await audit(tx, req.ctx, { module: 'identity', entityType: 'Role', entityId: before.id, action: 'update', before: beforeDto, after: dto });
      return dto!;
    });
  });

  serve(app, ep.remove, async (req) => {
    const tenantId = req.ctx.tenantId;
    await req.tx(async (tx) => {
      const before = await findRole(tx, tenantId, req.params.id);
      if (before.isStatic) throw businessError(im.staticRole);
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(memberRoles)
        .where(and(eq(memberRoles.tenantId, tenantId), eq(memberRoles.roleId, before.id)));
      if (n > 0) throw businessError(im.roleInUse(before.name, n));
      const [dto] = await roleDtos(tx, tenantId, [before]);
      await tx.delete(rolePermissions).where(and(eq(rolePermissions.tenantId, tenantId), eq(rolePermissions.roleId, before.id)));
      await tx
        .update(roles)
        .set({ ...softDeleted(req.ctx.userId), concurrencyStamp: crypto.randomUUID() })
        .where(and(eq(roles.tenantId, tenantId), eq(roles.id, before.id)));
      await audit(tx, req.ctx, { module: 'identity', entityType: 'Role', entityId: before.id, action: 'delete', before: dto });
    });
  });
}
