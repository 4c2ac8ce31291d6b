import { z } from 'zod';
import { messages } from '../messages.ts';
import { idParam, newPasswordSchema } from './common.ts';
import { defineEndpoints, isoTime, pagedOf } from '../endpoint.ts';
import { permissionGroupDef } from '../permissions.ts';
import { Permissions } from '../permission-names.ts';
import { editionListItem, featureItem } from './shell.ts';
import { EditionType, Gateway, gatewayLabels, PaymentStatus, paymentStatusOptions } from '../enums.ts';
import { listColumns } from '../list/columns.ts';
import { labelOptions } from '../resources/basicOptions.ts';
import { rowOf } from '../entity/row.ts';
import {
  couponColumns,
  editionColumns,
  featureUsageLogColumns,
  orderColumns,
  priceColumns,
  tenantFeatureColumns,
} from '../entities/saas.ts';

/**
 * The platform side (issue 5): editions, features and prices under /api/red, orders under
 * /api/user/order, the payment providers' callbacks. Paths the spec names only by purpose say so.
 */
export const saasApi = {
  /** POST: a payment provider's notification (sandbox, wechat, alipay). */
  notify: (provider: string) => `/api/payment/notify/${provider}`,
  /** GET: the sandbox page a QR code opens; POST …/confirm: a person confirms the payment there. */
  sandboxPage: (orderNo: string) => `/api/payment/sandbox/${orderNo}`,
  sandboxConfirm: (orderNo: string) => `/api/payment/sandbox/${orderNo}/confirm`,
} as const;

/** providerName E: the price (and order) is for an edition; otherwise for a feature (function). */
export const EDITION_PROVIDER = 'E';
export const FEATURE_PROVIDER = 'F';

/** Payment status poll of the scan-to-pay dialog, and the unpaid-order lifetime (spec 01 §9). */
export const PAYMENT_POLL_MS = 5000;
export const ORDER_AUTO_CANCEL_MS = 2 * 3600_000;
export const COUPON_MAX = 30;
export const CUSTOMER_HOTLINE = '400-860-8866';

export const moneyInput = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .min(0, `${label}不能小于0`)
    .max(99_999_999, `${label}不能大于99999999`)
    .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), `${label}最多两位小数`);

export const editionInput = z.object({
  name: z
    .string(messages.required('版本名称'))
    .trim()
    .min(1, messages.required('版本名称'))
    .max(64, messages.tooLong('版本名称', 64)),
  editionType: z.coerce.number().pipe(z.enum(EditionType, '版本类型不正确')),
  isFree: z.boolean().default(false),
  trialDays: z.coerce.number().int().min(0, '试用天数不能小于0').max(365, '试用天数不能大于365').default(0),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
  concurrencyStamp: z.string().max(40).optional(),
});
export type EditionInput = z.infer<typeof editionInput>;

export const edition = rowOf(editionColumns).extend({ featureIds: z.array(z.string()) });
export type Edition = z.infer<typeof edition>;

export const editionFeaturesInput = z.object({ featureIds: z.array(z.uuid(messages.invalidId)).max(500) });

const ED = '/api/red/editions';
/** Editions: the platform manages them; every signed-in user reads the list and what one grants. */
export const editionEndpoints = defineEndpoints(
  { tag: '版本', access: { platformAdmin: true } },
  {
    list: { method: 'GET', path: ED, summary: '版本管理列表', response: pagedOf(edition) },
    get: { method: 'GET', path: `${ED}/:id`, summary: '版本', params: idParam, response: edition },
    create: { method: 'POST', path: ED, summary: '新增版本', body: editionInput, response: edition },
    update: { method: 'PUT', path: `${ED}/:id`, summary: '修改版本', params: idParam, body: editionInput, response: edition },
    remove: { method: 'DELETE', path: `${ED}/:id`, summary: '删除版本', params: idParam },
    setFeatures: {
      method: 'PUT',
      path: `${ED}/:id/features`,
      summary: '设置版本包含的功能',
      params: idParam,
      body: editionFeaturesInput,
      response: edition,
    },
    /** The shell's: the editions a new space may take (spec 01 §5), and what one grants. */
    available: { method: 'GET', path: `${ED}/list`, summary: '可用版本', access: undefined, response: z.array(editionListItem) },
    features: {
      method: 'GET',
      path: `${ED}/:id/features`,
      summary: '版本包含的功能',
      access: undefined,
      params: idParam,
      response: z.array(featureItem),
    },
  },
);

export const featureInput = z.object({
  parentId: z.uuid(messages.invalidId).nullable().optional(),
  name: z
    .string(messages.required('功能编码'))
    .trim()
    .min(1, messages.required('功能编码'))
    .max(128, messages.tooLong('功能编码', 128))
    .regex(/^[A-Za-z][A-Za-z0-9._]*$/, '功能编码只能包含字母、数字、点和下划线，且以字母开头'),
  displayName: z
    .string(messages.required('功能名称'))
    .trim()
    .min(1, messages.required('功能名称'))
    .max(128, messages.tooLong('功能名称', 128)),
  permissionNames: z.array(z.string().max(128)).max(200).default([]),
  isCharged: z.boolean().default(false),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
  concurrencyStamp: z.string().max(40).optional(),
});
export type FeatureInput = z.infer<typeof featureInput>;

interface FeatureNodeShape {
  id: string;
  parentId: string | null;
  name: string;
  displayName: string;
  permissionNames: string[];
  isCharged: boolean;
  sort: number;
  concurrencyStamp: string;
  children?: FeatureNodeShape[];
  /** for-admin only: spaces holding the feature now, and how many of them on trial. */
  holdingSpaces?: number;
  trialSpaces?: number;
}
/** A feature, or a tag (parentId null) with its features as children. */
export const featureNode: z.ZodType<FeatureNodeShape, FeatureNodeShape> = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  displayName: z.string(),
  permissionNames: z.array(z.string()),
  isCharged: z.boolean(),
  sort: z.number(),
  concurrencyStamp: z.string(),
  get children() {
    return z.array(featureNode).optional();
  },
  holdingSpaces: z.number().optional(),
  trialSpaces: z.number().optional(),
  // A recursive schema is a named component of the OpenAPI document, referenced by its children.
}).meta({ id: 'FeatureNode' });
export type FeatureNode = FeatureNodeShape;

/** A space's hold of a feature: until when, on trial or bought, and its uses against the limit. */
export const featureUsage = rowOf(tenantFeatureColumns).extend({ displayName: z.string(), name: z.string() });
export type FeatureUsage = z.input<typeof featureUsage>;

/** A use of a feature (or its undoing): the log's row with the feature's name. */
export const featureUsageLog = rowOf(featureUsageLogColumns).extend({ displayName: z.string() });
export type FeatureUsageLog = z.infer<typeof featureUsageLog>;

export const featureUsageBody = z.object({
  featureId: z.uuid(messages.invalidId),
  count: z.coerce.number().int().min(1, '次数至少为1').max(100000).default(1),
  reason: z.string().max(200).default(''),
});

const usageCount = z.object({ featureId: z.string(), used: z.number(), usageLimit: z.number() });
const FE = '/api/red/features';
/** Features (functions) the platform sells, and a space's trial and use of them. */
export const featureEndpoints = defineEndpoints(
  { tag: '功能', access: { platformAdmin: true } },
  {
    tree: { method: 'GET', path: FE, summary: '功能树', response: z.array(featureNode) },
    charged: { method: 'GET', path: `${FE}/charge/list`, summary: '收费功能', access: undefined, response: z.array(featureNode) },
    permissions: { method: 'GET', path: `${FE}/permissions`, summary: '可分配的权限', response: z.array(permissionGroupDef) },
    create: { method: 'POST', path: FE, summary: '新增功能', body: featureInput, response: featureNode },
    update: { method: 'PUT', path: `${FE}/:id`, summary: '修改功能', params: idParam, body: featureInput, response: featureNode },
    /** The spec's PUT on the base path names the feature in the body. */
    updateByBody: { method: 'PUT', path: FE, summary: '修改功能（id 在请求体中）', body: featureInput.and(idParam), response: featureNode },
    /** The tree, each feature with how many spaces hold it now and how many of those on trial. */
    forAdmin: { method: 'GET', path: `${FE}/for-admin`, summary: '功能树及持有空间数（平台）', response: z.array(featureNode) },
    remove: { method: 'DELETE', path: `${FE}/:id`, summary: '删除功能', params: idParam },
    usage: {
      method: 'GET',
      path: `${FE}/usage`,
      summary: '本空间的功能使用',
      access: { permission: Permissions.RedFeature.Usages },
      space: true,
      response: z.array(featureUsage),
    },
    usageForAdmin: {
      method: 'GET',
      path: `${FE}/usage/for-admin`,
      summary: '空间的功能使用（平台）',
      query: z.object({ tenantId: z.uuid(messages.invalidId) }),
      response: z.array(featureUsage),
    },
    usageLog: {
      method: 'GET',
      path: `${FE}/usage-log`,
      summary: '功能使用记录',
      access: { permission: Permissions.RedFeature.Usages },
      space: true,
      query: z.object({ featureId: z.uuid(messages.invalidId).optional() }),
      response: z.array(featureUsageLog),
    },
    /** A charged feature may be tried once per space. */
    trial: {
      method: 'POST',
      path: `${FE}/trial-usage`,
      summary: '试用功能',
      access: undefined,
      space: true,
      body: z.object({ featureId: z.uuid(messages.invalidId) }),
      response: z.object({ id: z.string(), featureId: z.string(), isTrial: z.boolean(), expiryTime: isoTime.nullable() }),
    },
    addUsage: { method: 'POST', path: `${FE}/add-usage`, summary: '记录功能使用', access: undefined, space: true, body: featureUsageBody, response: usageCount },
    deleteUsage: { method: 'POST', path: `${FE}/delete-usage`, summary: '撤销功能使用', access: undefined, space: true, body: featureUsageBody, response: usageCount },
    unexpired: {
      method: 'GET',
      path: `${FE}/unexpired/:id`,
      summary: '功能是否在有效期内',
      access: undefined,
      space: true,
      params: idParam,
      response: z.object({ featureId: z.string(), unexpired: z.boolean(), expiryTime: isoTime.nullable() }),
    },
  },
);

export const priceInput = z.object({
  providerName: z.string().trim().min(1, messages.required('类型')).max(8),
  providerKey: z.uuid(messages.invalidId),
  groupName: z
    .string(messages.required('分组名称'))
    .trim()
    .min(1, messages.required('分组名称'))
    .max(32, messages.tooLong('分组名称', 32)),
  salesPrice: moneyInput('销售价'),
  originalPrice: moneyInput('原价'),
  periodValue: z.coerce.number().int().min(1, '时长至少1个月').max(120, '时长不能超过120个月'),
  periodName: z.string().trim().max(16, messages.tooLong('时长名称', 16)).default(''),
  availableName: z.string().trim().max(32, messages.tooLong('适用名称', 32)).default(''),
  unit: z.string().trim().max(8, messages.tooLong('单位', 8)).default('元'),
  description: z.string().trim().max(200, messages.tooLong('说明', 200)).default(''),
  seats: z.coerce.number().int().min(0, '席位不能小于0').max(100000).default(0),
  storageGb: z.coerce.number().int().min(0, '存储空间不能小于0').max(100000).default(0),
  concurrent: z.coerce.number().int().min(0, '并发数不能小于0').max(10000).default(0),
  nestQuota: z.coerce.number().int().min(0, '排版额度不能小于0').max(100000000).default(0),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
});
export type PriceInput = z.infer<typeof priceInput>;

export const priceBatchInput = z.object({
  providerName: z.string().trim().min(1).max(8),
  providerKey: z.uuid(messages.invalidId),
  items: z.array(priceInput.omit({ providerName: true, providerKey: true })).max(100),
});

/** A price as the buying dialog shows it (money as numbers). */
export const priceItem = rowOf(priceColumns)
  .pick({ id: true, periodValue: true, periodName: true, availableName: true, unit: true, description: true })
  .extend({ salesPrice: z.number(), originalPrice: z.number() });
export type PriceItem = z.infer<typeof priceItem>;
export const priceGroup = z.object({ groupName: z.string(), priceItems: z.array(priceItem) });
export type PriceGroup = z.infer<typeof priceGroup>;
/** A price as the platform's price list shows it: the whole row, money and the nest pack as numbers. */
export const priceRow = rowOf(priceColumns).extend({
  ...priceItem.shape,
  nestQuota: z.number(),
  providerDisplayName: z.string(),
});
export type PriceRow = z.infer<typeof priceRow>;
/** What a price can be for: a paid edition or a charged feature. */
export const priceOption = z.object({ providerName: z.string(), providerKey: z.string(), label: z.string() });
export type PriceOption = z.infer<typeof priceOption>;

export const priceGroupQuery = z.object({
  providerName: z.string().trim().min(1, messages.required('类型')).max(8),
  providerKey: z.uuid(messages.invalidId),
});

const PR = '/api/red/prices';
/** The price list of editions and charged features (platform), and its groups for the purchase dialog. */
export const priceEndpoints = defineEndpoints(
  { tag: '价格', access: { platformAdmin: true } },
  {
    /** Any signed-in user: the purchase dialog's price groups of one edition or feature. */
    groups: { method: 'GET', path: `${PR}/group`, summary: '价格分组', access: undefined, query: priceGroupQuery, response: z.array(priceGroup) },
    list: { method: 'GET', path: PR, summary: '价格列表', response: pagedOf(priceRow) },
    all: { method: 'GET', path: `${PR}/list`, summary: '全部价格', response: z.array(priceRow) },
    options: { method: 'GET', path: `${PR}/option`, summary: '可定价的版本和功能', response: z.array(priceOption) },
    get: { method: 'GET', path: `${PR}/:id`, summary: '价格', params: idParam, response: priceRow },
    create: { method: 'POST', path: PR, summary: '新增价格', body: priceInput, response: priceItem },
    update: { method: 'PUT', path: `${PR}/:id`, summary: '修改价格', params: idParam, body: priceInput, response: priceItem },
    remove: { method: 'DELETE', path: `${PR}/:id`, summary: '删除价格', params: idParam },
    /** Replaces all items of one edition or feature at once (the spec's path says "bath"). */
    batch: { method: 'POST', path: `${PR}/bath`, summary: '批量设置价格', body: priceBatchInput, response: z.array(priceGroup) },
  },
);

/** Coupon code (spec 01 §5): optional, not whitespace only, max 30. */
export const couponNoSchema = z
  .string()
  .max(COUPON_MAX, messages.tooLong('优惠码', COUPON_MAX))
  .refine((v) => v.length === 0 || v.trim().length > 0, '添加优惠码');

/** Payment payload (spec 01 §3). */
export const createOrderInput = z.object({
  tenantId: z.uuid(messages.invalidId),
  tenantName: z.string().max(100).optional().nullable(),
  gateway: z.coerce
    .number()
    .int()
    .refine(
      (v) => v === Gateway.wechat || v === Gateway.alipay || v === Gateway.bankTransfer,
      '请选择支付方式',
    ),
  couponNo: couponNoSchema.optional().nullable(),
  priceId: z.uuid('请选择购买方案'),
  providerName: z.string().trim().min(1).max(8),
});
export type CreateOrderInput = z.infer<typeof createOrderInput>;

export const order = rowOf(orderColumns).extend({
  amount: z.number(),
  discount: z.number(),
  /** amount − discount */
  payAmount: z.number(),
});
export type Order = z.infer<typeof order>;

/** An order list's columns (the platform's, a space's, an agent's) on its page and in its Excel download. */
export const orderList = listColumns(order, [
  { key: 'orderNo', title: '订单号', width: 200 },
  { key: 'tenantName', title: '空间', width: 180 },
  { key: 'providerDisplayName', title: '购买内容', width: 140 },
  { key: 'periodValue', title: '时长', width: 80, text: (o) => `${o.periodValue}个月` },
  { key: 'amount', title: '订单金额', width: 110, text: 'money' },
  { key: 'discount', title: '优惠', width: 90, text: 'money' },
  { key: 'payAmount', title: '实付金额', width: 110, text: 'money' },
  { key: 'gateway', title: '支付方式', width: 100, text: labelOptions(gatewayLabels) },
  { key: 'status', title: '状态', width: 120, text: paymentStatusOptions },
  { key: 'creationTime', title: '下单时间', width: 170, text: 'time' },
  { key: 'paidTime', title: '支付时间', width: 170, text: 'time', only: 'excel' },
]);

export const orderQrCode = z.object({ qrCodeUrl: z.string(), provider: z.string() });
export type OrderQrCode = z.infer<typeof orderQrCode>;

export const coupon = rowOf(couponColumns).extend({ amount: z.number() });

export const couponInput = z.object({
  couponNo: z
    .string()
    .trim()
    .min(1, messages.required('优惠码'))
    .max(COUPON_MAX, messages.tooLong('优惠码', COUPON_MAX)),
  amount: moneyInput('优惠金额'),
  expiryTime: z.iso.datetime({ offset: true }).optional().nullable(),
});

export const orderListQuery = z.object({
  skipCount: z.coerce.number().int().min(0).default(0),
  maxResultCount: z.coerce.number().int().min(1).max(1000).default(20),
  status: z.coerce.number().pipe(z.enum(PaymentStatus)).optional(),
  gateway: z.coerce.number().pipe(z.enum(Gateway)).optional(),
  tenantName: z.string().max(50).optional(),
  orderNo: z.string().max(40).optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
});

const OR = '/api/user/order';
/** Orders of editions and features (spec 01 §9), their payment, and coupons. */
export const orderEndpoints = defineEndpoints(
  { tag: '订单' },
  {
    create: { method: 'POST', path: OR, summary: '创建订单', body: createOrderInput, response: order },
    get: { method: 'GET', path: `${OR}/:id`, summary: '订单', params: idParam, response: order },
    /** Polled by the scan-to-pay dialog; an overdue order reads as cancelled. */
    status: { method: 'GET', path: `${OR}/:id/status`, summary: '订单支付状态', params: idParam, response: z.object({ status: z.enum(PaymentStatus) }) },
    qrCode: { method: 'GET', path: `${OR}/:id/qrcode`, summary: '扫码支付地址', params: idParam, response: orderQrCode },
    /** The payer reports a bank transfer as made; an operator confirms it once the money arrived. */
    claimTransfer: { method: 'PUT', path: `${OR}/:id/pay`, summary: '已转账，等待确认', params: idParam, response: order },
    confirmTransfer: {
      method: 'PUT',
      path: `${OR}/:id/confirm`,
      summary: '确认收到转账',
      access: { platformAdmin: true },
      params: idParam,
      response: order,
    },
    forAdmin: {
      method: 'GET',
      path: `${OR}/for-admin`,
      summary: '全部订单（平台）',
      access: { platformAdmin: true },
      query: orderListQuery,
      response: pagedOf(order),
    },
    ofSpace: {
      method: 'GET',
      path: `${OR}/list`,
      summary: '本空间的订单',
      access: { permission: Permissions.AlTenant.Orders },
      space: true,
      query: orderListQuery,
      response: pagedOf(order),
    },
    /** An agent's view: orders of the spaces it brought in. */
    forAgent: {
      method: 'GET',
      path: `${OR}/for-agent`,
      summary: '代理商的下级订单',
      access: { permission: Permissions.AlAgentPay.Orders },
      query: orderListQuery,
      response: pagedOf(order),
    },
    checkCoupon: {
      method: 'GET',
      path: '/api/red/coupons/check',
      summary: '校验优惠码',
      query: z.object({ couponNo: couponNoSchema }),
      response: z.object({ couponNo: z.string(), amount: z.number() }),
    },
    coupons: { method: 'GET', path: '/api/red/coupons', summary: '优惠码', access: { platformAdmin: true }, response: z.array(coupon) },
    createCoupon: {
      method: 'POST',
      path: '/api/red/coupons',
      summary: '新增优惠码',
      access: { platformAdmin: true },
      body: couponInput,
      response: coupon,
    },
  },
);

export const reportQuery = z.object({
  year: z.coerce.number().int().min(2000, '年份不正确').max(2100, '年份不正确'),
  month: z.coerce.number().int().min(1, '月份不正确').max(12, '月份不正确').optional(),
});
export const reportRow = z.object({
  /** year-month "2026-03", or the day "2026-03-07", or a tenant name. */
  key: z.string(),
  orderCount: z.number(),
  amount: z.number(),
  discount: z.number(),
  payAmount: z.number(),
});
export type ReportRow = z.infer<typeof reportRow>;

/** Paid orders summed: annual by month of the year, monthly by tenant (of the year or one month), day by day of one month. */
export type ReportKind = 'annual' | 'monthly' | 'day';
/** What a report's row is: a month of the year, a space, a day of the month. */
export const reportKeyTitles: Record<ReportKind, string> = { annual: '月份', monthly: '空间', day: '日期' };
/** A payment report's columns on its page and in its Excel download. */
export const reportList = (kind: ReportKind) =>
  listColumns(reportRow, [
    { key: 'key', title: reportKeyTitles[kind], width: 120 },
    { key: 'orderCount', title: '订单数', width: 90 },
    { key: 'amount', title: '订单金额', width: 120, text: 'money' },
    { key: 'discount', title: '优惠金额', width: 120, text: 'money' },
    { key: 'payAmount', title: '实付金额', width: 120, text: 'money' },
  ]);
const reportOf = <P extends string>(path: P, summary: string) =>
  ({ method: 'GET', path, summary, query: reportQuery, response: z.array(reportRow) }) as const;
const reports = <B extends string>(base: B, what: string) => ({
  annual: reportOf(`${base}/annual`, `${what}年度报表`),
  monthly: reportOf(`${base}/monthly`, `${what}月度报表`),
  day: reportOf(`${base}/day`, `${what}每日报表`),
});
const agentReports = { permission: Permissions.AlAgentPay.Reports } as const;
/** The platform's order reports. */
export const orderReportEndpoints = defineEndpoints({ tag: '订单报表', access: { platformAdmin: true } }, reports(`${OR}/reports`, '订单'));
/** An agent's reports: the orders of the spaces it brought in. */
export const agentReportEndpoints = defineEndpoints({ tag: '订单报表', access: agentReports }, reports(`${OR}/for-agent/reports`, '代理商订单'));
/** The same on the spec's path (for-agent/report/{kind}). */
export const agentReportSpecEndpoints = defineEndpoints({ tag: '订单报表', access: agentReports }, reports(`${OR}/for-agent/report`, '代理商订单'));

/** The order list and the platform's report as Excel. */
export const orderDownEndpoints = defineEndpoints(
  { tag: '订单报表', access: { platformAdmin: true } },
  {
    monthly: { method: 'GET', path: `${OR}/down-monthly`, summary: '下载月度报表', query: reportQuery, file: true },
    admin: { method: 'GET', path: `${OR}/down-admin`, summary: '下载全部订单', query: orderListQuery, file: true },
    ofSpace: { method: 'GET', path: `${OR}/down`, summary: '下载本空间订单', access: { permission: Permissions.AlTenant.Orders }, query: orderListQuery, file: true },
    /** An agent's download: the orders of the spaces it brought in, with the list's filters. */
    forAgent: {
      method: 'GET',
      path: `${OR}/for-agent/down`,
      summary: '下载下级订单',
      access: { permission: Permissions.AlAgentPay.Orders },
      query: orderListQuery,
      file: true,
    },
  },
);

/** Money to 2 decimals (spec 01 §9), for every amount shown. */
export const formatMoney = (v: number | string | null | undefined): string => Number(v ?? 0).toFixed(2);

/** The platform's account for corporate transfers (gateway 3), shown in the bank-transfer dialog. */
export const BANK_TRANSFER_ACCOUNT = {
  accountName: '佛山铝云科技有限公司',
  bankName: '中国工商银行佛山南海支行',
  accountNo: '2013 0201 0920 0088 866',
} as const;

/** Payment methods of the purchase dialog (spec 01 §2): 1 scan-pay, 2 another scan-pay, 3 corporate transfer. */
export const PAYMENT_METHODS = [
  { value: 1, label: '微信支付' },
  { value: 2, label: '支付宝' },
  { value: 3, label: '对公转账' },
] as const;

/** The title the purchase dialog emits with the created order (spec 01 §4). */
export const payDialogTitle = (gateway: number) => (gateway === 3 ? '对公支付' : '扫码支付');

export type AccountField = 'service' | 'nest' | 'storage' | 'seats' | 'edition' | 'concurrent';
export const accountFieldLabels: Record<AccountField, string> = {
  service: '服务到期时间',
  nest: '排版额度',
  storage: '存储空间(GB)',
  seats: '席位',
  edition: '版本',
  concurrent: '并发数',
};

export const accountChangeInput = z.object({
  tenantId: z.uuid(messages.invalidId),
  /** service: an ISO date-time; edition: an edition id; others: a number. */
  value: z.union([z.string().max(40), z.number().min(0).max(100_000_000)]),
  reason: z.string().trim().max(200, messages.tooLong('原因', 200)).default(''),
});

export const FollowType = { phone: 1, visit: 2, wechat: 3, training: 4, other: 5 } as const;
export const followTypeLabels: Record<number, string> = {
  1: '电话',
  2: '拜访',
  3: '微信',
  4: '上门培训',
  5: '其他',
};
export const followupInput = z.object({
  tenantId: z.uuid(messages.invalidId),
  followType: z.coerce.number().int().min(1, '请选择跟进方式').max(5, '请选择跟进方式'),
  content: z
    .string(messages.required('跟进内容'))
    .trim()
    .min(1, messages.required('跟进内容'))
    .max(1000, messages.tooLong('跟进内容', 1000)),
  contactName: z.string().trim().max(50, messages.tooLong('联系人', 50)).optional().nullable(),
  result: z.string().trim().max(200, messages.tooLong('跟进结果', 200)).optional().nullable(),
  nextFollowTime: z.iso.datetime({ offset: true, error: '下次跟进时间格式不正确' }).optional().nullable(),
});

export const registerInput = z.object({
  userName: z
    .string(messages.required('用户名'))
    .trim()
    .min(3, '用户名至少3个字符')
    .max(64, messages.tooLong('用户名', 64))
    .regex(/^[A-Za-z0-9_]+$/, '用户名只能包含字母、数字和下划线'),
  phoneNumber: z
    .string()
    .trim()
    .regex(/^1\d{10}$/, '请输入正确的手机号'),
  name: z.string().trim().max(64, messages.tooLong('姓名', 64)).optional().nullable(),
  password: newPasswordSchema(),
});
