import { Permissions } from '../permission-names.ts';
import { basicResource } from './basicFields.ts';
import type { FieldDef } from '../resource/define.ts';
import { contactStatusOptions, customerTypeOptions, invoiceTypeOptions, supplierTypeOptions } from './basicOptions.ts';

/** The invoice block shared by suppliers and demanders (GET/PUT /{id}/invoice). */
export const invoiceFields = {
  invoiceTitle: { kind: 'string', label: '发票抬头', max: 100 },
  taxNo: { kind: 'string', label: '税号', max: 32, pattern: { source: '^[0-9A-Za-z]*$', message: '税号只能包含字母或数字' } },
  invoiceType: { kind: 'int', label: '发票类型', options: invoiceTypeOptions },
  taxRate: { kind: 'decimal', label: '税率(%)', scale: 2, max: 100 },
  bankName: { kind: 'string', label: '开户银行', max: 100 },
  bankAccount: { kind: 'string', label: '银行账号', max: 40 },
} as const satisfies Record<string, FieldDef>;

const contactFields = {
  name: { kind: 'string', label: '名称', required: true, max: 100, column: { width: 200 }, search: 'input', sortable: true },
  shortName: { kind: 'string', label: '简称', max: 32, column: { width: 110 }, search: 'input' },
  code: { kind: 'string', label: '编码', max: 32, column: { width: 100 }, search: 'input', sortable: true },
  contact: { kind: 'string', label: '联系人', max: 32, column: { width: 90 } },
  phone: { kind: 'string', label: '电话', max: 32, column: { width: 130 }, pattern: { source: '^[0-9+\\- ]*$', message: '电话只能包含数字、+、-' } },
  address: { kind: 'string', label: '地址', max: 200, column: true },
} as const satisfies Record<string, FieldDef>;

const status = { kind: 'int', label: '状态', required: true, default: 1, options: contactStatusOptions, column: { width: 80 }, search: 'select' } as const satisfies FieldDef;

/** Suppliers (/contacts/supplier): several supplier types stored comma-separated. */
export const supplierResource = basicResource({
  entity: 'Supplier',
  table: 'suppliers',
  title: '供应商',
  basePath: '/api/basic/supplier',
  permission: Permissions.AlBasic.Suppliers,
  unique: [['name']],
  statusField: 'status',
  fields: {
    ...contactFields,
    supplierTypes: { kind: 'string', label: '供应商类型', required: true, max: 32, multiple: true, options: supplierTypeOptions, column: { width: 160 }, search: 'select' },
    ...invoiceFields,
    paymentTermDays: { kind: 'int', label: '账期(天)', max: 365, column: { width: 90 } },
    // The supplier's own space on the platform, when it has one (purchase orders can reach it there).
    linkedTenantId: { kind: 'uuid', label: '关联平台企业ID', placeholder: '供应商在本平台的企业ID（可选）' },
    status,
  },
});

/** Demanders (customers, /contacts/demander); a branch demander names its parent. */
export const demanderResource = basicResource({
  entity: 'Demander',
  table: 'demanders',
  title: '需求方',
  basePath: '/api/basic/demander',
  permission: Permissions.AlBasic.Demanders,
  unique: [['name']],
  statusField: 'status',
  tree: { parentField: 'parentId' },
  fields: {
    ...contactFields,
    customerType: { kind: 'int', label: '客户类型', options: customerTypeOptions, column: { width: 110 }, search: 'select' },
    parentId: { kind: 'uuid', label: '上级需求方', ref: { basePath: '/api/basic/demander', label: 'name' }, column: { width: 160 } },
    ...invoiceFields,
    creditLimit: { kind: 'decimal', label: '信用额度(元)', scale: 2 },
    salesmanId: { kind: 'uuid', label: '业务员', staff: true, column: { width: 100 } },
    status,
  },
});
