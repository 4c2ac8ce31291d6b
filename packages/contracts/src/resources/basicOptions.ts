import type { FieldOption } from '../resource/define.ts';

/** Enumerations of the basic data (DOMAIN.md §2.3); values are stored, labels shown. */
/** Options numbered 1, 2, 3… in the order of their labels. */
export const numberedOptions = (...labels: string[]): FieldOption[] => labels.map((label, i) => ({ label, value: i + 1 }));
/** Options of a numeric enumeration's labels (`{ [value]: label }`), in the order of the values. */
export const labelOptions = (labels: Record<number, string>): { value: number; label: string }[] =>
  Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }));

export const metalOptions = numberedOptions('铝', '镀锌钢', '不锈钢', '铜', '复合板');
export const marketSourceOptions = numberedOptions('长江现货', '上海有色网', '南储', '上期所', '伦敦金属交易所');
export const warehouseTypeOptions = numberedOptions('板材仓', '成品仓', '油漆仓', '配件仓', '余料仓', '委外虚拟仓');
export const positionStatusOptions: FieldOption[] = [
  { label: '空闲', value: 1 },
  { label: '占用', value: 2 },
  { label: '停用', value: 4 },
];
/** Supplier types, stored comma-separated in `supplierTypes` (spec 02 §3). */
export const supplierTypeOptions: FieldOption[] = numberedOptions('板材', '油漆', '配件', '委外加工', '物流', '其他').map((o) => ({
  ...o,
  value: String(o.value),
}));
export const customerTypeOptions = numberedOptions('幕墙承包商', '总包单位', '业主', '贸易商', '其他');
export const invoiceTypeOptions = numberedOptions('增值税专用发票', '增值税普通发票');
/** Supplier and demander status (PUT status): enabled 1, disabled 2. */
export const contactStatusOptions: FieldOption[] = numberedOptions('启用', '禁用');
export const ContactStatus = { enabled: 1, disabled: 2 } as const;
