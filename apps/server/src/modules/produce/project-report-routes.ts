import type { FastifyInstance, FastifyReply } from 'fastify';
import { projectReportEndpoints as ep } from '@al/contracts';
import type { Db, Tx } from '../../core/db/client.ts';
import { serve } from '../../core/http/endpoint.ts';
import { cols, plainSheet, sendSheet, sheetCol, type SheetColumn } from '../../core/http/xlsx.ts';
import { loadProject } from '../cad/project-service.ts';
import { dailyReport, dateLogReport, rebuildDateLog } from './date-log.ts';
import { DateLogRefresher } from './date-log-refresh.ts';
import { pendingDetail, pendingSummary } from './pending.ts';
import { productLabelTimeline, progressGroupPage } from './progress-group.ts';

const list = <T>(items: T[]) => ({ items, totalCount: items.length });

const measureColumns: SheetColumn[] = [
  sheetCol('扫码人次', 'scans', 10),
  sheetCol('件数', 'qty', 10),
  sheetCol('展开面积(㎡)', 'unfoldArea', 14),
  sheetCol('板面面积(㎡)', 'faceArea', 14),
  sheetCol('结算面积(㎡)', 'settleArea', 14),
  cols.weight,
  cols.amount,
];
const pendingColumns: SheetColumn[] = [
  sheetCol('待产件数', 'pieces', 10),
  sheetCol('展开面积(㎡)', 'area', 14),
  sheetCol('最长等待(天)', 'maxAgeDays', 12),
  sheetCol('平均等待(天)', 'avgAgeDays', 12),
];

/** An xlsx download of rows the transaction reads. */
async function download(req: { tx: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T> }, reply: FastifyReply, name: string, columns: SheetColumn[], read: (tx: Tx) => Promise<object[]>) {
  const rows = (await req.tx(read)) as Record<string, unknown>[];
  return sendSheet(reply, name, plainSheet(name, columns), rows);
}

/**
 * The report and progress calls of /api/prod/project (spec 03 §7 Project) beside the plan calls
 * (project-plan-routes.ts): the daily report, the project progress pages, the date log snapshot's
 * rebuilds (and its hourly catch-up) and reports, and the pending analysis, each report with its
 * xlsx download.
 */
export function projectReportRoutes(app: FastifyInstance, db: Db) {
  const refresher = new DateLogRefresher(db, app.log);
  app.addHook('onReady', async () => refresher.start());
  app.addHook('onClose', async () => refresher.stop());

  serve(app, ep.daily, async (req) =>
    req.tx(async (tx) => list(await dailyReport(tx, req.ctx, req.query))),
  );
  serve(app, ep.dailyDown, async (req, reply) =>
    download(req, reply, `生产日报${req.query.beginDate}至${req.query.endDate}`, [cols.shiftDate, cols.processName, sheetCol('件数', 'pieces', 10), sheetCol('展开面积(㎡)', 'unfoldArea'), sheetCol('结算面积(㎡)', 'settleArea'), cols.weight], (tx) =>
      dailyReport(tx, req.ctx, req.query),
    ),
  );

  serve(app, ep.progressGroup, async (req) =>
    req.tx((tx) => progressGroupPage(tx, req.ctx, req.body)),
  );
  serve(app, ep.labelTimeline, async (req) =>
    req.tx((tx) => productLabelTimeline(tx, req.ctx, req.params.id)),
  );
  serve(app, ep.reStatistics, async (req) =>
    req.tx((tx) => rebuildDateLog(tx, req.ctx, req.body)),
  );
  serve(app, ep.reCalculate, async (req) =>
    req.tx(async (tx) => {
      await loadProject(tx, req.ctx, req.body.projectId);
      return rebuildDateLog(tx, req.ctx, { projectId: req.body.projectId });
    }),
  );

  serve(app, ep.dateLogByProcess, async (req) =>
    req.tx((tx) => dateLogReport(tx, req.ctx, req.query, ['processId'])),
  );
  serve(app, ep.dateLogByProject, async (req) =>
    req.tx((tx) => dateLogReport(tx, req.ctx, req.query, ['projectId', 'processId'])),
  );
  serve(app, ep.dateLogByEmployee, async (req) =>
    req.tx((tx) => dateLogReport(tx, req.ctx, req.query, ['processId', 'employeeId'])),
  );
  serve(app, ep.dateLogDown, async (req, reply) =>
    download(
      req,
      reply,
      `日期日志${req.query.beginDate}至${req.query.endDate}`,
      [cols.shiftDate, cols.projectName, cols.batchNo, cols.processName, sheetCol('员工', 'employeeName', 10), ...measureColumns],
      async (tx) => (await dateLogReport(tx, req.ctx, req.query, ['shiftDate', 'projectId', 'batchId', 'processId', 'employeeId'])).items,
    ),
  );

  serve(app, ep.pendingByProcess, async (req) =>
    req.tx(async (tx) => list(await pendingSummary(tx, req.ctx, req.query, false))),
  );
  serve(app, ep.pendingByProject, async (req) =>
    req.tx(async (tx) => list(await pendingSummary(tx, req.ctx, req.query, true))),
  );
  serve(app, ep.pendingDetail, async (req) =>
    req.tx((tx) => pendingDetail(tx, req.ctx, req.query)),
  );
  serve(app, ep.pendingByProcessDown, async (req, reply) =>
    download(req, reply, '待产分析-工序', [cols.processName, ...pendingColumns], (tx) => pendingSummary(tx, req.ctx, req.query, false)),
  );
  serve(app, ep.pendingByProjectDown, async (req, reply) =>
    download(req, reply, '待产分析-项目工序', [cols.projectName, cols.processName, ...pendingColumns], (tx) => pendingSummary(tx, req.ctx, req.query, true)),
  );
  serve(app, ep.pendingDetailDown, async (req, reply) =>
    download(
      req,
      reply,
      '待产明细',
      [sheetCol('标签号', 'labelNo', 20), sheetCol('产品编号', 'productCode', 18), cols.projectName, cols.batchNo, sheetCol('上道工序', 'previousProcessName', 12), sheetCol('待产工序', 'processName', 12), sheetCol('等待(天)', 'ageDays', 10), sheetCol('展开面积(㎡)', 'area')],
      // the whole list, not a page
      async (tx) => (await pendingDetail(tx, req.ctx, { ...req.query, skipCount: 0, maxResultCount: Number.MAX_SAFE_INTEGER })).items,
    ),
  );
}
