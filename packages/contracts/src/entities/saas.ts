import { boolean, integer, jsonb, numeric, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../entity/columns.ts';
import type { EditionType, Gateway, PaymentStatus } from '../enums.ts';

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

/**
 * Purchases of editions and features. Carries tenant_id but is host-level (see tenant-walls):
 * operators list and confirm orders of every tenant, and provider callbacks arrive outside any tenant.
 */
export const orderColumns = () => ({
  id: idColumn().primaryKey(),
  tenantId: uuid('tenant_id').notNull(),
  orderNo: varchar('order_no', { length: 40 }).notNull().unique(),
  tenantName: varchar('tenant_name', { length: 100 }).notNull(),
  userId: uuid('user_id'),
  orderType: integer('order_type').notNull(),
  providerName: varchar('provider_name', { length: 8 }).notNull(),
  providerKey: uuid('provider_key').notNull(),
  providerDisplayName: varchar('provider_display_name', { length: 128 }).notNull(),
  priceId: uuid('price_id').notNull(),
  periodValue: integer('period_value').notNull(),
  amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
  discount: numeric('discount', { precision: 12, scale: 2 }).notNull().default('0'),
  couponNo: varchar('coupon_no', { length: 30 }),
  gateway: integer('gateway').$type<Gateway>().notNull(),
  /** The provider that takes the payment (sandbox, wechat, alipay; bank for transfers): its callback alone can pay it. */
  paymentProvider: varchar('payment_provider', { length: 16 }).notNull(),
  status: integer('status').$type<PaymentStatus>().notNull().default(0),
  transferClaimed: boolean('transfer_claimed').notNull().default(false),
  paidTime: timestamp('paid_time', { withTimezone: true }),
  cancelTime: timestamp('cancel_time', { withTimezone: true }),
  transactionId: varchar('transaction_id', { length: 64 }),
  confirmerId: uuid('confirmer_id'),
  ...auditColumns(),
});

/** Host-level tables: editions, features and the tenants (spaces) themselves are not tenant-owned. */
export const editionColumns = () => ({
  id: idColumn().primaryKey(),
  name: varchar('name', { length: 64 }).notNull(),
  editionType: integer('edition_type').$type<EditionType>().notNull(),
  isStatic: boolean('is_static').notNull().default(false),
  isFree: boolean('is_free').notNull().default(false),
  trialDays: integer('trial_days').notNull().default(0),
  sort: integer('sort').notNull().default(0),
  ...auditColumns(),
});

/** Price items of an edition (providerName E) or a feature, grouped into the dialog's tabs. Host-level. */
export const priceColumns = () => ({
  id: idColumn().primaryKey(),
  providerName: varchar('provider_name', { length: 8 }).notNull(),
  providerKey: uuid('provider_key').notNull(),
  groupName: varchar('group_name', { length: 32 }).notNull(),
  salesPrice: numeric('sales_price', { precision: 12, scale: 2 }).notNull(),
  originalPrice: numeric('original_price', { precision: 12, scale: 2 }).notNull(),
  periodValue: integer('period_value').notNull(),
  periodName: varchar('period_name', { length: 16 }).notNull().default(''),
  availableName: varchar('available_name', { length: 32 }).notNull().default(''),
  unit: varchar('unit', { length: 8 }).notNull().default('元'),
  description: varchar('description', { length: 200 }).notNull().default(''),
  /** What a paid order of this item adds to the tenant account (seat, storage, concurrency and nest packs). */
  seats: integer('seats').notNull().default(0),
  storageGb: integer('storage_gb').notNull().default(0),
  concurrent: integer('concurrent').notNull().default(0),
  nestQuota: numeric('nest_quota', { precision: 14, scale: 2 }).notNull().default('0'),
  sort: integer('sort').notNull().default(0),
  ...auditColumns(),
});

export const featureColumns = () => ({
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

/** Features a tenant bought (or tries), until their expiry; usage counts against the limit. */
export const tenantFeatureColumns = () => ({
  id: idColumn(),
  featureId: uuid('feature_id').notNull(),
  expiryTime: timestamp('expiry_time', { withTimezone: true }),
  isTrial: boolean('is_trial').notNull().default(false),
  usageLimit: integer('usage_limit').notNull().default(0),
  used: integer('used').notNull().default(0),
  ...auditColumns(),
});

/** Operators' follow-ups with a tenant (SaaS CRM). Host-level: never shown to the tenant (see tenant-walls). */
export const followupColumns = () => ({
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
export const operateLogColumns = () => ({
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
export const equipmentPriceColumns = () => ({
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
export const renewalColumns = () => ({
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
export const renewalServiceLineColumns = () => ({
  id: idColumn().primaryKey(),
  renewalId: uuid('renewal_id').notNull(),
  featureId: uuid('feature_id').notNull(),
  qty: integer('qty').notNull(),
  unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
  months: integer('months').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Equipment a renewal sells: qty × unit price; serial numbers given when the renewal completes. */
export const renewalEquipmentLineColumns = () => ({
  id: idColumn().primaryKey(),
  renewalId: uuid('renewal_id').notNull(),
  equipmentModel: varchar('equipment_model', { length: 64 }).notNull(),
  qty: integer('qty').notNull(),
  unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
  serialNos: text('serial_nos').array().notNull().default([]),
  sort: integer('sort').notNull().default(0),
});

/** Each use of a feature by a space (delta +n, or −n when undone), against its usage limit. */
export const featureUsageLogColumns = () => ({
  id: idColumn(),
  featureId: uuid('feature_id').notNull(),
  delta: integer('delta').notNull(),
  reason: varchar('reason', { length: 200 }).notNull().default(''),
  operatorId: uuid('operator_id'),
  time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
});
