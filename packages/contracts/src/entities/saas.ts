import { boolean, integer, numeric, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../entity/columns.ts';

/**
 * The platform side's hand-written entities, declared once (issue 23): the server's host-level tables
 * (modules/saas/schema.ts) spread these columns; the answers derive from them (api/tenant.ts, api/saas.ts).
 */

/** A space (tenant): its edition, period and the account its orders bought. */
export const tenantColumns = () => ({
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
  /** Operators' labels of a space (e.g. 重点客户). */
  tags: text('tags').array().notNull().default([]),
  ...auditColumns(),
});

/** Coupons issued by the operators: one use each (usedOrderId set when the order is created). Host-level. */
export const couponColumns = () => ({
  id: idColumn().primaryKey(),
  couponNo: varchar('coupon_no', { length: 30 }).notNull().unique(),
  amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
  expiryTime: timestamp('expiry_time', { withTimezone: true }),
  usedOrderId: uuid('used_order_id'),
  usedTime: timestamp('used_time', { withTimezone: true }),
  ...auditColumns(),
});
