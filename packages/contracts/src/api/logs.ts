import { z } from 'zod';
import { messages } from '../messages.ts';
import { pagedQuery } from './common.ts';
import { accessTo, defineEndpoints, pagedOf } from '../endpoint.ts';
import { Permissions } from '../permission-names.ts';
import { loginLogItem, loginLogQuery } from './accountMore.ts';
import { rowOf } from '../entity/row.ts';
import { auditLogColumns } from '../entities/audit.ts';
import { featureUsageLogColumns } from '../entities/saas.ts';
import { listColumns } from '../list/columns.ts';


/**
 * The logs pages (/logs/login, /logs/trend, /logs/operation): lists and their Excel downloads, in
 * the current space (a platform administrator outside any space reads every space's sign-ins).
 */
export const logsApi = {
  login: '/api/logs/login',
  loginDown: '/api/logs/login/down',
  trend: '/api/logs/trend',
  trendDown: '/api/logs/trend/down',
  operation: '/api/logs/operation',
  operationDown: '/api/logs/operation/down',
} as const;

const day = (label: string) => z.iso.date(`${label}格式应为YYYY-MM-DD`).optional();

/** Filters of the operation log (/logs/trend). */
export const trendQuery = pagedQuery.extend({
  module: z.string().max(40, messages.tooLong('模块', 40)).optional(),
  action: z.string().max(32, messages.tooLong('操作', 32)).optional(),
  userName: z.string().max(64, messages.tooLong('操作人', 64)).optional(),
  /** Entity type or id contains. */
  filter: z.string().max(100, messages.tooLong('关键字', 100)).optional(),
  beginTime: day('开始日期'),
  endTime: day('结束日期'),
});
export type TrendQuery = z.infer<typeof trendQuery>;

/** Filters of the plugin-function log (/logs/operation). */
export const operationQuery = pagedQuery.extend({
  featureId: z.uuid(messages.invalidId).optional(),
  beginTime: day('开始日期'),
  endTime: day('结束日期'),
});
export type OperationQuery = z.infer<typeof operationQuery>;

/** An operation log entry: its row (the before and after images renamed) with the names of its module, entity and action. */
export const trendItem = rowOf(auditLogColumns)
  .pick({ id: true, time: true, userName: true, module: true, entityType: true, entityId: true, action: true, ip: true })
  .extend({
    moduleName: z.string(),
    entityName: z.string(),
    actionName: z.string(),
    /** Field keys whose value changed (update), for the summary column. */
    changed: z.array(z.string()),
    before: z.unknown(),
    after: z.unknown(),
  });
export type TrendItem = z.infer<typeof trendItem>;

/** A use (+n) or give-back (−n) of a plugin function: the usage log's row with the feature's and the operator's names. */
export const operationItem = rowOf(featureUsageLogColumns).extend({
  featureName: z.string(),
  operatorName: z.string().nullable(),
});
export type OperationItem = z.infer<typeof operationItem>;

/** The logs' columns, on their pages and in their Excel downloads. */
export const loginLogList = listColumns(loginLogItem, [
  { key: 'time', title: '登录时间', width: 170, text: 'time' },
  { key: 'userName', title: '用户名', width: 120 },
  { key: 'name', title: '姓名', width: 100 },
  {
    key: 'success',
    title: '结果',
    width: 90,
    text: [
      { value: true, label: '成功', color: 'success' },
      { value: false, label: '失败', color: 'error' },
    ],
  },
  { key: 'failureReason', title: '失败原因', width: 150 },
  { key: 'clientTypeName', title: '客户端', width: 90 },
  { key: 'ip', title: 'IP', width: 140 },
  { key: 'deviceName', title: '设备', width: 180 },
  { key: 'tenantName', title: '登录空间', width: 180 },
]);
export const trendList = listColumns(trendItem, [
  { key: 'time', title: '时间', width: 170, text: 'time' },
  { key: 'userName', title: '操作人', width: 110 },
  { key: 'moduleName', title: '模块', width: 100 },
  { key: 'entityName', title: '对象', width: 120 },
  { key: 'entityId', title: '对象ID', width: 300, only: 'excel' },
  { key: 'actionName', title: '操作', width: 90 },
  { key: 'changed', title: '变更字段', width: 220 },
  { key: 'ip', title: 'IP', width: 130 },
]);
/** 次数: a use is +n, a give-back −n (the page tags them 使用 / 撤销). */
export const operationList = listColumns(operationItem, [
  { key: 'time', title: '时间', width: 170, text: 'time' },
  { key: 'featureName', title: '功能', width: 180 },
  { key: 'delta', title: '次数', width: 90 },
  { key: 'reason', title: '说明', width: 240 },
  { key: 'operatorName', title: '操作人', width: 110 },
]);

const loginLogs = accessTo(Permissions.AlLog.LoginLogs);
const trends = accessTo(Permissions.AlLog.Trends);
const operations = accessTo(Permissions.AlLog.OperationLogs);
/** The logs pages' lists and their Excel downloads. */
export const logsEndpoints = defineEndpoints(
  { tag: '日志管理' },
  {
    /** In a space its members' sign-ins; outside any space (platform administrators only) everyone's. */
    login: { method: 'GET', path: logsApi.login, summary: '登录日志', access: loginLogs('query'), query: loginLogQuery, response: pagedOf(loginLogItem) },
    loginDown: { method: 'GET', path: logsApi.loginDown, summary: '下载登录日志', access: loginLogs('export'), query: loginLogQuery, file: true },
    trend: { method: 'GET', path: logsApi.trend, summary: '操作日志', access: trends('query'), space: true, query: trendQuery, response: pagedOf(trendItem) },
    trendDown: { method: 'GET', path: logsApi.trendDown, summary: '下载操作日志', access: trends('export'), space: true, query: trendQuery, file: true },
    operation: {
      method: 'GET',
      path: logsApi.operation,
      summary: '插件功能使用记录',
      access: operations('query'),
      space: true,
      query: operationQuery,
      response: pagedOf(operationItem),
    },
    operationDown: {
      method: 'GET',
      path: logsApi.operationDown,
      summary: '下载插件功能使用记录',
      access: operations('export'),
      space: true,
      query: operationQuery,
      file: true,
    },
  },
);

/** Chinese names of the modules that write the operation log. */
export const auditModuleLabels: Record<string, string> = {
  identity: '身份认证',
  saas: 'SaaS管理',
  basic: '基础数据',
  cad: '项目管理',
  nest: '排版管理',
  warehouse: '仓库管理',
  account: '账户',
  web: '企业官网',
  settings: '系统设置',
  logs: '日志管理',
};

/** Chinese names of the logged actions; an action not listed shows as written. */
export const auditActionLabels: Record<string, string> = {
  create: '新增',
  update: '修改',
  delete: '删除',
  enable: '启用',
  disable: '禁用',
  import: '导入',
  default: '设为默认',
  status: '修改状态',
  approval: '审核',
  submit: '提交',
  approve: '审核通过',
  reject: '驳回',
  forceApprove: '强制审核',
  deApprove: '反审核',
  void: '作废',
  'change-password': '修改密码',
  'reset-password': '重置密码',
  bind: '绑定',
  unbind: '解绑',
  permission: '修改权限',
  remove: '移出空间',
  print: '打印',
  export: '导出',
};

/**
 * Chinese names of the entities written by hand-made routes; resources and documents name
 * themselves (their definition's title).
 */
export const auditEntityLabels: Record<string, string> = {
  User: '用户',
  Role: '角色',
  Member: '成员',
  OrganizationUnit: '组织机构',
  Price: '价格',
  NestOrder: '排版单',
  NestResult: '排版结果',
  Edition: '版本',
  DefaultRole: '默认角色',
  ThirdConfig: '第三方配置',
  Order: '订单',
  Feature: '功能',
  Factory: '工厂',
  Employee: '员工',
  AccessoryNestOrder: '型材排料单',
  BrandUse: '品牌授权',
  Ys7Setting: '萤石云设置',
  TenantSettings: '系统配置',
  TenantFeature: '空间功能',
  TenantConfig: '空间配置',
  Tenant: '空间',
  NestCostRule: '排版计费规则',
  Introducte: '企业介绍',
  Coupon: '优惠券',
};
