import { Permissions } from '../permission-names.ts';
import { defineDocument, type DocActionDef, type DocStateDef } from '../document/define.ts';
import type { FieldOption } from '../resource/define.ts';
import { enumeration } from '../enumeration.ts';
import { LabelState } from '../api/labelLog.ts';
import { SALES_PICK } from './sales.ts';
import { WAREHOUSE_REF, docRemarkField } from './plateSpec.ts';

import { PACK_PATH, PRODUCT_STOCK_IN_PATH, PRODUCT_STOCK_OUT_PATH, PRODUCT_WH_PATH, ProductStockStatus } from './productWarehousePaths.ts';
import { numberedOptions } from '../resources/basicOptions.ts';

export * from './productWarehousePaths.ts';

/** Pickers of the product warehouse's forms: labels that may be packed, packs by state. */
export const PRODUCT_PICK = {
  label: `${PRODUCT_WH_PATH}/pick/label`,
  sealedPack: `${PRODUCT_WH_PATH}/pick/sealed-pack`,
  stockedPack: `${PRODUCT_WH_PATH}/pick/stocked-pack`,
} as const;

/** Pack states (DOMAIN §2.11). */
const packStatus = enumeration({
  packing: [1, '打包中', 'processing'],
  sealed: [2, '已封包', 'blue'],
  inStock: [4, '已入库', 'success'],
  shipped: [8, '已发货', 'purple'],
  unpacked: [16, '已拆包', 'default'],
});
export const PackStatus = packStatus.values;
export const packStates: readonly DocStateDef[] = packStatus.options;
export const packActions: readonly DocActionDef[] = [
  { key: 'seal', label: '封包', from: [PackStatus.packing], to: PackStatus.sealed, permissionAction: 'edit' },
  { key: 'reopen', label: '取消封包', from: [PackStatus.sealed], to: PackStatus.packing, permissionAction: 'edit' },
  { key: 'unpack', label: '拆包', from: [PackStatus.packing, PackStatus.sealed], to: PackStatus.unpacked, permissionAction: 'delete', danger: true, comment: 'optional' },
];

/** A label's state without the change-order lock flag (blocked is or-ed onto the state). */
export const labelMainState = (state: number) => state & ~LabelState.blocked;
/** QC-passed and free: the only labels that may go into a pack. */
export const labelPackable = (state: number) => state === LabelState.qualified;

export const productStockStates: readonly DocStateDef[] = [
  { value: ProductStockStatus.draft, label: '草稿', color: 'default' },
  { value: ProductStockStatus.posted, label: '已过账', color: 'success' },
  { value: ProductStockStatus.voided, label: '已作废', color: 'default' },
];
export const productStockActions: readonly DocActionDef[] = [
  { key: 'post', label: '过账', from: [ProductStockStatus.draft], to: ProductStockStatus.posted, permissionAction: 'approve' },
  { key: 'void', label: '作废', from: [ProductStockStatus.posted], to: ProductStockStatus.voided, permissionAction: 'void', danger: true, comment: 'optional' },
];

export const stockInSourceOptions: FieldOption[] = numberedOptions('生产入库', '退货入库', '委外入库');
export const stockOutPurposeOptions: FieldOption[] = numberedOptions('发货', '调拨', '报废', '其他');

export const productWarehouseMessages = {
  labelNotQcPassed: (no: string) => `标签“${no}”未质检合格，不能打包`,
  labelPacked: (no: string, packNo: string) => `标签“${no}”已在包“${packNo}”中，不能重复打包`,
  labelTwice: (no: string) => `标签“${no}”在本包中重复`,
  labelMissing: (no: string) => `标签“${no}”不存在`,
  labelOtherProject: (no: string) => `标签“${no}”不属于所选项目`,
  packNotSealed: (no: string) => `包“${no}”未封包，不能入库`,
  packNotInStock: (no: string) => `包“${no}”不在库中，不能出库`,
  packTwice: (no: string) => `包“${no}”在本单中重复`,
  packLeft: (no: string) => `包“${no}”已出库，不能作废入库单`,
  packNotOut: (no: string) => `包“${no}”不是已出库状态，不能作废出库单`,
} as const;

const PACK_REF = (basePath: string) => ({ basePath, label: 'docNo' });

/**
 * 打包 (numbering 5): labels scanned into a pack; its number is the project's packing prefix with the
 * rule's date part and serial. Sealing moves the labels to packed; stock-in and stock-out move the
 * pack on (in stock, shipped); unpacking frees the labels again.
 */
export const packDocument = defineDocument({
  entity: 'ProductPack',
  module: 'warehouse',
  table: 'product_packs',
  lineTable: 'product_pack_lines',
  title: '打包单',
  basePath: PACK_PATH,
  permission: Permissions.AlProductWareHouse.Packs,
  scope: 'factory',
  documentType: 5,
  qtyField: 'qty',
  totals: ['area'],
  head: {
    projectId: { kind: 'uuid', label: '项目', required: true, ref: { basePath: SALES_PICK.project, label: 'name' }, column: { width: 160 }, search: 'select' },
    batchId: { kind: 'uuid', label: '批次', ref: { basePath: SALES_PICK.batch, label: 'label' }, column: { width: 140 } },
    docDate: { kind: 'date', label: '打包日期', required: true, column: { width: 110 } },
    palletId: { kind: 'uuid', label: '托盘', ref: { basePath: '/api/basic/pallet', label: 'name' }, column: { width: 120 } },
    brandId: { kind: 'uuid', label: '品牌', ref: { basePath: '/api/basic/brand', label: 'name' }, column: { width: 110 } },
    pieces: { kind: 'int', label: '件数', readOnly: true, column: { width: 70 } },
    area: { kind: 'decimal', label: '面积(㎡)', scale: 4, readOnly: true, column: { width: 100 } },
    grossWeight: { kind: 'decimal', label: '毛重(kg)', min: 0, max: 100000, scale: 2, column: { width: 90 } },
    length: { kind: 'int', label: '长(mm)', min: 1, max: 20000 },
    width: { kind: 'int', label: '宽(mm)', min: 1, max: 5000 },
    height: { kind: 'int', label: '高(mm)', min: 1, max: 5000 },
    warehouseId: { kind: 'uuid', label: '仓库', readOnly: true, ref: WAREHOUSE_REF, column: { width: 100 } },
    position: { kind: 'string', label: '库位', max: 32, readOnly: true, column: { width: 90 } },
    remark: docRemarkField,
  },
  line: {
    labelNo: { kind: 'string', label: '标签号', required: true, max: 120, column: { width: 180 }, placeholder: '扫描或输入标签号' },
    labelId: { kind: 'uuid', label: '标签ID', readOnly: true },
    productId: { kind: 'uuid', label: '产品', readOnly: true, ref: { basePath: SALES_PICK.product, label: 'label' }, column: { width: 200 } },
    qty: { kind: 'int', label: '件数', readOnly: true, default: 1, column: { width: 60 } },
    area: { kind: 'decimal', label: '展开面积(㎡)', scale: 4, readOnly: true, column: { width: 100 } },
  },
  states: packStates,
  actions: packActions,
  editable: [PackStatus.packing],
  print: { head: ['projectId', 'batchId', 'docDate', 'palletId', 'brandId', 'pieces', 'area', 'grossWeight', 'position'], signatures: ['打包员', '质检', '仓管'] },
});

/** 成品入库 (numbering 6): sealed packs put at positions of a product warehouse. */
export const productStockInDocument = defineDocument({
  entity: 'ProductStockIn',
  module: 'warehouse',
  table: 'product_stock_ins',
  lineTable: 'product_stock_in_lines',
  title: '成品入库单',
  basePath: PRODUCT_STOCK_IN_PATH,
  permission: Permissions.AlProductWareHouse.StockIns,
  scope: 'factory',
  documentType: 6,
  qtyField: 'pieces',
  totals: ['area'],
  head: {
    warehouseId: { kind: 'uuid', label: '仓库', required: true, ref: WAREHOUSE_REF, column: { width: 120 }, search: 'select' },
    docDate: { kind: 'date', label: '入库日期', required: true, column: { width: 110 } },
    source: { kind: 'int', label: '入库来源', required: true, default: 1, options: stockInSourceOptions, column: { width: 100 }, search: 'select' },
    remark: docRemarkField,
  },
  line: {
    packId: { kind: 'uuid', label: '包号', required: true, ref: PACK_REF(PRODUCT_PICK.sealedPack), column: { width: 170 } },
    position: { kind: 'string', label: '库位', required: true, max: 32, column: { width: 100 } },
    pieces: { kind: 'int', label: '件数', readOnly: true, column: { width: 70 } },
    area: { kind: 'decimal', label: '面积(㎡)', scale: 4, readOnly: true, column: { width: 100 } },
  },
  states: productStockStates,
  actions: productStockActions,
  editable: [ProductStockStatus.draft],
  print: { head: ['warehouseId', 'docDate', 'source', 'remark'], signatures: ['交货人', '仓管'] },
});

/** 成品出库 (numbering 7): packs taken out of the warehouse (for a delivery, a transfer, scrap). */
export const productStockOutDocument = defineDocument({
  entity: 'ProductStockOut',
  module: 'warehouse',
  table: 'product_stock_outs',
  lineTable: 'product_stock_out_lines',
  title: '成品出库单',
  basePath: PRODUCT_STOCK_OUT_PATH,
  permission: Permissions.AlProductWareHouse.StockOuts,
  scope: 'factory',
  documentType: 7,
  qtyField: 'pieces',
  totals: ['area'],
  head: {
    warehouseId: { kind: 'uuid', label: '仓库', required: true, ref: WAREHOUSE_REF, column: { width: 120 }, search: 'select' },
    docDate: { kind: 'date', label: '出库日期', required: true, column: { width: 110 } },
    purpose: { kind: 'int', label: '出库用途', required: true, default: 1, options: stockOutPurposeOptions, column: { width: 90 }, search: 'select' },
    remark: docRemarkField,
  },
  line: {
    packId: { kind: 'uuid', label: '包号', required: true, ref: PACK_REF(PRODUCT_PICK.stockedPack), column: { width: 170 } },
    position: { kind: 'string', label: '库位', max: 32, readOnly: true, column: { width: 100 } },
    pieces: { kind: 'int', label: '件数', readOnly: true, column: { width: 70 } },
    area: { kind: 'decimal', label: '面积(㎡)', scale: 4, readOnly: true, column: { width: 100 } },
  },
  states: productStockStates,
  actions: productStockActions,
  editable: [ProductStockStatus.draft],
  print: { head: ['warehouseId', 'docDate', 'purpose', 'remark'], signatures: ['仓管', '提货人'] },
});

export const productWarehouseDocuments = [packDocument, productStockInDocument, productStockOutDocument] as const;
