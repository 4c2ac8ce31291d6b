import type { FastifyInstance, FastifyReply } from 'fastify';
import { logsEndpoints as ep, messages } from '@al/contracts';
import { badRequest } from '../../core/http/errors.ts';
import { sendSheet, sheetCol, timeText, type SheetColumn } from '../../core/http/xlsx.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { loginLogPage, loginLogRows, operationPage, operationRows, trendPage, trendRows } from './service.ts';
import { serve } from '../../core/http/endpoint.ts';

const stamp = () => timeText(new Date().toISOString()).slice(0, 10);

/** In a space its members' sign-ins; outside any space (platform administrators only) everyone's. */
function loginScope(ctx: RequestContext) {
  if (!ctx.tenantId && !ctx.isPlatformAdmin) throw badRequest(messages.spaceRequired);
  return { tenantId: ctx.tenantId };
}

export const loginColumns = [
  sheetCol('登录时间', 'time', 20),
  sheetCol('用户名', 'userName', 16),
  sheetCol('姓名', 'name', 12),
  sheetCol('结果', 'result', 8),
  sheetCol('失败原因', 'failureReason', 18),
  sheetCol('客户端', 'clientTypeName', 10),
  sheetCol('IP', 'ip', 16),
  sheetCol('设备', 'deviceName', 22),
  sheetCol('登录空间', 'tenantName', 24),
];

/** A log's Excel download: the sheet and the file (with today's date) named by the log, a row per entry. */
const logSheet =
  <T>(title: string, columns: SheetColumn[], toRow: (x: T) => Record<string, unknown>) =>
  (reply: FastifyReply, rows: T[]) =>
    sendSheet(reply, `${title}_${stamp()}.xlsx`, title, columns, rows.map(toRow));

const loginSheet = logSheet('登录日志', loginColumns, (x: Awaited<ReturnType<typeof loginLogRows>>[number]) => ({
  ...x,
  time: timeText(x.time),
  result: x.success ? '成功' : '失败',
}));
const trendSheet = logSheet(
  '操作日志',
  [
    sheetCol('时间', 'time', 20),
    sheetCol('操作人', 'userName', 14),
    sheetCol('模块', 'moduleName', 12),
    sheetCol('对象', 'entityName', 14),
    sheetCol('对象ID', 'entityId', 38),
    sheetCol('操作', 'actionName', 10),
    sheetCol('变更字段', 'changedText', 30),
    sheetCol('IP', 'ip', 16),
  ],
  (x: Awaited<ReturnType<typeof trendRows>>[number]) => ({ ...x, time: timeText(x.time), changedText: x.changed.join('、') }),
);
const operationSheet = logSheet(
  '插件功能',
  [
    sheetCol('时间', 'time', 20),
    sheetCol('功能', 'featureName', 20),
    sheetCol('次数', 'delta', 8),
    sheetCol('说明', 'reason', 30),
    sheetCol('操作人', 'operatorName', 14),
  ],
  (x: Awaited<ReturnType<typeof operationRows>>[number]) => ({ ...x, time: timeText(x.time) }),
);

/** /logs/login, /logs/trend and /logs/operation: lists and Excel downloads of the same query. */
export function logsRoutes(app: FastifyInstance) {
  serve(app, ep.login, (req) => req.tx((tx) => loginLogPage(tx, loginScope(req.ctx), req.query)));
  serve(app, ep.loginDown, async (req, reply) => loginSheet(reply, await req.tx((tx) => loginLogRows(tx, loginScope(req.ctx), req.query))));
  serve(app, ep.trend, (req) => req.tx((tx) => trendPage(tx, req.ctx.tenantId, req.query)));
  serve(app, ep.trendDown, async (req, reply) => trendSheet(reply, await req.tx((tx) => trendRows(tx, req.ctx.tenantId, req.query))));
  serve(app, ep.operation, (req) => req.tx((tx) => operationPage(tx, req.ctx.tenantId, req.query)));
  serve(app, ep.operationDown, async (req, reply) =>
    operationSheet(reply, await req.tx((tx) => operationRows(tx, req.ctx.tenantId, req.query))),
  );
}
