import { labelLogEndpoints, projectReportEndpoints as ep, type BodyIn } from '@al/contracts';
import { callEndpoint } from '../../lib/endpoint.ts';

/** The project progress pages' calls (spec 03 §7 Project, and the product analysis of §7 Product). */
export const progressApi = {
  /** Projects of the factory with their batches × processes. */
  group: (body: BodyIn<typeof ep.progressGroup>) => callEndpoint(ep.progressGroup, { body }),
  /** One project's (or batch's) products, pieces done per route process. */
  products: (query: { projectId: string; batchId?: string }) => callEndpoint(labelLogEndpoints.productAnalysis, { query }),
  /** One product's labels with each process's first scan. */
  timeline: (productId: string) => callEndpoint(ep.labelTimeline, { params: { id: productId } }),
  /** Rebuilds the date log of a period. */
  reStatistics: (body: BodyIn<typeof ep.reStatistics>) => callEndpoint(ep.reStatistics, { body }),
  /** Rebuilds the date log of one project. */
  reCalculate: (projectId: string) => callEndpoint(ep.reCalculate, { body: { projectId } }),
};
