import { and, eq, inArray } from 'drizzle-orm';
import type { ActionKey } from '@al/contracts';
import { ACTIVE_MEMBER_STATUSES, type Directory } from '../../core/auth/directory.ts';
import { userSessions } from '../../core/auth/schema.ts';
import { tenants } from '../saas/schema.ts';
import { deniedByFeatures } from '../saas/feature-grants.ts';
import { factories, factoryUsers, memberRoles, members, rolePermissions, roles, users } from './schema.ts';
import { liveOf } from '../../core/db/live.ts';
import { isActiveMember } from './members.ts';

/** The core's view of people, spaces and factories, read from this module's tables. */
export const identityDirectory: Directory = {
  async sessionUser(tx, sessionId, userId) {
    const [row] = await tx
      .select({ s: userSessions, u: users })
      .from(userSessions)
      .innerJoin(users, eq(users.id, userSessions.userId))
      .where(eq(userSessions.id, sessionId));
    if (!row || row.s.revokedAt || row.s.expiresAt < new Date() || row.s.userId !== userId) return null;
    return {
      userId: row.u.id,
      userName: row.u.userName,
      isPlatformAdmin: row.u.isPlatformAdmin,
      isActive: row.u.isActive && !row.u.isDeleted,
      expiresAt: row.s.expiresAt,
    };
  },

  async tenantExists(tx, tenantId) {
    const [t] = await tx
      .select({ id: tenants.id })
      .from(tenants)
      .where(and(eq(tenants.id, tenantId), eq(tenants.isDeleted, false)));
    return !!t;
  },

  async membership(tx, tenantId, userId) {
    const [m] = await tx
      .select({ id: members.id, isAdmin: members.isAdmin })
      .from(members)
      .where(liveOf(members, tenantId, eq(members.userId, userId), inArray(members.userStatus, ACTIVE_MEMBER_STATUSES)));
    return m ? { memberId: m.id, isAdmin: m.isAdmin } : null;
  },

  async factoryExists(tx, tenantId, factoryId) {
    const [f] = await tx
      .select({ id: factories.id })
      .from(factories)
      .where(and(eq(factories.tenantId, tenantId), eq(factories.id, factoryId), eq(factories.isDeleted, false)));
    return !!f;
  },

  async factoryAssigned(tx, tenantId, factoryId, userId) {
    const [a] = await tx
      .select({ userId: factoryUsers.userId })
      .from(factoryUsers)
      .where(
        and(eq(factoryUsers.tenantId, tenantId), eq(factoryUsers.factoryId, factoryId), eq(factoryUsers.userId, userId)),
      );
    return !!a;
  },

  async roleGrants(tx, tenantId, memberId) {
    const grants = new Map<string, Set<ActionKey>>();
    const held = await tx
      .select({ roleId: memberRoles.roleId, dataPermission: roles.dataPermission })
      .from(memberRoles)
      .innerJoin(
        roles,
        and(eq(roles.tenantId, memberRoles.tenantId), eq(roles.id, memberRoles.roleId), eq(roles.isDeleted, false)),
      )
      .where(and(eq(memberRoles.tenantId, tenantId), eq(memberRoles.memberId, memberId)));
    if (!held.length) return { grants, onlySelf: false, hasRoles: false };
    const rows = await tx
      .select()
      .from(rolePermissions)
      .where(
        and(
          eq(rolePermissions.tenantId, tenantId),
          inArray(
            rolePermissions.roleId,
            held.map((r) => r.roleId),
          ),
        ),
      );
    for (const row of rows) {
      const set = grants.get(row.permissionId) ?? new Set<ActionKey>();
      for (const a of row.actionList) set.add(a as ActionKey);
      grants.set(row.permissionId, set);
    }
    // One role that sees all data is enough to see all data.
    return { grants, onlySelf: held.every((r) => r.dataPermission === 1), hasRoles: true };
  },

  featureDenied: (tx, tenantId) => deniedByFeatures(tx, tenantId),

  async people(tx, tenantId) {
    return tx
      .select({ userId: members.userId, name: users.name, userName: users.userName })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(eq(members.tenantId, tenantId));
  },

  // One rule with the module's own check: a live membership in an active status (a removed member is
  // no longer one, whatever status the row kept).
  isActiveMember,

  async tenantHead(tx, tenantId) {
    const [t] = await tx
      .select({ name: tenants.displayName, logoUrl: tenants.logoUrl })
      .from(tenants)
      .where(eq(tenants.id, tenantId));
    return t ?? null;
  },
};
