import {
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../core/db/columns.ts';
import { couponColumns, editionColumns, orderColumns, priceColumns, tenantColumns } from '@al/contracts';

/** Host-level tables: editions, features and the tenants (spaces) themselves are not tenant-owned. */

export const editions = pgTable('editions', {
  ...editionColumns(),
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
  ...tenantColumns(),
});

/** Price items of an edition (providerName E) or a feature, grouped into the dialog's tabs. Host-level. */
export const prices = pgTable('prices', {
  ...priceColumns(),
});

/** Coupons issued by the operators: one use each (usedOrderId set when the order is created). Host-level. */
export const coupons = pgTable('coupons', {
  ...couponColumns(),
});

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
    tenantId: uuid('tenant_id').notNull(),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.editionId] })],
);

/**
 * Purchases of editions and features. Carries tenant_id but is host-level (see tenant-walls):
 * operators list and confirm orders of every tenant, and provider callbacks arrive outside any tenant.
 */
export const orders = pgTable('orders', {
  ...orderColumns(),
});

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
export const tenantFeatures = pgTable(
  'tenant_features',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: idColumn(),
    featureId: uuid('feature_id').notNull(),
    expiryTime: timestamp('expiry_time', { withTimezone: true }),
    isTrial: boolean('is_trial').notNull().default(false),
    usageLimit: integer('usage_limit').notNull().default(0),
    used: integer('used').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const featureUsageLogs = pgTable(
  'feature_usage_logs',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: idColumn(),
    featureId: uuid('feature_id').notNull(),
    delta: integer('delta').notNull(),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    operatorId: uuid('operator_id'),
    time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/** Operators' follow-ups with a tenant (SaaS CRM). Host-level: never shown to the tenant (see tenant-walls). */
export const tenantFollowups = pgTable('tenant_followups', {
  id: idColumn().primaryKey(),
  tenantId: uuid('tenant_id').notNull(),
  followType: integer('follow_type').notNull(),
  content: varchar('content', { length: 1000 }).notNull(),
  contactName: varchar('contact_name', { length: 50 }),
  result: varchar('result', { length: 200 }),
  nextFollowTime: timestamp('next_follow_time', { withTimezone: true }),
  operatorId: uuid('operator_id'),
  operatorName: varchar('operator_name', { length: 64 }),
  time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
  isDeleted: boolean('is_deleted').notNull().default(false),
});

/** Operators' changes to a tenant account (service, seats, storage, …) with before and after. Host-level. */
export const tenantOperateLogs = pgTable('tenant_operate_logs', {
  id: idColumn().primaryKey(),
  tenantId: uuid('tenant_id').notNull(),
  operation: varchar('operation', { length: 32 }).notNull(),
  beforeValue: jsonb('before_value'),
  afterValue: jsonb('after_value'),
  reason: varchar('reason', { length: 200 }).notNull().default(''),
  operatorId: uuid('operator_id'),
  operatorName: varchar('operator_name', { length: 64 }),
  time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
});

/** The platform's equipment price list (the renewal's "equipment price" call). Host-level. */
export const equipmentPrices = pgTable('equipment_prices', {
  id: idColumn().primaryKey(),
  model: varchar('model', { length: 64 }).notNull(),
  name: varchar('name', { length: 64 }).notNull(),
  unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
  unit: varchar('unit', { length: 8 }).notNull().default('台'),
  sort: integer('sort').notNull().default(0),
  ...auditColumns(),
});

/**
 * Operators' renewal contracts with a space (DOMAIN "Tenant renewal"). Carries tenant_id but is
 * host-level (see tenant-walls): operators write it for any tenant; the tenant never reads it.
 */
export const tenantRenewals = pgTable('tenant_renewals', {
  id: idColumn().primaryKey(),
  renewalNo: varchar('renewal_no', { length: 32 }).notNull().unique(),
  tenantId: uuid('tenant_id').notNull(),
  editionId: uuid('edition_id'),
  periodMonths: integer('period_months').notNull().default(0),
  seats: integer('seats').notNull().default(0),
  storageGb: integer('storage_gb').notNull().default(0),
  concurrent: integer('concurrent').notNull().default(0),
  nestQuota: integer('nest_quota').notNull().default(0),
  amount: numeric('amount', { precision: 12, scale: 2 }).notNull().default('0'),
  discount: numeric('discount', { precision: 12, scale: 2 }).notNull().default('0'),
  payable: numeric('payable', { precision: 12, scale: 2 }).notNull().default('0'),
  paidAmount: numeric('paid_amount', { precision: 12, scale: 2 }).notNull().default('0'),
  orderId: uuid('order_id'),
  salesmanId: uuid('salesman_id'),
  remark: varchar('remark', { length: 200 }).notNull().default(''),
  status: integer('status').notNull().default(1),
  completeTime: timestamp('complete_time', { withTimezone: true }),
  ...auditColumns(),
});

/** Services (features) a renewal buys: qty × unit price × months. */
export const renewalServiceLines = pgTable('renewal_service_lines', {
  id: idColumn().primaryKey(),
  renewalId: uuid('renewal_id').notNull(),
  featureId: uuid('feature_id').notNull(),
  qty: integer('qty').notNull(),
  unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
  months: integer('months').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Equipment a renewal sells: qty × unit price; serial numbers given when the renewal completes. */
export const renewalEquipmentLines = pgTable('renewal_equipment_lines', {
  id: idColumn().primaryKey(),
  renewalId: uuid('renewal_id').notNull(),
  equipmentModel: varchar('equipment_model', { length: 64 }).notNull(),
  qty: integer('qty').notNull(),
  unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
  serialNos: text('serial_nos').array().notNull().default([]),
  sort: integer('sort').notNull().default(0),
});
