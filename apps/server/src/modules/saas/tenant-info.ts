import type { TenantInfo } from '@al/contracts';
import type { tenants, editions } from './schema.ts';

const DAY = 86_400_000;

/** A space as the switcher shows it: active means switched on and not past its expiry. */
export function toTenantInfo(
  t: typeof tenants.$inferSelect,
  e: typeof editions.$inferSelect | null,
  now = new Date(),
): TenantInfo {
  const expired = t.expiryTime !== null && t.expiryTime.getTime() <= now.getTime();
  return {
    tenantId: t.id,
    displayName: t.displayName,
    editionName: e?.name ?? null,
    editionId: t.editionId,
    editionType: t.editionType as TenantInfo['editionType'],
    logoUrl: t.logoUrl,
    isActive: t.isActive && !expired,
    isFreeEdition: e?.isFree ?? false,
    isInTrialPeriod: t.isInTrialPeriod && !expired,
    daysToExpire: t.expiryTime
      ? Math.max(0, Math.ceil((t.expiryTime.getTime() - now.getTime()) / DAY))
      : null,
  };
}
