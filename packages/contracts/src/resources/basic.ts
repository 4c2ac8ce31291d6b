import { Permissions } from '../permission-names.ts';
import { basicResource } from './basicFields.ts';
import { DateParts, SerialType, serialTypeLabels } from '../enums.ts';
import { documentTypes, validateNumberingRule } from '../numbering.ts';
import { labelOptions } from './basicOptions.ts';

/** Custom numbering rules (/common/custom-made-order-num): one rule per document type and tenant. */
export const customOrderCodeResource = basicResource({
  entity: 'CustomOrderCode',
  table: 'custom_order_codes',
  title: '自定义单号',
  basePath: '/api/basic/custom-order-code',
  permission: Permissions.AlBasic.CustomMadeOrderNums,
  defaultSorting: 'documentType asc',
  unique: [['documentType']],
  fields: {
    documentType: {
      kind: 'int',
      label: '单据类型',
      required: true,
      min: 1,
      max: 31,
      options: documentTypes.map((d) => ({ label: d.label, value: d.value })),
      column: { width: 160 },
      search: 'select',
      sortable: true,
    },
    prefix: {
      kind: 'string',
      label: '前缀',
      max: 6,
      pattern: { source: '^[A-Za-z0-9]*$', message: '前缀只能包含字母或数字' },
      column: { width: 100 },
      search: 'input',
      sortable: true,
    },
    datePart: {
      kind: 'string',
      label: '日期格式',
      max: 8,
      options: DateParts.map((p) => ({ label: p, value: p })),
      column: { width: 120 },
    },
    separator: {
      kind: 'string',
      label: '分隔符',
      max: 1,
      options: [{ label: '-', value: '-' }],
      column: { width: 80 },
    },
    serialLength: { kind: 'int', label: '流水号位数', required: true, min: 3, max: 6, default: 4, column: { width: 110 } },
    serialType: {
      kind: 'int',
      label: '流水号重置',
      required: true,
      default: SerialType.daily,
      options: labelOptions(serialTypeLabels),
      column: { width: 110 },
      search: 'select',
    },
    startValue: { kind: 'int', label: '起始值', min: 1, max: 999999, default: 1, column: { width: 90 } },
    enabled: { kind: 'bool', label: '启用', required: true, default: true, column: { width: 80 }, search: 'select' },
    remark: { kind: 'string', label: '备注', max: 200, column: true },
  },
  validate: (v) =>
    validateNumberingRule({
      prefix: v.prefix,
      datePart: v.datePart as never,
      separator: v.separator,
      serialLength: v.serialLength,
      serialType: v.serialType as SerialType,
    }),
});
