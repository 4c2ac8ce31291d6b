import { z } from 'zod';
import { accessTo, defineEndpoints, pagedOf } from '../endpoint.ts';
import { idParam } from './common.ts';
import {
  dailyReportQuery,
  dailyReportRow,
  dateLogQuery,
  dateLogRebuild,
  dateLogRebuildInput,
  dateLogReport,
  labelTimeline,
  pendingDetailItem,
  pendingDetailQuery,
  pendingQuery,
  pendingSummary,
  progressGroupInput,
  progressGroupItem,
  PROJECT_PATH as B,
  projectRecalculateInput,
  ProjectReportPermissions as PERM,
} from './projectReport.ts';

const progress = accessTo(PERM.progress);
const produce = accessTo(PERM.produce);
const daily = accessTo(PERM.daily);
const pending = accessTo(PERM.pending);
/** The report lists answer all their rows at once. */
const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), totalCount: z.number().int() });
const pendingList = listOf(pendingSummary);

/**
 * The report and progress calls of /api/prod/project (spec 03 §7 Project): the daily report, the
 * project progress pages, the date log snapshot's rebuilds and reports, and the pending analysis, each
 * report with its xlsx download.
 */
export const projectReportEndpoints = defineEndpoints(
  { tag: '项目报表', access: progress('query'), space: true },
  {
    daily: {
      method: 'GET',
      path: `${B}/report/daily`,
      summary: '生产日报（工序 × 日期）',
      access: daily('query'),
      query: dailyReportQuery,
      response: listOf(dailyReportRow),
    },
    dailyDown: {
      method: 'GET',
      path: `${B}/down/daily`,
      summary: '下载生产日报',
      access: daily('export'),
      query: dailyReportQuery,
      file: true,
    },
    progressGroup: {
      method: 'POST',
      path: `${B}/progress/group/page`,
      summary: '项目进度分页（批次 × 工序）',
      body: progressGroupInput,
      response: pagedOf(progressGroupItem),
    },
    labelTimeline: {
      method: 'GET',
      path: `${B}/progress/product/:id/labels`,
      summary: '产品标签进度（各工序扫码时间与员工）',
      params: idParam,
      response: labelTimeline,
    },
    reStatistics: {
      method: 'POST',
      path: `${B}/re-statistics/date-log`,
      summary: '重新统计日期日志',
      access: progress('edit'),
      body: dateLogRebuildInput,
      response: dateLogRebuild,
    },
    reCalculate: {
      method: 'POST',
      path: `${B}/re-calculate/project-process`,
      summary: '重新计算项目工序统计',
      access: progress('edit'),
      body: projectRecalculateInput,
      response: dateLogRebuild,
    },
    dateLogByProcess: {
      method: 'GET',
      path: `${B}/date-log/one-report`,
      summary: '日期日志：按工序汇总',
      access: produce('query'),
      query: dateLogQuery,
      response: dateLogReport,
    },
    dateLogByProject: {
      method: 'GET',
      path: `${B}/date-log/two-report`,
      summary: '日期日志：按项目 × 工序汇总',
      access: produce('query'),
      query: dateLogQuery,
      response: dateLogReport,
    },
    dateLogByEmployee: {
      method: 'GET',
      path: `${B}/date-log/process-report`,
      summary: '日期日志：按工序 × 员工汇总',
      access: produce('query'),
      query: dateLogQuery,
      response: dateLogReport,
    },
    dateLogDown: {
      method: 'GET',
      path: `${B}/down/date-log`,
      summary: '下载日期日志',
      access: produce('export'),
      query: dateLogQuery,
      file: true,
    },
    pendingByProcess: {
      method: 'GET',
      path: `${B}/pending/one-report`,
      summary: '待产分析：按工序',
      access: pending('query'),
      query: pendingQuery,
      response: pendingList,
    },
    pendingByProject: {
      method: 'GET',
      path: `${B}/pending/two-report`,
      summary: '待产分析：按项目 × 工序',
      access: pending('query'),
      query: pendingQuery,
      response: pendingList,
    },
    pendingDetail: {
      method: 'GET',
      path: `${B}/pending/detail`,
      summary: '待产明细',
      access: pending('query'),
      query: pendingDetailQuery,
      response: pagedOf(pendingDetailItem),
    },
    pendingByProcessDown: {
      method: 'GET',
      path: `${B}/pending/down/one-report`,
      summary: '下载待产分析（按工序）',
      access: pending('export'),
      query: pendingQuery,
      file: true,
    },
    pendingByProjectDown: {
      method: 'GET',
      path: `${B}/pending/down/two-report`,
      summary: '下载待产分析（按项目 × 工序）',
      access: pending('export'),
      query: pendingQuery,
      file: true,
    },
    pendingDetailDown: {
      method: 'GET',
      path: `${B}/pending/down/detail`,
      summary: '下载待产明细',
      access: pending('export'),
      query: pendingQuery,
      file: true,
    },
  },
);
