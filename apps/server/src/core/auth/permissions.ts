import { and, eq, inArray } from 'drizzle-orm';
import type { ActionKey } from '@al/contracts';
import type { Tx } from '../db/client.ts';
import { memberRoles, rolePermissions } from '../../modules/identity/schema.ts';
import type { PermissionSet, RequestContext } from '../http/context.ts';

export const ALL_PERMISSIONS: PermissionSet = { isAll: true, grants: new Map() };

/**
 * Platform administrators and a tenant's administrators hold everything; everyone else holds the
 * union of their roles' permissions with their action lists.
 */
export async function loadPermissions(tx: Tx, ctx: RequestContext): Promise<PermissionSet> {
  if (ctx.isPlatformAdmin || ctx.isTenantAdmin) return ALL_PERMISSIONS;
  const grants = new Map<string, Set<ActionKey>>();
  if (!ctx.tenantId || !ctx.memberId) return { isAll: false, grants };
  const roleIds = (
    await tx
      .select({ roleId: memberRoles.roleId })
      .from(memberRoles)
      .where(and(eq(memberRoles.tenantId, ctx.tenantId), eq(memberRoles.memberId, ctx.memberId)))
  ).map((r) => r.roleId);
  if (!roleIds.length) return { isAll: false, grants };
  const rows = await tx
    .select()
    .from(rolePermissions)
    .where(and(eq(rolePermissions.tenantId, ctx.tenantId), inArray(rolePermissions.roleId, roleIds)));
  for (const row of rows) {
    const set = grants.get(row.permissionId) ?? new Set<ActionKey>();
    for (const a of row.actionList) set.add(a as ActionKey);
    grants.set(row.permissionId, set);
  }
  return { isAll: false, grants };
}

/** A permission is held when granted; an action additionally needs its key in the action list. */
export function can(perms: PermissionSet, permission: string, action?: ActionKey): boolean {
  if (perms.isAll) return true;
  const actions = perms.grants.get(permission);
  if (!actions) return false;
  return action ? actions.has(action) : true;
}
