import { bboxFlat } from '@al/cad';
import { pdfDocument } from '../../core/http/pdf.ts';
import type { FastifyReply } from 'fastify';
import type { ProductGeometry, ProductMeasures } from '@al/contracts';
import { badRequest } from '../../core/http/errors.ts';
import { CONTENT_TYPES, sendDownload } from '../../core/http/download.ts';
import type { cadProducts } from './schema.ts';

export interface BookProduct extends ProductMeasures {
  code: string;
  quantity: number;
  geometry: ProductGeometry;
}

/** Draws one flat ring into the current path, scaled into the box. */
function ring(doc: PDFKit.PDFDocument, flat: number[], tx: (x: number, y: number) => [number, number]) {
  for (let i = 0; i + 1 < flat.length; i += 2) {
    const [x, y] = tx(flat[i]!, flat[i + 1]!);
    if (i === 0) doc.moveTo(x, y);
    else doc.lineTo(x, y);
  }
  doc.closePath();
}

/**
 * The drawing album (图册, /book) of a batch: A4 landscape, a cover page, then one page per product
 * with its flat pattern to scale-fit, and its code, quantity, material, size and colour.
 */
export async function bookPdf(
  title: { project: string; batch: string },
  products: BookProduct[],
): Promise<Buffer> {
  const { doc, font: fontName, txt, done } = pdfDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 36,
    info: { Title: `${title.project} ${title.batch} 图册` },
  });
  const font = () => doc.font(fontName);
  font().fontSize(28).text(txt(title.project), { align: 'center' });
  doc
    .moveDown()
    .fontSize(18)
    .text(
      txt(`${title.batch}  ·  ${products.length} 种 / ${products.reduce((s, p) => s + p.quantity, 0)} 件`),
      { align: 'center' },
    );
  doc
    .moveDown()
    .fontSize(12)
    .text(txt(`展开面积合计 ${products.reduce((s, p) => s + p.unfoldArea * p.quantity, 0).toFixed(2)} ㎡`), {
      align: 'center',
    });
  const W = doc.page.width;
  const H = doc.page.height;
  for (const p of products) {
    doc.addPage();
    font().fontSize(16).text(txt(p.code), 36, 30);
    doc
      .fontSize(10)
      .text(
        txt(
          `数量 ${p.quantity}   材质 ${p.material ?? '-'}   厚度 ${p.thickness ?? '-'} mm   颜色 ${p.colorCode ?? '-'}   展开 ${p.unfoldLength.toFixed(0)} × ${p.unfoldWidth.toFixed(0)} mm   面积 ${p.unfoldArea.toFixed(3)} ㎡`,
        ),
        36,
        54,
      );
    const o = p.geometry.outline;
    const { minX, minY, maxX, maxY } = bboxFlat(o);
    const box = { x: 48, y: 84, w: W - 96, h: H - 120 };
    const k = Math.min(box.w / (maxX - minX || 1), box.h / (maxY - minY || 1));
    const ox = box.x + (box.w - (maxX - minX) * k) / 2;
    const oy = box.y + (box.h - (maxY - minY) * k) / 2;
    const tx = (x: number, y: number): [number, number] => [ox + (x - minX) * k, oy + (maxY - y) * k];
    ring(doc, o, tx);
    for (const h of p.geometry.holes) ring(doc, h, tx);
    doc.lineWidth(0.6).fillAndStroke('#dfe6f0', '#1f4e79', 'even-odd');
    doc.fillColor('black');
  }
  return done();
}

/** Sends the book of a batch's products (rows as read from cad_products) as a PDF; 400 when the batch has none. */
export async function sendBatchBook(reply: FastifyReply, project: { name: string }, batch: { batchNo: string }, products: (typeof cadProducts.$inferSelect)[]) {
  if (!products.length) throw badRequest(`批次“${batch.batchNo}”还没有产品，不能生成图册`);
  const pdf = await bookPdf(
    { project: project.name, batch: batch.batchNo },
    products.map((p) => ({
      ...p,
      thickness: p.thickness === null ? null : Number(p.thickness),
      unfoldLength: Number(p.unfoldLength),
      unfoldWidth: Number(p.unfoldWidth),
      unfoldArea: Number(p.unfoldArea),
    })),
  );
  return sendDownload(reply, { fileName: `${project.name}_${batch.batchNo}_图册.pdf`, contentType: CONTENT_TYPES.pdf, body: pdf });
}
