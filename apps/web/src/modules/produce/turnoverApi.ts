import { TURN_PATH, type PagedResult, type TurnoverLabelItem, type TurnoverNoteItem, type TurnoverProductItem, type TurnoverScanResult } from '@al/contracts';
import { http, type Params } from '../../lib/request.ts';

type Items<T> = { items: T[]; totalCount: number };

/** The turnover note calls (spec 03 §7 Turn). */
export const turnoverApi = {
  list: (params: Params) => http.get<PagedResult<TurnoverNoteItem>>(TURN_PATH, params),
  get: (id: string) => http.get<TurnoverNoteItem>(`${TURN_PATH}/${id}`),
  products: (id: string) => http.get<Items<TurnoverProductItem>>(`${TURN_PATH}/${id}/products`),
  labels: (id: string, productId: string) => http.get<Items<TurnoverLabelItem>>(`${TURN_PATH}/${id}/lables/${productId}`),
  /** Reports every label left with the note's terminal and workers, and completes it. */
  complete: (id: string) => http.put<TurnoverScanResult>(`${TURN_PATH}/one-click-completion/${id}`, {}),
};
