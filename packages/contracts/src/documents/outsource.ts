import { Permissions } from '../permission-names.ts';
import { z } from 'zod';
import { uuidRef } from '../resources/basicFields.ts';
import { messages } from '../messages.ts';
import { defineDocument, DocStatus, docStatesOf, documentHead, type DocActionDef, type DocStateDef } from '../document/define.ts';
import { projectBatchFields, projectNameField } from '../document/fields.ts';
import { qcDefectTypeOptions } from '../api/qcLog.ts';
import { uuidNamed as uuid } from '../api/common.ts';

/**
 * Outsourcing (委外, DOMAIN §2.10, §1 step 9) under /api/prod/outsource: the outsource out (WF) sends
 * labels of a project to an outsource supplier for processes the factory does not do itself, the
 * acceptance (WY) checks what came back, the back (WT) returns the unqualified pieces.
 */
export const OUTSOURCE_PATH = '/api/prod/outsource';
export const OUTSOURCE_OUT_PATH = `${OUTSOURCE_PATH}/out`;
export const OUTSOURCE_ACCEPTANCE_PATH = `${OUTSOURCE_PATH}/acceptance`;
export const OUTSOURCE_BACK_PATH = `${OUTSOURCE_PATH}/back`;

/** Numbering types of DOMAIN §3: WF 19 (yyMMdd, daily), WY 20 (yyMMdd, daily), WT 21 (yyMM, monthly). */
export const OUTSOURCE_OUT_DOC_TYPE = 19;
export const OUTSOURCE_ACCEPTANCE_DOC_TYPE = 20;
export const OUTSOURCE_BACK_DOC_TYPE = 21;

export const OutsourcePermissions = {
  out: Permissions.AlOutsource.OutsourceOut,
  acceptance: Permissions.AlOutsource.OutsourceOutAcceptance,
  back: Permissions.AlOutsource.OutsourceOutBack,
} as const;

/** The forms' pickers (the names their references are checked under): outsource suppliers, processes allowing outsourcing, the factory's projects and batches. */
export const OUTSOURCE_PICK = {
  supplier: `${OUTSOURCE_PATH}/pick/supplier`,
  process: `${OUTSOURCE_PATH}/pick/process`,
  project: `${OUTSOURCE_PATH}/pick/project`,
  batch: `${OUTSOURCE_PATH}/pick/batch`,
} as const;

/** The supplier type of outsource processors (supplierTypes, DOMAIN §2.1). */
export const OUTSOURCE_SUPPLIER_TYPE = '4';

/** Outsource out status: DocStatus, plus partially accepted 64 and accepted 128 (set by acceptances). */
export const OutsourceOutStatus = { ...DocStatus, partial: 64, accepted: 128 } as const;
export const outsourceOutStates: readonly DocStateDef[] = [
  ...docStatesOf(DocStatus.draft, DocStatus.pending, DocStatus.approved, DocStatus.rejected, DocStatus.voided),
  { value: OutsourceOutStatus.partial, label: '部分验收', color: 'warning' },
  { value: OutsourceOutStatus.accepted, label: '已验收', color: 'cyan' },
];
/** States in which an out holds its labels: another out cannot take them. */
export const OUTSOURCE_OUT_OPEN: readonly number[] = [DocStatus.draft, DocStatus.pending, DocStatus.approved, DocStatus.rejected, OutsourceOutStatus.partial];
/** States from which acceptances may be made. */
export const OUTSOURCE_OUT_ACCEPTABLE: readonly number[] = [DocStatus.approved, OutsourceOutStatus.partial];

const submit: DocActionDef = { key: 'submit', label: '提交', from: [DocStatus.draft, DocStatus.rejected], to: DocStatus.pending, permissionAction: 'edit' };
const approve: DocActionDef = { key: 'approve', label: '审核', from: [DocStatus.pending], to: DocStatus.approved, permissionAction: 'approve', comment: 'optional', audits: true };
const reject: DocActionDef = { key: 'reject', label: '驳回', from: [DocStatus.pending], to: DocStatus.rejected, permissionAction: 'approve', comment: 'required', danger: true, audits: true };
const voidDraft: DocActionDef = { key: 'void', label: '作废', from: [DocStatus.draft, DocStatus.rejected], to: DocStatus.voided, permissionAction: 'void', danger: true, comment: 'optional' };

/** Approval sends the labels out; de-approval takes it back while no acceptance was made. */
export const outsourceOutActions: readonly DocActionDef[] = [
  submit,
  approve,
  reject,
  { key: 'deApprove', label: '反审核', from: [DocStatus.approved], to: DocStatus.draft, permissionAction: 'deApprove', danger: true },
  voidDraft,
];
/** Acceptances and backs: submit, approve (the effect), reject, void before approval; an approved one is final. */
export const outsourceFollowActions: readonly DocActionDef[] = [submit, approve, reject, voidDraft];
export const outsourceFollowStates: readonly DocStateDef[] = outsourceOutStates.filter((s) => s.value <= DocStatus.voided);

export const OutsourcePriceBasis = { area: 1, piece: 2 } as const;
export const outsourcePriceBasisOptions = [
  { value: OutsourcePriceBasis.area, label: '按㎡' },
  { value: OutsourcePriceBasis.piece, label: '按件' },
] as const;

export const outsourceMessages = {
  projectMissing: messages.projectNotInFactory,
  batchNotInProject: messages.batchNotInProject,
  notOutsourceSupplier: (name: string) => `供应商“${name}”不是委外加工供应商`,
  processMissing: '请选择委外工序',
  processNotAllowed: (name: string) => `工序“${name}”不允许委外`,
  labelMissing: (no: string) => `标签“${no}”不存在或不在当前工厂`,
  labelRowMissing: (row: number) => `第${row}行：标签不存在或不在当前工厂`,
  labelNotInProject: (no: string) => `标签“${no}”不属于所选项目或批次`,
  labelUnavailable: (no: string, state: string) => `标签“${no}”当前为“${state}”，不能委外发出`,
  labelOnOtherOut: (no: string, out: string) => `标签“${no}”已在未完成的委外发出单“${out}”中，不能重复发出`,
  duplicateLabel: '同一标签只能出现在一行中',
  noLabels: '请输入或扫描标签号',
  notEditable: '委外发出单已提交或审核，不能增删标签',
  emptyOut: '委外发出单没有明细，不能提交或审核',
  labelChanged: (no: string, state: string) => `标签“${no}”当前为“${state}”，不能审核，请移除后重新添加`,
  deApproveAccepted: (no: string) => `委外发出单已有验收单“${no}”，不能反审核`,
  outMissing: '委外发出单不存在或未审核',
  outLineMissing: (row: number) => `第${row}行：不是所选委外发出单的明细`,
  overSent: (row: number, no: string, left: number) => `第${row}行：标签“${no}”的验收数量超过发出数量，尚待验收 ${left}`,
  emptyLine: (row: number) => `第${row}行：合格、不合格、短缺数量至少填写一项`,
  needDefect: (row: number) => `第${row}行：有不合格数量时请选择缺陷类型`,
  duplicateOutLine: '同一标签只能出现在一行中',
  notOutsourced: (no: string, state: string) => `标签“${no}”当前为“${state}”，不在委外中，不能审核`,
  nothingToAccept: '该委外发出单没有待验收的标签',
  acceptanceMissing: '委外验收单不存在或未审核',
  acceptanceLineMissing: (row: number) => `第${row}行：不是所选委外验收单的不合格明细`,
  overUnqualified: (row: number, no: string, left: number) => `第${row}行：标签“${no}”的退回数量超过不合格数量，可退回 ${left}`,
  nothingToBack: '该委外验收单没有可退回的不合格标签',
  deductOverAmount: (row: number) => `第${row}行：扣款不能超过合格金额`,
} as const;

/**
 * 委外发出单 (WF + yyMMdd + serial): labels of one project sent to an outsource supplier for one or
 * more processes. Lines are added by label number (scanned or typed); approval puts the labels in
 * outsourced (64) and the lines remember their previous state for a de-approval.
 */
export const outsourceOutDocument = defineDocument({
  entity: 'OutsourceOut',
  module: 'outsource',
  table: 'outsource_outs',
  lineTable: 'outsource_out_lines',
  title: '委外发出单',
  basePath: OUTSOURCE_OUT_PATH,
  permission: OutsourcePermissions.out,
  scope: 'factory',
  documentType: OUTSOURCE_OUT_DOC_TYPE,
  qtyField: 'qty',
  totals: ['area', 'amount', 'acceptedQty'],
  states: outsourceOutStates,
  actions: outsourceOutActions,
  editable: [DocStatus.draft, DocStatus.rejected],
  minLines: 0,
  noManualLines: true,
  head: {
    supplierId: { ...uuidRef('委外供应商', OUTSOURCE_PICK.supplier), required: true, search: 'select' },
    supplierName: { kind: 'string', label: '委外供应商', max: 100, readOnly: true, column: { width: 160 } },
    processIds: { kind: 'string', label: '委外工序', required: true, max: 2000, multiple: true, ref: { basePath: OUTSOURCE_PICK.process, label: 'name' }, column: { width: 140 } },
    ...projectBatchFields(OUTSOURCE_PICK),
    docDate: { kind: 'date', label: '发出日期', required: true, column: { width: 110 } },
    expectedReturnDate: { kind: 'date', label: '预计回厂日期', column: { width: 110 } },
    vehicleNo: { kind: 'string', label: '车牌号', max: 20 },
    priceBasis: { kind: 'int', label: '计价方式', required: true, default: OutsourcePriceBasis.area, options: outsourcePriceBasisOptions, column: { width: 90 } },
    unitPrice: { kind: 'decimal', label: '单价(元)', min: 0, max: 100000, scale: 2, default: 0 },
    deliverDirect: { kind: 'bool', label: '直发工地', default: false, column: { width: 90 } },
    remark: { kind: 'string', label: '备注', max: 200 },
  },
  line: {
    /** checked by the server's prepare (a label has no soft delete for the generic reference check) */
    labelId: { kind: 'uuid', label: '标签', required: true },
    labelNo: { kind: 'string', label: '标签号', max: 80, readOnly: true, column: { width: 190 } },
    productCode: { kind: 'string', label: '产品编号', max: 100, readOnly: true, column: { width: 140 } },
    qty: { kind: 'int', label: '数量', readOnly: true, default: 1, column: { width: 60 } },
    area: { kind: 'decimal', label: '面积(㎡)', readOnly: true, scale: 4, column: { width: 90 } },
    unitPrice: { kind: 'decimal', label: '单价(元)', min: 0, max: 100000, scale: 2, column: { width: 100 } },
    amount: { kind: 'decimal', label: '金额(元)', readOnly: true, scale: 2, column: { width: 100 } },
    acceptedQty: { kind: 'int', label: '已验收合格', readOnly: true, default: 0, column: { width: 90 } },
    /** what acceptances may take of the line: the sent qty, plus each redo an outsource back asked for */
    acceptableQty: { kind: 'int', label: '可验收数', readOnly: true, default: 1 },
    /** the label's state before it went out: a de-approval gives it back */
    labelState: { kind: 'int', label: '发出前状态', readOnly: true },
  },
  print: { head: ['supplierName', 'processIds', 'projectName', 'batchNo', 'docDate', 'expectedReturnDate', 'vehicleNo', 'priceBasis'], signatures: ['制单', '审核', '承运', '委外方签收'] },
  validate: (_head, lines) => {
    const ids = lines.map((l) => l.labelId).filter(Boolean);
    return new Set(ids).size !== ids.length ? [{ message: outsourceMessages.duplicateLabel, members: ['lines'] }] : [];
  },
});

/**
 * 委外验收单 (WY + yyMMdd + serial): what came back of one approved out, per label qualified,
 * unqualified and short; approval completes the outsourced processes of the qualified labels and
 * moves the out to partially accepted / accepted. The accepted amount is the payable basis.
 */
export const outsourceAcceptanceDocument = defineDocument({
  entity: 'OutsourceAcceptance',
  module: 'outsource',
  table: 'outsource_acceptances',
  lineTable: 'outsource_acceptance_lines',
  title: '委外验收单',
  basePath: OUTSOURCE_ACCEPTANCE_PATH,
  permission: OutsourcePermissions.acceptance,
  scope: 'factory',
  documentType: OUTSOURCE_ACCEPTANCE_DOC_TYPE,
  qtyField: 'acceptQty',
  totals: ['qualifiedQty', 'unqualifiedQty', 'shortQty', 'deductAmount', 'amount'],
  states: outsourceFollowStates,
  actions: outsourceFollowActions,
  noManualLines: true,
  head: {
    outId: { kind: 'uuid', label: '委外发出单ID', required: true },
    outNo: { kind: 'string', label: '委外发出单', max: 40, readOnly: true, column: { width: 150 } },
    supplierId: { ...uuidRef('委外供应商', OUTSOURCE_PICK.supplier), readOnly: true, search: 'select' },
    supplierName: { kind: 'string', label: '委外供应商', max: 100, readOnly: true, column: { width: 160 } },
    projectName: projectNameField,
    inspectorId: { kind: 'string', label: '验收人', required: true, max: 36, staff: true },
    docDate: { kind: 'date', label: '验收日期', required: true, column: { width: 110 } },
    amount: { kind: 'decimal', label: '验收金额(元)', readOnly: true, scale: 2, column: { width: 110 } },
    remark: { kind: 'string', label: '备注', max: 200 },
  },
  line: {
    outLineId: { kind: 'uuid', label: '发出明细', required: true },
    labelId: { kind: 'uuid', label: '标签', readOnly: true },
    labelNo: { kind: 'string', label: '标签号', max: 80, readOnly: true, column: { width: 190 } },
    productCode: { kind: 'string', label: '产品编号', max: 100, readOnly: true, column: { width: 140 } },
    qualifiedQty: { kind: 'int', label: '合格数', min: 0, max: 1000, default: 0, column: { width: 80 } },
    unqualifiedQty: { kind: 'int', label: '不合格数', min: 0, max: 1000, default: 0, column: { width: 80 } },
    shortQty: { kind: 'int', label: '短缺数', min: 0, max: 1000, default: 0, column: { width: 80 } },
    acceptQty: { kind: 'int', label: '验收数', readOnly: true, column: { width: 70 } },
    defectType: { kind: 'int', label: '缺陷类型', options: qcDefectTypeOptions.map((o) => ({ value: o.value, label: o.label })), column: { width: 100 } },
    unitPrice: { kind: 'decimal', label: '单件价(元)', readOnly: true, scale: 2, column: { width: 90 } },
    deductAmount: { kind: 'decimal', label: '扣款(元)', min: 0, max: 100000, scale: 2, default: 0, column: { width: 90 } },
    amount: { kind: 'decimal', label: '金额(元)', readOnly: true, scale: 2, column: { width: 90 } },
    remark: { kind: 'string', label: '说明', max: 200, column: { width: 140 } },
  },
  print: { head: ['outNo', 'supplierName', 'projectName', 'inspectorId', 'docDate', 'amount'], signatures: ['验收人', '审核', '委外方'] },
  validate: (_head, lines) => {
    const out: { message: string; members: string[] }[] = [];
    lines.forEach((l, i) => {
      const q = Number(l.qualifiedQty ?? 0) + Number(l.unqualifiedQty ?? 0) + Number(l.shortQty ?? 0);
      if (q <= 0) out.push({ message: outsourceMessages.emptyLine(i + 1), members: ['lines', String(i), 'qualifiedQty'] });
      if (Number(l.unqualifiedQty ?? 0) > 0 && !l.defectType) out.push({ message: outsourceMessages.needDefect(i + 1), members: ['lines', String(i), 'defectType'] });
    });
    const ids = lines.map((l) => l.outLineId).filter(Boolean);
    if (new Set(ids).size !== ids.length) out.push({ message: outsourceMessages.duplicateOutLine, members: ['lines'] });
    return out;
  },
});

/**
 * 委外退回单 (WT + yyMM + serial): unqualified pieces of an approved acceptance given back to the
 * outsourcer. Approval: a redo keeps the label outsourced and lets the out be accepted again for it;
 * without redo the label comes home to in-house rework.
 */
export const outsourceBackDocument = defineDocument({
  entity: 'OutsourceBack',
  module: 'outsource',
  table: 'outsource_backs',
  lineTable: 'outsource_back_lines',
  title: '委外退回单',
  basePath: OUTSOURCE_BACK_PATH,
  permission: OutsourcePermissions.back,
  scope: 'factory',
  documentType: OUTSOURCE_BACK_DOC_TYPE,
  qtyField: 'qty',
  states: outsourceFollowStates,
  actions: outsourceFollowActions,
  noManualLines: true,
  head: {
    acceptanceId: { kind: 'uuid', label: '委外验收单ID', required: true },
    acceptanceNo: { kind: 'string', label: '委外验收单', max: 40, readOnly: true, column: { width: 150 } },
    outId: { kind: 'uuid', label: '委外发出单ID', readOnly: true },
    outNo: { kind: 'string', label: '委外发出单', max: 40, readOnly: true, column: { width: 150 } },
    supplierName: { kind: 'string', label: '委外供应商', max: 100, readOnly: true, column: { width: 160 } },
    projectName: projectNameField,
    docDate: { kind: 'date', label: '退回日期', required: true, column: { width: 110 } },
    remark: { kind: 'string', label: '备注', max: 200 },
  },
  line: {
    acceptanceLineId: { kind: 'uuid', label: '验收明细', required: true },
    outLineId: { kind: 'uuid', label: '发出明细', readOnly: true },
    labelId: { kind: 'uuid', label: '标签', readOnly: true },
    labelNo: { kind: 'string', label: '标签号', max: 80, readOnly: true, column: { width: 190 } },
    productCode: { kind: 'string', label: '产品编号', max: 100, readOnly: true, column: { width: 140 } },
    qty: { kind: 'int', label: '退回数', min: 1, max: 1000, default: 1, column: { width: 70 } },
    reason: { kind: 'string', label: '退回原因', max: 200, column: { width: 200 } },
    redoRequired: { kind: 'bool', label: '需返工重做', default: true, column: { width: 100 } },
  },
  print: { head: ['acceptanceNo', 'outNo', 'supplierName', 'projectName', 'docDate'], signatures: ['制单', '审核', '委外方签收'] },
  validate: (_head, lines) => {
    const ids = lines.map((l) => l.acceptanceLineId).filter(Boolean);
    return new Set(ids).size !== ids.length ? [{ message: outsourceMessages.duplicateLabel, members: ['lines'] }] : [];
  },
});

/** POST /out/label/add: label numbers scanned or typed into an editable out. */
export const outsourceOutAddInput = z.object({
  id: uuid('委外发出单'),
  labelNos: z.array(z.string().trim().min(1, outsourceMessages.noLabels).max(120, '标签号过长'), { error: '标签号必须是列表' }).min(1, outsourceMessages.noLabels).max(500, '一次最多添加500个标签'),
});

/** One line of GET /acceptance/to-accept/{outId}: what of an out line still waits for acceptance. */
export const outsourceToAcceptLine = z.object({
  outLineId: z.string(),
  labelId: z.string(),
  labelNo: z.string(),
  productCode: z.string().nullable(),
  qty: z.number(),
  acceptableQty: z.number(),
  /** in live acceptances (draft to approved) */
  taken: z.number(),
  acceptedQty: z.number(),
  remaining: z.number(),
  unitPrice: z.number(),
  amount: z.number(),
});
export type OutsourceToAcceptLine = z.infer<typeof outsourceToAcceptLine>;
export const outsourceToAccept = z.object({ out: documentHead, items: z.array(outsourceToAcceptLine), totalCount: z.number().int() });
export type OutsourceToAccept = z.infer<typeof outsourceToAccept>;
