import type { FastifyInstance } from 'fastify';
import { and, asc, eq, ilike, isNotNull, sql } from 'drizzle-orm';
import { defaultRoleEndpoints as ep, messages, type DefaultRoleDto } from '@al/contracts';
import { audit, insertAudited, softDeleteAudited, updateAudited } from '../../core/audit/audit.ts';
import type { Tx } from '../../core/db/client.ts';
import { badRequest, businessError, notFound } from '../../core/http/errors.ts';
import { liveById } from '../../core/db/live.ts';
import { containsPattern, pagedList, parseSorting } from '../../core/http/paging.ts';
import { isoRow, serve } from '../../core/http/endpoint.ts';
import { applyTemplate } from './default-roles.ts';
import { defaultRoles, roles } from './schema.ts';

const templateSorting = { name: defaultRoles.name, sort: defaultRoles.sort, creationTime: defaultRoles.creationTime } satisfies Record<(typeof ep.list.sortable)[number], unknown>;

const toDefaultRole = (row: typeof defaultRoles.$inferSelect): DefaultRoleDto =>
  // the stored grants are action keys the input schema checked
  isoRow(row) as DefaultRoleDto;

const findTemplate = (tx: Tx, id: string) => liveById(tx, defaultRoles, id, '默认角色不存在或已删除');

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
  // Tenants read the templates to pick one to copy in; writing them is the platform's.
  serve(app, ep.list, async (req) =>
    req.tx(async (tx) => {
      const page = await pagedList(tx, req.query, {
        from: defaultRoles,
        where: and(eq(defaultRoles.isDeleted, false), req.query.filter ? ilike(defaultRoles.name, containsPattern(req.query.filter)) : undefined),
        orderBy: [...parseSorting(req.query.sorting, templateSorting, [asc(defaultRoles.sort)]), asc(defaultRoles.id)],
      });
      return { ...page, items: (page.items as (typeof defaultRoles.$inferSelect)[]).map(toDefaultRole) };
    }),
  );

  serve(app, ep.get, async (req) => req.tx(async (tx) => toDefaultRole(await findTemplate(tx, req.params.id))));

  serve(app, ep.create, async (req) =>
    req.tx(async (tx) => {
      await checkName(tx, req.body.name);
      const row = await insertAudited(tx, req.ctx, defaultRoles, req.body, {
        module: 'identity',
        entityType: 'DefaultRole',
      });
      return toDefaultRole(row);
    }),
  );

  serve(app, ep.update, async (req) =>
    req.tx(async (tx) => {
      const before = await findTemplate(tx, req.params.id);
      await checkName(tx, req.body.name, before.id);
      const after = await updateAudited(tx, req.ctx, defaultRoles, before, req.body, { module: 'identity', entityType: 'DefaultRole' });
      return toDefaultRole(after);
    }),
  );

  serve(app, ep.setPermissions, async (req) =>
    req.tx(async (tx) => {
      const before = await findTemplate(tx, req.params.id);
      const [after] = await tx
        .update(defaultRoles)
        .set({ permissions: req.body.permissions, lastModificationTime: new Date(), lastModifierId: req.ctx.userId, concurrencyStamp: crypto.randomUUID() })
        .where(eq(defaultRoles.id, before.id))
        .returning();
      await audit(tx, req.ctx, { module: 'identity', entityType: 'DefaultRole', entityId: before.id, action: 'permission', before: before.permissions, after: after!.permissions });
      return toDefaultRole(after!);
    }),
  );

  serve(app, ep.remove, async (req) => {
    await req.tx(async (tx) => {
      const before = await findTemplate(tx, req.params.id);
      await softDeleteAudited(tx, req.ctx, defaultRoles, before, { module: 'identity', entityType: 'DefaultRole' });
    });
  });

  serve(app, ep.init, async (req) => {
    const tenantId = req.ctx.tenantId;
    return req.tx(async (tx) => {
      const t = await findTemplate(tx, req.params.id);
      const role = await applyTemplate(tx, tenantId, t, req.ctx.userId);
      await audit(tx, req.ctx, { module: 'identity', entityType: 'Role', entityId: role.id, action: 'init', after: { defaultRoleId: t.id, permissions: t.permissions } });
      return isoRow(role);
    });
  });

  serve(app, ep.reset, async (req) => {
    const tenantId = req.ctx.tenantId;
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

  serve(app, ep.refreshAll, async (req) => {
    const tenantId = req.ctx.tenantId;
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
