import {
  labelLogEndpoints,
  PROJECT_PATH,
  type DateLogRebuild,
  type LabelTimeline,
  type PagedResult,
  type ProgressGroupItem,
} from '@al/contracts';
import { http, type Params } from '../../lib/request.ts';
import { callEndpoint } from '../../lib/endpoint.ts';

/** The project progress pages' calls (spec 03 §7 Project, and the product analysis of §7 Product). */
export const progressApi = {
  /** Projects of the factory with their batches × processes. */
  group: (body: Params) => http.post<PagedResult<ProgressGroupItem>>(`${PROJECT_PATH}/progress/group/page`, body),
  /** One project's (or batch's) products, pieces done per route process. */
  products: (query: { projectId: string; batchId?: string }) => callEndpoint(labelLogEndpoints.productAnalysis, { query }),
  /** One product's labels with each process's first scan. */
  timeline: (productId: string) => http.get<LabelTimeline>(`${PROJECT_PATH}/progress/product/${productId}/labels`),
  /** Rebuilds the date log of a period. */
  reStatistics: (body: { beginDate: string; endDate: string }) => http.post<DateLogRebuild>(`${PROJECT_PATH}/re-statistics/date-log`, body),
  /** Rebuilds the date log of one project. */
  reCalculate: (projectId: string) => http.post<DateLogRebuild>(`${PROJECT_PATH}/re-calculate/project-process`, { projectId }),
};
