import { z } from 'zod';
import { DateParts, SerialType, type DatePart } from './enums.ts';

/** The 31 configurable document types (DOMAIN.md §3) with their default rule. */
export const documentTypes = [
  [1, '合同', 'HT', 'yyyyMM', SerialType.monthly],
  [2, '项目订单', 'XD', 'yyMMdd', SerialType.daily],
  [3, '发货单', 'FH', 'yyMMdd', SerialType.daily],
  [4, '退货单', 'TH', 'yyMM', SerialType.monthly],
  [5, '成品打包', 'DB', 'yyMMdd', SerialType.daily],
  [6, '成品入库', 'CR', 'yyMMdd', SerialType.daily],
  [7, '成品出库', 'CC', 'yyMMdd', SerialType.daily],
  [8, '应收对账单', 'YS', 'yyyyMM', SerialType.monthly],
  [9, '流转单', 'ZZ', 'yyMMdd', SerialType.daily],
  [10, '变更单', 'BG', 'yyMM', SerialType.monthly],
  [11, '质检单', 'ZJ', 'yyMMdd', SerialType.daily],
  [12, '返工单', 'FG', 'yyMMdd', SerialType.daily],
  [13, '板材采购任务', 'RW', 'yyMMdd', SerialType.daily],
  [14, '请购单', 'QG', 'yyMMdd', SerialType.daily],
  [15, '板材采购单', 'CG', 'yyMMdd', SerialType.daily],
  [16, '板材入库单', 'BR', 'yyMMdd', SerialType.daily],
  [17, '板材质检单', 'LJ', 'yyMMdd', SerialType.daily],
  [18, '板材出库单', 'BC', 'yyMMdd', SerialType.daily],
  [19, '委外发出单', 'WF', 'yyMMdd', SerialType.daily],
  [20, '委外验收单', 'WY', 'yyMMdd', SerialType.daily],
  [21, '委外退回单', 'WT', 'yyMM', SerialType.monthly],
  [22, '油漆采购单', 'TG', 'yyMM', SerialType.monthly],
  [23, '油漆入库单', 'TR', 'yyMMdd', SerialType.daily],
  [24, '油漆出库单', 'TC', 'yyMMdd', SerialType.daily],
  [25, '配件采购单', 'PG', 'yyMM', SerialType.monthly],
  [26, '配件入库单', 'PR', 'yyMMdd', SerialType.daily],
  [27, '配件出库单', 'PC', 'yyMMdd', SerialType.daily],
  [28, '应付对账单', 'YF', 'yyyyMM', SerialType.monthly],
  [29, '付款申请单', 'FQ', 'yyMMdd', SerialType.daily],
  [30, '付款单', 'FK', 'yyMMdd', SerialType.daily],
  [31, '收款单', 'SK', 'yyMMdd', SerialType.daily],
].map(([value, label, prefix, datePart, serialType]) => ({
  value: value as number,
  label: label as string,
  prefix: prefix as string,
  datePart: datePart as DatePart,
  serialType: serialType as SerialType,
}));

/**
 * Numbers the system gives that tenants do not configure (not among the 31 of DOMAIN.md §3):
 * same format and counters, fixed rule.
 */
export const internalDocumentTypes = [
  { value: 101, label: '排版单', prefix: 'PB', datePart: 'yyMMdd' as DatePart, serialType: SerialType.daily },
  { value: 102, label: '排版结果', prefix: 'PJ', datePart: 'yyMMdd' as DatePart, serialType: SerialType.daily },
  { value: 103, label: '配件排版单', prefix: 'PL', datePart: 'yyMMdd' as DatePart, serialType: SerialType.daily },
  { value: 104, label: '配件排版结果', prefix: 'PLJ', datePart: 'yyMMdd' as DatePart, serialType: SerialType.daily },
  // DOMAIN §3's fixed system pattern: type code + yyyyMMdd + 4-digit daily serial
  { value: 105, label: '生产计划', prefix: 'JH', datePart: 'yyyyMMdd' as DatePart, serialType: SerialType.daily },
  { value: 106, label: '设备保养单', prefix: 'BY', datePart: 'yyyyMMdd' as DatePart, serialType: SerialType.daily },
  // project codes and the platform's renewals: prefix + yyMMdd + 3-digit daily serial (spec 02's forms)
  { value: 107, label: '项目', prefix: 'XM', datePart: 'yyMMdd' as DatePart, serialType: SerialType.daily, serialLength: 3 },
  { value: 108, label: '续费单', prefix: 'XF', datePart: 'yyMMdd' as DatePart, serialType: SerialType.daily, serialLength: 3 },
];
export const InternalDocType = {
  nestOrder: 101,
  nestResult: 102,
  accessoryNestOrder: 103,
  accessoryNestResult: 104,
  productionPlan: 105,
  equipmentMaintenance: 106,
  project: 107,
  renewal: 108,
} as const;

/** A numbering rule as it is applied (and as GET custom-order-code/effective answers it). */
export const numberingRule = z.object({
  prefix: z.string().nullable(),
  datePart: z.enum(DateParts).nullable(),
  separator: z.string().nullable(),
  serialLength: z.number().int(),
  serialType: z.literal(Object.values(SerialType)),
  startValue: z.number().int().nullish(),
});
export type NumberingRule = z.infer<typeof numberingRule>;

const pad = (n: number, len: number) => String(n).padStart(len, '0');

/** Formats a date part of a document date (local calendar date of the factory). */
export function formatDatePart(datePart: DatePart | null, date: Date): string {
  if (!datePart) return '';
  const y = date.getFullYear();
  const m = pad(date.getMonth() + 1, 2);
  const d = pad(date.getDate(), 2);
  switch (datePart) {
    case 'yyMMdd':
      return `${String(y).slice(2)}${m}${d}`;
    case 'yyMM':
      return `${String(y).slice(2)}${m}`;
    case 'yyyyMMdd':
      return `${y}${m}${d}`;
    case 'yyyyMM':
      return `${y}${m}`;
  }
}

/** Key of the counter row: the serial restarts whenever this changes. */
export function periodKey(serialType: SerialType, date: Date): string {
  const y = date.getFullYear();
  switch (serialType) {
    case SerialType.daily:
      return `${y}${pad(date.getMonth() + 1, 2)}${pad(date.getDate(), 2)}`;
    case SerialType.monthly:
      return `${y}${pad(date.getMonth() + 1, 2)}`;
    case SerialType.quarterly:
      return `${y}-Q${Math.floor(date.getMonth() / 3) + 1}`;
    case SerialType.yearly:
      return `${y}`;
  }
}

/** docNo = prefix + datePart(docDate) + separator + zero-padded serial. */
export function formatDocNo(rule: NumberingRule, date: Date, serial: number): string {
  return `${rule.prefix ?? ''}${formatDatePart(rule.datePart, date)}${rule.separator ?? ''}${pad(serial, rule.serialLength)}`;
}

/** The date part must be at least as fine as the reset period, or numbers would repeat. */
export function validateNumberingRule(rule: NumberingRule): { message: string; members: string[] }[] {
  const errs: { message: string; members: string[] }[] = [];
  const hasDay = rule.datePart === 'yyMMdd' || rule.datePart === 'yyyyMMdd';
  const hasMonth = hasDay || rule.datePart === 'yyMM' || rule.datePart === 'yyyyMM';
  if (rule.serialType === SerialType.daily && !hasDay)
    errs.push({ message: '按日重置流水号时，日期格式必须包含日（yyMMdd 或 yyyyMMdd）', members: ['datePart'] });
  if (rule.serialType === SerialType.monthly && !hasMonth)
    errs.push({ message: '按月重置流水号时，日期格式必须包含月', members: ['datePart'] });
  if (rule.serialType === SerialType.quarterly && !rule.datePart)
    errs.push({ message: '按季度重置流水号时，必须设置日期格式', members: ['datePart'] });
  return errs;
}
