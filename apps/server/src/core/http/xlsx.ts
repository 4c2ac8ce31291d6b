import type { FastifyReply } from 'fastify';
import ExcelJS from 'exceljs';
import { localDateTime } from '@al/contracts';
import { CONTENT_TYPES, sendDownload } from './download.ts';

export interface SheetColumn {
  header: string;
  key: string;
  width: number;
}

/** A column of a plain sheet: its header, the row key it shows, its width in characters. */
export const sheetCol = <K extends string>(header: string, key: K, width = 14) => ({ header, key, width }) satisfies SheetColumn;

/** Local date-time text for a timestamp cell ('' when absent), as the pages show it. */
export const timeText = (at: string | Date | null | undefined): string =>
  at ? localDateTime(typeof at === 'string' ? new Date(at) : at) : '';

/** One-sheet workbook with a bold header row: the plain Excel downloads (CAD, nesting). */
export async function xlsx(
  sheet: string,
  columns: SheetColumn[],
  rows: Record<string, unknown>[],
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheet);
  ws.columns = columns;
  ws.addRows(rows);
  ws.getRow(1).font = { bold: true };
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A plain one-sheet Excel download under the given file name (`.xlsx` added when it lacks it). */
export async function sendSheet(reply: FastifyReply, fileName: string, sheet: string, columns: SheetColumn[], rows: object[]) {
  return sendDownload(reply, {
    fileName: fileName.endsWith('.xlsx') ? fileName : `${fileName}.xlsx`,
    contentType: CONTENT_TYPES.xlsx,
    body: await xlsx(sheet, columns, rows as Record<string, unknown>[]),
  });
}
