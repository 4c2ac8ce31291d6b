import ExcelJS from 'exceljs';

/** The first sheet of a downloaded workbook as rows of cell texts, the header row first. */
export async function sheetRows(body: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as never);
  const ws = wb.worksheets[0]!;
  const rows: string[][] = [];
  ws.eachRow((r) => rows.push((r.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
}
