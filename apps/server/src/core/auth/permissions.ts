import { PLATFORM_ONLY_PERMISSIONS, type ActionKey } from '@al/contracts';
import type { Tx } from '../db/client.ts';
import type { PermissionSet, RequestContext } from '../http/context.ts';
import { directory, type RoleGrants } from './directory.ts';

export const ALL_PERMISSIONS: PermissionSet = { isAll: true, grants: new Map() };

/** Where the grants of a caller are read: the directory in a transaction, or its cache. */
export interface GrantSource {
  roleGrants(tenantId: string, memberId: string): Promise<RoleGrants>;
  featureDenied(tenantId: string): Promise<Set<string>>;
}

/** The caller's permissions, read in the transaction given. */
export const loadPermissions = (tx: Tx, ctx: RequestContext) =>
  resolvePermissions(ctx, {
    roleGrants: (t, m) => directory().roleGrants(tx, t, m),
    featureDenied: (t) => directory().featureDenied(tx, t),
  });

/**
 * Platform administrators and a tenant's administrators hold everything; everyone else holds the
 * union of their roles' permissions with their action lists.
 */
export async function resolvePermissions(ctx: RequestContext, src: GrantSource): Promise<PermissionSet> {
  const perms = await rolePermissions(ctx, src);
  // The platform's own permissions are never a space's, whatever its roles or administrators hold.
  const platformDenied = ctx.isPlatformAdmin ? [] : [...PLATFORM_ONLY_PERMISSIONS];
  // Feature gating: inside a space, what its edition and bought features do not grant is refused to everyone.
  const featureDenied = ctx.tenantId ? await src.featureDenied(ctx.tenantId) : new Set<string>();
  const denied = new Set([...platformDenied, ...featureDenied]);
  return denied.size ? { ...perms, denied } : perms;
}

async function rolePermissions(ctx: RequestContext, src: GrantSource): Promise<PermissionSet> {
  if (ctx.isPlatformAdmin || ctx.isTenantAdmin) return ALL_PERMISSIONS;
  const grants = new Map<string, Set<ActionKey>>();
  if (!ctx.tenantId || !ctx.memberId) return { isAll: false, grants };
  const held = await src.roleGrants(ctx.tenantId, ctx.memberId);
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
