import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import { z } from 'zod';
import { idParam, identityApi, identityMessages as im, IdentityPermissions, messages, pagedQuery, PERMISSION_CATALOGUE, roleInput } from '@al/contracts';
import { audit } from '../../core/audit/audit.ts';
import type { Tx } from '../../core/db/client.ts';
import { badRequest, businessError, conflict, notFound } from '../../core/http/errors.ts';
import { containsPattern, parseSorting, sortableKeys } from '../../core/http/paging.ts';

import { replacePermissions, roleDtos } from './roles.ts';
import { memberRoles, rolePermissions, roles } from './schema.ts';
import { requireTenant } from '../../core/http/space.ts';
import { softDeleted } from '../../core/db/columns.ts';

const tags = ['角色'];
const base = identityApi.roles;
const permission = IdentityPermissions.roles;
const roleSorting = { name: roles.name, creationTime: roles.creationTime };
const listQuery = pagedQuery.extend({ filter: z.string().max(100, messages.tooLong('filter', 100)).optional() });

async function findRole(tx: Tx, tenantId: string, id: string) {
  const [r] = await tx.select().from(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.id, id), eq(roles.isDeleted, false)));
  if (!r) throw notFound('角色不存在或已删除');
  return r;
}

async function checkName(tx: Tx, tenantId: string, name: string, exceptId?: string) {
  const [dup] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.isDeleted, false), sql`lower(${roles.name}) = lower(${name})`, exceptId ? sql`${roles.id} <> ${exceptId}` : undefined));
  if (dup) throw badRequest(messages.duplicate('角色名称', name), ['name']);
}

/** Roles of the current tenant with their permission grants (permissionId + actionList). */
export function roleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The catalogue the role editor shows: the route table's permission groups and the action keys.
  r.get(identityApi.permissionCatalogue, { schema: { tags, summary: '权限目录' }, config: { permission, action: 'query' } }, async () => ({ groups: PERMISSION_CATALOGUE }));

  r.get(base, { schema: { tags, summary: '角色列表', querystring: listQuery }, config: { permission, action: 'query', sortable: sortableKeys(roleSorting) } }, async (req) => {
    const tenantId = requireTenant(req.ctx.tenantId);
    const q = req.query;
    return req.tx(async (tx) => {
      const where = and(eq(roles.tenantId, tenantId), eq(roles.isDeleted, false), q.filter ? ilike(roles.name, containsPattern(q.filter)) : undefined);
      const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(roles).where(where);
      const orderBy = [...parseSorting(q.sorting, roleSorting, [desc(roles.isStatic), asc(roles.creationTime)]), asc(roles.id)];
      const rows = await tx.select().from(roles).where(where).orderBy(...orderBy).limit(q.maxResultCount).offset(q.skipCount);
      return { items: await roleDtos(tx, tenantId, rows), totalCount: n };
    });
  });

  r.get(`${base}/:id`, { schema: { tags, summary: '角色详情', params: idParam }, config: { permission, action: 'query' } }, async (req) => {
    const tenantId = requireTenant(req.ctx.tenantId);
    return req.tx(async (tx) => (await roleDtos(tx, tenantId, [await findRole(tx, tenantId, req.params.id)]))[0]);
  });

  r.post(base, { schema: { tags, summary: '新增角色', body: roleInput }, config: { permission, action: 'add' } }, async (req) => {
    const tenantId = requireTenant(req.ctx.tenantId);
    const { permissions, concurrencyStamp: _s, ...value } = req.body;
    return req.tx(async (tx) => {
      await checkName(tx, tenantId, value.name);
      const [row] = await tx.insert(roles).values({ ...value, tenantId, creatorId: req.ctx.userId }).returning();
      await replacePermissions(tx, tenantId, row!.id, permissions);
      const [dto] = await roleDtos(tx, tenantId, [row!]);
      await audit(tx, req.ctx, { module: 'identity', entityType: 'Role', entityId: row!.id, action: 'create', after: dto });
      return dto;
    });
  });

  r.put(`${base}/:id`, { schema: { tags, summary: '修改角色', params: idParam, body: roleInput }, config: { permission, action: 'edit' } }, async (req) => {
    const tenantId = requireTenant(req.ctx.tenantId);
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
      return dto;
    });
  });

  r.delete(`${base}/:id`, { schema: { tags, summary: '删除角色', params: idParam }, config: { permission, action: 'delete' } }, async (req, reply) => {
    const tenantId = requireTenant(req.ctx.tenantId);
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
    return reply.status(204).send();
  });
}
