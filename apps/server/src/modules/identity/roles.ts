import { and, eq, inArray, sql } from 'drizzle-orm';
import { isoRow, type PermissionGrant, type RoleDto } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { roles } from './schema.ts';
import { memberRoles, rolePermissions } from './schema.ts';

type RoleRow = typeof roles.$inferSelect;

/** A role's grants, each with its action list (duplicates merged). */
export async function replacePermissions(tx: Tx, tenantId: string, roleId: string, grants: readonly PermissionGrant[]) {
  const merged = new Map<string, Set<string>>();
  for (const g of grants) {
    const set = merged.get(g.permissionId) ?? new Set<string>();
    for (const a of g.actionList) set.add(a);
    merged.set(g.permissionId, set);
  }
  await tx.delete(rolePermissions).where(and(eq(rolePermissions.tenantId, tenantId), eq(rolePermissions.roleId, roleId)));
  if (merged.size)
    await tx
      .insert(rolePermissions)
      .values([...merged].map(([permissionId, actions]) => ({ tenantId, roleId, permissionId, actionList: [...actions] })));
}

export async function roleDtos(tx: Tx, tenantId: string, rows: RoleRow[]): Promise<RoleDto[]> {
  const ids = rows.map((r) => r.id);
  const perms = ids.length
    ? await tx.select().from(rolePermissions).where(and(eq(rolePermissions.tenantId, tenantId), inArray(rolePermissions.roleId, ids)))
    : [];
  const counts = ids.length
    ? await tx
        .select({ roleId: memberRoles.roleId, n: sql<number>`count(*)::int` })
        .from(memberRoles)
        .where(and(eq(memberRoles.tenantId, tenantId), inArray(memberRoles.roleId, ids)))
        .groupBy(memberRoles.roleId)
    : [];
  return rows.map((r) => ({
    ...isoRow(r),
    permissions: perms
      .filter((p) => p.roleId === r.id)
      .map((p) => ({ permissionId: p.permissionId, actionList: p.actionList as PermissionGrant['actionList'] })),
    memberCount: counts.find((c) => c.roleId === r.id)?.n ?? 0,
  }));
}
