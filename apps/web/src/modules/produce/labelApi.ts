import { identityApi, labelLogEndpoints as ep, type BodyIn, type QueryIn } from '@al/contracts';
import { download } from '../../lib/download.ts';
import { callEndpoint } from '../../lib/endpoint.ts';
import { http, type Params } from '../../lib/request.ts';

type LogQuery = QueryIn<typeof ep.log>;
/** A period's totals, narrowed like the report calls allow. */
export type ReportParams = { beginDate: string; endDate: string; projectId?: string; processId?: string; employeeId?: string };

/** The label pages' calls (spec 03 §7 Product): the log lists, the audit, its download and the period totals. */
export const labelApi = {
  log: (query: LogQuery) => callEndpoint(ep.log, { query }),
  query: (query: LogQuery) => callEndpoint(ep.query, { query }),
  pending: (query: LogQuery) => callEndpoint(ep.audits, { query }),
  audit: (body: BodyIn<typeof ep.audit>) => callEndpoint(ep.audit, { body }),
  auditDownload: (params: Params) => download(ep.auditDown.path, '标签审核.xlsx', params),
  report: (query: ReportParams) => callEndpoint(ep.report, { query }),
  reportTotal: (query: ReportParams) => callEndpoint(ep.reportTotal, { query }),
  /** The space's enabled employees: the scans name employees, not login accounts. */
  employees: () => http.get<{ items: { id: string; name: string; jobNo: string | null }[] }>(`${identityApi.employees}/all`, undefined, { silent: true }),
};
