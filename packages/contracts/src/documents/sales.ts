import { Permissions } from '../permission-names.ts';
import { z } from 'zod';
import { messages } from '../messages.ts';
import { enumeration } from '../enumeration.ts';
import { DocStatus, defineDocument, docStatusActions, docStatusStates, type DocActionDef, type DocSourceDef, type DocStateDef } from '../document/define.ts';
import { defineResource, type FieldDef, type FieldOption } from '../resource/define.ts';
import { isDefaultField, nameField } from '../resources/basicFields.ts';
import { docRemarkField } from './plateSpec.ts';
import { invoiceTypeOptions, numberedOptions } from '../resources/basicOptions.ts';
import { PRODUCT_STOCK_OUT_PATH, ProductStockStatus } from './productWarehousePaths.ts';
import { OUTSOURCE_ACCEPTANCE_PATH, OUTSOURCE_OUT_PATH, OutsourceOutStatus } from './outsource.ts';

/** Sales (DOMAIN §2.11): agreement contracts and project orders under /api/sales. */
export const SALES_PATH = '/api/sales';
export const CONTRACT_PATH = `${SALES_PATH}/agreement`;
export const CONTRACT_CONFIG_PATH = `${SALES_PATH}/agreement/default-config`;
export const PROJECT_ORDER_PATH = `${SALES_PATH}/project-order`;

/**
 * The pickers of the sales forms (each an /all list, and the name its references are checked
 * under): effective contracts, the factory's CAD projects, batches and products.
 */
export const SALES_PICK = {
  contract: `${SALES_PATH}/pick/contract`,
  project: `${SALES_PATH}/pick/project`,
  batch: `${SALES_PATH}/pick/batch`,
  product: `${SALES_PATH}/pick/product`,
} as const;

const DEMANDER_REF = { basePath: '/api/basic/demander', label: 'name' };
const AREA_RULE_REF = { basePath: '/api/basic/area-rule', label: 'name' };
const QUOTATION_ITEM_REF = { basePath: '/api/basic/quotation/item', label: 'name' };
const QUOTATION_GROUP_REF = { basePath: '/api/basic/quotation/item/group', label: 'name' };

/** What a contract bills on (DOMAIN §2.11 settlementBasis). */
export const SettlementBasis = { settleArea: 1, unfoldArea: 2, piece: 3 } as const;
export const settlementBasisOptions: FieldOption[] = [
  { label: '结算面积', value: SettlementBasis.settleArea },
  { label: '展开面积', value: SettlementBasis.unfoldArea },
  { label: '件数', value: SettlementBasis.piece },
];

/** The parts of an area rule (basic data's 面积规则) that settle a piece. */
export interface AreaRuleParts {
  /** 1 unfold area, 2 face area, 3 bounding rectangle. */
  basis: number;
  minAreaPerPiece?: number | null;
  roundingDigits?: number | null;
  /** 1 half-up, 2 up, 3 down. */
  roundingMode: number;
}
/** The measures of one piece: unfold area (m²) and unfolded size (mm). */
export interface PieceMeasures {
  unfoldArea: number;
  unfoldLength: number;
  unfoldWidth: number;
}

/**
 * Settlement area of ONE piece under an area rule (DOMAIN §0.5): the rule's basis (the face area is
 * taken as the unfold area: the drawings give no separate face outline), raised to the minimum area
 * per piece, then rounded to the rule's digits in its mode.
 */
export function settleAreaOfPiece(rule: AreaRuleParts, p: PieceMeasures): number {
  const raw = rule.basis === 3 ? (p.unfoldLength * p.unfoldWidth) / 1e6 : p.unfoldArea;
  const floor = Math.max(raw, Number(rule.minAreaPerPiece ?? 0));
  const f = 10 ** Math.max(0, Math.min(6, rule.roundingDigits ?? 2));
  const scaled = floor * f;
  // 1e-9 keeps binary noise (0.1 + 0.2) from tipping a ceil or floor
  const r = rule.roundingMode === 2 ? Math.ceil(scaled - 1e-9) : rule.roundingMode === 3 ? Math.floor(scaled + 1e-9) : Math.round(scaled);
  return r / f;
}

/** A line's amount under the contract's settlement basis. */
export function lineAmount(basis: number, l: { qty: number; settleArea: number; unfoldArea: number; unitPrice: number }): number {
  const measure = basis === SettlementBasis.piece ? l.qty : basis === SettlementBasis.unfoldArea ? l.unfoldArea : l.settleArea;
  return Math.round(measure * l.unitPrice * 100) / 100;
}

export const salesMessages = {
  contractNotEffective: '所选合同未生效，不能下单',
  contractOtherDemander: '项目订单的需求方与合同的需求方不一致',
  projectNotInContract: '所选项目不在合同的项目范围内',
  productNotInProject: (row: number) => `第${row}行：产品不属于所选项目`,
  batchNotInProject: messages.batchNotInProject,
  lineNeedsItem: (row: number) => `第${row}行：请选择产品或报价项目`,
  duplicateProduct: '同一产品只能出现在一行中',
  noPrice: (row: number) => `第${row}行：没有单价，合同中也没有该报价项目的单价`,
  areaRuleMissing: '合同的面积规则不存在或已删除',
  endBeforeStart: '合同结束日期不能早于开始日期',
  termsOver100: '付款比例合计不能超过100%',
} as const;

const pct = (label: string): FieldDef => ({ kind: 'decimal', label, min: 0, max: 100, scale: 2 });

/** 合同默认配置: what a new contract starts from (tax rate, terms, price sheet, area rule). */
export const contractConfigResource = defineResource({
  entity: 'AgreementDefaultConfig',
  module: 'sales',
  table: 'sales_contract_configs',
  title: '合同默认配置',
  basePath: CONTRACT_CONFIG_PATH,
  permission: Permissions.AlSale.AgreementContract,
  scope: 'tenant',
  unique: [['name']],
  defaultFlag: { field: 'isDefault' },
  fields: {
    name: nameField('配置名称', 64),
    taxRate: { kind: 'decimal', label: '默认税率(%)', required: true, min: 0, max: 100, scale: 2, default: 13, column: { width: 100 } },
    invoiceType: { kind: 'int', label: '发票类型', options: invoiceTypeOptions, default: 1, column: { width: 130 } },
    areaRuleId: { kind: 'uuid', label: '面积规则', ref: AREA_RULE_REF, column: { width: 140 } },
    settlementBasis: { kind: 'int', label: '结算依据', required: true, default: 1, options: settlementBasisOptions, column: { width: 100 } },
    quotationGroupId: { kind: 'uuid', label: '默认报价组', ref: QUOTATION_GROUP_REF, column: { width: 140 } },
    termsText: { kind: 'text', label: '合同条款', max: 2000, column: true },
    isDefault: isDefaultField(),
  },
});

/** Contract states (DOMAIN §2.11): DocStatus read as a contract's life. */
export const contractStates: readonly DocStateDef[] = docStatusStates.map((s) =>
  s.value === DocStatus.approved ? { ...s, label: '已生效' } : s.value === DocStatus.voided ? { ...s, label: '已终止' } : s,
);
/** The default actions; approving makes it effective, voiding terminates it (with a reason). */
export const contractActions: readonly DocActionDef[] = docStatusActions.map((a) =>
  a.key === 'approve' ? { ...a, label: '审核生效' } : a.key === 'void' ? { ...a, label: '终止', comment: 'required' as const } : a,
);

/** 合同 (numbering 1, HT yyyyMM): customer, projects, terms, area rule and settlement basis, quotation lines. */
export const contractDocument = defineDocument({
  entity: 'AgreementContract',
  module: 'sales',
  table: 'sales_contracts',
  lineTable: 'sales_contract_lines',
  title: '合同',
  basePath: CONTRACT_PATH,
  permission: Permissions.AlSale.AgreementContract,
  scope: 'factory',
  documentType: 1,
  qtyField: 'estQty',
  totals: ['amount'],
  dateField: 'signDate',
  head: {
    name: { kind: 'string', label: '合同名称', required: true, max: 100, column: { width: 180 }, search: 'input' },
    demanderId: { kind: 'uuid', label: '需求方', required: true, ref: DEMANDER_REF, column: { width: 160 }, search: 'select' },
    projectIds: { kind: 'string', label: '项目', max: 2000, ref: { basePath: SALES_PICK.project, label: 'name' }, multiple: true, column: { width: 200 } },
    signDate: { kind: 'date', label: '签订日期', required: true, column: { width: 110 } },
    startDate: { kind: 'date', label: '开始日期', column: { width: 110 } },
    endDate: { kind: 'date', label: '结束日期', column: { width: 110 } },
    areaRuleId: { kind: 'uuid', label: '面积规则', required: true, ref: AREA_RULE_REF, column: { width: 140 } },
    settlementBasis: { kind: 'int', label: '结算依据', required: true, default: 1, options: settlementBasisOptions, column: { width: 100 } },
    taxRate: { kind: 'decimal', label: '税率(%)', min: 0, max: 100, scale: 2, default: 13, column: { width: 80 } },
    invoiceType: { kind: 'int', label: '发票类型', options: invoiceTypeOptions, column: { width: 130 } },
    advancePct: pct('预付款(%)'),
    progressPct: pct('进度款(%)'),
    onDeliveryPct: pct('到货款(%)'),
    retentionPct: pct('质保金(%)'),
    warrantyMonths: { kind: 'int', label: '质保期(月)', min: 0, max: 240 },
    salesmanId: { kind: 'uuid', label: '业务员', staff: true, column: { width: 100 } },
    amount: { kind: 'decimal', label: '合同金额(含税)', scale: 2, readOnly: true, column: { width: 130 } },
    remark: docRemarkField,
  },
  line: {
    quotationItemId: { kind: 'uuid', label: '报价项目', required: true, ref: QUOTATION_ITEM_REF, column: { width: 160 } },
    spec: { kind: 'string', label: '规格(材质/厚度/涂层/结构)', max: 200, column: { width: 200 } },
    unit: { kind: 'string', label: '单位', max: 8, default: '㎡', column: { width: 70 } },
    unitPrice: { kind: 'decimal', label: '单价(元)', required: true, min: 0, max: 10000000, scale: 4, column: { width: 100 } },
    estQty: { kind: 'decimal', label: '预计数量', required: true, min: 0, max: 100000000, scale: 3, column: { width: 100 } },
    amount: { kind: 'decimal', label: '金额(元)', scale: 2, readOnly: true, column: { width: 110 } },
  },
  states: contractStates,
  actions: contractActions,
  validate: (h) => {
    const e: { message: string; members: string[] }[] = [];
    if (h.startDate && h.endDate && String(h.endDate) < String(h.startDate)) e.push({ message: salesMessages.endBeforeStart, members: ['endDate'] });
    const terms = ['advancePct', 'progressPct', 'onDeliveryPct', 'retentionPct'].reduce((a, k) => a + Number(h[k] ?? 0), 0);
    if (terms > 100) e.push({ message: salesMessages.termsOver100, members: ['advancePct'] });
    return e;
  },
  print: {
    head: ['name', 'demanderId', 'signDate', 'startDate', 'endDate', 'areaRuleId', 'settlementBasis', 'taxRate', 'amount', 'remark'],
    signatures: ['业务员', '销售经理', '客户签章'],
  },
});

/** Project order states (DOMAIN §2.11). */
const projectOrderStatus = enumeration({
  draft: [1, '草稿', 'default'],
  confirmed: [2, '已确认', 'processing'],
  inProduction: [4, '生产中', 'blue'],
  partDelivered: [8, '部分发货', 'warning'],
  delivered: [16, '已发货', 'success'],
  closed: [32, '已关闭', 'default'],
  cancelled: [64, '已取消', 'default'],
});
export const ProjectOrderStatus = projectOrderStatus.values;
export const projectOrderStates: readonly DocStateDef[] = projectOrderStatus.options;
const S = ProjectOrderStatus;
export const projectOrderActions: readonly DocActionDef[] = [
  { key: 'confirm', label: '确认', from: [S.draft], to: S.confirmed, permissionAction: 'edit' },
  { key: 'close', label: '关闭', from: [S.confirmed, S.inProduction, S.partDelivered, S.delivered], to: S.closed, permissionAction: 'edit', comment: 'optional', danger: true },
  { key: 'cancel', label: '取消', from: [S.draft, S.confirmed], to: S.cancelled, permissionAction: 'void', blockedByDownstream: true, comment: 'optional', danger: true },
];

/** 项目订单 (numbering 2, XD yyMMdd): a CAD project's products under a contract, settled by its area rule. */
export const projectOrderDocument = defineDocument({
  entity: 'ProjectOrder',
  module: 'sales',
  table: 'sales_project_orders',
  lineTable: 'sales_project_order_lines',
  title: '项目订单',
  basePath: PROJECT_ORDER_PATH,
  permission: Permissions.AlSale.ProjectOrder,
  scope: 'factory',
  documentType: 2,
  qtyField: 'qty',
  totals: ['settleArea', 'amount'],
  head: {
    contractId: { kind: 'uuid', label: '合同', required: true, ref: { basePath: SALES_PICK.contract, label: 'label' }, column: { width: 180 }, search: 'select' },
    projectId: { kind: 'uuid', label: '项目', required: true, ref: { basePath: SALES_PICK.project, label: 'name' }, column: { width: 160 }, search: 'select' },
    batchId: { kind: 'uuid', label: '批次', ref: { basePath: SALES_PICK.batch, label: 'label' }, column: { width: 140 } },
    demanderId: { kind: 'uuid', label: '需求方', readOnly: true, ref: DEMANDER_REF, column: { width: 160 } },
    docDate: { kind: 'date', label: '下单日期', required: true, column: { width: 110 } },
    deliveryDate: { kind: 'date', label: '交货日期', required: true, column: { width: 110 } },
    totalAmount: { kind: 'decimal', label: '订单金额', scale: 2, readOnly: true, column: { width: 120 } },
    remark: docRemarkField,
  },
  line: {
    productId: { kind: 'uuid', label: '产品', ref: { basePath: SALES_PICK.product, label: 'label' }, column: { width: 220 } },
    quotationItemId: { kind: 'uuid', label: '报价项目', ref: QUOTATION_ITEM_REF, column: { width: 140 } },
    qty: { kind: 'int', label: '数量(件)', required: true, min: 1, max: 1000000, column: { width: 90 } },
    unfoldArea: { kind: 'decimal', label: '展开面积(㎡)', scale: 4, readOnly: true, column: { width: 110 } },
    settleArea: { kind: 'decimal', label: '结算面积(㎡)', scale: 4, readOnly: true, column: { width: 110 } },
    unitPrice: { kind: 'decimal', label: '单价(元)', min: 0, max: 10000000, scale: 4, column: { width: 100 }, tooltip: '留空时取合同中该报价项目的单价' },
    amount: { kind: 'decimal', label: '金额(元)', scale: 2, readOnly: true, column: { width: 110 } },
    deliveredQty: { kind: 'int', label: '已发货(件)', readOnly: true, column: { width: 90 } },
  },
  states: projectOrderStates,
  actions: projectOrderActions,
  editable: [S.draft],
  validate: (h) => (h.deliveryDate && h.docDate && String(h.deliveryDate) < String(h.docDate) ? [{ message: '交货日期不能早于下单日期', members: ['deliveryDate'] }] : []),
  print: { head: ['contractId', 'projectId', 'batchId', 'demanderId', 'docDate', 'deliveryDate', 'totalAmount', 'remark'], signatures: ['业务员', '审核', '客户确认'] },
});

export const salesDocuments = [contractDocument, projectOrderDocument] as const;

/** The states of a delivery-like document's review (draft, pending, approved, voided) around its own `after` approval. */
interface ReviewStatus {
  draft: number;
  pending: number;
  approved: number;
  voided: number;
}
const reviewStates = (s: ReviewStatus, afterApproval: DocStateDef[]): DocStateDef[] => [
  { value: s.draft, label: '草稿', color: 'default' },
  { value: s.pending, label: '待审核', color: 'processing' },
  { value: s.approved, label: '已审核', color: 'blue' },
  ...afterApproval,
  { value: s.voided, label: '已作废', color: 'default' },
];
/** Its review: submit, approve (or force-approve a draft), its own `afterApproval` steps, and void until it moves on from approved. */
const reviewActions = (s: ReviewStatus, afterApproval: DocActionDef[]): DocActionDef[] => [
  { key: 'submit', label: '提交', from: [s.draft], to: s.pending, permissionAction: 'edit' },
  { key: 'approve', label: '审核', from: [s.pending], to: s.approved, permissionAction: 'approve', comment: 'optional', audits: true },
  { key: 'forceApprove', label: '强制审核', from: [s.draft], to: s.approved, permissionAction: 'forceApprove', comment: 'optional', audits: true },
  ...afterApproval,
  { key: 'void', label: '作废', from: [s.draft, s.pending, s.approved], to: s.voided, permissionAction: 'void', danger: true, comment: 'optional' },
];

export const DELIVERY_PATH = `${SALES_PATH}/delivery-order`;
/** Confirmed project orders a delivery may ship against (a picker and a reference target). */
export const PROJECT_ORDER_PICK = `${SALES_PATH}/pick/project-order`;

/** Delivery order states (DOMAIN §2.11). */
export const DeliveryStatus = { draft: 1, pending: 2, approved: 4, shipped: 8, signed: 16, voided: 32 } as const;
const D = DeliveryStatus;
export const deliveryStates: readonly DocStateDef[] = reviewStates(D, [
  { value: D.shipped, label: '已发货', color: 'warning' },
  { value: D.signed, label: '已签收', color: 'success' },
]);
/** Ship takes the packs and labels out of stock; sign is recorded through the sign-back call (signer and photo). */
export const deliveryActions: readonly DocActionDef[] = reviewActions(D, [
  { key: 'deApprove', label: '反审核', from: [D.approved], to: D.draft, permissionAction: 'deApprove', danger: true },
  { key: 'ship', label: '发货', from: [D.approved], to: D.shipped, permissionAction: 'approve' },
  { key: 'sign', label: '签收', from: [D.shipped], to: D.signed, permissionAction: 'edit' },
]);
export const DeliverySource = { projectOrder: 1, stockOut: 2, outsourceOut: 3, outsourceAcceptance: 4 } as const;
export const deliverySourceOptions: FieldOption[] = [
  { label: '项目订单', value: DeliverySource.projectOrder },
  { label: '成品出库单', value: DeliverySource.stockOut },
  { label: '委外出库单', value: DeliverySource.outsourceOut },
  { label: '委外验收单', value: DeliverySource.outsourceAcceptance },
];
/**
 * Where a delivery's lines may be pulled from besides packs in stock (DOMAIN §1 step 11): the packs a
 * posted stock-out took out, and outsourced pieces the outsourcer ships straight to site — still at
 * the outsourcer (an outsource out) or accepted there (an outsource acceptance's qualified pieces).
 */
export const deliverySources: readonly DocSourceDef[] = [
  { key: 'stockOut', basePath: PRODUCT_STOCK_OUT_PATH, title: '成品出库单', copy: ['packId'], states: [ProductStockStatus.posted] },
  { key: 'outsourceOut', basePath: OUTSOURCE_OUT_PATH, title: '委外出库单', copy: ['labelNo'], states: [OutsourceOutStatus.approved, OutsourceOutStatus.partial] },
  { key: 'outsourceAcceptance', basePath: OUTSOURCE_ACCEPTANCE_PATH, title: '委外验收单', copy: ['labelNo'], limitField: 'qualifiedQty', states: [DocStatus.approved] },
];
/** The head's 来源 of each link. */
export const deliverySourceOf: Record<string, number> = { stockOut: DeliverySource.stockOut, outsourceOut: DeliverySource.outsourceOut, outsourceAcceptance: DeliverySource.outsourceAcceptance };

export const deliveryMessages = {
  orderNotOpen: '所选项目订单未确认或已发完、关闭，不能发货',
  lineNeedsPackOrLabel: (row: number) => `第${row}行：请选择包号或扫描标签号`,
  labelMissing: (no: string) => `标签“${no}”不存在`,
  notPacked: (no: string) => `标签“${no}”未打包入库，不能发货`,
  notAtOutsourcer: (no: string) => `标签“${no}”已不在委外方，不能从委外出库单直接发货`,
  notAccepted: (no: string) => `标签“${no}”未验收合格或已入库、发货，不能从委外验收单直接发货`,
  packNotTakenOut: (no: string) => `包“${no}”未经该成品出库单出库，不能发货`,
  mixedSources: '一张发货单的明细只能来自同一种来源单据',
  sourceTaken: (row: number, no: string) => `第${row}行：“${no}”已在其他发货单中发货`,
  packNotInStock: (no: string) => `包“${no}”不在库中，不能发货`,
  otherProject: (no: string) => `“${no}”不属于项目订单的项目`,
  twice: (no: string) => `“${no}”在本单中重复`,
  overOrdered: (product: string, left: number) => `产品“${product}”超出项目订单未发数量（剩余${left}件）`,
  notOrdered: (product: string) => `产品“${product}”不在项目订单中`,
  signPhoto: '请上传签收照片',
  signer: '请填写签收人',
} as const;

/** POST {DELIVERY_PATH}/{id}/sign-back: who signed on site, and the photo of the signed note. */
export const deliverySignInput = z.object({
  signer: z.string({ error: deliveryMessages.signer }).trim().min(1, deliveryMessages.signer).max(50, '签收人不能超过50个字符'),
  signPhotoUrl: z.string({ error: deliveryMessages.signPhoto }).trim().min(1, deliveryMessages.signPhoto).max(500, '签收照片链接过长'),
  signTime: z.iso.datetime({ offset: true, error: '签收时间格式不正确' }).optional(),
  concurrencyStamp: z.string().max(40).optional(),
});

/** 发货单 (numbering 3, FH yyMMdd): packs or labels of a project order to the site; settled by the contract's area rule. */
export const deliveryDocument = defineDocument({
  entity: 'DeliveryOrder',
  module: 'sales',
  table: 'sales_delivery_orders',
  lineTable: 'sales_delivery_order_lines',
  title: '发货单',
  basePath: DELIVERY_PATH,
  permission: Permissions.AlSale.DeliveryOrder,
  scope: 'factory',
  documentType: 3,
  qtyField: 'qty',
  totals: ['area', 'settleArea', 'amount'],
  head: {
    projectOrderId: { kind: 'uuid', label: '项目订单', required: true, ref: { basePath: PROJECT_ORDER_PICK, label: 'label' }, column: { width: 170 }, search: 'select' },
    projectId: { kind: 'uuid', label: '项目', readOnly: true, ref: { basePath: SALES_PICK.project, label: 'name' }, column: { width: 160 } },
    demanderId: { kind: 'uuid', label: '需求方', readOnly: true, ref: DEMANDER_REF, column: { width: 150 } },
    sourceType: { kind: 'int', label: '来源', readOnly: true, default: DeliverySource.projectOrder, options: deliverySourceOptions, column: { width: 90 }, tooltip: '由明细的来源单据决定' },
    docDate: { kind: 'date', label: '计划发货日期', required: true, column: { width: 110 } },
    consignee: { kind: 'string', label: '收货人', max: 50, column: { width: 90 } },
    phone: { kind: 'string', label: '收货电话', max: 30, column: { width: 120 } },
    siteAddress: { kind: 'string', label: '工地地址', max: 200, column: { width: 180 } },
    logisticsSupplierId: { kind: 'uuid', label: '物流商', ref: { basePath: '/api/basic/supplier', label: 'name' }, column: { width: 140 } },
    vehicleNo: { kind: 'string', label: '车牌号', max: 20, column: { width: 100 } },
    driver: { kind: 'string', label: '司机', max: 30 },
    driverPhone: { kind: 'string', label: '司机电话', max: 30 },
    freight: { kind: 'decimal', label: '运费(元)', min: 0, max: 10000000, scale: 2, column: { width: 90 } },
    settleArea: { kind: 'decimal', label: '结算面积(㎡)', scale: 4, readOnly: true, column: { width: 110 } },
    amount: { kind: 'decimal', label: '结算金额(元)', scale: 2, readOnly: true, column: { width: 120 } },
    shipTime: { kind: 'string', label: '发货时间', max: 40, readOnly: true, column: { width: 160 } },
    signer: { kind: 'string', label: '签收人', max: 50, readOnly: true, column: { width: 90 } },
    signTime: { kind: 'string', label: '签收时间', max: 40, readOnly: true, column: { width: 160 } },
    signPhotoUrl: { kind: 'string', label: '签收照片', max: 500, image: true, readOnly: true, column: { width: 80 } },
    remark: docRemarkField,
  },
  line: {
    packId: { kind: 'uuid', label: '包号', ref: { basePath: '/api/warehouse/product/pick/stocked-pack', label: 'docNo' }, column: { width: 170 } },
    labelNo: { kind: 'string', label: '标签号', max: 120, column: { width: 170 }, placeholder: '按标签发货时扫描标签号' },
    productId: { kind: 'uuid', label: '产品', readOnly: true, ref: { basePath: SALES_PICK.product, label: 'label' }, column: { width: 200 } },
    qty: { kind: 'int', label: '件数', readOnly: true, column: { width: 60 } },
    area: { kind: 'decimal', label: '展开面积(㎡)', scale: 4, readOnly: true, column: { width: 100 } },
    settleArea: { kind: 'decimal', label: '结算面积(㎡)', scale: 4, readOnly: true, column: { width: 100 } },
    unitPrice: { kind: 'decimal', label: '单价(元)', scale: 4, readOnly: true, column: { width: 90 } },
    amount: { kind: 'decimal', label: '金额(元)', scale: 2, readOnly: true, column: { width: 100 } },
    weight: { kind: 'decimal', label: '重量(kg)', min: 0, max: 100000, scale: 2, column: { width: 80 } },
    /** The labels the line shipped (comma-separated ids), fixed when it ships: what a return may send back. */
    labelIds: { kind: 'text', label: '发货标签', max: 40000, readOnly: true },
  },
  states: deliveryStates,
  actions: deliveryActions,
  sources: deliverySources,
  editable: [D.draft],
  print: {
    head: ['projectOrderId', 'projectId', 'demanderId', 'docDate', 'consignee', 'phone', 'siteAddress', 'vehicleNo', 'driver', 'driverPhone', 'freight', 'settleArea', 'amount', 'remark'],
    signatures: ['发货人', '司机', '收货人签收'],
  },
});

export const RETURN_PATH = `${SALES_PATH}/return-order`;
/** Shipped deliveries a return may come from (a picker and a reference target). */
export const DELIVERY_PICK = `${SALES_PATH}/pick/delivery-order`;

/** Return order states (DOMAIN §2.11). */
export const ReturnStatus = { draft: 1, pending: 2, approved: 4, received: 8, processed: 16, voided: 32 } as const;
const RS = ReturnStatus;
export const returnStates: readonly DocStateDef[] = reviewStates(RS, [
  { value: RS.received, label: '已收货', color: 'warning' },
  { value: RS.processed, label: '已处理', color: 'success' },
]);
/** Receive takes the pieces back from site; process carries out each line's disposition on labels and stock. */
export const returnActions: readonly DocActionDef[] = reviewActions(RS, [
  { key: 'receive', label: '收货', from: [RS.approved], to: RS.received, permissionAction: 'edit' },
  { key: 'process', label: '处理', from: [RS.received], to: RS.processed, permissionAction: 'approve' },
]);
export const returnReasonOptions: FieldOption[] = numberedOptions('运输损坏', '尺寸错误', '色差', '质量缺陷', '多发退回');
export const responsiblePartyOptions: FieldOption[] = numberedOptions('工厂', '物流', '客户');
/** What becomes of a returned piece. */
export const Disposition = { restock: 1, rework: 2, scrap: 3, remake: 4 } as const;
export const dispositionOptions: FieldOption[] = [
  { label: '退回入库', value: Disposition.restock },
  { label: '返工', value: Disposition.rework },
  { label: '报废', value: Disposition.scrap },
  { label: '重做', value: Disposition.remake },
];

export const returnMessages = {
  deliveryNotShipped: '所选发货单尚未发货，不能退货',
  notDelivered: (no: string) => `标签“${no}”不在该发货单的发货明细中，不能退货`,
  twice: (no: string) => `标签“${no}”在本单中重复`,
  alreadyReturned: (no: string, returnNo: string) => `标签“${no}”已在退货单“${returnNo}”中退货`,
  restockPlace: '退回入库的明细需要选择仓库和库位',
} as const;

/** 退货单 (numbering 4, TH yyMM): pieces of a delivery sent back, with reason, responsibility and each piece's disposition. */
export const returnDocument = defineDocument({
  entity: 'ReturnOrder',
  module: 'sales',
  table: 'sales_return_orders',
  lineTable: 'sales_return_order_lines',
  title: '退货单',
  basePath: RETURN_PATH,
  permission: Permissions.AlSale.ReturnOrder,
  scope: 'factory',
  documentType: 4,
  qtyField: 'qty',
  totals: ['area', 'deductAmount'],
  head: {
    deliveryOrderId: { kind: 'uuid', label: '发货单', required: true, ref: { basePath: DELIVERY_PICK, label: 'label' }, column: { width: 170 }, search: 'select' },
    projectId: { kind: 'uuid', label: '项目', readOnly: true, ref: { basePath: SALES_PICK.project, label: 'name' }, column: { width: 160 } },
    demanderId: { kind: 'uuid', label: '需求方', readOnly: true, ref: DEMANDER_REF, column: { width: 150 } },
    docDate: { kind: 'date', label: '退货日期', required: true, column: { width: 110 } },
    reasonType: { kind: 'int', label: '退货原因', required: true, options: returnReasonOptions, column: { width: 100 }, search: 'select' },
    responsibleParty: { kind: 'int', label: '责任方', required: true, options: responsiblePartyOptions, column: { width: 80 }, search: 'select' },
    warehouseId: { kind: 'uuid', label: '退回仓库', ref: { basePath: '/api/basic/warehouse', label: 'name' }, column: { width: 110 }, tooltip: '有退回入库的明细时必填' },
    position: { kind: 'string', label: '退回库位', max: 32, column: { width: 90 } },
    deductTotal: { kind: 'decimal', label: '扣款合计(元)', scale: 2, readOnly: true, column: { width: 110 } },
    remark: docRemarkField,
  },
  line: {
    labelNo: { kind: 'string', label: '标签号', required: true, max: 120, column: { width: 180 }, placeholder: '扫描或输入标签号' },
    labelId: { kind: 'uuid', label: '标签ID', readOnly: true },
    productId: { kind: 'uuid', label: '产品', readOnly: true, ref: { basePath: SALES_PICK.product, label: 'label' }, column: { width: 200 } },
    qty: { kind: 'int', label: '件数', readOnly: true, column: { width: 60 } },
    area: { kind: 'decimal', label: '展开面积(㎡)', scale: 4, readOnly: true, column: { width: 100 } },
    disposition: { kind: 'int', label: '处理方式', required: true, options: dispositionOptions, column: { width: 100 } },
    deductAmount: { kind: 'decimal', label: '扣款(元)', min: 0, max: 10000000, scale: 2, column: { width: 90 } },
  },
  states: returnStates,
  actions: returnActions,
  editable: [RS.draft],
  print: { head: ['deliveryOrderId', 'projectId', 'demanderId', 'docDate', 'reasonType', 'responsibleParty', 'warehouseId', 'position', 'deductTotal', 'remark'], signatures: ['经办人', '质检', '仓管'] },
});
