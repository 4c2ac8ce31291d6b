import { identityApi, PRODUCT_PATH, type LabelLogItem, type LabelReportItem, type LabelReportTotal, type PagedResult } from '@al/contracts';
import { download } from '../../lib/download.ts';
import { http, type Params } from '../../lib/request.ts';

type Items<T> = { items: T[]; totalCount: number };
/** A period's totals, narrowed like the report calls allow. */
export type ReportParams = { beginDate: string; endDate: string; projectId?: string; processId?: string; employeeId?: string };

/** The label pages' calls (spec 03 §7 Product): the log lists, the audit, its download and the period totals. */
export const labelApi = {
  log: (params: Params) => http.get<PagedResult<LabelLogItem>>(`${PRODUCT_PATH}/log`, params),
  query: (params: Params) => http.get<PagedResult<LabelLogItem>>(`${PRODUCT_PATH}/log/query`, params),
  pending: (params: Params) => http.get<PagedResult<LabelLogItem>>(`${PRODUCT_PATH}/log/audit`, params),
  audit: (body: { ids: string[]; auditState: number; auditRemark?: string | null }) => http.put<{ count: number }>(`${PRODUCT_PATH}/log/audit`, body),
  auditDownload: (params: Params) => download(`${PRODUCT_PATH}/log/audit/down`, '标签审核.xlsx', params),
  report: (params: ReportParams) => http.get<Items<LabelReportItem>>(`${PRODUCT_PATH}/report`, params),
  reportTotal: (params: ReportParams) => http.get<LabelReportTotal>(`${PRODUCT_PATH}/report-total`, params),
  /** The space's enabled employees: the scans name employees, not login accounts. */
  employees: () => http.get<{ items: { id: string; name: string; jobNo: string | null }[] }>(`${identityApi.employees}/all`, undefined, { silent: true }),
};
