import { Permissions } from '../permission-names.ts';
import { DocStatus, defineDocument, docStatusStates } from '../document/define.ts';
import type { FieldOption } from '../resource/define.ts';
import { marketSourceOptions, numberedOptions } from '../resources/basicOptions.ts';
import {
  SUPPLIER_REF,
  WAREHOUSE_REF,
  plateSpec,
  docRemarkField,
  plateChainSource,
  sheetsField,
  weightField,
} from './plateSpec.ts';

export const PLATE_TASK_PATH = '/api/purchase/material/task';
export const PLATE_REQUISITION_PATH = '/api/purchase/material/requisition';
export const PLATE_ORDER_PATH = '/api/purchase/material/order';

/** Purchase task states (DOMAIN.md §2.7). */
export const PlateTaskStatus = { pending: 1, partial: 2, requisitioned: 4, closed: 8, cancelled: 16 } as const;
/** Requisition and purchase order states beyond DocStatus. */
export const PlatePurchaseProgress = { partial: 64, full: 128 } as const;

export const purchaseModeOptions: FieldOption[] = numberedOptions('标准板', '开平（卷材定尺）');

/** How a purchase order line is priced. */
export const PriceBasis = { perTonne: 1, perKg: 2, perM2: 3, perSheet: 4 } as const;
export const priceBasisOptions: FieldOption[] = [
  { label: '元/吨', value: PriceBasis.perTonne },
  { label: '元/kg', value: PriceBasis.perKg },
  { label: '元/㎡', value: PriceBasis.perM2 },
  { label: '元/张', value: PriceBasis.perSheet },
];

/** DocStatus and the two states a later document's pulls move it to (partially / fully ordered or received). */
const withProgress = (partial: string, full: string) => [
  ...docStatusStates,
  { value: PlatePurchaseProgress.partial, label: partial, color: 'warning' },
  { value: PlatePurchaseProgress.full, label: full, color: 'purple' },
];

/** A date of the head that may not come before the document's date. */
const notBefore = (key: string, label: string) => (head: Record<string, unknown>) =>
  head[key] && head.docDate && String(head[key]) < String(head.docDate) ? [{ message: label, members: [key] }] : [];

/** 板材采购任务 (numbering 13): raised from a confirmed nest result's shortage, or by hand. */
export const plateTaskDocument = defineDocument({
  entity: 'PlatePurchaseTask',
  module: 'purchase',
  table: 'plate_purchase_tasks',
  lineTable: 'plate_purchase_task_lines',
  title: '采购任务',
  basePath: PLATE_TASK_PATH,
  permission: Permissions.AlMaterialPurchase.Tasks,
  scope: 'factory',
  documentType: 13,
  qtyField: 'sheets',
  totals: ['area', 'weight'],
  head: {
    docDate: { kind: 'date', label: '任务日期', required: true, column: { width: 110 } },
    requiredDate: { kind: 'date', label: '需求日期', required: true, column: { width: 110 } },
    purchaseMode: { kind: 'int', label: '采购方式', required: true, default: 1, options: purchaseModeOptions, column: { width: 130 }, search: 'select' },
    nestOrderNo: { kind: 'string', label: '来源排版单', max: 40, readOnly: true, column: { width: 150 } },
    nestOrderId: { kind: 'uuid', label: '排版订单', readOnly: true },
    nestResultId: { kind: 'uuid', label: '排版结果', readOnly: true },
    remark: docRemarkField,
  },
  line: {
    ...plateSpec,
    sheets: sheetsField('需采购张数'),
    area: { kind: 'decimal', label: '面积(㎡)', scale: 4, readOnly: true, column: { width: 100 } },
    weight: { ...weightField, readOnly: true },
    stockAvailable: { kind: 'int', label: '可用库存(张)', readOnly: true, column: { width: 110 } },
  },
  states: [
    { value: PlateTaskStatus.pending, label: '待请购', color: 'processing' },
    { value: PlateTaskStatus.partial, label: '部分请购', color: 'warning' },
    { value: PlateTaskStatus.requisitioned, label: '已请购', color: 'success' },
    { value: PlateTaskStatus.closed, label: '已关闭', color: 'default' },
    { value: PlateTaskStatus.cancelled, label: '已取消', color: 'default' },
  ],
  actions: [
    { key: 'close', label: '关闭', from: [1, 2, 4], to: PlateTaskStatus.closed, permissionAction: 'edit', comment: 'optional', danger: true },
    { key: 'cancel', label: '取消', from: [1], to: PlateTaskStatus.cancelled, permissionAction: 'void', blockedByDownstream: true, danger: true, comment: 'optional' },
  ],
  editable: [PlateTaskStatus.pending],
  print: { head: ['docDate', 'requiredDate', 'purchaseMode', 'nestOrderNo', 'remark'], signatures: ['计划员', '采购员'] },
});

/** 请购单 (numbering 14): lines pulled from purchase tasks; the task follows (partially / fully requisitioned). */
export const plateRequisitionDocument = defineDocument({
  entity: 'PlateRequisition',
  module: 'purchase',
  table: 'plate_requisitions',
  lineTable: 'plate_requisition_lines',
  title: '请购单',
  basePath: PLATE_REQUISITION_PATH,
  permission: Permissions.AlMaterialPurchase.Requisitions,
  scope: 'factory',
  documentType: 14,
  qtyField: 'sheets',
  totals: ['weight'],
  head: {
    docDate: { kind: 'date', label: '请购日期', required: true, column: { width: 110 } },
    requiredDate: { kind: 'date', label: '需求日期', required: true, column: { width: 110 } },
    requesterId: { kind: 'uuid', label: '请购人', staff: true, column: { width: 100 } },
    remark: docRemarkField,
  },
  line: {
    ...plateSpec,
    sheets: sheetsField('请购张数'),
    weight: weightField,
    suggestedSupplierId: { kind: 'uuid', label: '建议供应商', ref: SUPPLIER_REF, column: { width: 160 } },
  },
  states: withProgress('部分下单', '已下单'),
  sources: [
    plateChainSource({
      key: 'plateTask',
      basePath: PLATE_TASK_PATH,
      title: '采购任务',
      progress: { open: PlateTaskStatus.pending, partial: PlateTaskStatus.partial, full: PlateTaskStatus.requisitioned },
    }),
  ],
  validate: notBefore('requiredDate', '需求日期不能早于请购日期'),
  print: { head: ['docDate', 'requiredDate', 'requesterId', 'remark'], signatures: ['请购人', '审核'] },
});

/** 采购单 (numbering 15): lines pulled from approved requisitions, priced on the metal market plus a processing fee. */
export const plateOrderDocument = defineDocument({
  entity: 'PlatePurchaseOrder',
  module: 'purchase',
  table: 'plate_purchase_orders',
  lineTable: 'plate_purchase_order_lines',
  title: '采购单',
  basePath: PLATE_ORDER_PATH,
  permission: Permissions.AlMaterialPurchase.Orders,
  scope: 'factory',
  documentType: 15,
  qtyField: 'sheets',
  totals: ['weight', 'amount'],
  head: {
    supplierId: { kind: 'uuid', label: '供应商', required: true, ref: SUPPLIER_REF, column: { width: 180 }, search: 'select' },
    docDate: { kind: 'date', label: '下单日期', required: true, column: { width: 110 } },
    deliveryDate: { kind: 'date', label: '交货日期', required: true, column: { width: 110 } },
    warehouseId: { kind: 'uuid', label: '收货仓库', required: true, ref: WAREHOUSE_REF, column: { width: 120 } },
    marketSource: { kind: 'int', label: '行情来源', options: marketSourceOptions, column: { width: 110 } },
    marketPrice: { kind: 'decimal', label: '铝锭价(元/吨)', min: 0, max: 1000000, scale: 2, column: { width: 120 }, tooltip: '留空时取所选行情来源的当前报价' },
    taxRate: { kind: 'decimal', label: '税率(%)', min: 0, max: 100, scale: 2, default: 13, column: { width: 80 } },
    paymentTerms: { kind: 'string', label: '付款条件', max: 100 },
    totalAmount: { kind: 'decimal', label: '合计金额', scale: 2, readOnly: true, column: { width: 120 } },
    remark: docRemarkField,
  },
  line: {
    ...plateSpec,
    sheets: sheetsField('采购张数'),
    weight: { ...weightField, tooltip: '留空时按铝的密度 2.71 t/m³ 计算' },
    priceBasis: { kind: 'int', label: '计价方式', required: true, default: 1, options: priceBasisOptions, column: { width: 90 } },
    processingFee: { kind: 'decimal', label: '加工费', min: 0, max: 1000000, scale: 2, column: { width: 90 }, tooltip: '按吨计价时：单价 = 铝锭价 + 加工费' },
    unitPrice: { kind: 'decimal', label: '单价', min: 0, max: 10000000, scale: 4, column: { width: 100 }, tooltip: '按吨计价且留空时取铝锭价 + 加工费' },
    amount: { kind: 'decimal', label: '金额', scale: 2, readOnly: true, column: { width: 110 } },
  },
  states: withProgress('部分到货', '已到货'),
  sources: [
    plateChainSource({
      key: 'plateRequisition',
      basePath: PLATE_REQUISITION_PATH,
      title: '请购单',
      progress: { open: DocStatus.approved, partial: PlatePurchaseProgress.partial, full: PlatePurchaseProgress.full },
    }),
  ],
  validate: notBefore('deliveryDate', '交货日期不能早于下单日期'),
  print: {
    head: ['supplierId', 'docDate', 'deliveryDate', 'warehouseId', 'marketSource', 'marketPrice', 'taxRate', 'paymentTerms', 'totalAmount', 'remark'],
    signatures: ['采购员', '审核', '供应商确认'],
  },
});

export const purchaseDocuments = [plateTaskDocument, plateRequisitionDocument, plateOrderDocument] as const;
