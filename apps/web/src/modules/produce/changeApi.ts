import { CHANGE_PATH, type ChangeRecipient, type ChangeViewItem, type DocumentAttachment, type PagedResult } from '@al/contracts';
import { http, type Params } from '../../lib/request.ts';

type Items<T> = { items: T[]; totalCount: number };

/** The change order's own calls beside the document's (spec 03 §7 Change). */
export const changeApi = {
  /** Records an opening of the detail; the caller's notice becomes read. */
  view: (id: string) => http.put<{ id: string; orderStatus: number | null }>(`${CHANGE_PATH}/${id}/view`, {}),
  users: (id: string) => http.get<Items<ChangeRecipient>>(`${CHANGE_PATH}/${id}/users`),
  files: (id: string) => http.get<Items<DocumentAttachment>>(`${CHANGE_PATH}/${id}/files`),
  addFile: (id: string, file: DocumentAttachment) => http.post<Items<DocumentAttachment>>(`${CHANGE_PATH}/${id}/file`, { fileId: file.fileId, name: file.name, size: file.size }),
  removeFile: (fileId: string) => http.delete<void>(`${CHANGE_PATH}/file/${fileId}`),
  viewLog: (params: Params) => http.get<PagedResult<ChangeViewItem>>(`${CHANGE_PATH}/view/log`, params),
};
