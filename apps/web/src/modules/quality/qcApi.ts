import { PRODUCT_PATH, QC_PATH, type LabelAnalysisItem, type PagedResult, type QcLogItem, type QcScanInput, type QcStatistics } from '@al/contracts';
import { download } from '../../lib/download.ts';
import { http, type Params } from '../../lib/request.ts';

/** The QC log calls (spec 03 §7 QC) and the scrap list of the label calls. */
export const qcApi = {
  logs: (params: Params) => http.get<PagedResult<QcLogItem>>(`${QC_PATH}/qc-log`, params),
  record: (body: QcScanInput) => http.post<{ id: string; labelNo: string; processName: string; qcResult: number }>(`${QC_PATH}/qc-log`, body),
  statistics: (params: { beginDate: string; endDate: string; projectId?: string }) => http.get<QcStatistics>(`${QC_PATH}/qc-log/statistics`, params),
  download: (params: Params) => download(`${QC_PATH}/down/qc-log`, '质检记录.xlsx', params),
  scrap: (params: Params) => http.get<PagedResult<LabelAnalysisItem>>(`${PRODUCT_PATH}/qc-log/scrap`, params),
};
