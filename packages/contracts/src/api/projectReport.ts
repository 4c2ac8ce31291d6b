import { Permissions } from '../permission-names.ts';
import { z } from 'zod';
import { dateRangeLimitMessage, exceedsDateRange } from '../rules/dateRangeLimit.ts';
import { keywordFilter, pagedQuery, uuidNamed as uuid, dateNamed as date } from './common.ts';
import { productBrief, workFilters } from './labelLog.ts';
import { isoTime } from '../endpoint.ts';
import { rowOf } from '../entity/row.ts';
import { dateLogColumns } from '../entities/produce.ts';

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
export const dateLogQuery = period.extend(workFilters.shape).superRefine(checkPeriod);
export type DateLogQuery = z.infer<typeof dateLogQuery>;

/** GET /report/daily, /down/daily. */
export const dailyReportQuery = period.extend({ processId: uuid('工序').optional() }).superRefine(checkPeriod);
export type DailyReportQuery = z.infer<typeof dailyReportQuery>;

/** GET /pending/one-report, two-report and their downloads. */
export const pendingQuery = workFilters.omit({ employeeId: true });
export type PendingQuery = z.infer<typeof pendingQuery>;
/** GET /pending/detail (paged) and its download. */
export const pendingDetailQuery = pagedQuery.extend(pendingQuery.shape);

/** POST /progress/group/page: projects of the factory with their progress. */
export const progressGroupInput = pagedQuery.extend({
  filter: keywordFilter,
  projectId: uuid('项目').optional(),
});

/** The measures of the date log, summed. */
export const dateLogMeasures = rowOf(dateLogColumns).pick({ scans: true, qty: true, unfoldArea: true, faceArea: true, settleArea: true, weight: true, amount: true });
export type DateLogMeasures = z.infer<typeof dateLogMeasures>;

/** A row of a date-log report: the dimensions it is grouped by, then the measures. */
export const dateLogRow = dateLogMeasures.extend({
  shiftDate: z.string().optional(),
  projectId: z.string().optional(),
  projectName: z.string().optional(),
  batchId: z.string().optional(),
  batchNo: z.string().optional(),
  processId: z.string().optional(),
  processName: z.string().optional(),
  employeeId: z.string().optional(),
  employeeName: z.string().optional(),
});
export type DateLogRow = z.infer<typeof dateLogRow>;

/** A date-log report: its rows, the totals, and when the snapshot was last rebuilt. */
export const dateLogReport = z.object({
  items: z.array(dateLogRow),
  totalCount: z.number().int(),
  total: dateLogMeasures,
  statTime: isoTime.nullable(),
});
export type DateLogReport = z.infer<typeof dateLogReport>;

const processRef = z.object({ processId: z.string(), processName: z.string() });
const projectRef = z.object({ projectId: z.string(), projectName: z.string() });
const labelRef = z.object({ labelId: z.string(), labelNo: z.string() });

export const dailyReportRow = processRef.extend({
  shiftDate: z.string(),
  pieces: z.number(),
  unfoldArea: z.number(),
  settleArea: z.number(),
  weight: z.number(),
});
export type DailyReportRow = z.infer<typeof dailyReportRow>;

/** A rebuild's answer. */
export const dateLogRebuild = z.object({
  removed: z.number(),
  rows: z.number(),
  scans: z.number(),
  message: z.string(),
});
export type DateLogRebuild = z.infer<typeof dateLogRebuild>;

/** Pending at a process: pieces waiting whose previous route step is done. */
export const pendingSummary = processRef.extend(projectRef.partial().shape).extend({
  pieces: z.number(),
  area: z.number(),
  maxAgeDays: z.number(),
  avgAgeDays: z.number(),
});
export type PendingSummary = z.infer<typeof pendingSummary>;

export const pendingDetailItem = processRef.extend(projectRef.shape).extend(labelRef.shape).extend({
  productCode: z.string(),
  batchNo: z.string(),
  previousProcessName: z.string(),
  /** when the previous step was done: its first scan there, else when the step was completed */
  readySince: isoTime.nullable(),
  ageDays: z.number(),
  area: z.number(),
});
export type PendingDetailItem = z.infer<typeof pendingDetailItem>;

/** One project in the progress list: its batches over their route processes. */
export const progressGroupItem = projectRef.extend({
  projectCode: z.string(),
  deliveryDate: z.string(),
  percent: z.number(),
  batches: z.array(
    z.object({
      batchId: z.string(),
      batchNo: z.string(),
      percent: z.number(),
      processes: z.array(
        processRef.extend({
          requiredPieces: z.number(),
          donePieces: z.number(),
          requiredArea: z.number(),
          doneArea: z.number(),
        }),
      ),
    }),
  ),
});
export type ProgressGroupItem = z.infer<typeof progressGroupItem>;

/** One label of a product along its route: each process's first counting scan (time, workers). */
export const labelTimelineItem = labelRef.extend({
  state: z.number(),
  steps: z.record(
    z.string(),
    z
      .object({
        scanTime: isoTime,
        employeeNames: z.array(z.string()),
        auditState: z.number(),
        isRework: z.boolean(),
      })
      .optional(),
  ),
});
export type LabelTimelineItem = z.infer<typeof labelTimelineItem>;

export const labelTimeline = projectRef.extend(productBrief.shape).extend({
  processes: z.array(processRef),
  items: z.array(labelTimelineItem),
});
export type LabelTimeline = z.infer<typeof labelTimeline>;
