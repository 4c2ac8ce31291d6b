import { CHANGE_PATH, changeEndpoints as ep, type DocumentAttachment, type QueryIn } from '@al/contracts';
import { callEndpoint } from '../../lib/endpoint.ts';
import { http } from '../../lib/request.ts';

/** The change order's own calls beside the document's (spec 03 §7 Change). */
export const changeApi = {
  /** Records an opening of the detail; the caller's notice becomes read. */
  view: (id: string) => callEndpoint(ep.view, { params: { id } }),
  users: (id: string) => callEndpoint(ep.users, { params: { id } }),
  files: (id: string) => callEndpoint(ep.files, { params: { id } }),
  /** A file uploaded before, attached (the route also takes the file itself as multipart, so it stays hand-written). */
  addFile: (id: string, file: DocumentAttachment) =>
    http.post<{ items: DocumentAttachment[]; totalCount: number }>(`${CHANGE_PATH}/${id}/file`, { fileId: file.fileId, name: file.name, size: file.size }),
  removeFile: (fileId: string) => callEndpoint(ep.deleteFile, { params: { id: fileId } }),
  viewLog: (query: QueryIn<typeof ep.viewLog>) => callEndpoint(ep.viewLog, { query }),
};
