import { z } from 'zod';
import { messages } from '../messages.ts';
import { enumeration } from '../enumeration.ts';
import { defineEndpoints, pagedOf } from '../endpoint.ts';
import { boundedInt, idParam } from './common.ts';
import { moneyInput } from './saas.ts';
import { rowOf } from '../entity/row.ts';
import {
  equipmentPriceColumns,
  renewalColumns,
  renewalEquipmentLineColumns,
  renewalServiceLineColumns,
} from '../entities/saas.ts';

/**
 * Tenant renewals (spec 02 "Tenant account: Renewal CRUD, with equipment and service lines,
 * equipment price, down, complete"; DOMAIN.md "Tenant renewal"). Platform operators' contracts
 * with a space: what it renews (edition period, seats, storage, concurrency, nest quota), the
 * services (features) and the equipment it buys.
 */
/**
 * The labels of a renewal's fields, written once: the form, the list, the detail, the Excel sheets
 * and the input's messages all read them.
 */
export const renewalLabels = {
  renewalNo: '续费单号',
  tenantName: '租户',
  status: '状态',
  editionId: '续费版本',
  editionName: '版本',
  periodMonths: '续费月数',
  seats: '增加席位',
  storageGb: '增加存储(GB)',
  concurrent: '增加并发数',
  nestQuota: '增加排版额度',
  amount: '续费金额',
  discount: '优惠金额',
  payable: '应付金额',
  paidAmount: '实收金额',
  salesmanName: '销售人员',
  creationTime: '创建时间',
  completeTime: '完成时间',
  remark: '备注',
} as const;

/** draft 1 → pending payment 2 → completed 4 | cancelled 8 (DOMAIN.md §2 state table). */
const renewalStatus = enumeration({
  draft: [1, '草稿', 'default'],
  pendingPayment: [2, '待付款', 'orange'],
  completed: [4, '已完成', 'green'],
  cancelled: [8, '已取消', 'red'],
});
export const RenewalStatus = renewalStatus.values;
export type RenewalStatus = (typeof RenewalStatus)[keyof typeof RenewalStatus];
export const renewalStatusLabels: Record<number, string> = renewalStatus.labels;
export const renewalStatusOptions = renewalStatus.options;

export const renewalServiceLineInput = z.object({
  featureId: z.uuid('请选择服务'),
  qty: boundedInt('数量', 1, 10_000),
  unitPrice: moneyInput('单价'),
  months: boundedInt('服务月数', 1, 120),
});
export const renewalEquipmentLineInput = z.object({
  equipmentModel: z
    .string('请选择设备型号')
    .trim()
    .min(1, '请选择设备型号')
    .max(64, messages.tooLong('设备型号', 64)),
  qty: boundedInt('数量', 1, 1000),
  /** Omitted: the price of the model in the equipment price list. */
  unitPrice: moneyInput('单价').optional().nullable(),
});

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
    periodMonths: boundedInt(renewalLabels.periodMonths, 0, 120).default(0),
    seats: boundedInt(renewalLabels.seats, 0, 100_000).default(0),
    storageGb: boundedInt(renewalLabels.storageGb, 0, 100_000).default(0),
    concurrent: boundedInt(renewalLabels.concurrent, 0, 10_000).default(0),
    nestQuota: boundedInt(renewalLabels.nestQuota, 0, 100_000_000).default(0),
    discount: moneyInput(renewalLabels.discount).default(0),
    salesmanId: z.uuid(messages.invalidId).nullable().optional(),
    remark: z.string().trim().max(200, messages.tooLong(renewalLabels.remark, 200)).default(''),
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
  paidAmount: moneyInput(renewalLabels.paidAmount),
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


const nullableText = z.string().nullable();

/** An equipment price of the platform's list (money as a number). */
export const equipmentPrice = rowOf(equipmentPriceColumns).extend({ unitPrice: z.number() });
export type EquipmentPrice = z.infer<typeof equipmentPrice>;

/** A platform user offered as a renewal's salesman. */
export const salesman = z.object({ id: z.string(), name: z.string() });
export type Salesman = z.infer<typeof salesman>;

/** A renewal: the row (money as numbers) with the names of its tenant, edition and salesman. */
export const renewal = rowOf(renewalColumns).extend({
  tenantName: nullableText,
  editionName: nullableText,
  amount: z.number(),
  discount: z.number(),
  payable: z.number(),
  paidAmount: z.number(),
  salesmanName: nullableText,
  status: z.literal([RenewalStatus.draft, RenewalStatus.pendingPayment, RenewalStatus.completed, RenewalStatus.cancelled]),
});
export type Renewal = z.infer<typeof renewal>;

/** A renewal with its lines: each line's row with the name of what it buys and its amount. */
export const renewalDetail = renewal.extend({
  serviceLines: z.array(
    rowOf(renewalServiceLineColumns).extend({ featureName: nullableText, unitPrice: z.number(), amount: z.number() }),
  ),
  equipmentLines: z.array(
    rowOf(renewalEquipmentLineColumns).extend({
      equipmentName: nullableText,
      unitPrice: z.number(),
      amount: z.number(),
      serialNos: z.array(z.string()),
    }),
  ),
});
export type RenewalDetail = z.infer<typeof renewalDetail>;
export type RenewalServiceLine = RenewalDetail['serviceLines'][number];
export type RenewalEquipmentLine = RenewalDetail['equipmentLines'][number];

const R = '/api/tenant/account/renewal';
/**
 * Tenant renewals: platform operators' business, every call for-admin (spec 02 "Tenant account:
 * Renewal"). draft → submit (pending payment) → complete, or cancel; Excel downloads.
 */
export const renewalEndpoints = defineEndpoints(
  { tag: '租户续费', access: { platformAdmin: true } },
  {
    equipmentPrices: { method: 'GET', path: `${R}/equipment-price`, summary: '设备价格表', response: z.array(equipmentPrice) },
    saveEquipmentPrice: {
      method: 'POST',
      path: `${R}/equipment-price`,
      summary: '保存设备价格（同型号覆盖）',
      body: equipmentPriceInput,
      response: equipmentPrice,
    },
    deleteEquipmentPrice: { method: 'DELETE', path: `${R}/equipment-price/:id`, summary: '删除设备价格', params: idParam },
    salesmen: { method: 'GET', path: `${R}/salesmen`, summary: '可选的销售人员（平台用户）', response: z.array(salesman) },
    list: { method: 'GET', path: R, summary: '续费单列表', query: renewalListQuery, response: pagedOf(renewal) },
    get: { method: 'GET', path: `${R}/:id`, summary: '续费单详情', params: idParam, response: renewalDetail },
    create: { method: 'POST', path: R, summary: '新建续费单（草稿）', body: renewalInput, response: renewalDetail },
    update: { method: 'PUT', path: `${R}/:id`, summary: '修改续费单（草稿）', params: idParam, body: renewalInput, response: renewalDetail },
    remove: { method: 'DELETE', path: `${R}/:id`, summary: '删除续费单（草稿）', params: idParam },
    submit: { method: 'PUT', path: `${R}/:id/submit`, summary: '提交续费单（待付款）', params: idParam, response: renewalDetail },
    cancel: { method: 'PUT', path: `${R}/:id/cancel`, summary: '取消续费单', params: idParam, response: renewalDetail },
    complete: {
      method: 'PUT',
      path: `${R}/:id/complete`,
      summary: '完成续费（收款后生效）',
      params: idParam,
      body: renewalCompleteInput,
      response: renewalDetail,
    },
    /** The spec's form of complete: the renewal is named in the body. */
    completeByBody: {
      method: 'PUT',
      path: `${R}/complete`,
      summary: '完成续费（续费单在请求体中）',
      body: renewalCompleteInput.and(idParam),
      response: renewalDetail,
    },
    /** The spec's GET renewal/down: one renewal's sheet with ?id=, else the list (its filters). */
    downList: { method: 'GET', path: `${R}/down`, summary: '下载续费单（列表或单张）', query: renewalDownQuery, file: true },
    down: { method: 'GET', path: `${R}/:id/down`, summary: '下载续费单', params: idParam, file: true },
  },
);
