import { QC_ORDER_PATH, type PagedResult, type QcAddableLabel } from '@al/contracts';
import { http, type Params } from '../../lib/request.ts';

/** The QC order calls of spec 03 §7 QC beyond the document's own (list, detail, actions). */
export const qcOrderApi = {
  canAdd: (id: string) => http.get<{ items: QcAddableLabel[]; totalCount: number }>(`${QC_ORDER_PATH}/can-add-details/${id}`),
  add: (id: string, labelIds: string[]) => http.post(`${QC_ORDER_PATH}/product/add`, { id, labelIds }),
  remove: (id: string, lineIds: string[]) => http.post(`${QC_ORDER_PATH}/product/delete`, { id, lineIds }),
  reCreate: (id: string) => http.post<{ id: string; docNo: string }>(`${QC_ORDER_PATH}/re-create/${id}`),
  lines: (params: Params) => http.get<PagedResult<Record<string, unknown>>>(`${QC_ORDER_PATH}/product-detail`, params),
  log: (params: Params) => http.get<PagedResult<{ id: string; action: string; userName: string | null; time: string; afterJson: Record<string, unknown> | null }>>(`${QC_ORDER_PATH}/log`, params),
};
