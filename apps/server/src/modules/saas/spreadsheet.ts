/**
 * An Excel workbook in SpreadsheetML 2003 (XML): Excel and WPS open it as a sheet with typed
 * cells, without a spreadsheet library on the server.
 */
export function spreadsheet(sheet: string, header: string[], rows: (string | number | null)[][]): string {
  const esc = (s: string) =>
    s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  const cell = (v: string | number | null) =>
    typeof v === 'number'
      ? `<Cell><Data ss:Type="Number">${v}</Data></Cell>`
      : `<Cell><Data ss:Type="String">${esc(v ?? '')}</Data></Cell>`;
  const line = (r: (string | number | null)[]) => `<Row>${r.map(cell).join('')}</Row>`;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<?mso-application progid="Excel.Sheet"?>\n' +
    '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">' +
    `<Worksheet ss:Name="${esc(sheet)}"><Table>${line(header)}${rows.map(line).join('')}</Table></Worksheet></Workbook>`
  );
}

export const EXCEL_TYPE = 'application/vnd.ms-excel';
export const attachment = (name: string) => `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;
