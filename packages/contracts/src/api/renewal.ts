import { z } from 'zod';
import { messages } from '../messages.ts';
import { moneyInput } from './saas.ts';

/**
 * Tenant renewals (spec 02 "Tenant account: Renewal CRUD, with equipment and service lines,
 * equipment price, down, complete"; DOMAIN.md "Tenant renewal"). Platform operators' contracts
 * with a space: what it renews (edition period, seats, storage, concurrency, nest quota), the
 * services (features) and the equipment it buys.
 */
export const renewalApi = {
  /** GET ?tenantId=&status= (paged); POST a draft. */
  renewals: '/api/tenant/account/renewal',
  /** GET with lines, PUT (draft only, lines replaced), DELETE (draft only). */
  renewal: (id: string) => `/api/tenant/account/renewal/${id}`,
  submit: (id: string) => `/api/tenant/account/renewal/${id}/submit`,
  complete: (id: string) => `/api/tenant/account/renewal/${id}/complete`,
  cancel: (id: string) => `/api/tenant/account/renewal/${id}/cancel`,
  down: (id: string) => `/api/tenant/account/renewal/${id}/down`,
  /** The spec's forms: PUT { id, paidAmount, reason }; GET ?id= (one) or the list's filters (all). */
  completeByBody: '/api/tenant/account/renewal/complete',
  downList: '/api/tenant/account/renewal/down',
  /** GET the equipment price list; POST one item (create, or replace the item of the same model). */
  equipmentPrice: '/api/tenant/account/renewal/equipment-price',
  equipmentPriceItem: (id: string) => `/api/tenant/account/renewal/equipment-price/${id}`,
  /** GET the platform users a renewal can name as its salesman. */
  salesmen: '/api/tenant/account/renewal/salesmen',
} as const;

/** draft 1 → pending payment 2 → completed 4 | cancelled 8 (DOMAIN.md §2 state table). */
export const RenewalStatus = { draft: 1, pendingPayment: 2, completed: 4, cancelled: 8 } as const;
export type RenewalStatus = (typeof RenewalStatus)[keyof typeof RenewalStatus];
export const renewalStatusLabels: Record<number, string> = {
  1: '草稿',
  2: '待付款',
  4: '已完成',
  8: '已取消',
};

const count = (label: string, max: number, min = 0) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .int(`${label}必须是整数`)
    .min(min, `${label}不能小于${min}`)
    .max(max, `${label}不能大于${max}`);

export const renewalServiceLineInput = z.object({
  featureId: z.uuid('请选择服务'),
  qty: count('数量', 10_000, 1),
  unitPrice: moneyInput('单价'),
  months: count('服务月数', 120, 1),
});
export const renewalEquipmentLineInput = z.object({
  equipmentModel: z
    .string('请选择设备型号')
    .trim()
    .min(1, '请选择设备型号')
    .max(64, messages.tooLong('设备型号', 64)),
  qty: count('数量', 1000, 1),
  /** Omitted: the price of the model in the equipment price list. */
  unitPrice: moneyInput('单价').optional().nullable(),
});

/** A platform user offered as a renewal's salesman. */
export interface Salesman {
  id: string;
  name: string;
}

export type RenewalServiceLineInput = z.infer<typeof renewalServiceLineInput>;
export type RenewalEquipmentLineInput = z.infer<typeof renewalEquipmentLineInput>;

const cents = (v: number | string) => Math.round(Number(v) * 100);

/** Amount of the lines in cents: services qty × unit price × months, equipment qty × unit price. */
export function renewalAmountCents(v: {
  serviceLines: { qty: number; unitPrice: number | string; months: number }[];
  equipmentLines: { qty: number; unitPrice?: number | string | null }[];
}): number {
  return (
    v.serviceLines.reduce((s, l) => s + l.qty * l.months * cents(l.unitPrice), 0) +
    v.equipmentLines.reduce((s, l) => s + l.qty * cents(l.unitPrice ?? 0), 0)
  );
}

export const renewalInput = z
  .object({
    tenantId: z.uuid('请选择租户'),
    editionId: z.uuid('请选择版本').nullable().optional(),
    periodMonths: count('续费月数', 120).default(0),
    seats: count('增加席位', 100_000).default(0),
    storageGb: count('增加存储空间', 100_000).default(0),
    concurrent: count('增加并发数', 10_000).default(0),
    nestQuota: count('增加排版额度', 100_000_000).default(0),
    discount: moneyInput('优惠金额').default(0),
    salesmanId: z.uuid(messages.invalidId).nullable().optional(),
    remark: z.string().trim().max(200, messages.tooLong('备注', 200)).default(''),
    serviceLines: z
      .array(renewalServiceLineInput, '服务明细格式不正确')
      .max(50, '服务明细不能超过50行')
      .default([]),
    equipmentLines: z
      .array(renewalEquipmentLineInput, '设备明细格式不正确')
      .max(50, '设备明细不能超过50行')
      .default([]),
  })
  .superRefine((v, ctx) => {
    const empty =
      !v.periodMonths &&
      !v.seats &&
      !v.storageGb &&
      !v.concurrent &&
      !v.nestQuota &&
      !v.editionId &&
      !v.serviceLines.length &&
      !v.equipmentLines.length;
    if (empty) ctx.addIssue({ code: 'custom', path: ['periodMonths'], message: '续费内容不能为空' });
    if (v.editionId && !v.periodMonths)
      ctx.addIssue({ code: 'custom', path: ['periodMonths'], message: '更换版本时请填写续费月数' });
    const features = v.serviceLines.map((l) => l.featureId);
    if (new Set(features).size !== features.length)
      ctx.addIssue({ code: 'custom', path: ['serviceLines'], message: '服务明细中有重复的服务' });
    // Equipment without a unit price gets the list price on the server, which checks the discount again.
    if (v.equipmentLines.every((l) => l.unitPrice != null) && cents(v.discount) > renewalAmountCents(v))
      ctx.addIssue({ code: 'custom', path: ['discount'], message: '优惠金额不能大于续费金额' });
  });
export type RenewalInput = z.input<typeof renewalInput>;

export const renewalCompleteInput = z.object({
  paidAmount: moneyInput('实收金额'),
  reason: z.string().trim().max(200, messages.tooLong('备注', 200)).default(''),
});

export const renewalListQuery = z.object({
  tenantId: z.uuid(messages.invalidId).optional(),
  status: z.coerce.number().int().optional(),
  skipCount: z.coerce.number().int().min(0).default(0),
  maxResultCount: z.coerce.number().int().min(1).max(1000).default(20),
});

export const renewalDownQuery = z.object({
  id: z.uuid(messages.invalidId).optional(),
  tenantId: z.uuid(messages.invalidId).optional(),
  status: z.coerce.number().int().optional(),
});

export const equipmentPriceInput = z.object({
  model: z.string('请输入设备型号').trim().min(1, '请输入设备型号').max(64, messages.tooLong('设备型号', 64)),
  name: z.string('请输入设备名称').trim().min(1, '请输入设备名称').max(64, messages.tooLong('设备名称', 64)),
  unitPrice: moneyInput('单价'),
  unit: z.string().trim().min(1, messages.required('单位')).max(8, messages.tooLong('单位', 8)).default('台'),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
});

export interface EquipmentPrice {
  id: string;
  model: string;
  name: string;
  unitPrice: number;
  unit: string;
  sort: number;
}

export interface RenewalServiceLine {
  id: string;
  featureId: string;
  featureName: string | null;
  qty: number;
  unitPrice: number;
  months: number;
  amount: number;
}
export interface RenewalEquipmentLine {
  id: string;
  equipmentModel: string;
  equipmentName: string | null;
  qty: number;
  unitPrice: number;
  amount: number;
  serialNos: string[];
}

export interface Renewal {
  id: string;
  renewalNo: string;
  tenantId: string;
  tenantName: string | null;
  editionId: string | null;
  editionName: string | null;
  periodMonths: number;
  seats: number;
  storageGb: number;
  concurrent: number;
  nestQuota: number;
  amount: number;
  discount: number;
  payable: number;
  paidAmount: number;
  orderId: string | null;
  salesmanId: string | null;
  salesmanName: string | null;
  remark: string;
  status: RenewalStatus;
  creationTime: string;
  completeTime: string | null;
}
export interface RenewalDetail extends Renewal {
  serviceLines: RenewalServiceLine[];
  equipmentLines: RenewalEquipmentLine[];
}
