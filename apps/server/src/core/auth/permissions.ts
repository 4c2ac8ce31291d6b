import { PLATFORM_ONLY_PERMISSIONS, type ActionKey } from '@al/contracts';
import type { Tx } from '../db/client.ts';
import type { PermissionSet, RequestContext } from '../http/context.ts';
import { directory } from './directory.ts';

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
  const featureDenied = ctx.tenantId ? await directory().featureDenied(tx, ctx.tenantId) : new Set<string>();
  const denied = new Set([...platformDenied, ...featureDenied]);
  return denied.size ? { ...perms, denied } : perms;
}

async function loadRolePermissions(tx: Tx, ctx: RequestContext): Promise<PermissionSet> {
  if (ctx.isPlatformAdmin || ctx.isTenantAdmin) return ALL_PERMISSIONS;
  const grants = new Map<string, Set<ActionKey>>();
  if (!ctx.tenantId || !ctx.memberId) return { isAll: false, grants };
  const held = await directory().roleGrants(tx, ctx.tenantId, ctx.memberId);
  if (!held.hasRoles) return { isAll: false, grants };
  return { isAll: false, grants: held.grants, onlySelf: held.onlySelf };
}

/** A permission is held when granted; an action additionally needs its key in the action list. */
export function can(perms: PermissionSet, permission: string, action?: ActionKey): boolean {
  if (perms.denied?.has(permission)) return false;
  if (perms.isAll) return true;
  const actions = perms.grants.get(permission);
  if (!actions) return false;
  return action ? actions.has(action) : true;
}
