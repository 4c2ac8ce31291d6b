import { eq } from 'drizzle-orm';
import {
  areaUnitOptions,
  DEFAULT_TENANT_SETTINGS,
  labelFieldOptions,
  labelSizeOptions,
  lengthUnitOptions,
  weightUnitOptions,
  type LabelField,
  type TenantSettings,
  type ThirdProvider,
} from '@al/contracts';
import type { Db, Tx } from '../../core/db/client.ts';
import { HOST_TENANT_ID } from '../../core/db/scoped.ts';
import { SecretBox } from '../../core/secrets/secret-box.ts';
import { tenantSettings, thirdConfigs } from './schema.ts';
import { liveOf } from '../../core/db/live.ts';

/** A stored option the lists still offer, else the default: a value a later version dropped must not fail the answer. */
const offered = <T extends string>(options: readonly { value: T }[], stored: string, fallback: T): T =>
  options.find((o) => o.value === stored)?.value ?? fallback;

/** The space's settings: its saved row, else the defaults. */
export async function settingsOf(tx: Tx, tenantId: string): Promise<TenantSettings> {
  const [row] = await tx.select().from(tenantSettings).where(eq(tenantSettings.tenantId, tenantId));
  const d = DEFAULT_TENANT_SETTINGS;
  if (!row) return { ...d, labelFields: [...d.labelFields], concurrencyStamp: null, lastModificationTime: null };
  return {
    lengthUnit: offered(lengthUnitOptions, row.lengthUnit, d.lengthUnit),
    areaUnit: offered(areaUnitOptions, row.areaUnit, d.areaUnit),
    weightUnit: offered(weightUnitOptions, row.weightUnit, d.weightUnit),
    lengthPrecision: row.lengthPrecision,
    areaPrecision: row.areaPrecision,
    weightPrecision: row.weightPrecision,
    moneyPrecision: row.moneyPrecision,
    labelSize: offered(labelSizeOptions, row.labelSize, d.labelSize),
    labelFields: row.labelFields.filter((f): f is LabelField => labelFieldOptions.some((o) => o.value === f)),
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

