import { integer, jsonb, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { thirdConfigColumns } from '@al/contracts';
import { auditColumns, tenantIdColumn } from '../../core/db/columns.ts';
import { tenantTable } from '../../core/db/tenant-table.ts';

/** The space's own settings (/setting/config): one row per space, written on its first save. */
export const tenantSettings = pgTable(
  'tenant_settings',
  {
    tenantId: tenantIdColumn(),
    lengthUnit: varchar('length_unit', { length: 8 }).notNull().default('mm'),
    areaUnit: varchar('area_unit', { length: 8 }).notNull().default('m2'),
    weightUnit: varchar('weight_unit', { length: 8 }).notNull().default('kg'),
    lengthPrecision: integer('length_precision').notNull().default(0),
    areaPrecision: integer('area_precision').notNull().default(3),
    weightPrecision: integer('weight_precision').notNull().default(2),
    moneyPrecision: integer('money_precision').notNull().default(2),
    labelSize: varchar('label_size', { length: 16 }).notNull().default('60x40'),
    labelFields: jsonb('label_fields').$type<string[]>().notNull().default([]),
    ...auditColumns(),
  },
  (t) => [primaryKey({ columns: [t.tenantId] })],
);

/**
 * Third-party accounts of a space (/setting/sync, AlThird.ThirdConfigs): the WeChat official
 * account, the camera provider… The secret is sealed with the server's key (core/secrets) and never
 * answered. The platform's own accounts are the rows of the host tenant (nil uuid).
 */
export const thirdConfigs = tenantTable(
  'third_configs',
  thirdConfigColumns(),
  (t) => [
    uniqueIndex('third_configs_provider_uq').on(t.tenantId, t.provider).where(sql`not ${t.isDeleted}`),
  ],
);

export type ThirdConfigRow = typeof thirdConfigs.$inferSelect;
