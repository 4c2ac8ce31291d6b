import { z } from 'zod';
import { defineEndpoints, isoTime } from '../endpoint.ts';
import { Permissions } from '../permission-names.ts';

/** The dashboards (/dashboard/analysis, /dashboard/workplace) on the space's own data. */
export const dashboardApi = {
  analysis: '/api/dashboard/analysis',
  workplace: '/api/dashboard/workplace',
} as const;

/** The range of the analysis: default the last 30 days, a year at most. */
export const analysisQuery = z.object({
  beginTime: z.iso.date('开始日期格式应为YYYY-MM-DD').optional(),
  endTime: z.iso.date('结束日期格式应为YYYY-MM-DD').optional(),
});
export type AnalysisQuery = z.infer<typeof analysisQuery>;
export const ANALYSIS_MAX_DAYS = 366;

const perDay = <T extends z.ZodRawShape>(shape: T) => z.array(z.object({ day: z.string(), ...shape }));

export const dashboardAnalysis = z.object({
  range: z.object({ beginTime: z.string(), endTime: z.string() }),
  /** Projects of the current factory (all, not only the range) by their status. */
  projects: z.object({
    total: z.number(),
    byStatus: z.array(z.object({ status: z.number(), label: z.string(), count: z.number() })),
  }),
  /** Nest results made in the range. */
  nest: z.object({
    orderCount: z.number(),
    resultCount: z.number(),
    sheetCount: z.number(),
    plateArea: z.number(),
    partsArea: z.number(),
    /** partsArea / plateArea, 0–1; null without results. */
    utilisation: z.number().nullable(),
    byDay: perDay({ results: z.number(), sheets: z.number(), plateArea: z.number(), partsArea: z.number() }),
    byMaterial: z.array(z.object({ material: z.string(), thickness: z.number(), sheets: z.number(), plateArea: z.number() })),
  }),
  /** Plate warehouse moves in the range (sheets in and out). */
  plateStock: z.object({ inQty: z.number(), outQty: z.number(), byDay: perDay({ inQty: z.number(), outQty: z.number() }) }),
  /** Output per day from production scans; available false until scans are recorded. */
  output: z.object({ available: z.boolean(), note: z.string(), byDay: perDay({ pieces: z.number(), area: z.number() }) }),
});
export type DashboardAnalysis = z.infer<typeof dashboardAnalysis>;

export const dashboardWorkplace = z.object({
  /** The bell's unread to-dos, newest first (at most 10), and how many there are. */
  todos: z.array(
    z.object({ id: z.string(), title: z.string(), content: z.string(), creationTime: isoTime, tenantName: z.string().nullable() }),
  ),
  todoCount: z.number(),
  counts: z.object({
    activeProjects: z.number(),
    dueIn7Days: z.number(),
    nestWaiting: z.number(),
    nestToConfirm: z.number(),
    stockInOpen: z.number(),
  }),
  recentProjects: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      code: z.string(),
      projectStatus: z.number(),
      statusLabel: z.string(),
      deliveryDate: z.string(),
    }),
  ),
  /** The space's latest writes (operation log), at most 10. */
  activity: z.array(z.object({ id: z.string(), time: isoTime, userName: z.string().nullable(), text: z.string() })),
});
export type DashboardWorkplace = z.infer<typeof dashboardWorkplace>;

/** The two dashboards, each of the current factory's data (all the space's when none is chosen). */
export const dashboardEndpoints = defineEndpoints(
  { tag: '仪表盘', space: true },
  {
    analysis: {
      method: 'GET',
      path: dashboardApi.analysis,
      summary: '分析页',
      access: { permission: Permissions.AlDashboard.Analysis, action: 'query' },
      query: analysisQuery,
      response: dashboardAnalysis,
    },
    workplace: {
      method: 'GET',
      path: dashboardApi.workplace,
      summary: '工作台',
      access: { permission: Permissions.AlDashboard.Workplace, action: 'query' },
      response: dashboardWorkplace,
    },
  },
);
