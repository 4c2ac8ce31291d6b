import type { FastifyReply } from 'fastify';
import { sanitizeFilename } from '@al/contracts';

export const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  dxf: 'application/dxf',
  zip: 'application/zip',
  svg: 'image/svg+xml',
  csv: 'text/csv; charset=utf-8',
} as const;

/**
 * Sends a blob download (Excel, PDF, DXF, ZIP...) with the spec's sanitised filename (forbidden
 * characters to full-width forms, spaces to %20) and the RFC 5987 form for non-ASCII names.
 */
export function sendDownload(
  reply: FastifyReply,
  file: { fileName: string; contentType: string; body: Buffer | Uint8Array | string | NodeJS.ReadableStream; inline?: boolean },
) {
  const name = sanitizeFilename(file.fileName);
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  reply.header('content-type', file.contentType);
  reply.header(
    'content-disposition',
    `${file.inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/%2520/g, '%20')}`,
  );
  reply.header('access-control-expose-headers', 'content-disposition');
  return reply.send(file.body);
}
