import {
  projectLinksApi,
  type PaintSettingInput,
  type PaintSettingItem,
  type ProcessOption,
  type ProjectProcessItem,
  type RelatedProjectItem,
} from '@al/contracts';
import { http } from '../../lib/request.ts';

const PR = `${projectLinksApi.process}/project`;
type Items<T> = { items: T[]; totalCount: number };
export interface Correlation {
  items: RelatedProjectItem[];
  suggestions: RelatedProjectItem[];
}

/** The project's process route, paint settings and related projects. */
export const projectLinks = {
  /** The enabled processes of the space, in their default route order. */
  processes: () => http.get<ProcessOption[]>(`${projectLinksApi.process}/options`),
  steps: (projectId: string, batchId?: string) => http.get<Items<ProjectProcessItem>>(PR, { projectId, batchId }),
  setRoute: (projectId: string, batchId: string | null, processIds: string[]) =>
    http.post<Items<ProjectProcessItem>>(`${projectLinksApi.process}/project-process`, { projectId, batchId, processIds }),
  addStep: (body: { projectId: string; batchId: string | null; processId: string; productIds: string[]; remark?: string | null }) =>
    http.post<ProjectProcessItem>(PR, body),
  updateStep: (id: string, body: { batchId: string | null; processId: string; productIds: string[]; remark?: string | null }) =>
    http.put<ProjectProcessItem>(`${PR}/${id}`, body),
  deleteStep: (id: string) => http.delete<void>(`${PR}/${id}`),
  complete: (ids: string[], isCompleted: boolean) => http.put<{ count: number }>(`${PR}/completed`, { ids, isCompleted }),
  sort: (ids: string[]) => http.put<{ count: number }>(`${PR}/sort`, { ids }),

  paint: (projectId: string) => http.get<Items<PaintSettingItem>>(projectLinksApi.paintSetting(projectId)),
  savePaint: (projectId: string, body: PaintSettingInput) =>
    http.put<Items<PaintSettingItem>>(projectLinksApi.paintSetting(projectId), body),

  correlation: (projectId: string) => http.get<Correlation>(projectLinksApi.correlation(projectId)),
  relate: (projectId: string, body: { relatedProjectId: string; relationType: number; remark?: string | null }) =>
    http.post<Correlation>(projectLinksApi.correlation(projectId), body),
  unrelate: (relationId: string) => http.delete<void>(`/api/cad/project/correlation/${relationId}`),
};
