import ExcelJS from 'exceljs';

export interface SheetColumn {
  header: string;
  key: string;
  width: number;
}

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
