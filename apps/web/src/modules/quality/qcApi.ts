import { labelLogEndpoints, qcLogEndpoints as ep, type QcScanInput, type QueryIn } from '@al/contracts';
import { download } from '../../lib/download.ts';
import { callEndpoint } from '../../lib/endpoint.ts';
import type { Params } from '../../lib/request.ts';

/** The QC log calls (spec 03 §7 QC) and the scrap list of the label calls. */
export const qcApi = {
  logs: (query: QueryIn<typeof ep.list>) => callEndpoint(ep.list, { query }),
  record: (body: QcScanInput) => callEndpoint(ep.record, { body }),
  statistics: (query: QueryIn<typeof ep.statistics>) => callEndpoint(ep.statistics, { query }),
  download: (params: Params) => download(ep.down.path, '质检记录.xlsx', params),
  scrap: (query: QueryIn<typeof labelLogEndpoints.scrap>) => callEndpoint(labelLogEndpoints.scrap, { query }),
};
