import {
  acceptanceEndpoints,
  cadApi,
  cadProductEndpoints as productEp,
  cadProjectEndpoints as projectEp,
  cadReportEndpoints,
  endpointUrl,
  labelEndpoints,
  splitEndpoints,
  type BodyIn,
  type ProjectFileItem,
  type QueryIn,
  type ResponseOf,
} from '@al/contracts';
import { http, request, type Params } from '../../lib/request.ts';
import { download, saveBlob } from '../../lib/download.ts';
import { callEndpoint } from '../../lib/endpoint.ts';
import type { LoadParams } from '../../components/TableContainer/index.tsx';
import { withDrawingPassword } from './drawingPassword.tsx';

const P = cadApi.project;

export type ProjectDetail = ResponseOf<typeof projectEp.get>;

export type ProductDetail = ResponseOf<typeof productEp.get>;

export type ProjectLog = ResponseOf<typeof projectEp.logs>['items'][number];

export type { SplitLog } from '@al/contracts';

export type { AcceptanceLine, AcceptanceRecord } from '@al/contracts';

/** A download of a project's drawings: asks for the drawing password when the project has one. */
const drawingDownload = (url: string, params: Params, name: string) =>
  withDrawingPassword((password, silent) => download(url, name, { ...params, password }, { silent }));

/**
 * Opens a drawing's signed link; a protected project's link is issued only with the drawing
 * password, which is asked for (and tried again) as for the other drawing downloads.
 */
const openDrawing = (listed: string | null, issue: (password: string | undefined, silent: boolean) => Promise<{ url: string }>) =>
  withDrawingPassword(async (password, silent) => {
    const url = listed ?? (await issue(password, silent)).url;
    window.location.assign(`${url}&download=1`);
  });

export const cad = {
  /** the drawing file of a project (list link, or one issued after the password) */
  openFile: (file: { id: string; url: string | null }) =>
    openDrawing(file.url, (password, silent) => callEndpoint(projectEp.fileLink, { params: { id: file.id }, body: { password } }, { silent })),
  openOriginal: (product: { id: string; originalUrl: string | null }) =>
    openDrawing(product.originalUrl, (password, silent) =>
      callEndpoint(productEp.original, { params: { id: product.id }, query: password ? { password } : {} }, { silent }),
    ),
  openSplitZip: (log: { id: string; zipUrl: string | null }) =>
    openDrawing(log.zipUrl, (password, silent) => callEndpoint(splitEndpoints.zipLink, { params: { id: log.id }, body: { password } }, { silent })),
  projects: (params: Params) => callEndpoint(projectEp.list, { query: params as QueryIn<typeof projectEp.list> }),
  project: (id: string) => callEndpoint(projectEp.get, { params: { id } }),
  createProject: (body: BodyIn<typeof projectEp.create>) => callEndpoint(projectEp.create, { body }),
  deleteProject: (id: string) => callEndpoint(projectEp.remove, { params: { id } }),
  favorite: (id: string) => callEndpoint(projectEp.toggleFavorite, { params: { id } }),
  addBatch: (id: string, body: BodyIn<typeof projectEp.addBatch>) => callEndpoint(projectEp.addBatch, { params: { id }, body }),
  files: (id: string, query: QueryIn<typeof projectEp.files>) => callEndpoint(projectEp.files, { params: { id }, query }, { silent: true }),
  upload: (batchId: string, files: File[]) => {
    const form = new FormData();
    for (const f of files) form.append('file', f, f.name);
    return http.post<{ items: ProjectFileItem[]; skipped: string[] }>(`${P}/batch/${batchId}/files`, form);
  },
  deleteFile: (id: string) => callEndpoint(projectEp.removeFile, { params: { id } }),
  logs: (params: Params) => callEndpoint(projectEp.logs, { query: params as QueryIn<typeof projectEp.logs> }),
  setStatus: (id: string, projectStatus: number, reason: string) =>
    callEndpoint(projectEp.mandatory, { params: { id }, body: { projectStatus, reason } }),
  recover: (id: string) => callEndpoint(projectEp.recover, { params: { id } }),
  uploadImage: (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    form.append('purpose', 'project-cover');
    return http.post<{ url: string }>('/api/basic/file', form);
  },
  names: () => callEndpoint(projectEp.names),
  split: (fileId: string) => callEndpoint(splitEndpoints.split, { body: { fileId } }),
  splitLogs: (query: LoadParams & { projectId?: string; fileName?: string }) => callEndpoint(splitEndpoints.logs, { query }),
  book: async (projectId: string, batchId: string, name: string) => {
    const blob = await request<Blob>(endpointUrl(projectEp.book, { id: projectId }), {
      method: 'POST',
      body: { batchId },
      responseType: 'blob',
    });
    saveBlob(blob, name);
  },
  acceptanceSum: (id: string) => callEndpoint(acceptanceEndpoints.sum, { params: { id } }),
  acceptanceByProduct: (id: string) => callEndpoint(acceptanceEndpoints.byProduct, { params: { id } }),
  acceptances: (query: { projectId?: string; maxResultCount?: number }) => callEndpoint(acceptanceEndpoints.list, { query }),
  accept: (body: { productId: string; quantity: number; acceptDate: string; acceptor?: string }) => callEndpoint(acceptanceEndpoints.accept, { body }),
  headInfo: () => callEndpoint(cadReportEndpoints.headInfo, undefined, { silent: true }),
  setNormalState: (id: string, normalState: 1 | 2, reason?: string) =>
    callEndpoint(projectEp.setNormalState, { params: { id }, body: { normalState, reason } }),
  setPassword: (id: string, password: string | null) => callEndpoint(projectEp.setPassword, { params: { id }, body: { password } }),
  setPackingPrefix: (id: string, packingPrefix: string) => callEndpoint(projectEp.setPackingPrefix, { body: { id, packingPrefix } }),
  moveFactory: (id: string, factoryId: string) => callEndpoint(projectEp.moveFactory, { params: { id }, body: { factoryId } }),
  correctDate: (id: string, kind: 'order-time-admin' | 'delivery-date-admin', date: string, reason: string) =>
    callEndpoint(kind === 'order-time-admin' ? projectEp.orderTimeAdmin : projectEp.deliveryDateAdmin, { params: { id }, body: { date, reason } }),
  products: (params: Params) => callEndpoint(productEp.listAlias, { query: params as QueryIn<typeof productEp.listAlias> }),
  product: (id: string) => callEndpoint(productEp.get, { params: { id } }),
  changeCode: (id: string, code: string) => callEndpoint(productEp.setCode, { params: { id }, body: { code } }),
  deleteProduct: (id: string) => callEndpoint(productEp.remove, { params: { id } }),
  printFlag: (ids: string[], isPrintLabel: boolean) => callEndpoint(productEp.setPrintLabel, { body: { ids, isPrintLabel } }),
  statistics: (query: QueryIn<typeof productEp.statistics>) => callEndpoint(productEp.statistics, { query }),
  exportProducts: (params: Params) => download(endpointUrl(productEp.export), '产品清单.xlsx', params),
  downloadDxf: (id: string, code: string) => drawingDownload(endpointUrl(productEp.down, { id }), {}, `${code}.dxf`),
  downloadUnfold: (params: Params) => drawingDownload(endpointUrl(productEp.downUnfold), params, '展开图.zip'),
  labels: (params: Params, size: string) =>
    download(labelEndpoints.pdf.path, `标签_${size}.pdf`, { ...params, size }),
};
