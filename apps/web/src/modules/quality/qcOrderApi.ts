import { qcOrderEndpoints as ep, type QueryIn } from '@al/contracts';
import { callEndpoint } from '../../lib/endpoint.ts';

/** The QC order calls of spec 03 §7 QC beyond the document's own (list, detail, actions). */
export const qcOrderApi = {
  canAdd: (id: string) => callEndpoint(ep.addable, { params: { id } }),
  add: (id: string, labelIds: string[]) => callEndpoint(ep.addLabels, { body: { id, labelIds } }),
  remove: (id: string, lineIds: string[]) => callEndpoint(ep.deleteLabels, { body: { id, lineIds } }),
  reCreate: (id: string) => callEndpoint(ep.reCreate, { params: { id } }),
  lines: (query: QueryIn<typeof ep.lines>) => callEndpoint(ep.lines, { query }),
  log: (query: QueryIn<typeof ep.log>) => callEndpoint(ep.log, { query }),
};
