import { z } from 'zod';
import { messages } from '../messages.ts';
import { accessTo, defineEndpoints, isoTime, pagedOf } from '../endpoint.ts';
import { CadPermissions } from '../routes/projects.ts';
import { idParam, pagedQuery } from './common.ts';
import { listColumns } from '../list/columns.ts';
import {
  adminDateInput,
  batchInput,
  batchItem,
  batchesQuery,
  cadApi,
  compelInput,
  moveFactoryInput,
  normalStateInput,
  packingPrefixInput,
  passwordInput,
  projectFileItem,
  projectInput,
  projectListItem,
  projectListQuery,
  statusOverrideInput,
} from './cad.ts';

const P = cadApi.project;
const access = accessTo(CadPermissions.projects);
const platform = { platformAdmin: true } as const;
const uuid = z.uuid(messages.invalidId);
const sortable = ['name', 'code', 'orderTime', 'deliveryDate', 'creationTime'] as const;

/** A project with its site, contact, remark, customer and batches. */
const projectDetail = projectListItem.extend({
  siteAddress: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  remark: z.string().nullable(),
  demanderId: z.string().nullable(),
  batches: z.array(batchItem),
});

/** What happened to a project: who did what and why. */
const projectLogEntry = z.object({
  id: z.string(),
  projectId: z.string(),
  action: z.string(),
  operatorId: z.string().nullable(),
  operatorName: z.string().nullable(),
  comment: z.string().nullable(),
  time: isoTime,
  /** the Excel download's rows name the project (it lists every project's log unless one is asked for) */
  projectName: z.string().optional(),
});
/** A project log as its list answers it: the entry with the rest of its row (before and after). */
const projectLog = projectLogEntry.loose();

/** The actions a project's log records, and how each reads (the server writes only these). */
export const projectLogActionLabels = {
  create: '创建',
  update: '修改',
  delete: '删除',
  import: '上传图纸',
  mandatory: '强制状态',
  compel: '强制状态',
  recover: '恢复',
  freeze: '冻结',
  unfreeze: '解冻',
  process: '工序',
  paint: '油漆设置',
  relate: '项目关联',
  print: '生成图册',
  share: '分享画册',
} as const satisfies Record<string, string>;
export type ProjectLogAction = keyof typeof projectLogActionLabels;
/** A project's log on its page (the project's 日志 tab, 项目日志) and in the log's Excel download. */
export const projectLogList = listColumns(projectLogEntry, [
  { key: 'time', title: '时间', width: 180, text: 'time' },
  { key: 'projectName', title: '项目', width: 190, only: 'excel' },
  { key: 'action', title: '操作', width: 100, text: (l) => (projectLogActionLabels as Record<string, string>)[l.action] ?? l.action },
  { key: 'operatorName', title: '操作人', width: 120 },
  { key: 'comment', title: '说明', width: 400 },
]);

/** An administrator's correction of a project date (order time or delivery date). */
const dateCorrection = (path: string, label: string) =>
  ({ method: 'POST', path: `${P}/${path}/:id`, summary: `更正${label}（管理员）`, access: access('edit'), params: idParam, body: adminDateInput, response: projectListItem }) as const;

/** Projects of the CAD intake (spec 02 /api/cad/project): list, detail, batches, status, drawings, logs and downloads. */
export const cadProjectEndpoints = defineEndpoints(
  { tag: '项目管理', access: access('query') },
  {
    list: { method: 'GET', path: P, summary: '项目列表', query: projectListQuery, sortable, response: pagedOf(projectListItem) },
    /** the list as it is filtered and sorted, every row, one tab-separated line each (text/plain) */
    listText: { method: 'GET', path: `${P}/list-text`, summary: '项目列表（文本，供复制）', query: projectListQuery, sortable, file: true },
    create: { method: 'POST', path: P, summary: '新建项目', access: access('add'), body: projectInput, response: projectListItem },
    names: {
      method: 'GET',
      path: `${P}/names`,
      summary: '项目名称（选择器）',
      query: z.object({ filter: z.string().max(100).optional() }),
      response: z.array(z.object({ id: z.string(), name: z.string(), code: z.string() })),
    },
    byTenant: {
      method: 'GET',
      path: `${P}/by-tenant`,
      summary: '本企业全部工厂的项目',
      space: true,
      response: z.array(
        z.object({ id: z.string(), name: z.string(), code: z.string(), factoryId: z.string(), factoryName: z.string().nullable(), projectStatus: z.number().int() }),
      ),
    },
    batches: { method: 'GET', path: `${P}/batchs`, summary: '项目批次', query: batchesQuery, response: z.array(batchItem) },
    addBatch: { method: 'POST', path: `${P}/:id/batchs`, summary: '新增批次', access: access('edit'), params: idParam, body: batchInput, response: z.array(batchItem) },
    get: { method: 'GET', path: `${P}/:id`, summary: '项目详情', access: access('get'), params: idParam, response: projectDetail },
    remove: { method: 'DELETE', path: `${P}/:id`, summary: '删除项目', access: access('delete'), params: idParam },
    favorites: {
      method: 'GET',
      path: `${P}/:id/favorites`,
      summary: '是否收藏',
      access: access('get'),
      params: idParam,
      response: z.object({ isFavorite: z.boolean(), count: z.number().int() }),
    },
    toggleFavorite: { method: 'PUT', path: `${P}/favorite/:id`, summary: '收藏 / 取消收藏', params: idParam, response: z.object({ isFavorite: z.boolean() }) },
    favoritesForAdmin: {
      method: 'GET',
      path: `${P}/for-admin/:id/favorites`,
      summary: '收藏此项目的用户（平台）',
      access: platform,
      params: idParam,
      response: z.array(z.object({ tenantId: z.string(), userId: z.string(), projectId: z.string(), creationTime: isoTime })),
    },
    getForAdmin: { method: 'GET', path: `${P}/for-admin/:id`, summary: '项目详情（平台）', access: platform, params: idParam, response: projectListItem },
    setNormalState: {
      method: 'PUT',
      path: `${P}/:id/normal_state`,
      summary: '冻结 / 解冻项目',
      access: access('edit'),
      params: idParam,
      body: normalStateInput,
      response: z.object({ normalState: z.number().int() }),
    },
    compel: { method: 'POST', path: `${P}/compel`, summary: '强制设置项目状态（批量，管理员）', access: access('edit'), body: compelInput, response: z.object({ count: z.number().int() }) },
    mandatory: {
      method: 'PUT',
      path: `${P}/mandatory/:id`,
      summary: '强制设置项目状态（管理员）',
      access: access('edit'),
      params: idParam,
      body: statusOverrideInput,
      response: projectListItem,
    },
    recover: { method: 'PUT', path: `${P}/:id/recovery`, summary: '恢复项目（按事实重算状态）', access: access('edit'), params: idParam, response: projectListItem },
    setPassword: {
      method: 'PUT',
      path: `${P}/:id/password`,
      summary: '设置图纸密码（空则取消）',
      access: access('edit'),
      params: idParam,
      body: passwordInput,
      response: z.object({ hasPassword: z.boolean() }),
    },
    orderTimeAdmin: dateCorrection('order-time-admin', '下单日期'),
    deliveryDateAdmin: dateCorrection('delivery-date-admin', '交货日期'),
    setPackingPrefix: {
      method: 'POST',
      path: `${P}/packing-prefix`,
      summary: '设置打包前缀',
      access: access('edit'),
      body: packingPrefixInput,
      response: z.object({ packingPrefix: z.string().nullable() }),
    },
    moveFactory: {
      method: 'PUT',
      path: `${P}/:id/factory`,
      summary: '项目移至其他工厂',
      access: access('edit'),
      params: idParam,
      body: moveFactoryInput,
      response: z.object({ factoryId: z.string() }),
    },
    logs: {
      method: 'GET',
      path: `${P}/log`,
      summary: '项目日志',
      query: pagedQuery.extend({ projectId: uuid.optional() }),
      sortable: ['time'],
      response: pagedOf(projectLog),
    },
    logDown: { method: 'GET', path: `${P}/log/down`, summary: '下载项目日志（Excel）', access: access('export'), query: z.object({ projectId: uuid.optional() }), file: true },
    book: {
      method: 'POST',
      path: `${P}/:id/new/book`,
      summary: '生成批次图册（PDF）',
      access: access('export'),
      params: idParam,
      body: z.object({ batchId: uuid, password: z.string().max(32).optional() }),
      file: true,
    },
    /** cut-to-length (开平) list for coil suppliers: flat sizes and area by texture × thickness */
    kaiping: {
      method: 'POST',
      path: `${P}/print/purchase-kaiping`,
      summary: '打印开平清单（Excel）',
      access: access('export'),
      body: z.object({ projectId: uuid, batchIds: z.array(uuid).max(200).optional() }),
      file: true,
    },
    files: {
      method: 'GET',
      path: `${P}/:id/files/paged`,
      summary: '项目图纸文件（分页）',
      access: access('get'),
      params: idParam,
      query: pagedQuery.extend({ batchId: uuid.optional(), convertState: z.coerce.number().int().min(1).max(15).optional() }),
      response: pagedOf(projectFileItem),
    },
    fileLink: {
      method: 'POST',
      path: `${P}/file/:id/link`,
      summary: '图纸下载链接（项目设有图纸密码时需提供密码）',
      access: access('get'),
      params: idParam,
      body: z.object({ password: z.string().max(32).optional() }).default({}),
      response: z.object({ url: z.string() }),
    },
    removeFile: { method: 'DELETE', path: `${P}/file/:id`, summary: '删除图纸文件（其产品一并删除）', access: access('delete'), params: idParam },
  },
);
