import { and, arrayContains, asc, eq, or, sql } from 'drizzle-orm';
import type { PermissionGrant } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { replacePermissions } from './roles.ts';
import { defaultRoles, roles } from './schema.ts';

type Template = typeof defaultRoles.$inferSelect;

/** Templates that apply to an edition type (an empty list means every edition). */
export const templatesFor = (tx: Tx, editionType: number) =>
  tx
    .select()
    .from(defaultRoles)
    .where(and(eq(defaultRoles.isDeleted, false), or(sql`cardinality(${defaultRoles.editionTypes}) = 0`, arrayContains(defaultRoles.editionTypes, [editionType]))))
    .orderBy(asc(defaultRoles.sort), asc(defaultRoles.name));

/** Copies one template into a tenant as a role (or refreshes the role already made from it). */
export async function applyTemplate(tx: Tx, tenantId: string, t: Template, creatorId: string | null) {
  const [existing] = await tx
    .select()
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.defaultRoleId, t.id), eq(roles.isDeleted, false)));
  const role =
    existing ??
    (await tx
      .insert(roles)
      .values({ tenantId, name: t.name, isDefault: t.isDefault, dataPermission: t.dataPermission, defaultRoleId: t.id, creatorId })
      .returning())[0]!;
  if (existing)
    await tx
      .update(roles)
      .set({ dataPermission: t.dataPermission, lastModificationTime: new Date(), lastModifierId: creatorId, concurrencyStamp: crypto.randomUUID() })
      .where(and(eq(roles.tenantId, tenantId), eq(roles.id, existing.id)));
  await replacePermissions(tx, tenantId, role.id, t.permissions as PermissionGrant[]);
  return role;
}

/**
 * Seeds a new tenant's roles from the default-role templates of its edition. Runs inside the
 * tenant-creation transaction, in the new tenant's scope.
 */
export async function seedTenantRoles(tx: Tx, tenantId: string, editionType: number, creatorId: string | null) {
  for (const t of await templatesFor(tx, editionType)) {
    // A template named like the administrator role would duplicate it.
    const [same] = await tx.select({ id: roles.id }).from(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.name, t.name), eq(roles.isDeleted, false)));
    if (!same) await applyTemplate(tx, tenantId, t, creatorId);
  }
}
