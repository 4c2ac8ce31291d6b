import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';

const CJK_FONT = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';
/** PDF points per millimetre (labels are sized in mm). */
export const MM = 72 / 25.4;

/**
 * A pdfkit document for the printed papers (documents, labels, the album): with the CJK font where
 * the machine has it, collecting its bytes. Without the font Chinese would print as boxes, so `txt`
 * turns what is not ASCII into '?' and `font` is Helvetica. Write the pages, then `await done()`.
 */
export function pdfDocument(options: PDFKit.PDFDocumentOptions) {
  const doc = new PDFDocument(options);
  const cjk = existsSync(CJK_FONT);
  if (cjk) doc.registerFont('cjk', CJK_FONT, 'WenQuanYiMicroHei');
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  return {
    doc,
    cjk,
    font: cjk ? 'cjk' : 'Helvetica',
    txt: (s: string) => (cjk ? s : s.replace(/[^\x20-\x7e]/g, '?')),
    /** Ends the document and gives its bytes. */
    done: async () => {
      doc.end();
      await ended;
      return Buffer.concat(chunks);
    },
  };
}
