import { eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../core/db/client.ts';
import { editionFeatures, features, tenantFeatures, tenants } from './schema.ts';
import { liveOf } from '../../core/db/live.ts';

/**
 * Feature gating of a space: a permission named by some feature is held only when the space's
 * edition grants that feature or the space bought it and it has not expired. Permissions that no
 * feature names are not gated (roles decide them alone). Returns the refused permission names.
 */
export async function deniedByFeatures(tx: Tx, tenantId: string, now = new Date()): Promise<Set<string>> {
  const all = await tx
    .select({ id: features.id, permissionNames: features.permissionNames })
    .from(features)
    .where(eq(features.isDeleted, false));
  if (!all.length) return new Set();
  const [tenant] = await tx
    .select({ editionId: tenants.editionId })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  const granted = new Set<string>();
  if (tenant?.editionId) {
    const rows = await tx
      .select({ featureId: editionFeatures.featureId })
      .from(editionFeatures)
      .where(eq(editionFeatures.editionId, tenant.editionId));
    for (const r of rows) granted.add(r.featureId);
  }
  const bought = await tx
    .select({ featureId: tenantFeatures.featureId })
    .from(tenantFeatures)
    .where(
      liveOf(
        tenantFeatures,
        tenantId,
        or(
          isNull(tenantFeatures.expiryTime),
          gt(tenantFeatures.expiryTime, sql`${now.toISOString()}::timestamptz`),
        ),
      ),
    );
  for (const r of bought) granted.add(r.featureId);

  const allowed = new Set<string>();
  for (const f of all) if (granted.has(f.id)) for (const p of f.permissionNames) allowed.add(p);
  const denied = new Set<string>();
  for (const f of all) for (const p of f.permissionNames) if (!allowed.has(p)) denied.add(p);
  return denied;
}
