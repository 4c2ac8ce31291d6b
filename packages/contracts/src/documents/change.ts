import { Permissions } from '../permission-names.ts';
import { z } from 'zod';
import { messages } from '../messages.ts';
import { DocStatus, defineDocument, docStatesOf, documentAttachmentSchema, type DocActionDef, type DocStateDef } from '../document/define.ts';
import { projectBatchFields } from '../document/fields.ts';
import { defineResource } from '../resource/define.ts';
import { nameField, sortField, uuidRef } from '../resources/basicFields.ts';
import { pagedQuery } from '../api/common.ts';
import { changeMessage } from '../api/shell.ts';
import { isoTime } from '../endpoint.ts';

/** Change orders (二次变更单, DOMAIN §2.5) under spec 03 §7 Change. */
export const CHANGE_PATH = '/api/prod/change';
export const CHANGE_ORDER_TYPE_PATH = `${CHANGE_PATH}/order-type`;
export const ChangeOrderPermission = Permissions.AlProduce.ChangeOrders;
export const ChangeOrderTypePermission = Permissions.AlProduce.ChangeOrderTypes;
/** Numbering document type 10 (prefix BG, yyMM, monthly; DOMAIN §3). */
export const CHANGE_ORDER_DOC_TYPE = 10;

/**
 * The pickers of the change order's form: the factory's projects, batches and products, each an
 * /all list (and the name its references are checked under on the server).
 */
export const CHANGE_PICK = {
  project: `${CHANGE_PATH}/pick/project`,
  batch: `${CHANGE_PATH}/pick/batch`,
  product: `${CHANGE_PATH}/pick/product`,
} as const;

/** What a line does to its product: modify it, add parts, cancel it. */
export const ChangeKind = { modify: 1, add: 2, cancel: 3 } as const;
export const changeKindOptions = [
  { value: ChangeKind.modify, label: '修改' },
  { value: ChangeKind.add, label: '新增' },
  { value: ChangeKind.cancel, label: '取消' },
] as const;

/** Product changeState (DOMAIN §2.4): normal 1, changed 2, cancelled 4. */
export const ProductChangeState = { normal: 1, changed: 2, cancelled: 4 } as const;

/** The six types every space starts with (DOMAIN §2.5 "Change order type"): [name, needsRenest, needsApproval]. */
export const DEFAULT_CHANGE_ORDER_TYPES: readonly (readonly [string, boolean, boolean])[] = [
  ['尺寸变更', true, true],
  ['颜色变更', false, true],
  ['数量变更', true, true],
  ['取消', false, true],
  ['新增', true, true],
  ['工艺变更', false, false],
];

/** 变更类型: whether its changes send products back to nesting, and whether an order must be submitted before approval. */
export const changeOrderTypeResource = defineResource({
  entity: 'ChangeOrderType',
  module: 'produce',
  table: 'change_order_types',
  title: '变更类型',
  basePath: CHANGE_ORDER_TYPE_PATH,
  permission: ChangeOrderTypePermission,
  scope: 'tenant',
  defaultSorting: 'sort asc',
  unique: [['name']],
  fields: {
    name: nameField('类型名称', 32),
    needsRenest: { kind: 'bool', label: '需重新排版', required: true, default: false, column: { width: 100 } },
    needsApproval: { kind: 'bool', label: '需提交审批', required: true, default: true, column: { width: 100 } },
    sort: sortField,
  },
});

export const changeOrderStates: readonly DocStateDef[] = docStatesOf(DocStatus.draft, DocStatus.pending, DocStatus.approved, DocStatus.rejected);

/**
 * Submit, approve, reject. Approval also starts from a draft: the server refuses that when the
 * order's type needs approval (it must be submitted first). An approved order blocked labels and
 * notified people, so it is never taken back: a further change is a new order.
 */
export const changeOrderActions: readonly DocActionDef[] = [
  { key: 'submit', label: '提交', from: [DocStatus.draft, DocStatus.rejected], to: DocStatus.pending, permissionAction: 'edit' },
  { key: 'approve', label: '审核', from: [DocStatus.draft, DocStatus.pending, DocStatus.rejected], to: DocStatus.approved, permissionAction: 'approve', comment: 'optional', audits: true },
  { key: 'reject', label: '驳回', from: [DocStatus.pending], to: DocStatus.rejected, permissionAction: 'approve', comment: 'required', danger: true, audits: true },
];

export const changeOrderMessages = {
  notFound: '变更单不存在或已删除',
  needsSubmit: (type: string) => `变更类型“${type}”需先提交再审核`,
  projectMissing: messages.projectNotInFactory,
  batchNotInProject: messages.batchNotInProject,
  productNotInProject: (row: number) => `第${row}行：产品不属于所选项目或批次`,
  productRequired: (row: number) => `第${row}行：修改或取消必须选择产品`,
  fieldRequired: (row: number) => `第${row}行：修改必须填写变更项`,
  addQty: (row: number) => `第${row}行：新增的数量增减必须大于0`,
  duplicateProduct: '同一产品只能出现在一行中',
  fileNotFound: '附件不存在或已删除',
  tooManyFiles: '一张变更单最多20个附件',
  fileExists: '该附件已在变更单中',
  fileRequired: '请选择要上传的附件',
} as const;

/**
 * 变更单 (BG + yyMM + serial): engineering's change to a project after drawing prep. Lines name the
 * products changed, added or cancelled; the people to notify get a change notice when it is
 * approved, which also blocks the cancelled products' labels and marks the changed products.
 */
export const changeOrderDocument = defineDocument({
  entity: 'ChangeOrder',
  module: 'produce',
  table: 'change_orders',
  lineTable: 'change_order_lines',
  title: '变更单',
  basePath: CHANGE_PATH,
  permission: ChangeOrderPermission,
  scope: 'factory',
  documentType: CHANGE_ORDER_DOC_TYPE,
  qtyField: 'qtyDelta',
  states: changeOrderStates,
  actions: changeOrderActions,
  head: {
    changeOrderTypeId: { ...uuidRef('变更类型', CHANGE_ORDER_TYPE_PATH), required: true, column: { width: 100 }, search: 'select' },
    ...projectBatchFields(CHANGE_PICK),
    docDate: { kind: 'date', label: '变更日期', required: true, column: { width: 110 } },
    requestedBy: { kind: 'string', label: '提出方', max: 50, placeholder: '客户或设计师', column: { width: 100 } },
    notifyUserIds: { kind: 'string', label: '通知人员', required: true, max: 2000, staff: true, multiple: true },
    description: { kind: 'text', label: '变更内容', required: true, max: 1000, column: true, search: 'input' },
    reason: { kind: 'text', label: '变更原因', max: 500 },
  },
  line: {
    changeKind: { kind: 'int', label: '变更方式', required: true, default: ChangeKind.modify, options: changeKindOptions, column: { width: 90 } },
    productId: { ...uuidRef('产品', CHANGE_PICK.product, 'label'), column: { width: 220 } },
    field: { kind: 'string', label: '变更项', max: 32, placeholder: '如 颜色、长度', column: { width: 100 } },
    oldValue: { kind: 'string', label: '原值', max: 100, column: { width: 110 } },
    newValue: { kind: 'string', label: '新值', max: 100, column: { width: 110 } },
    qtyDelta: { kind: 'int', label: '数量增减', default: 0, min: -100000, max: 100000, column: { width: 90 } },
  },
  print: { head: ['changeOrderTypeId', 'projectName', 'batchNo', 'docDate', 'requestedBy', 'description', 'reason'], signatures: ['编制', '审核', '生产确认'] },
  validate: (_head, lines) => {
    const out: { message: string; members: string[] }[] = [];
    lines.forEach((l, i) => {
      const row = i + 1;
      if (l.changeKind !== ChangeKind.add && !l.productId) out.push({ message: changeOrderMessages.productRequired(row), members: ['lines', String(i), 'productId'] });
      if (l.changeKind === ChangeKind.modify && !(typeof l.field === 'string' && l.field.trim())) out.push({ message: changeOrderMessages.fieldRequired(row), members: ['lines', String(i), 'field'] });
      if (l.changeKind === ChangeKind.add && !(Number(l.qtyDelta) > 0)) out.push({ message: changeOrderMessages.addQty(row), members: ['lines', String(i), 'qtyDelta'] });
    });
    const ids = lines.map((l) => l.productId).filter(Boolean);
    if (new Set(ids).size !== ids.length) out.push({ message: changeOrderMessages.duplicateProduct, members: ['lines'] });
    return out;
  },
});

/** POST /approval/{id}: the approval's opinion. */
export const changeApprovalInput = z.object({ comment: z.string().trim().max(500, '意见不能超过500个字符').optional() }).nullish();

/** POST /{id}/file: a file uploaded through /api/basic/file, attached to the order. */
export const changeFileInput = documentAttachmentSchema;

/** GET /unread, /read, /view/log. */
export const changeNoticeQuery = pagedQuery.extend({ filter: z.string().max(100, '关键字不能超过100个字符').optional() });
export const changeViewLogQuery = changeNoticeQuery.extend({ changeOrderId: z.uuid('变更单ID格式不正确').optional() });
export type ChangeViewLogQuery = z.infer<typeof changeViewLogQuery>;

/** A recipient of an order and what they did with it (GET /{id}/users). */
export const changeRecipient = z.object({
  userId: z.string(),
  name: z.string(),
  /** 2 unread, 4 read; null before approval (no notice sent yet). */
  orderStatus: z.number().int().nullable(),
  readTime: isoTime.nullable(),
  lastViewTime: isoTime.nullable(),
  viewCount: z.number().int(),
});
export type ChangeRecipient = z.infer<typeof changeRecipient>;

/** One row of GET /unread and /read: the notice (as the bell shows it) with its order. */
export const changeNoticeItem = changeMessage.extend({ docNo: z.string() });
export type ChangeNoticeItem = z.infer<typeof changeNoticeItem>;

/** One row of GET /view/log. */
export const changeViewItem = z.object({
  id: z.string(),
  changeOrderId: z.string(),
  docNo: z.string(),
  projectName: z.string(),
  userId: z.string(),
  userName: z.string(),
  viewTime: isoTime,
});
export type ChangeViewItem = z.infer<typeof changeViewItem>;
