import { z } from 'zod';

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

export interface DashboardAnalysis {
  range: { beginTime: string; endTime: string };
  /** Projects of the current factory (all, not only the range) by their status. */
  projects: { total: number; byStatus: { status: number; label: string; count: number }[] };
  /** Nest results made in the range. */
  nest: {
    orderCount: number;
    resultCount: number;
    sheetCount: number;
    plateArea: number;
    partsArea: number;
    /** partsArea / plateArea, 0–1; null without results. */
    utilisation: number | null;
    byDay: { day: string; results: number; sheets: number; plateArea: number; partsArea: number }[];
    byMaterial: { material: string; thickness: number; sheets: number; plateArea: number }[];
  };
  /** Plate warehouse moves in the range (sheets in and out). */
  plateStock: { inQty: number; outQty: number; byDay: { day: string; inQty: number; outQty: number }[] };
  /** Output per day from production scans; available false until scans are recorded. */
  output: { available: boolean; note: string; byDay: { day: string; pieces: number; area: number }[] };
}

export interface DashboardWorkplace {
  /** The bell's unread to-dos, newest first (at most 10), and how many there are. */
  todos: { id: string; title: string; content: string; creationTime: string; tenantName: string | null }[];
  todoCount: number;
  counts: {
    activeProjects: number;
    dueIn7Days: number;
    nestWaiting: number;
    nestToConfirm: number;
    stockInOpen: number;
  };
  recentProjects: { id: string; name: string; code: string; projectStatus: number; statusLabel: string; deliveryDate: string }[];
  /** The space's latest writes (operation log), at most 10. */
  activity: { id: string; time: string; userName: string | null; text: string }[];
}
