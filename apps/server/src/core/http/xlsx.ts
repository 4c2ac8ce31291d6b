import type { FastifyReply } from 'fastify';
import ExcelJS from 'exceljs';
import { columnsFor, columnDecimals, columnValue, localDateTime, type ListColumns } from '@al/contracts';
import { CONTENT_TYPES, sendDownload } from './download.ts';

export interface SheetColumn {
  header: string;
  key: string;
  width: number;
  style?: Partial<ExcelJS.Style>;
}

/** A column of a plain sheet: its header, the row key it shows, its width in characters. */
export const sheetCol = <K extends string>(header: string, key: K, width = 14) => ({ header, key, width }) satisfies SheetColumn;

/**
 * Columns that several sheets show alike (the same header, row key and width): each declared once here,
 * picked by name where a sheet shows it (`[cols.material, cols.thickness, sheetCol('卷宽(mm)', 'width', 10)]`).
 */
export const cols = {
  material: sheetCol('材质', 'material', 14),
  thickness: sheetCol('厚度(mm)', 'thickness', 10),
  sheets: sheetCol('张数', 'sheets', 8),
  spec: sheetCol('规格', 'spec', 16),
  totalQty: sheetCol('合计数量', 'total', 10),
  weight: sheetCol('重量(kg)', 'weight', 12),
  amount: sheetCol('金额(元)', 'amount', 12),
  projectName: sheetCol('项目', 'projectName', 20),
  batchNo: sheetCol('批次', 'batchNo', 10),
  processName: sheetCol('工序', 'processName', 12),
  shiftDate: sheetCol('日期', 'shiftDate', 12),
} as const;

/**
 * A sheet no page shows (the purchase lists, the cut-to-length lists, a renewal's form): its tab's name
 * and its columns, declared once beside its route as a declared list is in contracts. Its rows are
 * checked against the columns' keys; a row may leave a cell empty.
 */
export interface PlainSheet<K extends string = string> {
  name: string;
  columns: readonly (SheetColumn & { key: K })[];
}
export const plainSheet = <K extends string>(name: string, columns: readonly (SheetColumn & { key: K })[]): PlainSheet<K> => ({ name, columns });
/** A row of a plain sheet: a cell per column key, empty where it lacks one. */
export type SheetRow<S extends PlainSheet> = S extends PlainSheet<infer K> ? Partial<Record<K, unknown>> : never;

/** Local date-time text for a timestamp cell ('' when absent), as the pages show it. */
export const timeText = (at: string | Date | null | undefined): string =>
  at ? localDateTime(typeof at === 'string' ? new Date(at) : at) : '';

/** Pixels of a page column per character of Excel's width. */
const PX_PER_CHAR = 8;

/**
 * A declared list (`listColumns` in contracts) as a sheet: Excel's columns in the declared order, their
 * titles, widths in characters from the page's pixels, money and measures with their decimals; each
 * row's cells from the declaration's texts, the same the page shows.
 */
export function listSheet<Row>(list: ListColumns<Row>, rows: readonly Row[]) {
  const cols = columnsFor(list, 'excel');
  return {
    columns: cols.map((c): SheetColumn => {
      const places = columnDecimals(c);
      return {
        header: c.excelTitle ?? c.title,
        key: c.key,
        width: Math.max(6, Math.round(c.width / PX_PER_CHAR)),
        ...(places !== undefined && { style: { numFmt: places ? `0.${'0'.repeat(places)}` : '0' } }),
      };
    }),
    rows: rows.map((r) => Object.fromEntries(cols.map((c) => [c.key, columnValue(c, r)]))),
  };
}

type Sheet = { columns: SheetColumn[]; rows: Record<string, unknown>[] };

const isList = <Row>(columns: SheetColumn[] | ListColumns<Row>): columns is ListColumns<Row> => columns.some((c) => 'title' in c);
const sheetOf = <Row>(columns: SheetColumn[] | ListColumns<Row>, rows: readonly Row[]): Sheet =>
  isList(columns) ? listSheet(columns, rows) : { columns, rows: rows as Record<string, unknown>[] };

async function workbook(name: string, sheet: Sheet): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(name);
  ws.columns = sheet.columns;
  ws.addRows(sheet.rows);
  ws.getRow(1).font = { bold: true };
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** One-sheet workbook with a bold header row, of columns made at run time (a document's fields, a process per column). */
export async function xlsx(sheet: string, columns: SheetColumn[], rows: Record<string, unknown>[]): Promise<Buffer>;
/** One-sheet workbook of a declared list. */
export async function xlsx<Row>(sheet: string, list: ListColumns<Row>, rows: readonly Row[]): Promise<Buffer>;
export async function xlsx<Row>(sheet: string, columns: SheetColumn[] | ListColumns<Row>, rows: readonly Row[]): Promise<Buffer> {
  return workbook(sheet, sheetOf(columns, rows));
}

/** The Excel download of a declared plain sheet under the given file name (`.xlsx` added when it lacks it). */
export async function sendSheet<K extends string>(reply: FastifyReply, fileName: string, sheet: PlainSheet<K>, rows: readonly SheetRow<PlainSheet<K>>[]): Promise<FastifyReply>;
/** The Excel download of a declared list: the columns and texts its page shows. */
export async function sendSheet<Row>(reply: FastifyReply, fileName: string, sheet: string, list: ListColumns<Row>, rows: readonly Row[]): Promise<FastifyReply>;
export async function sendSheet<Row>(reply: FastifyReply, fileName: string, sheet: string | PlainSheet, listOrRows: ListColumns<Row> | readonly object[], rows?: readonly Row[]) {
  const [name, content]: [string, Sheet] =
    typeof sheet === 'string'
      ? [sheet, listSheet(listOrRows as ListColumns<Row>, rows ?? [])]
      : [sheet.name, { columns: [...sheet.columns], rows: listOrRows as Record<string, unknown>[] }];
  return sendDownload(reply, {
    fileName: fileName.endsWith('.xlsx') ? fileName : `${fileName}.xlsx`,
    contentType: CONTENT_TYPES.xlsx,
    body: await workbook(name, content),
  });
}
