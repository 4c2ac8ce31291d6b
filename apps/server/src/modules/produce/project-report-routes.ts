import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dailyReportQuery,
  dateLogQuery,
  dateLogRebuildInput,
  idParam,
  pendingDetailQuery,
  pendingQuery,
  progressGroupInput,
  PROJECT_PATH as B,
  projectRecalculateInput,
  ProjectReportPermissions as PERM,
  type ActionKey,
} from '@al/contracts';
import type { Db, Tx } from '../../core/db/client.ts';
import { CONTENT_TYPES, sendDownload } from '../../core/http/download.ts';
import { xlsx, type SheetColumn, sheetCol } from '../../core/http/xlsx.ts';
import { loadProject } from '../cad/project-service.ts';
import { dailyReport, dateLogReport, rebuildDateLog } from './date-log.ts';
import { DateLogRefresher } from './date-log-refresh.ts';
import { pendingDetail, pendingSummary } from './pending.ts';
import { productLabelTimeline, progressGroupPage } from './progress-group.ts';

const tags = ['项目报表'];
const cfg = (permission: string, action: ActionKey) => ({ permission, action });
const list = <T>(items: T[]) => ({ items, totalCount: items.length });

const measureColumns: SheetColumn[] = [
  sheetCol('扫码人次', 'scans', 10),
  sheetCol('件数', 'qty', 10),
  sheetCol('展开面积(㎡)', 'unfoldArea', 14),
  sheetCol('板面面积(㎡)', 'faceArea', 14),
  sheetCol('结算面积(㎡)', 'settleArea', 14),
  sheetCol('重量(kg)', 'weight', 12),
  sheetCol('金额(元)', 'amount', 12),
];
const pendingColumns: SheetColumn[] = [
  sheetCol('待产件数', 'pieces', 10),
  sheetCol('展开面积(㎡)', 'area', 14),
  sheetCol('最长等待(天)', 'maxAgeDays', 12),
  sheetCol('平均等待(天)', 'avgAgeDays', 12),
];
const col = (header: string, key: string, width = 14): SheetColumn => ({ header, key, width });

/** An xlsx download of rows the transaction reads. */
async function download(req: { tx: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T> }, reply: FastifyReply, name: string, columns: SheetColumn[], read: (tx: Tx) => Promise<object[]>) {
  const body = await req.tx(async (tx) => xlsx(name, columns, (await read(tx)) as Record<string, unknown>[]));
  return sendDownload(reply, { fileName: `${name}.xlsx`, contentType: CONTENT_TYPES.xlsx, body });
}

/**
 * The report and progress calls of /api/prod/project (spec 03 §7 Project) beside the plan calls
 * (project-plan-routes.ts): the daily report, the project progress pages, the date log snapshot's
 * rebuilds (and its hourly catch-up) and reports, and the pending analysis, each report with its
 * xlsx download.
 */
export function projectReportRoutes(app: FastifyInstance, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const refresher = new DateLogRefresher(db, app.log);
  app.addHook('onReady', async () => refresher.start());
  app.addHook('onClose', async () => refresher.stop());

  r.get(`${B}/report/daily`, { schema: { tags, summary: '生产日报（工序 × 日期）', querystring: dailyReportQuery }, config: cfg(PERM.daily, 'query') }, async (req) =>
    req.tx(async (tx) => list(await dailyReport(tx, req.ctx, req.query))),
  );
  r.get(`${B}/down/daily`, { schema: { tags, summary: '下载生产日报', querystring: dailyReportQuery }, config: cfg(PERM.daily, 'export') }, async (req, reply) =>
    download(req, reply, `生产日报${req.query.beginDate}至${req.query.endDate}`, [col('日期', 'shiftDate', 12), col('工序', 'processName', 12), col('件数', 'pieces', 10), col('展开面积(㎡)', 'unfoldArea'), col('结算面积(㎡)', 'settleArea'), col('重量(kg)', 'weight', 12)], (tx) =>
      dailyReport(tx, req.ctx, req.query),
    ),
  );

  r.post(`${B}/progress/group/page`, { schema: { tags, summary: '项目进度分页（批次 × 工序）', body: progressGroupInput }, config: cfg(PERM.progress, 'query') }, async (req) =>
    req.tx((tx) => progressGroupPage(tx, req.ctx, req.body)),
  );
  r.get(`${B}/progress/product/:id/labels`, { schema: { tags, summary: '产品标签进度（各工序扫码时间与员工）', params: idParam }, config: cfg(PERM.progress, 'query') }, async (req) =>
    req.tx((tx) => productLabelTimeline(tx, req.ctx, req.params.id)),
  );
  r.post(`${B}/re-statistics/date-log`, { schema: { tags, summary: '重新统计日期日志', body: dateLogRebuildInput }, config: cfg(PERM.progress, 'edit') }, async (req) =>
    req.tx((tx) => rebuildDateLog(tx, req.ctx, req.body)),
  );
  r.post(`${B}/re-calculate/project-process`, { schema: { tags, summary: '重新计算项目工序统计', body: projectRecalculateInput }, config: cfg(PERM.progress, 'edit') }, async (req) =>
    req.tx(async (tx) => {
      await loadProject(tx, req.ctx, req.body.projectId);
      return rebuildDateLog(tx, req.ctx, { projectId: req.body.projectId });
    }),
  );

  r.get(`${B}/date-log/one-report`, { schema: { tags, summary: '日期日志：按工序汇总', querystring: dateLogQuery }, config: cfg(PERM.produce, 'query') }, async (req) =>
    req.tx((tx) => dateLogReport(tx, req.ctx, req.query, ['processId'])),
  );
  r.get(`${B}/date-log/two-report`, { schema: { tags, summary: '日期日志：按项目 × 工序汇总', querystring: dateLogQuery }, config: cfg(PERM.produce, 'query') }, async (req) =>
    req.tx((tx) => dateLogReport(tx, req.ctx, req.query, ['projectId', 'processId'])),
  );
  r.get(`${B}/date-log/process-report`, { schema: { tags, summary: '日期日志：按工序 × 员工汇总', querystring: dateLogQuery }, config: cfg(PERM.produce, 'query') }, async (req) =>
    req.tx((tx) => dateLogReport(tx, req.ctx, req.query, ['processId', 'employeeId'])),
  );
  r.get(`${B}/down/date-log`, { schema: { tags, summary: '下载日期日志', querystring: dateLogQuery }, config: cfg(PERM.produce, 'export') }, async (req, reply) =>
    download(
      req,
      reply,
      `日期日志${req.query.beginDate}至${req.query.endDate}`,
      [col('日期', 'shiftDate', 12), col('项目', 'projectName', 20), col('批次', 'batchNo', 10), col('工序', 'processName', 12), col('员工', 'employeeName', 10), ...measureColumns],
      async (tx) => (await dateLogReport(tx, req.ctx, req.query, ['shiftDate', 'projectId', 'batchId', 'processId', 'employeeId'])).items,
    ),
  );

  r.get(`${B}/pending/one-report`, { schema: { tags, summary: '待产分析：按工序', querystring: pendingQuery }, config: cfg(PERM.pending, 'query') }, async (req) =>
    req.tx(async (tx) => list(await pendingSummary(tx, req.ctx, req.query, false))),
  );
  r.get(`${B}/pending/two-report`, { schema: { tags, summary: '待产分析：按项目 × 工序', querystring: pendingQuery }, config: cfg(PERM.pending, 'query') }, async (req) =>
    req.tx(async (tx) => list(await pendingSummary(tx, req.ctx, req.query, true))),
  );
  r.get(`${B}/pending/detail`, { schema: { tags, summary: '待产明细', querystring: pendingDetailQuery }, config: cfg(PERM.pending, 'query') }, async (req) =>
    req.tx((tx) => pendingDetail(tx, req.ctx, req.query)),
  );
  r.get(`${B}/pending/down/one-report`, { schema: { tags, summary: '下载待产分析（按工序）', querystring: pendingQuery }, config: cfg(PERM.pending, 'export') }, async (req, reply) =>
    download(req, reply, '待产分析-工序', [col('工序', 'processName', 12), ...pendingColumns], (tx) => pendingSummary(tx, req.ctx, req.query, false)),
  );
  r.get(`${B}/pending/down/two-report`, { schema: { tags, summary: '下载待产分析（按项目 × 工序）', querystring: pendingQuery }, config: cfg(PERM.pending, 'export') }, async (req, reply) =>
    download(req, reply, '待产分析-项目工序', [col('项目', 'projectName', 20), col('工序', 'processName', 12), ...pendingColumns], (tx) => pendingSummary(tx, req.ctx, req.query, true)),
  );
  r.get(`${B}/pending/down/detail`, { schema: { tags, summary: '下载待产明细', querystring: pendingQuery }, config: cfg(PERM.pending, 'export') }, async (req, reply) =>
    download(
      req,
      reply,
      '待产明细',
      [col('标签号', 'labelNo', 20), col('产品编号', 'productCode', 18), col('项目', 'projectName', 20), col('批次', 'batchNo', 10), col('上道工序', 'previousProcessName', 12), col('待产工序', 'processName', 12), col('等待(天)', 'ageDays', 10), col('展开面积(㎡)', 'area')],
      // the whole list, not a page
      async (tx) => (await pendingDetail(tx, req.ctx, { ...req.query, skipCount: 0, maxResultCount: Number.MAX_SAFE_INTEGER })).items,
    ),
  );
}
