import { Permissions } from '../permission-names.ts';
import { z } from 'zod';
import { pagedQuery, queryFlag } from '../api/common.ts';
import { DocStatus, defineDocument } from '../document/define.ts';
import type { FieldDef, FieldOption } from '../resource/define.ts';
import { PLATE_SPEC_KEYS, SUPPLIER_REF, WAREHOUSE_REF, plateSpec, docRemarkField, plateChainSource, remnantField, sheetsField, weightField } from './plateSpec.ts';
import { PLATE_ORDER_PATH, PlatePurchaseProgress } from './platePurchase.ts';
import { numberedOptions } from '../resources/basicOptions.ts';

export const PLATE_STOCK_IN_PATH = '/api/warehouse/material/stock-in';
export const PLATE_STOCK_OUT_PATH = '/api/warehouse/material/stock-out';
export const PLATE_STOCK_PATH = '/api/warehouse/material/stock';
export const PLATE_QC_PATH = '/api/warehouse/material/qc-order';
/** Confirmed nest results of the factory, for the stock-out's picker (id, resultNo). */
export const NEST_RESULT_PICK_PATH = '/api/warehouse/material/nest-result';

/** Purposes of a plate stock-out (DOMAIN.md §2.7). */
export const plateStockOutPurposeOptions: FieldOption[] = numberedOptions('生产领料', '退还供应商', '报废', '调拨', '其他');

/** Plate stock-in states (DOMAIN.md §2.7): stock posts at 8, after incoming QC. */
export const StockInStatus = { draft: 1, pendingQc: 2, qcPassed: 4, posted: 8, rejected: 16, voided: 32 } as const;
/** Incoming QC states: re-audit when the supplier disputes a result. */
export const PlateQcStatus = { draft: 1, audited: 2, disputed: 4, reAudited: 8 } as const;

export const qcResultOptions: FieldOption[] = numberedOptions('合格接收', '让步接收', '拒收');

const place = {
  position: { kind: 'string', label: '库位', required: true, max: 32, column: { width: 90 }, placeholder: '如 A-3-12' },
  batchNo: { kind: 'string', label: '批号', max: 40, column: { width: 110 } },
} satisfies Record<string, FieldDef>;

const warehouseField = { kind: 'uuid', label: '仓库', required: true, ref: WAREHOUSE_REF, column: { width: 140 }, search: 'select' } satisfies FieldDef;

/**
 * 板材入库 (numbering 16): lines typed or pulled from purchase orders (up to 5% over the order);
 * submitted for incoming QC, posted (入库) with the qualified sheets once QC passed; remnants that
 * come back from cutting post at once (余料入库).
 */
export const plateStockInDocument = defineDocument({
  entity: 'PlateStockIn',
  module: 'warehouse',
  table: 'plate_stock_ins',
  lineTable: 'plate_stock_in_lines',
  title: '板材入库单',
  basePath: PLATE_STOCK_IN_PATH,
  permission: Permissions.AlMaterialWareHouse.StockIns,
  scope: 'factory',
  documentType: 16,
  qtyField: 'sheets',
  totals: ['weight', 'amount', 'qualifiedSheets', 'rejectedSheets'],
  head: {
    warehouseId: warehouseField,
    supplierId: { kind: 'uuid', label: '供应商', ref: SUPPLIER_REF, column: { width: 160 }, search: 'select' },
    docDate: { kind: 'date', label: '到货日期', required: true, column: { width: 110 } },
    vehicleNo: { kind: 'string', label: '车牌号', max: 20, column: { width: 100 } },
    remark: docRemarkField,
  },
  line: {
    ...plateSpec,
    isRemnant: remnantField,
    sheets: sheetsField('到货张数'),
    weight: weightField,
    unitPrice: { kind: 'decimal', label: '单价(元/张)', min: 0, scale: 4, column: { width: 110 } },
    amount: { kind: 'decimal', label: '金额', scale: 2, readOnly: true, column: { width: 100 } },
    ...place,
    qualifiedSheets: { kind: 'int', label: '合格张数', readOnly: true, column: { width: 90 } },
    rejectedSheets: { kind: 'int', label: '退货张数', readOnly: true, column: { width: 90 } },
  },
  states: [
    { value: StockInStatus.draft, label: '草稿', color: 'default' },
    { value: StockInStatus.pendingQc, label: '待检验', color: 'processing' },
    { value: StockInStatus.qcPassed, label: '检验合格', color: 'cyan' },
    { value: StockInStatus.posted, label: '已入库', color: 'success' },
    { value: StockInStatus.rejected, label: '检验不合格', color: 'error' },
    { value: StockInStatus.voided, label: '已作废', color: 'default' },
  ],
  actions: [
    { key: 'submit', label: '提交检验', from: [StockInStatus.draft], to: StockInStatus.pendingQc, permissionAction: 'edit' },
    { key: 'withdraw', label: '撤回', from: [StockInStatus.pendingQc], to: StockInStatus.draft, permissionAction: 'edit', blockedByDownstream: true },
    { key: 'post', label: '入库', from: [StockInStatus.qcPassed], to: StockInStatus.posted, permissionAction: 'approve', audits: true, comment: 'optional' },
    { key: 'postRemnant', label: '余料入库', from: [StockInStatus.draft], to: StockInStatus.posted, permissionAction: 'approve', audits: true },
    { key: 'void', label: '作废', from: [StockInStatus.posted, StockInStatus.rejected], to: StockInStatus.voided, permissionAction: 'void', blockedByDownstream: true, danger: true, comment: 'optional' },
  ],
  editable: [StockInStatus.draft],
  sources: [
    plateChainSource({
      key: 'plateOrder',
      basePath: PLATE_ORDER_PATH,
      title: '采购单',
      tolerancePct: 5,
      copyHead: ['supplierId', 'warehouseId'],
      progress: { open: DocStatus.approved, partial: PlatePurchaseProgress.partial, full: PlatePurchaseProgress.full },
    }),
  ],
  print: {
    head: ['warehouseId', 'supplierId', 'docDate', 'vehicleNo', 'remark'],
    signatures: ['制单', '仓管', '质检'],
  },
});

/** 来料检验 (numbering 17): inspects stock-in lines; its audit sets what of each line is qualified and returned. */
export const plateQcDocument = defineDocument({
  entity: 'PlateQcOrder',
  module: 'warehouse',
  table: 'plate_qc_orders',
  lineTable: 'plate_qc_order_lines',
  title: '来料检验单',
  basePath: PLATE_QC_PATH,
  permission: Permissions.AlMaterialWareHouse.QCOrders,
  scope: 'factory',
  documentType: 17,
  qtyField: 'sheets',
  totals: ['qualified', 'unqualified'],
  head: {
    docDate: { kind: 'date', label: '检验日期', required: true, column: { width: 110 } },
    inspectorId: { kind: 'uuid', label: '检验员', required: true, staff: true, column: { width: 100 } },
    supplierId: { kind: 'uuid', label: '供应商', ref: SUPPLIER_REF, readOnly: true, column: { width: 160 } },
    remark: docRemarkField,
  },
  line: {
    ...plateSpec,
    sheets: sheetsField('检验张数'),
    qualified: { kind: 'int', label: '合格', required: true, min: 0, max: 100000, column: { width: 70 } },
    unqualified: { kind: 'int', label: '不合格', min: 0, max: 100000, default: 0, column: { width: 70 } },
    thicknessMin: { kind: 'decimal', label: '实测最小厚度', min: 0, max: 100, scale: 3, column: { width: 110 } },
    thicknessMax: { kind: 'decimal', label: '实测最大厚度', min: 0, max: 100, scale: 3, column: { width: 110 } },
    flatness: { kind: 'string', label: '平整度', max: 40, column: { width: 90 } },
    surface: { kind: 'string', label: '表面/覆膜', max: 40, column: { width: 100 } },
    result: { kind: 'int', label: '结论', required: true, default: 1, options: qcResultOptions, column: { width: 90 } },
  },
  states: [
    { value: PlateQcStatus.draft, label: '草稿', color: 'default' },
    { value: PlateQcStatus.audited, label: '已审核', color: 'success' },
    { value: PlateQcStatus.disputed, label: '待复检', color: 'warning' },
    { value: PlateQcStatus.reAudited, label: '已复检', color: 'purple' },
  ],
  actions: [
    { key: 'audit', label: '审核', from: [PlateQcStatus.draft], to: PlateQcStatus.audited, permissionAction: 'approve', audits: true, comment: 'optional' },
    { key: 'dispute', label: '供应商申诉', from: [PlateQcStatus.audited, PlateQcStatus.reAudited], to: PlateQcStatus.disputed, permissionAction: 'edit', comment: 'required' },
    { key: 'reAudit', label: '复检审核', from: [PlateQcStatus.disputed], to: PlateQcStatus.reAudited, permissionAction: 'approve', audits: true, comment: 'optional' },
  ],
  editable: [PlateQcStatus.draft, PlateQcStatus.disputed],
  sources: [
    {
      key: 'plateStockIn',
      basePath: PLATE_STOCK_IN_PATH,
      title: '板材入库单',
      copy: PLATE_SPEC_KEYS,
      states: [StockInStatus.pendingQc, StockInStatus.qcPassed, StockInStatus.rejected],
      copyHead: ['supplierId'],
      holdsSource: false,
    },
  ],
  validate: (_head, lines) =>
    lines.flatMap((l, i) => {
      const q = Number(l.qualified ?? 0);
      const u = Number(l.unqualified ?? 0);
      if (q + u !== Number(l.sheets ?? 0))
        return [{ message: `第${i + 1}行：合格与不合格张数之和应等于检验张数`, members: ['lines', String(i), 'qualified'] }];
      if (Number(l.result) === 3 && q > 0)
        return [{ message: `第${i + 1}行：结论为拒收时合格张数应为0`, members: ['lines', String(i), 'result'] }];
      return [];
    }),
  print: { head: ['docDate', 'inspectorId', 'supplierId', 'remark'], signatures: ['检验员', '仓管', '供应商'] },
});

/** 板材出库 (numbering 18): lines pulled from the qualified sheets of posted stock-ins; against a nest result it releases that result's reservation. */
export const plateStockOutDocument = defineDocument({
  entity: 'PlateStockOut',
  module: 'warehouse',
  table: 'plate_stock_outs',
  lineTable: 'plate_stock_out_lines',
  title: '板材出库单',
  basePath: PLATE_STOCK_OUT_PATH,
  permission: Permissions.AlMaterialWareHouse.StockOuts,
  scope: 'factory',
  documentType: 18,
  qtyField: 'sheets',
  totals: ['weight'],
  head: {
    warehouseId: warehouseField,
    purpose: { kind: 'int', label: '出库用途', required: true, default: 1, options: plateStockOutPurposeOptions, column: { width: 100 }, search: 'select' },
    docDate: { kind: 'date', label: '出库日期', required: true, column: { width: 110 } },
    nestResultId: { kind: 'uuid', label: '排版结果', ref: { basePath: NEST_RESULT_PICK_PATH, label: 'resultNo' }, column: { width: 150 } },
    receiverId: { kind: 'uuid', label: '领料人', staff: true, column: { width: 100 } },
    remark: docRemarkField,
  },
  line: {
    ...plateSpec,
    isRemnant: remnantField,
    sheets: sheetsField('出库张数'),
    weight: weightField,
    ...place,
  },
  sources: [
    {
      key: 'plateStockIn',
      basePath: PLATE_STOCK_IN_PATH,
      title: '板材入库单',
      copy: ['materialTextureId', 'thickness', 'width', 'length', 'isRemnant', 'position', 'batchNo'],
      states: [StockInStatus.posted],
      limitField: 'qualifiedSheets',
    },
  ],
  print: {
    head: ['warehouseId', 'purpose', 'docDate', 'nestResultId', 'receiverId', 'remark'],
    signatures: ['领料人', '仓管', '审核'],
  },
});

export const plateDocuments = [plateStockInDocument, plateQcDocument, plateStockOutDocument] as const;

/** Query of the plate stock list. */
export const plateStockQuery = pagedQuery.extend({
  filter: z.string().max(200, '关键字不能超过200个字符').optional(),
  warehouseId: z.uuid('仓库ID格式不正确').optional(),
  materialTextureId: z.uuid('材质ID格式不正确').optional(),
  thickness: z.coerce.number({ error: '厚度必须是数字' }).optional(),
  isRemnant: queryFlag('余料').optional(),
  /** Rows at zero are hidden unless asked for. */
  onlyInStock: queryFlag('仅看有库存').optional(),
});

/** Query of the plate stock log. */
export const plateStockLogQuery = pagedQuery.extend({
  filter: z.string().max(200, '关键字不能超过200个字符').optional(),
  warehouseId: z.uuid('仓库ID格式不正确').optional(),
  materialTextureId: z.uuid('材质ID格式不正确').optional(),
  direction: z.coerce.number().int().min(1, '方向的取值不正确').max(2, '方向的取值不正确').optional(),
  beginTime: z.iso.date('beginTime日期格式应为YYYY-MM-DD').optional(),
  endTime: z.iso.date('endTime日期格式应为YYYY-MM-DD').optional(),
});

export const stockDirectionOptions: FieldOption[] = numberedOptions('入库', '出库');
