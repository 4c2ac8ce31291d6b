import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq, ilike, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  defaultRoleInput,
  defaultRolePermissionInput,
  defaultRoleResetInput,
  idParam,
  identityApi,
  IdentityPermissions,
  messages,
  pagedQuery,
} from '@al/contracts';
import { audit } from '../../core/audit/audit.ts';
import type { Tx } from '../../core/db/client.ts';
import { badRequest, businessError, notFound } from '../../core/http/errors.ts';
import { containsPattern, pagedList, parseSorting, sortableKeys } from '../../core/http/paging.ts';

import { applyTemplate } from './default-roles.ts';
import { defaultRoles, roles } from './schema.ts';
import { requireTenant } from '../../core/http/space.ts';
import { softDeleted } from '../../core/db/columns.ts';

const tags = ['默认角色'];
const base = identityApi.defaultRoles;
const templateSorting = { name: defaultRoles.name, sort: defaultRoles.sort, creationTime: defaultRoles.creationTime };
const listQuery = pagedQuery.extend({ filter: z.string().max(100, messages.tooLong('filter', 100)).optional() });

async function findTemplate(tx: Tx, id: string) {
  const [t] = await tx.select().from(defaultRoles).where(and(eq(defaultRoles.id, id), eq(defaultRoles.isDeleted, false)));
  if (!t) throw notFound('默认角色不存在或已删除');
  return t;
}

async function checkName(tx: Tx, name: string, exceptId?: string) {
  const [dup] = await tx
    .select({ id: defaultRoles.id })
    .from(defaultRoles)
    .where(and(eq(defaultRoles.isDeleted, false), sql`lower(${defaultRoles.name}) = lower(${name})`, exceptId ? sql`${defaultRoles.id} <> ${exceptId}` : undefined));
  if (dup) throw badRequest(messages.duplicate('角色名称', name), ['name']);
}

/**
 * Default roles: platform templates (CRUD and permissions by platform administrators) that seed new
 * tenants; a tenant copies one in (init), restores a role to its template (reset) or refreshes all
 * of its template roles (update).
 */
export function defaultRoleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { platformAdmin: true } as const;

  r.get(base, { schema: { tags, summary: '默认角色列表', querystring: listQuery }, config: { sortable: sortableKeys(templateSorting) } }, async (req) =>
    // Tenants read the templates to pick one to copy in; writing them is the platform's.
    req.tx((tx) =>
      pagedList(tx, req.query, {
        from: defaultRoles,
        where: and(eq(defaultRoles.isDeleted, false), req.query.filter ? ilike(defaultRoles.name, containsPattern(req.query.filter)) : undefined),
        orderBy: [...parseSorting(req.query.sorting, templateSorting, [asc(defaultRoles.sort)]), asc(defaultRoles.id)],
      }),
    ),
  );

  r.get(`${base}/:id`, { schema: { tags, summary: '默认角色详情', params: idParam } }, async (req) => req.tx((tx) => findTemplate(tx, req.params.id)));

  r.post(base, { schema: { tags, summary: '新增默认角色', body: defaultRoleInput }, config: admin }, async (req) =>
    req.tx(async (tx) => {
      await checkName(tx, req.body.name);
      const [row] = await tx.insert(defaultRoles).values({ ...req.body, creatorId: req.ctx.userId }).returning();
      await audit(tx, req.ctx, { module: 'identity', entityType: 'DefaultRole', entityId: row!.id, action: 'create', after: row });
      return row;
    }),
  );

  r.put(`${base}/:id`, { schema: { tags, summary: '修改默认角色', params: idParam, body: defaultRoleInput }, config: admin }, async (req) =>
    req.tx(async (tx) => {
      const before = await findTemplate(tx, req.params.id);
      await checkName(tx, req.body.name, before.id);
      const [after] = await tx
        .update(defaultRoles)
        .set({ ...req.body, lastModificationTime: new Date(), lastModifierId: req.ctx.userId, concurrencyStamp: crypto.randomUUID() })
        .where(eq(defaultRoles.id, before.id))
        .returning();
      await audit(tx, req.ctx, { module: 'identity', entityType: 'DefaultRole', entityId: before.id, action: 'update', before, after });
      return after;
    }),
  );

  r.put(`${base}/:id/permission`, { schema: { tags, summary: '设置默认角色权限', params: idParam, body: defaultRolePermissionInput }, config: admin }, async (req) =>
    req.tx(async (tx) => {
      const before = await findTemplate(tx, req.params.id);
      const [after] = await tx
        .update(defaultRoles)
        .set({ permissions: req.body.permissions, lastModificationTime: new Date(), lastModifierId: req.ctx.userId, concurrencyStamp: crypto.randomUUID() })
        .where(eq(defaultRoles.id, before.id))
        .returning();
      await audit(tx, req.ctx, { module: 'identity', entityType: 'DefaultRole', entityId: before.id, action: 'permission', before: before.permissions, after: after!.permissions });
      return after;
    }),
  );

  r.delete(`${base}/:id`, { schema: { tags, summary: '删除默认角色', params: idParam }, config: admin }, async (req, reply) => {
    await req.tx(async (tx) => {
      const before = await findTemplate(tx, req.params.id);
      await tx.update(defaultRoles).set(softDeleted(req.ctx.userId)).where(eq(defaultRoles.id, before.id));
      await audit(tx, req.ctx, { module: 'identity', entityType: 'DefaultRole', entityId: before.id, action: 'delete', before });
    });
    return reply.status(204).send();
  });

  r.post(`${base}/init/:id`, { schema: { tags, summary: '从默认角色创建角色', params: idParam }, config: { permission: IdentityPermissions.roles, action: 'add' } }, async (req) => {
    const tenantId = requireTenant(req.ctx.tenantId);
    return req.tx(async (tx) => {
      const t = await findTemplate(tx, req.params.id);
      const role = await applyTemplate(tx, tenantId, t, req.ctx.userId);
      await audit(tx, req.ctx, { module: 'identity', entityType: 'Role', entityId: role.id, action: 'init', after: { defaultRoleId: t.id, permissions: t.permissions } });
      return role;
    });
  });

  r.put(`${base}/reset`, { schema: { tags, summary: '恢复角色为默认权限', body: defaultRoleResetInput }, config: { permission: IdentityPermissions.roles, action: 'edit' } }, async (req) => {
    const tenantId = requireTenant(req.ctx.tenantId);
    return req.tx(async (tx) => {
      const [role] = await tx.select().from(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.id, req.body.roleId), eq(roles.isDeleted, false)));
      if (!role) throw notFound('角色不存在或已删除');
      if (!role.defaultRoleId) throw businessError('该角色不是由默认角色创建的，无法恢复');
      const t = await findTemplate(tx, role.defaultRoleId);
      await applyTemplate(tx, tenantId, t, req.ctx.userId);
      await audit(tx, req.ctx, { module: 'identity', entityType: 'Role', entityId: role.id, action: 'reset', after: { permissions: t.permissions } });
      return { id: role.id };
    });
  });

  r.put(`${base}/update`, { schema: { tags, summary: '按默认角色更新全部角色' }, config: { permission: IdentityPermissions.roles, action: 'edit' } }, async (req) => {
    const tenantId = requireTenant(req.ctx.tenantId);
    return req.tx(async (tx) => {
      const seeded = await tx.select().from(roles).where(and(eq(roles.tenantId, tenantId), isNotNull(roles.defaultRoleId), eq(roles.isDeleted, false)));
      let updated = 0;
      for (const role of seeded) {
        const [t] = await tx.select().from(defaultRoles).where(and(eq(defaultRoles.id, role.defaultRoleId!), eq(defaultRoles.isDeleted, false)));
        if (!t) continue;
        await applyTemplate(tx, tenantId, t, req.ctx.userId);
        updated++;
      }
      await audit(tx, req.ctx, { module: 'identity', entityType: 'Role', entityId: tenantId, action: 'update-from-defaults', after: { updated } });
      return { updated };
    });
  });
}
