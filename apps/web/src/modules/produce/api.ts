import {
  cadApi,
  EQUIPMENT_PATH,
  PLAN_PATH,
  PROCESS_PATH,
  type BatchItem,
  type CalculateResult,
  type CapacityAnalysis,
  type CapacityConfigInput,
  type CapacityConfigItem,
  type DeviceStatistics,
  type EquipmentLogItem,
  type PagedResult,
  type PlanColor,
  type PlanProgressItem,
  type ProcessOption,
  type ProcessUseItem,
  type ProjectListItem,
} from '@al/contracts';
import { http, type Params } from '../../lib/request.ts';

type Items<T> = { items: T[]; totalCount: number };
export type Row = Record<string, unknown> & { id: string; concurrencyStamp: string };

/** The production set-up's own calls (spec 03 §7) beside what the resource and document pages make. */
export const produceApi = {
  processOptions: () => http.get<ProcessOption[]>(`${PROCESS_PATH}/options`),
  setDailyReport: (id: string, inDailyReport: boolean) => http.put<Row>(`${PROCESS_PATH}/${id}/daily-report`, { inDailyReport }),
  setPerformance: (id: string, body: { performanceField: number; unitPrice?: number; reworkRateFactor?: number }) =>
    http.put<Row>(`${PROCESS_PATH}/${id}/performance-field`, body),
  calculate: (id: string, body: { beginDate: string; endDate: string }) => http.put<CalculateResult>(`${PROCESS_PATH}/calculate/${id}`, body),
  processUses: (id: string) => http.get<Items<ProcessUseItem>>(`${PROCESS_PATH}/${id}/project`),
  capacityConfig: () => http.get<Items<CapacityConfigItem>>(`${PROCESS_PATH}/capacity-config`),
  saveCapacityConfig: (body: CapacityConfigInput) => http.put<{ count: number }>(`${PROCESS_PATH}/capacity-config`, body),

  machines: () => http.get<Items<Row>>(`${EQUIPMENT_PATH}/all`),
  expired: () => http.get<Items<Row>>(`${EQUIPMENT_PATH}/expired`),
  allocate: (id: string, factoryId: string) => http.post<Row>(`${EQUIPMENT_PATH}/${id}/allocate`, { factoryId }),
  transfer: (id: string, factoryId: string) => http.put<Row>(`${EQUIPMENT_PATH}/${id}/transfer/${factoryId}`),
  setUseDate: (id: string, useDate: string) => http.put<Row>(`${EQUIPMENT_PATH}/${id}/use-date`, { useDate }),
  own: () => http.post<Items<Row>>(`${EQUIPMENT_PATH}/own`, {}),
  setFeatures: (featureIds: string[], equipmentIds: string[]) => http.put<{ count: number }>(`${EQUIPMENT_PATH}/feature/all`, { featureIds, equipmentIds }),
  logs: (params: Params, platform: boolean) =>
    http.get<PagedResult<EquipmentLogItem>>(platform ? `${EQUIPMENT_PATH}/for-admin/log` : `${EQUIPMENT_PATH}/log`, params),
  statistics: (params: { equipmentType: number; beginDate: string; endDate: string }) => http.get<DeviceStatistics>(`${EQUIPMENT_PATH}/log/statistics`, params),

  plans: (params: Params) => http.get<PagedResult<PlanProgressItem>>('/api/prod/project/plan/progress', params),
  plan: (id: string) => http.get<Row & { lines: Row[]; status: number; docNo: string }>(`${PLAN_PATH}/${id}`),
  savePlan: (body: Record<string, unknown>, id?: string) => (id ? http.put<Row>(`${PLAN_PATH}/${id}`, body) : http.post<Row>(PLAN_PATH, body)),
  planAction: (id: string, action: string, concurrencyStamp: string) => http.post<Row>(`${PLAN_PATH}/${id}/${action}`, { concurrencyStamp }),
  deletePlan: (id: string) => http.delete<void>(`${PLAN_PATH}/${id}`),
  sortPlans: (body: { equipmentId: string; ids: string[]; moved?: { id: string; planStart: string; planEnd: string } }) =>
    http.put<{ count: number }>(`${PLAN_PATH}/sort`, body),
  planColors: (id: string) => http.get<Items<PlanColor>>(`/api/prod/project/plan/${id}/colors`),
  analysis: (body: { beginDate: string; endDate: string; processIds?: string[] }) => http.post<CapacityAnalysis>('/api/prod/product/capacity/analysis', body),

  projects: () => http.get<PagedResult<ProjectListItem>>(cadApi.project, { maxResultCount: 200 }),
  project: (id: string) => http.get<ProjectListItem & { batches: BatchItem[] }>(`${cadApi.project}/${id}`),
};
