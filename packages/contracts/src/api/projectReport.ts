import { Permissions } from '../permission-names.ts';
import { z } from 'zod';
import { messages } from '../messages.ts';
import { dateRangeLimitMessage, exceedsDateRange } from '../rules/dateRangeLimit.ts';
import { pagedQuery, uuidNamed as uuid, dateNamed as date } from './common.ts';

/**
 * The report and progress parts of /api/prod/project (spec 03 §7 Project, DOMAIN §4): the date log
 * snapshot (per day × project × batch × process × employee) and its rebuild, the daily report, the
 * pending analysis (WIP queue per process) and the project progress pages.
 */
export const PROJECT_PATH = '/api/prod/project';

/** Who may read what: the progress pages, and the report centre's produce, daily and pending reports. */
export const ProjectReportPermissions = {
  progress: Permissions.AlProduce.ProjectProgresses,
  produce: Permissions.AlReport.Produce,
  daily: Permissions.AlReport.Daily,
  pending: Permissions.AlReport.PendingAnalysis,
} as const;

/** A rebuild or a report spans at most one year: one grouped statement over a year of scans stays short. */
export const DATE_LOG_MAX_YEARS = 1;


const period = z.object({ beginDate: date('开始'), endDate: date('结束') });
type Period = z.infer<typeof period>;
/** End not before begin, and no longer than a year. */
function checkPeriod<T extends Period>(v: T, c: z.RefinementCtx<T>) {
  if (v.endDate < v.beginDate) c.addIssue({ code: 'custom', message: '结束日期不能早于开始日期', path: ['endDate'] });
  else if (exceedsDateRange(new Date(v.beginDate), new Date(v.endDate), DATE_LOG_MAX_YEARS, 'year'))
    c.addIssue({ code: 'custom', message: dateRangeLimitMessage(DATE_LOG_MAX_YEARS, 'year'), path: ['endDate'] });
}

/** POST /re-statistics/date-log: rebuild the snapshot of a period. */
export const dateLogRebuildInput = period.superRefine(checkPeriod);
/** POST /re-calculate/project-process: rebuild the snapshot of one project, all its days. */
export const projectRecalculateInput = z.object({ projectId: z.uuid({ error: '请选择项目' }) });

/** GET /date-log/one-report, two-report, process-report, /down/date-log. */
export const dateLogQuery = period
  .extend({
    projectId: uuid('项目').optional(),
    batchId: uuid('批次').optional(),
    processId: uuid('工序').optional(),
    employeeId: uuid('员工').optional(),
  })
  .superRefine(checkPeriod);
export type DateLogQuery = z.infer<typeof dateLogQuery>;

/** GET /report/daily, /down/daily. */
export const dailyReportQuery = period.extend({ processId: uuid('工序').optional() }).superRefine(checkPeriod);
export type DailyReportQuery = z.infer<typeof dailyReportQuery>;

/** GET /pending/one-report, two-report and their downloads. */
export const pendingQuery = z.object({ projectId: uuid('项目').optional(), batchId: uuid('批次').optional(), processId: uuid('工序').optional() });
export type PendingQuery = z.infer<typeof pendingQuery>;
/** GET /pending/detail (paged) and its download. */
export const pendingDetailQuery = pagedQuery.extend(pendingQuery.shape);

/** POST /progress/group/page: projects of the factory with their progress. */
export const progressGroupInput = pagedQuery.extend({
  filter: z.string().trim().max(80, messages.tooLong('关键字', 80)).optional(),
  projectId: uuid('项目').optional(),
});

/** The measures of the date log, summed. */
export interface DateLogMeasures {
  scans: number;
  qty: number;
  unfoldArea: number;
  faceArea: number;
  settleArea: number;
  weight: number;
  amount: number;
}

export interface DateLogRow extends DateLogMeasures {
  shiftDate?: string;
  projectId?: string;
  projectName?: string;
  batchId?: string;
  batchNo?: string;
  processId?: string;
  processName?: string;
  employeeId?: string;
  employeeName?: string;
}

/** A date-log report: its rows, the totals, and when the snapshot was last rebuilt. */
export interface DateLogReport {
  items: DateLogRow[];
  totalCount: number;
  total: DateLogMeasures;
  statTime: string | null;
}

export interface DailyReportRow {
  shiftDate: string;
  processId: string;
  processName: string;
  pieces: number;
  unfoldArea: number;
  settleArea: number;
  weight: number;
}

/** A rebuild's answer. */
export interface DateLogRebuild {
  removed: number;
  rows: number;
  scans: number;
  message: string;
}

/** Pending at a process: pieces waiting whose previous route step is done. */
export interface PendingSummary {
  processId: string;
  processName: string;
  projectId?: string;
  projectName?: string;
  pieces: number;
  area: number;
  maxAgeDays: number;
  avgAgeDays: number;
}

export interface PendingDetailItem {
  labelId: string;
  labelNo: string;
  productCode: string;
  projectId: string;
  projectName: string;
  batchNo: string;
  processId: string;
  processName: string;
  previousProcessName: string;
  /** when the previous step was done: its first scan there, else when the step was completed */
  readySince: string | null;
  ageDays: number;
  area: number;
}

/** One project in the progress list: its batches over their route processes. */
export interface ProgressGroupItem {
  projectId: string;
  projectName: string;
  projectCode: string;
  deliveryDate: string;
  percent: number;
  batches: { batchId: string; batchNo: string; percent: number; processes: { processId: string; processName: string; requiredPieces: number; donePieces: number; requiredArea: number; doneArea: number }[] }[];
}

/** One label of a product along its route: each process's first counting scan (time, workers). */
export interface LabelTimelineItem {
  labelId: string;
  labelNo: string;
  state: number;
  steps: Record<string, { scanTime: string; employeeNames: string[]; auditState: number; isRework: boolean } | undefined>;
}

export interface LabelTimeline {
  productId: string;
  productCode: string;
  projectId: string;
  projectName: string;
  batchNo: string;
  quantity: number;
  processes: { processId: string; processName: string }[];
  items: LabelTimelineItem[];
}
