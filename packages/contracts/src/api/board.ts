import { Permissions } from '../permission-names.ts';
import { z } from 'zod';
import { messages } from '../messages.ts';
import { accessTo, defineEndpoints, isoTime, pagedOf } from '../endpoint.ts';
import { idParam } from './common.ts';
import { rowOf } from '../entity/row.ts';
import { boardColumns } from '../entities/board.ts';

/**
 * Production boards (看板, DOMAIN §2.5, issue 15 item 7): a set of widgets shown on a workshop TV
 * through a public link that updates live (server-sent events pushed when scans happen).
 */
export const BOARD_PATH = '/api/prod/board';
/** The no-login calls of a board's public link: `${BOARD_PUBLIC_PATH}/{token}/data` and `/events`. */
export const BOARD_PUBLIC_PATH = '/api/board/public';
/** The TV page (standalone, no login): `${BOARD_SCREEN_PAGE}?token=…`. */
export const BOARD_SCREEN_PAGE = '/board-screen';

/** The page's permission (routes/production.ts boardRoutes); actions query / add / edit / delete. */
export const BoardPermission = Permissions.AlKanban.Boards;

export const BoardWidgetType = { todayOutput: 'todayOutput', projectProgress: 'projectProgress', qcRate: 'qcRate', behindPlans: 'behindPlans' } as const;
export type BoardWidgetTypeValue = (typeof BoardWidgetType)[keyof typeof BoardWidgetType];
export const boardWidgetOptions = [
  { value: BoardWidgetType.todayOutput, label: '今日各工序产量' },
  { value: BoardWidgetType.projectProgress, label: '项目进度' },
  { value: BoardWidgetType.qcRate, label: '质检合格率' },
  { value: BoardWidgetType.behindPlans, label: '滞后计划' },
] as const;

export const boardMessages = {
  notFound: '看板不存在或已删除',
  linkNotFound: '看板链接无效、已重置或看板已停用，请向管理员索取新链接',
  noQc: '暂无质检数据',
  noWidgets: '请至少添加一个组件',
  tooManyWidgets: (n: number) => `一个看板最多${n}个组件`,
  duplicateName: '看板名称已存在',
} as const;

export const BOARD_MAX_WIDGETS = 12;
/** Bounds of refreshSeconds: with no scan, an open board is recomputed (once for all its TVs) this often. */
export const BOARD_REFRESH_MIN = 5;
export const BOARD_REFRESH_MAX = 3600;

const widgetTypes = Object.values(BoardWidgetType) as [BoardWidgetTypeValue, ...BoardWidgetTypeValue[]];
export const boardWidgetInput = z.object({
  type: z.enum(widgetTypes, { error: '组件类型不正确' }),
  title: z.string().trim().max(40, messages.tooLong('组件标题', 40)).nullable().optional(),
  processIds: z.array(z.uuid(`工序${messages.invalidId}`), { error: '工序必须是列表' }).max(50, '最多选择50个工序').optional(),
  projectId: z.uuid(`项目${messages.invalidId}`).nullable().optional(),
});
export type BoardWidget = z.infer<typeof boardWidgetInput>;

/** POST / PUT body. */
export const boardInput = z.object({
  name: z.string({ error: messages.required('看板名称') }).trim().min(1, messages.required('看板名称')).max(60, messages.tooLong('看板名称', 60)),
  widgets: z.array(boardWidgetInput, { error: '组件必须是列表' }).min(1, boardMessages.noWidgets).max(BOARD_MAX_WIDGETS, boardMessages.tooManyWidgets(BOARD_MAX_WIDGETS)),
  refreshSeconds: z.coerce
    .number({ error: '刷新间隔必须是数字' })
    .int('刷新间隔必须是整数')
    .min(BOARD_REFRESH_MIN, `刷新间隔不能少于${BOARD_REFRESH_MIN}秒`)
    .max(BOARD_REFRESH_MAX, `刷新间隔不能超过${BOARD_REFRESH_MAX}秒`)
    .default(60),
  enabled: z.boolean({ error: '启用必须是是或否' }).default(true),
});
export type BoardInput = z.infer<typeof boardInput>;

export const tokenParam = z.object({ token: z.string().trim().min(16, boardMessages.linkNotFound).max(64, boardMessages.linkNotFound) });

export const boardItem = rowOf(boardColumns).extend({ widgets: z.array(boardWidgetInput) });
export type BoardItem = z.infer<typeof boardItem>;

/** Days (today included) the board's QC pass rate covers. */
export const QC_RATE_DAYS = 7;

const widgetAnswer = <T extends BoardWidgetTypeValue, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ type: z.literal(type), title: z.string(), ...shape });
/** One widget's answer, by type. */
export const boardWidgetData = z.discriminatedUnion('type', [
  widgetAnswer('todayOutput', {
    date: z.string(),
    total: z.number(),
    items: z.array(z.object({ processId: z.string(), processName: z.string(), pieces: z.number(), scans: z.number() })),
  }),
  widgetAnswer('projectProgress', { projects: z.array(z.object({ projectId: z.string(), projectName: z.string(), percent: z.number() })) }),
  /** pass rate (percent) of the inspections of the last QC_RATE_DAYS days; null with a message when there were none */
  widgetAnswer('qcRate', {
    rate: z.number().nullable(),
    message: z.string(),
    total: z.number(),
    passed: z.number(),
    beginDate: z.string(),
    endDate: z.string(),
  }),
  widgetAnswer('behindPlans', {
    plans: z.array(z.object({ id: z.string(), docNo: z.string(), projectName: z.string(), planEnd: z.string(), percent: z.number(), daysLate: z.number() })),
  }),
]);
export type BoardWidgetData = z.infer<typeof boardWidgetData>;

/** GET /{id}/data, the public data call and each `data` event of the stream. */
export const boardData = z.object({
  boardId: z.string(),
  name: z.string(),
  refreshSeconds: z.number().int(),
  at: isoTime,
  widgets: z.array(boardWidgetData),
});
export type BoardData = z.infer<typeof boardData>;

const board = accessTo(BoardPermission);
/** The board calls signed in (issue 15 item 7): CRUD, the public link and the data; the public link's calls stay hand-written (one is a stream). */
export const boardEndpoints = defineEndpoints(
  { tag: '看板', access: board('query'), space: true },
  {
    list: { method: 'GET', path: BOARD_PATH, summary: '看板列表', response: pagedOf(boardItem) },
    create: { method: 'POST', path: BOARD_PATH, summary: '新建看板', access: board('add'), body: boardInput, response: boardItem },
    get: { method: 'GET', path: `${BOARD_PATH}/:id`, summary: '看板详情', params: idParam, response: boardItem },
    update: { method: 'PUT', path: `${BOARD_PATH}/:id`, summary: '修改看板', access: board('edit'), params: idParam, body: boardInput, response: boardItem },
    remove: { method: 'DELETE', path: `${BOARD_PATH}/:id`, summary: '删除看板', access: board('delete'), params: idParam },
    token: { method: 'POST', path: `${BOARD_PATH}/:id/token`, summary: '重置公开链接', access: board('edit'), params: idParam, response: boardItem },
    data: { method: 'GET', path: `${BOARD_PATH}/:id/data`, summary: '看板数据', params: idParam, response: boardData },
  },
);
