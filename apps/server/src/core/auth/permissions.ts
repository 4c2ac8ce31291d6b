import { and, eq, inArray } from 'drizzle-orm';
import { PLATFORM_ONLY_PERMISSIONS, type ActionKey } from '@al/contracts';
import type { Tx } from '../db/client.ts';
import { memberRoles, rolePermissions, roles } from '../../modules/identity/schema.ts';
import type { PermissionSet, RequestContext } from '../http/context.ts';
import { deniedByFeatures } from '../../modules/saas/feature-grants.ts';

export const ALL_PERMISSIONS: PermissionSet = { isAll: true, grants: new Map() };

/**
 * Platform administrators and a tenant's administrators hold everything; everyone else holds the
 * union of their roles' permissions with their action lists.
 */
export async function loadPermissions(tx: Tx, ctx: RequestContext): Promise<PermissionSet> {
  const perms = await loadRolePermissions(tx, ctx);
  // The platform's own permissions are never a space's, whatever its roles or administrators hold.
  const platformDenied = ctx.isPlatformAdmin ? [] : [...PLATFORM_ONLY_PERMISSIONS];
  // Feature gating: inside a space, what its edition and bought features do not grant is refused to everyone.
  const featureDenied = ctx.tenantId ? await deniedByFeatures(tx, ctx.tenantId) : new Set<string>();
  const denied = new Set([...platformDenied, ...featureDenied]);
  return denied.size ? { ...perms, denied } : perms;
}

async function loadRolePermissions(tx: Tx, ctx: RequestContext): Promise<PermissionSet> {
  if (ctx.isPlatformAdmin || ctx.isTenantAdmin) return ALL_PERMISSIONS;
  const grants = new Map<string, Set<ActionKey>>();
  if (!ctx.tenantId || !ctx.memberId) return { isAll: false, grants };
  const held = await tx
    .select({ roleId: memberRoles.roleId, dataPermission: roles.dataPermission })
    .from(memberRoles)
    .innerJoin(roles, and(eq(roles.tenantId, memberRoles.tenantId), eq(roles.id, memberRoles.roleId), eq(roles.isDeleted, false)))
    .where(and(eq(memberRoles.tenantId, ctx.tenantId), eq(memberRoles.memberId, ctx.memberId)));
  const roleIds = held.map((r) => r.roleId);
  if (!roleIds.length) return { isAll: false, grants };
  // One role that sees all data is enough to see all data.
  const onlySelf = held.every((r) => r.dataPermission === 1);
  const rows = await tx
    .select()
    .from(rolePermissions)
    .where(and(eq(rolePermissions.tenantId, ctx.tenantId), inArray(rolePermissions.roleId, roleIds)));
  for (const row of rows) {
    const set = grants.get(row.permissionId) ?? new Set<ActionKey>();
    for (const a of row.actionList) set.add(a as ActionKey);
    grants.set(row.permissionId, set);
  }
  return { isAll: false, grants, onlySelf };
}

/** A permission is held when granted; an action additionally needs its key in the action list. */
export function can(perms: PermissionSet, permission: string, action?: ActionKey): boolean {
  if (perms.denied?.has(permission)) return false;
  if (perms.isAll) return true;
  const actions = perms.grants.get(permission);
  if (!actions) return false;
  return action ? actions.has(action) : true;
}
