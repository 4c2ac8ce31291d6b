import { z } from 'zod';
import { messages } from '../messages.ts';
import { enumeration } from '../enumeration.ts';
import { defineDocument, type DocActionDef, type DocStateDef } from '../document/define.ts';
import { projectBatchFields } from '../document/fields.ts';
import { PROCESS_PATH, uuidRef } from '../resources/basicFields.ts';
import { QC_PATH, QcPermissions, qcDefectTypeOptions, qcLogResultOptions, qcResultCounts } from '../api/qcLog.ts';
import { pagedQuery, uuidNamed as uuid } from '../api/common.ts';
import { isoTime } from '../endpoint.ts';

/** QC orders (质检单, DOMAIN §2.6) under spec 03 §7 QC: /api/prod/qc/order. */
export const QC_ORDER_PATH = `${QC_PATH}/order`;
/** Numbering document type 11 (prefix ZJ, yyMMdd, daily; DOMAIN §3). */
export const QC_ORDER_DOC_TYPE = 11;

/** The order form's pickers: the factory's projects and batches (the names their references are checked under). */
export const QC_PICK = {
  project: `${QC_ORDER_PATH}/pick/project`,
  batch: `${QC_ORDER_PATH}/pick/batch`,
  label: `${QC_ORDER_PATH}/pick/label`,
} as const;

/** QC order status (DOMAIN §2.6): draft 1, pending approval 2, approved 4, pending re-approval 8, voided 16. */
const qcOrderStatus = enumeration({
  draft: [1, '草稿', 'default'],
  pending: [2, '待审核', 'processing'],
  approved: [4, '已审核', 'success'],
  reApproving: [8, '待重审', 'warning'],
  voided: [16, '已作废', 'default'],
});
export const QcOrderStatus = qcOrderStatus.values;
export const qcOrderStates: readonly DocStateDef[] = qcOrderStatus.options;
/** States in which an order holds its labels: another order cannot take them. */
export const QC_ORDER_OPEN: readonly number[] = [QcOrderStatus.draft, QcOrderStatus.pending, QcOrderStatus.reApproving];

/**
 * The transition table of DOMAIN §2.6. Approval runs from pending and from pending re-approval (the
 * correction of an approved order); force-approval from draft or pending; re-approval opens an
 * approved order for correction (its lines editable again) until it is approved anew.
 */
export const qcOrderActions: readonly DocActionDef[] = [
  { key: 'submit', label: '提交', from: [QcOrderStatus.draft], to: QcOrderStatus.pending, permissionAction: 'edit' },
  { key: 'approve', label: '审核', from: [QcOrderStatus.pending, QcOrderStatus.reApproving], to: QcOrderStatus.approved, permissionAction: 'approve', comment: 'optional', audits: true },
  { key: 'forceApprove', label: '强制审核', from: [QcOrderStatus.draft, QcOrderStatus.pending], to: QcOrderStatus.approved, permissionAction: 'forceApprove', comment: 'optional', audits: true, danger: true },
  { key: 'reApprove', label: '重审', from: [QcOrderStatus.approved], to: QcOrderStatus.reApproving, permissionAction: 'approve', comment: 'optional', danger: true },
  { key: 'void', label: '作废', from: [QcOrderStatus.draft, QcOrderStatus.pending], to: QcOrderStatus.voided, permissionAction: 'delete', danger: true },
];

export const qcOrderTypeOptions = [
  { value: 1, label: '过程检验' },
  { value: 2, label: '成品终检' },
  { value: 3, label: '外协回厂检验' },
  { value: 4, label: '客户退货检验' },
] as const;

/** What becomes of a failed piece. */
export const QcDisposition = { rework: 1, scrap: 2, concession: 3 } as const;
export const qcDispositionOptions = [
  { value: QcDisposition.rework, label: '返工' },
  { value: QcDisposition.scrap, label: '报废' },
  { value: QcDisposition.concession, label: '让步接收' },
] as const;

export const qcOrderMessages = {
  projectMissing: messages.projectNotInFactory,
  batchNotInProject: messages.batchNotInProject,
  notQcProcess: '请选择质检工序',
  labelMissing: (row: number) => `第${row}行：标签不存在或不在当前工厂`,
  labelNotInProject: (row: number, no: string) => `第${row}行：标签“${no}”不属于所选项目或批次`,
  labelNotInspected: (no: string, process: string) => `标签“${no}”尚未在“${process}”质检，不能加入质检单`,
  labelOnOtherOrder: (no: string, order: string) => `标签“${no}”已在未完成的质检单“${order}”中，不能重复添加`,
  duplicateLabel: '同一标签只能出现在一行中',
  labelChanged: (no: string, was: string, now: string) => `标签“${no}”的状态已从“${was}”变为“${now}”，请移除后重新添加再审核`,
  missingResult: (row: number) => `第${row}行未填写质检结果，不能审核（可强制审核）`,
  needDefect: (row: number) => `第${row}行：不合格、报废或让步接收时请选择缺陷类型`,
  notEditable: (state: string) => `质检单${state}，不能增删标签`,
  noLabels: '请选择要添加的标签',
  noLines: '请选择要删除的明细',
  lineMissing: '明细不存在或已删除',
  noFailed: '该质检单没有不合格的标签，无需重新创建',
  reCreateState: '只有已审核的质检单才能重新创建',
  emptyOrder: '质检单没有明细，不能审核',
} as const;

/**
 * 质检单 (ZJ + yyMMdd + serial): a QC lead's batch of inspected labels of one project at one QC
 * process. Lines come from the QC logs (can-add-details: labels inspected there and on no other
 * open order); approval fixes each label's state from its line, and a re-created order re-inspects
 * the failed ones after rework.
 */
export const qcOrderDocument = defineDocument({
  entity: 'QcOrder',
  module: 'quality',
  table: 'qc_orders',
  lineTable: 'qc_order_lines',
  title: '质检单',
  basePath: QC_ORDER_PATH,
  permission: QcPermissions.orders,
  scope: 'factory',
  documentType: QC_ORDER_DOC_TYPE,
  qtyField: 'inspectedQty',
  totals: ['qualifiedQty', 'unqualifiedQty', 'scrapQty'],
  states: qcOrderStates,
  actions: qcOrderActions,
  editable: [QcOrderStatus.draft, QcOrderStatus.reApproving],
  minLines: 0,
  noManualLines: true,
  head: {
    qcType: { kind: 'int', label: '质检类型', required: true, default: 1, options: qcOrderTypeOptions, column: { width: 110 }, search: 'select' },
    ...projectBatchFields(QC_PICK),
    processId: { ...uuidRef('质检工序', `${PROCESS_PATH}`), required: true, column: { width: 100 } },
    inspectorId: { kind: 'string', label: '质检员', required: true, max: 36, staff: true },
    docDate: { kind: 'date', label: '质检日期', required: true, column: { width: 110 } },
    isForced: { kind: 'bool', label: '强制审核', readOnly: true, column: { width: 90 } },
    sourceQcOrderNo: { kind: 'string', label: '原质检单', max: 40, readOnly: true, column: { width: 150 } },
    sourceQcOrderId: { kind: 'uuid', label: '原质检单ID', readOnly: true },
  },
  line: {
    /** checked by the server's prepare (a label has no soft delete for the generic reference check) */
    labelId: { kind: 'uuid', label: '标签', required: true },
    labelNo: { kind: 'string', label: '标签号', max: 80, readOnly: true, column: { width: 190 } },
    productCode: { kind: 'string', label: '产品编号', max: 100, readOnly: true, column: { width: 140 } },
    result: { kind: 'int', label: '质检结果', options: qcLogResultOptions.map((o) => ({ value: o.value, label: o.label })), column: { width: 100 } },
    defectType: { kind: 'int', label: '缺陷类型', options: qcDefectTypeOptions.map((o) => ({ value: o.value, label: o.label })), column: { width: 100 } },
    disposition: { kind: 'int', label: '处置', readOnly: true, options: qcDispositionOptions, column: { width: 90 } },
    responsibleProcessId: { ...uuidRef('责任工序', PROCESS_PATH), column: { width: 100 } },
    remark: { kind: 'string', label: '说明', max: 200, column: { width: 160 } },
    inspectedQty: { kind: 'int', label: '检验数', readOnly: true, default: 1, column: { width: 70 } },
    qualifiedQty: { kind: 'int', label: '合格数', readOnly: true, column: { width: 70 } },
    unqualifiedQty: { kind: 'int', label: '不合格数', readOnly: true, column: { width: 80 } },
    scrapQty: { kind: 'int', label: '报废数', readOnly: true, column: { width: 70 } },
    /** the label's state when the line was added (or the order last approved): approval refuses a label that moved since */
    labelState: { kind: 'int', label: '标签状态', readOnly: true },
  },
  print: { head: ['qcType', 'projectName', 'batchNo', 'processId', 'inspectorId', 'docDate'], signatures: ['质检员', '审核', '生产确认'] },
  validate: (_head, lines) => {
    const out: { message: string; members: string[] }[] = [];
    lines.forEach((l, i) => {
      if (l.result && l.result !== 1 && !l.defectType) out.push({ message: qcOrderMessages.needDefect(i + 1), members: ['lines', String(i), 'defectType'] });
    });
    const ids = lines.map((l) => l.labelId).filter(Boolean);
    if (new Set(ids).size !== ids.length) out.push({ message: qcOrderMessages.duplicateLabel, members: ['lines'] });
    return out;
  },
});

/** A query value that may come once or repeated (`status=1&status=2`, the spec's arrays without indexes). */
const many = <T extends z.ZodType>(item: T) => z.preprocess((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]), z.array(item).max(50, '筛选条件过多').optional());

/** GET /order/list: the spec's list, array parameters sent without indexes (`status=1&status=2`). */
export const qcOrderListQuery = pagedQuery.extend({
  filter: z.string().trim().max(80, '关键字长度不能超过80个字符').optional(),
  status: many(z.coerce.number({ error: '状态必须是数字' }).int('状态必须是整数').min(1, '状态的取值不正确').max(31, '状态的取值不正确')),
  projectId: many(uuid('项目')),
  processId: many(uuid('质检工序')),
  qcType: many(z.coerce.number({ error: '质检类型必须是数字' }).int('质检类型必须是整数').min(1, '质检类型的取值不正确').max(4, '质检类型的取值不正确')),
  beginDate: z.iso.date('开始日期格式应为YYYY-MM-DD').optional(),
  endDate: z.iso.date('结束日期格式应为YYYY-MM-DD').optional(),
});
export type QcOrderListQuery = z.infer<typeof qcOrderListQuery>;

/** POST /order/product/add and /order/product/delete. */
export const qcOrderAddInput = z.object({
  id: uuid('质检单'),
  labelIds: z.array(uuid('标签'), { error: '标签必须是列表' }).min(1, qcOrderMessages.noLabels).max(500, '一次最多添加500个标签'),
});
export const qcOrderDeleteInput = z.object({
  id: uuid('质检单'),
  lineIds: z.array(uuid('明细'), { error: '明细必须是列表' }).min(1, qcOrderMessages.noLines).max(500, '一次最多删除500行'),
});
/** PUT /order: the spec's update, the id in the body. */
export const qcOrderIdBody = z.object({ id: uuid('质检单') });
/** GET /order/product-detail and /order/prod-detail. */
export const qcOrderDetailQuery = pagedQuery.extend({ id: uuid('质检单'), result: z.coerce.number().int().min(1).max(15).optional() });

/** One label GET /order/can-add-details/{id} offers: inspected at the order's process, on no other open order. */
export const qcAddableLabel = z.object({
  labelId: z.string(),
  labelNo: z.string(),
  productCode: z.string().nullable(),
  batchNo: z.string().nullable(),
  state: z.number().int(),
  result: z.number().int(),
  defectType: z.number().int().nullable(),
  responsibleProcessId: z.string().nullable(),
  time: isoTime,
});
export type QcAddableLabel = z.infer<typeof qcAddableLabel>;

/** One product of GET /order/prod-detail: its labels on the order counted by result. */
export const qcOrderProductRow = z.object({
  productId: z.string(),
  productCode: z.string().nullable(),
  inspected: z.number().int(),
  ...qcResultCounts,
  missing: z.number().int(),
});
export type QcOrderProductRow = z.infer<typeof qcOrderProductRow>;

/** Rework orders (返工单, DOMAIN §2.6) under spec 03 §7 Rework: /api/prod/rework. */
export const REWORK_PATH = '/api/prod/rework';
/** Numbering document type 12 (prefix FG, yyMMdd, daily; DOMAIN §3). */
export const REWORK_DOC_TYPE = 12;

/** Rework order status (DOMAIN §2.6): draft 1, approved 2, in rework 4, completed 8 (4 and 8 are the system's). */
const reworkStatus = enumeration({ draft: [1, '草稿', 'default'], approved: [2, '已审核', 'processing'], inRework: [4, '返工中', 'warning'], completed: [8, '已完成', 'success'] });
export const ReworkStatus = reworkStatus.values;
export const reworkStates: readonly DocStateDef[] = reworkStatus.options;
/** States in which an order holds its labels. */
export const REWORK_LIVE: readonly number[] = [ReworkStatus.draft, ReworkStatus.approved, ReworkStatus.inRework];

/** Approval sends the labels to rework; de-approval takes it back while no rework scan was made. */
export const reworkActions: readonly DocActionDef[] = [
  { key: 'approve', label: '审核', from: [ReworkStatus.draft], to: ReworkStatus.approved, permissionAction: 'approve', comment: 'optional', audits: true },
  { key: 'deApprove', label: '反审核', from: [ReworkStatus.approved], to: ReworkStatus.draft, permissionAction: 'deApprove', danger: true },
];

export const reworkMessages = {
  projectMissing: messages.projectNotInFactory,
  batchNotInProject: messages.batchNotInProject,
  labelMissing: (row: number) => `第${row}行：标签不存在或不在当前工厂`,
  labelNotInProject: (row: number, no: string) => `第${row}行：标签“${no}”不属于所选项目或批次`,
  notUnqualified: (no: string, state: string) => `标签“${no}”当前为“${state}”，只有不合格的标签才能返工`,
  onOtherOrder: (no: string, order: string) => `标签“${no}”已在返工单“${order}”中`,
  qcOrderMissing: '质检单不存在或未审核',
  notFailedLine: (no: string, order: string) => `标签“${no}”不是质检单“${order}”的不合格明细`,
  processMissing: (row: number) => `第${row}行：请选择返工工序`,
  deApproveScanned: (no: string) => `标签“${no}”已有返工扫码，不能反审核`,
  labelChanged: (no: string, state: string) => `标签“${no}”当前为“${state}”，已不是不合格，不能审核`,
  duplicateLabel: '同一标签只能出现在一行中',
} as const;

/**
 * 返工单 (FG + yyMMdd + serial): the failed labels of a QC order sent back through the processes to
 * repeat. Approval puts the labels in rework and reopens those route steps; the rework scans at every
 * listed process complete it, and the labels wait for QC again (a re-created QC order follows).
 */
export const reworkOrderDocument = defineDocument({
  entity: 'ReworkOrder',
  module: 'quality',
  table: 'rework_orders',
  lineTable: 'rework_order_lines',
  title: '返工单',
  basePath: REWORK_PATH,
  permission: QcPermissions.rework,
  scope: 'factory',
  documentType: REWORK_DOC_TYPE,
  qtyField: 'qty',
  totals: ['deductAmount'],
  states: reworkStates,
  actions: reworkActions,
  editable: [ReworkStatus.draft],
  noManualLines: true,
  head: {
    qcOrderId: { kind: 'uuid', label: '质检单ID' },
    qcOrderNo: { kind: 'string', label: '质检单', max: 40, readOnly: true, column: { width: 150 } },
    ...projectBatchFields(QC_PICK),
    docDate: { kind: 'date', label: '返工日期', required: true, column: { width: 110 } },
  },
  line: {
    labelId: { kind: 'uuid', label: '标签', required: true },
    labelNo: { kind: 'string', label: '标签号', max: 80, readOnly: true, column: { width: 190 } },
    productCode: { kind: 'string', label: '产品编号', max: 100, readOnly: true, column: { width: 140 } },
    defectType: { kind: 'int', label: '缺陷类型', options: qcDefectTypeOptions.map((o) => ({ value: o.value, label: o.label })), column: { width: 100 } },
    reworkProcessIds: { kind: 'string', label: '返工工序', required: true, max: 2000, multiple: true, ref: { basePath: PROCESS_PATH, label: 'name' }, column: { width: 200 } },
    responsibleProcessId: { ...uuidRef('责任工序', PROCESS_PATH), column: { width: 100 } },
    responsibleEmployeeIds: { kind: 'string', label: '责任人', max: 2000, multiple: true, ref: { basePath: '/api/identity/employees', label: 'name' }, column: { width: 140 } },
    deductAmount: { kind: 'decimal', label: '扣款(元)', min: 0, max: 100000, scale: 2, default: 0, column: { width: 90 } },
    estCost: { kind: 'decimal', label: '预计返工成本(元)', min: 0, max: 1000000, scale: 2, column: { width: 120 } },
    qty: { kind: 'int', label: '数量', readOnly: true, default: 1, column: { width: 60 } },
  },
  print: { head: ['qcOrderNo', 'projectName', 'batchNo', 'docDate'], signatures: ['质检', '审核', '返工确认'] },
  validate: (_head, lines) => {
    const ids = lines.map((l) => l.labelId).filter(Boolean);
    return new Set(ids).size !== ids.length ? [{ message: reworkMessages.duplicateLabel, members: ['lines'] }] : [];
  },
});
