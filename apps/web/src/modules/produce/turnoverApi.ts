import { turnoverEndpoints as ep, type QueryIn } from '@al/contracts';
import { callEndpoint } from '../../lib/endpoint.ts';

/** The turnover note calls (spec 03 §7 Turn). */
export const turnoverApi = {
  list: (query: QueryIn<typeof ep.list>) => callEndpoint(ep.list, { query }),
  get: (id: string) => callEndpoint(ep.get, { params: { id } }),
  products: (id: string) => callEndpoint(ep.products, { params: { id } }),
  labels: (id: string, productId: string) => callEndpoint(ep.labels, { params: { id, id2: productId } }),
  /** Reports every label left with the note's terminal and workers, and completes it. */
  complete: (id: string) => callEndpoint(ep.complete, { params: { id }, body: {} }),
};
