import { pdfDocument } from '../http/pdf.ts';
import QRCode from 'qrcode';

export interface PrintedDocument {
  spaceName: string;
  /** The space's logo (PNG or JPEG bytes), printed at the top left. */
  logo?: Buffer | null;
  title: string;
  docNo: string;
  status: string;
  head: { label: string; value: string }[];
  columns: string[];
  rows: string[][];
  signatures: readonly string[];
}

/**
 * A document as it is printed and signed on paper: A4 portrait, the space's name and the title,
 * the document number as a QR code (scanned at the warehouse door), the head fields, the lines
 * table with its header repeated on each page, and a row of signature boxes.
 */
export async function documentPdf(d: PrintedDocument): Promise<Buffer> {
  const { doc, font: fontName, txt, done } = pdfDocument({ size: 'A4', margin: 40, info: { Title: `${d.title} ${d.docNo}` } });
  const font = () => doc.font(fontName);

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const qr = await QRCode.toBuffer(d.docNo, { margin: 1, width: 160 });
  doc.image(qr, left + width - 70, 36, { width: 70 });
  if (d.logo)
    try {
      doc.image(d.logo, left, 36, { fit: [70, 50] });
    } catch {
      // a logo pdfkit cannot read (e.g. SVG) is left out rather than failing the print
    }
  font()
    .fontSize(12)
    .text(txt(d.spaceName), left, 44, { width: width - 80, align: 'center' });
  font()
    .fontSize(18)
    .text(txt(d.title), left, 64, { width: width - 80, align: 'center' });
  font()
    .fontSize(10)
    .text(txt(`单号：${d.docNo}    状态：${d.status}`), left, 92, { width: width - 80, align: 'center' });

  let y = 120;
  const half = width / 2;
  d.head.forEach((h, i) => {
    const x = left + (i % 2) * half;
    font()
      .fontSize(10)
      .text(txt(`${h.label}：${h.value}`), x, y, { width: half - 8, ellipsis: true, height: 14 });
    if (i % 2 === 1 || i === d.head.length - 1) y += 18;
  });
  y += 6;

  const cols = ['序号', ...d.columns];
  const colW = cols.map((_, i) => (i === 0 ? 32 : (width - 32) / (cols.length - 1)));
  const rowH = 20;
  const drawRow = (cells: string[], bold: boolean) => {
    let x = left;
    cells.forEach((c, i) => {
      doc.rect(x, y, colW[i]!, rowH).stroke();
      font()
        .fontSize(bold ? 9 : 8.5)
        .text(txt(c), x + 3, y + 6, {
          width: colW[i]! - 6,
          height: rowH - 6,
          ellipsis: true,
          lineBreak: false,
        });
      x += colW[i]!;
    });
    y += rowH;
  };
  drawRow(cols, true);
  d.rows.forEach((row, i) => {
    if (y + rowH > doc.page.height - doc.page.margins.bottom - 60) {
      doc.addPage();
      y = doc.page.margins.top;
      drawRow(cols, true);
    }
    drawRow([String(i + 1), ...row], false);
  });

  y += 30;
  const box = width / d.signatures.length;
  d.signatures.forEach((s, i) =>
    font()
      .fontSize(10)
      .text(txt(`${s}：__________`), left + i * box, y, { width: box - 8 }),
  );
  return done();
}
