import { boolean, integer, numeric, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../core/db/columns.ts';

/** Host-level tables: editions, features and the tenants (spaces) themselves are not tenant-owned. */

export const editions = pgTable('editions', {
  id: idColumn().primaryKey(),
  name: varchar('name', { length: 64 }).notNull(),
  editionType: integer('edition_type').notNull(),
  isStatic: boolean('is_static').notNull().default(false),
  isFree: boolean('is_free').notNull().default(false),
  trialDays: integer('trial_days').notNull().default(0),
  sort: integer('sort').notNull().default(0),
  ...auditColumns(),
});

export const features = pgTable('features', {
  id: idColumn().primaryKey(),
  /** null: a feature tag that groups features. */
  parentId: uuid('parent_id'),
  name: varchar('name', { length: 128 }).notNull().unique(),
  displayName: varchar('display_name', { length: 128 }).notNull(),
  permissionNames: text('permission_names').array().notNull().default([]),
  isCharged: boolean('is_charged').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  ...auditColumns(),
});

export const editionFeatures = pgTable('edition_features', {
  id: idColumn().primaryKey(),
  editionId: uuid('edition_id').notNull(),
  featureId: uuid('feature_id').notNull(),
});

export const tenants = pgTable('tenants', {
  id: idColumn().primaryKey(),
  displayName: varchar('display_name', { length: 50 }).notNull(),
  editionId: uuid('edition_id'),
  editionType: integer('edition_type').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  /** Paid or trial period end; null means no expiry (free editions). */
  expiryTime: timestamp('expiry_time', { withTimezone: true }),
  isInTrialPeriod: boolean('is_in_trial_period').notNull().default(false),
  telephone: varchar('telephone', { length: 20 }),
  logoUrl: text('logo_url'),
  parentTenantId: uuid('parent_tenant_id'),
  seats: integer('seats').notNull().default(5),
  storageGb: integer('storage_gb').notNull().default(1),
  concurrent: integer('concurrent').notNull().default(1),
  nestQuota: numeric('nest_quota', { precision: 14, scale: 2 }).notNull().default('0'),
  enterpriseName: varchar('enterprise_name', { length: 100 }),
  enterpriseIntroduction: text('enterprise_introduction'),
  reectLogoUrl: text('reect_logo_url'),
  ...auditColumns(),
});
