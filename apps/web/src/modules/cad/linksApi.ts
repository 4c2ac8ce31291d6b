import {
  projectLinkEndpoints as ep,
  projectLinksApi,
  type PaintSettingInput,
  type ProcessOption,
  type ProjectProcessItem,
} from '@al/contracts';
import { http } from '../../lib/request.ts';
import { callEndpoint } from '../../lib/endpoint.ts';

const PR = `${projectLinksApi.process}/project`;
type Items<T> = { items: T[]; totalCount: number };

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

  paint: (projectId: string) => callEndpoint(ep.paint, { params: { id: projectId } }),
  savePaint: (projectId: string, body: PaintSettingInput) => callEndpoint(ep.savePaint, { params: { id: projectId }, body }),

  correlation: (projectId: string) => callEndpoint(ep.correlation, { params: { id: projectId } }),
  relate: (projectId: string, body: { relatedProjectId: string; relationType: number; remark?: string | null }) =>
    callEndpoint(ep.relate, { params: { id: projectId }, body }),
  unrelate: (relationId: string) => callEndpoint(ep.unrelate, { params: { id: relationId } }),
};
