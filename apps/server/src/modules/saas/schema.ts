import { boolean, pgTable, primaryKey, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { idColumn, tenantIdColumn } from '../../core/db/columns.ts';
import { tenantTable } from '../../core/db/tenant-table.ts';
import {
  couponColumns,
  editionColumns,
  equipmentPriceColumns,
  featureColumns,
  featureUsageLogColumns,
  followupColumns,
  operateLogColumns,
  orderColumns,
  priceColumns,
  renewalColumns,
  renewalEquipmentLineColumns,
  renewalServiceLineColumns,
  tenantColumns,
  tenantFeatureColumns,
} from '@al/contracts';

/** Host-level tables: editions, features and the tenants (spaces) themselves are not tenant-owned. */

export const editions = pgTable('editions', editionColumns());

export const features = pgTable('features', featureColumns());

export const editionFeatures = pgTable('edition_features', {
  id: idColumn().primaryKey(),
  editionId: uuid('edition_id').notNull(),
  featureId: uuid('feature_id').notNull(),
});

export const tenants = pgTable('tenants', tenantColumns());

/** Price items of an edition (providerName E) or a feature, grouped into the dialog's tabs. Host-level. */
export const prices = pgTable('prices', priceColumns());

/** Coupons issued by the operators: one use each (usedOrderId set when the order is created). Host-level. */
export const coupons = pgTable('coupons', couponColumns());

/**
 * The trial periods a user has had, one per edition (issue 21): a second space of the same edition
 * opened by the same user starts without one. Host-level (tenant-walls exception): it is read
 * before the new space exists, across every space the user opened.
 */
export const editionTrials = pgTable(
  'edition_trials',
  {
    userId: uuid('user_id').notNull(),
    editionId: uuid('edition_id').notNull(),
    /** The space that had the trial. */
    tenantId: tenantIdColumn(),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.editionId] })],
);

/**
 * Purchases of editions and features. Carries tenant_id but is host-level (see tenant-walls):
 * operators list and confirm orders of every tenant, and provider callbacks arrive outside any tenant.
 */
export const orders = pgTable('orders', orderColumns());

/** Every provider notification, accepted or refused, with the reason: the audit trail of payments. */
export const paymentNotifications = pgTable('payment_notifications', {
  id: idColumn().primaryKey(),
  provider: varchar('provider', { length: 16 }).notNull(),
  orderNo: varchar('order_no', { length: 40 }),
  accepted: boolean('accepted').notNull(),
  reason: varchar('reason', { length: 200 }).notNull(),
  body: text('body').notNull(),
  time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
});

/** Features a tenant bought (or tries), until their expiry; usage counts against the limit. */
export const tenantFeatures = tenantTable(
  'tenant_features',
  tenantFeatureColumns(),
);

export const featureUsageLogs = tenantTable(
  'feature_usage_logs',
  featureUsageLogColumns(),
);

/** Operators' follow-ups with a tenant (SaaS CRM). Host-level: never shown to the tenant (see tenant-walls). */
export const tenantFollowups = pgTable('tenant_followups', followupColumns());

/** Operators' changes to a tenant account (service, seats, storage, …) with before and after. Host-level. */
export const tenantOperateLogs = pgTable('tenant_operate_logs', operateLogColumns());

/** The platform's equipment price list (the renewal's "equipment price" call). Host-level. */
export const equipmentPrices = pgTable('equipment_prices', equipmentPriceColumns());

/**
 * Operators' renewal contracts with a space (DOMAIN "Tenant renewal"). Carries tenant_id but is
 * host-level (see tenant-walls): operators write it for any tenant; the tenant never reads it.
 */
export const tenantRenewals = pgTable('tenant_renewals', renewalColumns());

/** Services (features) a renewal buys: qty × unit price × months. */
export const renewalServiceLines = pgTable('renewal_service_lines', renewalServiceLineColumns());

/** Equipment a renewal sells: qty × unit price; serial numbers given when the renewal completes. */
export const renewalEquipmentLines = pgTable('renewal_equipment_lines', renewalEquipmentLineColumns());
