import { eq } from 'drizzle-orm';
import { DEFAULT_TENANT_SETTINGS, type TenantSettings, type ThirdProvider } from '@al/contracts';
import type { Db, Tx } from '../../core/db/client.ts';
import { HOST_TENANT_ID } from '../../core/db/scoped.ts';
import { SecretBox } from '../../core/secrets/secret-box.ts';
import { tenantSettings, thirdConfigs } from './schema.ts';
import { liveOf } from '../../core/db/live.ts';

/** The space's settings: its saved row, else the defaults. */
export async function settingsOf(tx: Tx, tenantId: string): Promise<TenantSettings> {
  const [row] = await tx.select().from(tenantSettings).where(eq(tenantSettings.tenantId, tenantId));
  if (!row) return { ...DEFAULT_TENANT_SETTINGS, labelFields: [...DEFAULT_TENANT_SETTINGS.labelFields], concurrencyStamp: null, lastModificationTime: null };
  return {
    lengthUnit: row.lengthUnit as TenantSettings['lengthUnit'],
    areaUnit: row.areaUnit as TenantSettings['areaUnit'],
    weightUnit: row.weightUnit as TenantSettings['weightUnit'],
    lengthPrecision: row.lengthPrecision,
    areaPrecision: row.areaPrecision,
    weightPrecision: row.weightPrecision,
    moneyPrecision: row.moneyPrecision,
    labelSize: row.labelSize as TenantSettings['labelSize'],
    labelFields: row.labelFields as TenantSettings['labelFields'],
    concurrencyStamp: row.concurrencyStamp,
    lastModificationTime: row.lastModificationTime?.toISOString() ?? null,
  };
}

/**
 * A space's (or, with tenantId null, the platform's) enabled account of one provider with its secret
 * opened, for the code that talks to the provider. Null when there is none or it is incomplete.
 */
export async function thirdAccount(db: Db, tx: Tx, tenantId: string | null, provider: ThirdProvider) {
  const [row] = await tx
    .select()
    .from(thirdConfigs)
    .where(liveOf(thirdConfigs, tenantId ?? HOST_TENANT_ID, eq(thirdConfigs.provider, provider), eq(thirdConfigs.enabled, true)));
  if (!row?.secretSealed) return null;
  const secret = (await SecretBox.of(db)).decrypt(row.secretSealed);
  return secret ? { appId: row.appId, secret, extra: row.extra } : null;
}

