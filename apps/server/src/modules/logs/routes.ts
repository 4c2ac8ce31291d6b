import type { FastifyInstance, FastifyReply } from 'fastify';
import { loginLogList, logsEndpoints as ep, messages, operationList, trendList, type ListColumns } from '@al/contracts';
import { badRequest } from '../../core/http/errors.ts';
import { sendSheet, timeText } from '../../core/http/xlsx.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { loginLogPage, loginLogRows, operationPage, operationRows, trendPage, trendRows } from './service.ts';
import { serve } from '../../core/http/endpoint.ts';

const stamp = () => timeText(new Date().toISOString()).slice(0, 10);

/** In a space its members' sign-ins; outside any space (platform administrators only) everyone's. */
function loginScope(ctx: RequestContext) {
  if (!ctx.tenantId && !ctx.isPlatformAdmin) throw badRequest(messages.spaceRequired);
  return { tenantId: ctx.tenantId };
}

/** A log's Excel download: the sheet and the file (with today's date) named by the log, a row per entry. */
const logSheet =
  <T>(title: string, list: ListColumns<T>) =>
  (reply: FastifyReply, rows: T[]) =>
    sendSheet(reply, `${title}_${stamp()}.xlsx`, title, list, rows);

const loginSheet = logSheet('登录日志', loginLogList);
const trendSheet = logSheet('操作日志', trendList);
const operationSheet = logSheet('插件功能', operationList);

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
