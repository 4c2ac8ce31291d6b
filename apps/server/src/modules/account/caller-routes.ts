import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { accountMoreEndpoints as ep } from '@al/contracts';
import { factories, factoryUsers, memberRoles, members, organizationUnitMembers, organizationUnits, roles } from '../identity/schema.ts';
import { tenants } from '../saas/schema.ts';
import { userSessions } from '../../core/auth/schema.ts';
import { iso, serve } from '../../core/http/endpoint.ts';
import { liveOf } from '../../core/db/live.ts';

/** The caller: the signed-in identity and the profile in the current space. */
export function callerRoutes(app: FastifyInstance) {
  serve(app, ep.auth, async (req) =>
    req.tx(async (tx) => {
      const [s] = await tx.select().from(userSessions).where(eq(userSessions.id, req.ctx.sessionId!));
      return {
        userId: req.ctx.userId!,
        userName: req.ctx.userName!,
        tenantId: req.ctx.tenantId,
        factoryId: req.ctx.factoryId,
        isPlatformAdmin: req.ctx.isPlatformAdmin,
        isTenantAdmin: req.ctx.isTenantAdmin,
        clientType: s?.clientType ?? 1,
        sessionExpiresAt: iso(s?.expiresAt ?? new Date()),
      };
    }),
  );

  serve(app, ep.profileTenant, async (req) => {
    const tenantId = req.ctx.tenantId;
    return req.tx(async (tx) => {
      const [t] = await tx.select({ name: tenants.displayName }).from(tenants).where(eq(tenants.id, tenantId));
      const [m] = await tx
        .select()
        .from(members)
        .where(and(eq(members.tenantId, tenantId), eq(members.userId, req.ctx.userId!), eq(members.isDeleted, false)));
      const roleNames = m
        ? await tx
            .select({ name: roles.name })
            .from(memberRoles)
            .innerJoin(roles, and(eq(roles.tenantId, memberRoles.tenantId), eq(roles.id, memberRoles.roleId)))
            .where(and(eq(memberRoles.tenantId, tenantId), eq(memberRoles.memberId, m.id), eq(roles.isDeleted, false)))
            .orderBy(asc(roles.name))
        : [];
      const units = m
        ? await tx
            .select({ name: organizationUnits.displayName })
            .from(organizationUnitMembers)
            .innerJoin(organizationUnits, and(eq(organizationUnits.tenantId, organizationUnitMembers.tenantId), eq(organizationUnits.id, organizationUnitMembers.organizationUnitId)))
            .where(and(eq(organizationUnitMembers.tenantId, tenantId), eq(organizationUnitMembers.memberId, m.id), eq(organizationUnits.isDeleted, false)))
            .orderBy(asc(organizationUnits.code))
        : [];
      // An administrator works in every factory of the space; others where they are assigned.
      const facs = await tx
        .select({ name: factories.name })
        .from(factories)
        .where(
          liveOf(
            factories,
            tenantId,
            m?.isAdmin
              ? undefined
              : inArray(factories.id, sql`(select ${factoryUsers.factoryId} from ${factoryUsers} where ${factoryUsers.tenantId} = ${tenantId} and ${factoryUsers.userId} = ${req.ctx.userId})`),
          ),
        )
        .orderBy(asc(factories.sort));
      return {
        tenantId,
        tenantName: t?.name ?? '',
        memberId: m?.id ?? null,
        isAdmin: m?.isAdmin ?? false,
        userStatus: m?.userStatus ?? null,
        roles: roleNames.map((x) => x.name),
        organizationUnits: units.map((x) => x.name),
        factories: facs.map((x) => x.name),
      };
    });
  });
}
