import { z } from 'zod';
import { pagedQuery } from '../api/common.ts';
import { defineDocument } from '../document/define.ts';
import type { FieldDef, FieldOption } from '../resource/define.ts';

const WH = { basePath: '/api/basic/warehouse', label: 'name' };
const TEXTURE = { basePath: '/api/basic/material-texture', label: 'name' };
const SUPPLIER = { basePath: '/api/basic/supplier', label: 'name' };

export const PLATE_STOCK_IN_PATH = '/api/warehouse/material/stock-in';
export const PLATE_STOCK_OUT_PATH = '/api/warehouse/material/stock-out';
export const PLATE_STOCK_PATH = '/api/warehouse/material/stock';

/** Purposes of a plate stock-out (DOMAIN.md §2.7). */
export const plateStockOutPurposeOptions: FieldOption[] = [
  { label: '生产领料', value: 1 },
  { label: '退还供应商', value: 2 },
  { label: '报废', value: 3 },
  { label: '调拨', value: 4 },
  { label: '其他', value: 5 },
];

/** The plate spec of a stock line: what identifies a plate item in the ledger. */
const plateSpec = {
  materialTextureId: { kind: 'uuid', label: '材质', required: true, ref: TEXTURE, column: { width: 120 } },
  thickness: {
    kind: 'decimal',
    label: '厚度(mm)',
    required: true,
    min: 0.01,
    max: 100,
    scale: 2,
    column: { width: 90 },
  },
  width: {
    kind: 'decimal',
    label: '宽(mm)',
    required: true,
    min: 1,
    max: 20000,
    scale: 2,
    column: { width: 90 },
  },
  length: {
    kind: 'decimal',
    label: '长(mm)',
    required: true,
    min: 1,
    max: 50000,
    scale: 2,
    column: { width: 90 },
  },
  isRemnant: { kind: 'bool', label: '余料', default: false, column: { width: 70 } },
} satisfies Record<string, FieldDef>;

const place = {
  position: {
    kind: 'string',
    label: '库位',
    required: true,
    max: 32,
    column: { width: 90 },
    placeholder: '如 A-3-12',
  },
  batchNo: { kind: 'string', label: '批号', max: 40, column: { width: 110 } },
} satisfies Record<string, FieldDef>;

/** 板材入库 (numbering type 16): approval posts the sheets to their positions, void takes them back. */
export const plateStockInDocument = defineDocument({
  entity: 'PlateStockIn',
  module: 'warehouse',
  table: 'plate_stock_ins',
  lineTable: 'plate_stock_in_lines',
  title: '板材入库单',
  basePath: PLATE_STOCK_IN_PATH,
  permission: 'AlMaterialWareHouse.StockIns',
  scope: 'factory',
  documentType: 16,
  qtyField: 'sheets',
  totals: ['weight', 'amount'],
  head: {
    warehouseId: {
      kind: 'uuid',
      label: '仓库',
      required: true,
      ref: WH,
      column: { width: 140 },
      search: 'select',
    },
    supplierId: { kind: 'uuid', label: '供应商', ref: SUPPLIER, column: { width: 160 }, search: 'select' },
    docDate: { kind: 'date', label: '到货日期', required: true, column: { width: 110 } },
    vehicleNo: { kind: 'string', label: '车牌号', max: 20, column: { width: 100 } },
    remark: { kind: 'text', label: '备注', max: 500, column: true },
  },
  line: {
    ...plateSpec,
    sheets: { kind: 'int', label: '张数', required: true, min: 1, max: 100000, column: { width: 80 } },
    weight: { kind: 'decimal', label: '重量(kg)', min: 0, scale: 3, column: { width: 100 } },
    unitPrice: { kind: 'decimal', label: '单价(元/张)', min: 0, scale: 4, column: { width: 110 } },
    amount: { kind: 'decimal', label: '金额', scale: 2, readOnly: true, column: { width: 100 } },
    ...place,
  },
  print: {
    head: ['warehouseId', 'supplierId', 'docDate', 'vehicleNo', 'remark'],
    signatures: ['制单', '仓管', '审核'],
  },
});

/** 板材出库 (numbering type 18): lines pulled from stock-in lines (or a stock row); approval deducts, void returns. */
export const plateStockOutDocument = defineDocument({
  entity: 'PlateStockOut',
  module: 'warehouse',
  table: 'plate_stock_outs',
  lineTable: 'plate_stock_out_lines',
  title: '板材出库单',
  basePath: PLATE_STOCK_OUT_PATH,
  permission: 'AlMaterialWareHouse.StockOuts',
  scope: 'factory',
  documentType: 18,
  qtyField: 'sheets',
  totals: ['weight'],
  head: {
    warehouseId: {
      kind: 'uuid',
      label: '仓库',
      required: true,
      ref: WH,
      column: { width: 140 },
      search: 'select',
    },
    purpose: {
      kind: 'int',
      label: '出库用途',
      required: true,
      default: 1,
      options: plateStockOutPurposeOptions,
      column: { width: 100 },
      search: 'select',
    },
    docDate: { kind: 'date', label: '出库日期', required: true, column: { width: 110 } },
    receiverId: { kind: 'uuid', label: '领料人', staff: true, column: { width: 100 } },
    remark: { kind: 'text', label: '备注', max: 500, column: true },
  },
  line: {
    ...plateSpec,
    sheets: { kind: 'int', label: '出库张数', required: true, min: 1, max: 100000, column: { width: 90 } },
    weight: { kind: 'decimal', label: '重量(kg)', min: 0, scale: 3, column: { width: 100 } },
    ...place,
  },
  sources: [
    {
      key: 'plateStockIn',
      basePath: PLATE_STOCK_IN_PATH,
      title: '板材入库单',
      copy: ['materialTextureId', 'thickness', 'width', 'length', 'isRemnant', 'position', 'batchNo'],
    },
  ],
  print: {
    head: ['warehouseId', 'purpose', 'docDate', 'receiverId', 'remark'],
    signatures: ['领料人', '仓管', '审核'],
  },
});

export const plateDocuments = [plateStockInDocument, plateStockOutDocument] as const;

/** Query of the plate stock list. */
export const plateStockQuery = pagedQuery.extend({
  filter: z.string().max(200, '关键字不能超过200个字符').optional(),
  warehouseId: z.uuid('仓库ID格式不正确').optional(),
  materialTextureId: z.uuid('材质ID格式不正确').optional(),
  thickness: z.coerce.number({ error: '厚度必须是数字' }).optional(),
  isRemnant: z.enum(['true', 'false'], { error: '余料的取值不正确' }).optional(),
  /** Rows at zero are hidden unless asked for. */
  onlyInStock: z.enum(['true', 'false'], { error: '仅看有库存的取值不正确' }).optional(),
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

export const stockDirectionOptions: FieldOption[] = [
  { label: '入库', value: 1 },
  { label: '出库', value: 2 },
];
