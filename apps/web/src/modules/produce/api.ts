import {
  cadProjectEndpoints,
  processEndpoints,
  type BodyIn,
  capacityEndpoints,
  planEndpoints,
  projectPlanEndpoints,
  equipmentEndpoints,
  equipmentLogEndpoints,
  type QueryIn,
  EQUIPMENT_PATH,
  PLAN_PATH,
  type CapacityConfigInput,
} from '@al/contracts';
import { http } from '../../lib/request.ts';
import { callEndpoint } from '../../lib/endpoint.ts';

type Items<T> = { items: T[]; totalCount: number };
export type Row = Record<string, unknown> & { id: string; concurrencyStamp: string };

/** The production set-up's own calls (spec 03 §7) beside what the resource and document pages make. */
export const produceApi = {
  processOptions: () => callEndpoint(processEndpoints.options),
  setDailyReport: (id: string, inDailyReport: boolean) => callEndpoint(processEndpoints.dailyReport, { params: { id }, body: { inDailyReport } }),
  setPerformance: (id: string, body: BodyIn<typeof processEndpoints.performanceField>) =>
    callEndpoint(processEndpoints.performanceField, { params: { id }, body }),
  calculate: (id: string, body: BodyIn<typeof processEndpoints.calculate>) => callEndpoint(processEndpoints.calculate, { params: { id }, body }),
  processUses: (id: string) => callEndpoint(processEndpoints.uses, { params: { id } }),
  capacityConfig: () => callEndpoint(processEndpoints.capacityConfig),
  saveCapacityConfig: (body: CapacityConfigInput) => callEndpoint(processEndpoints.saveCapacityConfig, { body }),

  machines: () => http.get<Items<Row>>(`${EQUIPMENT_PATH}/all`),
  expired: () => callEndpoint(equipmentEndpoints.expired),
  allocate: (id: string, factoryId: string) => callEndpoint(equipmentEndpoints.allocate, { params: { id }, body: { factoryId } }),
  transfer: (id: string, factoryId: string) => callEndpoint(equipmentEndpoints.transfer, { params: { id, id2: factoryId } }),
  setUseDate: (id: string, useDate: string) => callEndpoint(equipmentEndpoints.useDate, { params: { id }, body: { useDate } }),
  own: () => callEndpoint(equipmentEndpoints.own, { body: {} }),
  setFeatures: (featureIds: string[], equipmentIds: string[]) => callEndpoint(equipmentEndpoints.features, { body: { featureIds, equipmentIds } }),
  logs: (query: QueryIn<typeof equipmentLogEndpoints.list>, platform: boolean) =>
    callEndpoint(platform ? equipmentLogEndpoints.all : equipmentLogEndpoints.list, { query }),
  statistics: (query: QueryIn<typeof equipmentLogEndpoints.statistics>) => callEndpoint(equipmentLogEndpoints.statistics, { query }),

  plans: (query: QueryIn<typeof projectPlanEndpoints.progress>) => callEndpoint(projectPlanEndpoints.progress, { query }),
  plan: (id: string) => http.get<Row & { lines: Row[]; status: number; docNo: string }>(`${PLAN_PATH}/${id}`),
  savePlan: (body: Record<string, unknown>, id?: string) => (id ? http.put<Row>(`${PLAN_PATH}/${id}`, body) : http.post<Row>(PLAN_PATH, body)),
  planAction: (id: string, action: string, concurrencyStamp: string) => http.post<Row>(`${PLAN_PATH}/${id}/${action}`, { concurrencyStamp }),
  deletePlan: (id: string) => http.delete<void>(`${PLAN_PATH}/${id}`),
  sortPlans: (body: BodyIn<typeof planEndpoints.sort>) => callEndpoint(planEndpoints.sort, { body }),
  planColors: (id: string) => callEndpoint(projectPlanEndpoints.colors, { params: { id } }),
  analysis: (body: BodyIn<typeof capacityEndpoints.analysis>) => callEndpoint(capacityEndpoints.analysis, { body }),

  projects: () => callEndpoint(cadProjectEndpoints.list, { query: { maxResultCount: 200 } }),
  project: (id: string) => callEndpoint(cadProjectEndpoints.get, { params: { id } }),
};
