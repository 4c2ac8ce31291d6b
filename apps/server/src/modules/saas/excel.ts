import type { FastifyReply } from 'fastify';
import { CONTENT_TYPES, sendDownload } from '../../core/http/download.ts';
import { xlsx, type SheetColumn } from '../../core/http/xlsx.ts';

/** A column of a SaaS download: header, row key and width in characters. */
export const col = (header: string, key: string, width = 14): SheetColumn => ({ header, key, width });

/** Local date-time text for a timestamp cell ('' when absent), as the pages show it. */
export const timeText = (iso: string | Date | null | undefined): string => {
  if (!iso) return '';
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
};

/** Sends a one-sheet .xlsx (exceljs) under the spec's sanitised file name. */
export async function sendSheet(
  reply: FastifyReply,
  fileName: string,
  sheet: string,
  columns: SheetColumn[],
  rows: object[],
) {
  return sendDownload(reply, {
    fileName: fileName.endsWith('.xlsx') ? fileName : `${fileName}.xlsx`,
    contentType: CONTENT_TYPES.xlsx,
    body: await xlsx(sheet, columns, rows as Record<string, unknown>[]),
  });
}
