/**
 * Enumerations with the exact values of the specification (label → value).
 * Status tables are powers of two so that list filters can take a bitmask sum (DOMAIN.md §0.4).
 */
import { enumeration } from './enumeration.ts';

const editionType = enumeration({
  personal: [1, '个人版'],
  enterprise: [2, '企业版'],
  nestingSupplier: [3, '排版供应商版'],
  supplier: [4, '供应商版'],
  agent: [5, '代理商版'],
});
export const EditionType = editionType.values;
export type EditionType = (typeof EditionType)[keyof typeof EditionType];
export const editionTypeLabels = editionType.labels;

const userStatus = enumeration({
  default: [1, '默认'],
  inviting: [2, '邀请中'],
  agreed: [4, '已同意'],
  refused: [8, '已拒绝'],
  disabled: [16, '已禁用'],
  employed: [32, '已入职'],
});
export const UserStatus = userStatus.values;
export type UserStatus = (typeof UserStatus)[keyof typeof UserStatus];
export const userStatusLabels = userStatus.labels;

const projectStatus = enumeration({
  drawingPrep: [1, '图纸准备'],
  nestingDone: [2, '排版完成'],
  purchaseStocked: [4, '采购入库'],
  inProduction: [8, '生产中'],
  partShipped: [16, '部分发货'],
  partSettled: [32, '部分结算'],
  voided: [64, '已作废'],
  purchasing: [128, '采购中'],
  allShipped: [256, '全部发货'],
});
export const ProjectStatus = projectStatus.values;
export type ProjectStatus = (typeof ProjectStatus)[keyof typeof ProjectStatus];
export const projectStatusLabels = projectStatus.labels;

const orderState = enumeration({
  pending: [1, '待处理', 'blue'],
  processing: [2, '处理中', 'processing'],
  toConfirm: [4, '待确认', 'orange'],
  confirmed: [8, '已确认', 'green'],
  toNest: [16, '待排版'],
  cancelled: [32, '已取消'],
  abnormal: [64, '异常', 'red'],
  toPurchase: [128, '待采购', 'purple'],
});
export const OrderState = orderState.values;
export type OrderState = (typeof OrderState)[keyof typeof OrderState];
export const orderStateLabels = orderState.labels;
export const orderStateColors = orderState.colors;

const gateway = enumeration({ wechat: [1, '微信支付'], alipay: [2, '支付宝'], bankTransfer: [3, '对公转账'], cash: [4, '现金'] });
export const Gateway = gateway.values;
export type Gateway = (typeof Gateway)[keyof typeof Gateway];
export const gatewayLabels = gateway.labels;

export const OrderType = { edition: 1, service: 2, device: 3, topUp: 4 } as const;
export type OrderType = (typeof OrderType)[keyof typeof OrderType];

export const PaymentStatus = { unpaid: 0, paid: 1, cancelled: 2 } as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];
/** The payment states' labels and tag colours, for every list, tag, filter and Excel that shows them. */
export const paymentStatusTags: Record<PaymentStatus, { text: string; color: string }> = {
  0: { text: '未支付', color: 'orange' },
  1: { text: '已支付', color: 'green' },
  2: { text: '已取消', color: 'default' },
};
/** The payment states as options (value, label, colour): filters and list columns. */
export const paymentStatusOptions = Object.entries(paymentStatusTags).map(([value, t]) => ({ value: Number(value), label: t.text, color: t.color }));

export const LoginProviders = [
  'identification_card',
  'integrated_circuit_card',
  'fingerprint_recognition',
  'face_recognition',
] as const;
export type LoginProvider = (typeof LoginProviders)[number];

export const DataPermission = { all: 0, onlySelf: 1 } as const;
export type DataPermission = (typeof DataPermission)[keyof typeof DataPermission];

/** Serial reset of a numbering rule. 2 is unused (reserved, presumably weekly). */
const serialType = enumeration({ daily: [1, '按日'], monthly: [3, '按月'], quarterly: [4, '按季度'], yearly: [5, '按年'] });
export const SerialType = serialType.values;
export type SerialType = (typeof SerialType)[keyof typeof SerialType];
export const serialTypeLabels = serialType.labels;

export const DateParts = ['yyMMdd', 'yyMM', 'yyyyMMdd', 'yyyyMM'] as const;
export type DatePart = (typeof DateParts)[number];

/** Client type of the tenant switch: 1 is the full tenant web client, others get the slimmer route set. */
export const ClientType = { web: 1 } as const;

export const MessageState = { unread: 0, read: 1 } as const;
/** Message kinds of the notice bell. messageTypeValue 1 is an invitation. */
export const MessageGroup = { notices: 1, todos: 2, news: 3 } as const;
export type MessageGroup = (typeof MessageGroup)[keyof typeof MessageGroup];
export const MessageTypeValue = { invitation: 1, processed: 2, unprocessed: 3 } as const;
/** Change notice read receipt: 2 unread → 4 read. */
export const ChangeOrderStatus = { unread: 2, read: 4 } as const;

export const ActionKeys = ['add', 'delete', 'edit', 'query', 'get', 'enable', 'disable', 'import', 'export', 'approve', 'forceApprove', 'deApprove', 'void'] as const;
export type ActionKey = (typeof ActionKeys)[number];
export const actionKeyLabels: Record<ActionKey, string> = {
  add: '新增',
  delete: '删除',
  edit: '编辑',
  query: '查询',
  get: '查看',
  enable: '启用',
  disable: '禁用',
  import: '导入',
  export: '导出',
  // Approval keys of business documents (DOMAIN.md §0.4: extra action keys).
  approve: '审核',
  forceApprove: '强制审核',
  deApprove: '反审核',
  void: '作废',
};
