import { request, type Params } from './request.ts';

/** Saves a blob as a file the browser downloads. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads a blob answer (Excel, PDF, DXF, ZIP) with the token and headers of every call; errors go
 * through the catalogue (silent: the caller shows its own).
 */
export async function download(url: string, fileName: string, params?: Params, opts: { silent?: boolean } = {}) {
  const blob = await request<Blob>(url, { params, responseType: 'blob', silent: opts.silent });
  saveBlob(blob, fileName);
}
