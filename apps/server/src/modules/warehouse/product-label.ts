import { MM, pdfDocument } from '../../core/http/pdf.ts';
import QRCode from 'qrcode';

/** What a pack label can show, by the keys a brand's pack template names. */
export interface PackLabelData {
  packNo: string;
  brand: string;
  project: string;
  batch: string;
  pieces: string;
  area: string;
  pallet: string;
  grossWeight: string;
  date: string;
}
const FIELD_LABELS: Record<keyof PackLabelData, string> = {
  packNo: '包号',
  brand: '品牌',
  project: '项目',
  batch: '批次',
  pieces: '件数',
  area: '面积(㎡)',
  pallet: '托盘',
  grossWeight: '毛重(kg)',
  date: '日期',
};
const DEFAULT_FIELDS: (keyof PackLabelData)[] = ['packNo', 'project', 'batch', 'pieces', 'area', 'pallet', 'date'];

/**
 * A brand's pack template (basic data, JSON: { width, height in mm, fields: [...] }); anything it
 * does not say, or a template that is no JSON, falls back to a 100×70 mm label with the usual fields.
 */
export function readPackTemplate(text: string | null | undefined) {
  let t: { width?: unknown; height?: unknown; fields?: unknown } = {};
  try {
    t = text ? (JSON.parse(text) as typeof t) : {};
  } catch {
    t = {};
  }
  const size = (v: unknown, d: number) => (typeof v === 'number' && v >= 30 && v <= 300 ? v : d);
  const fields = Array.isArray(t.fields) ? t.fields.filter((f): f is keyof PackLabelData => typeof f === 'string' && f in FIELD_LABELS) : [];
  return { width: size(t.width, 100), height: size(t.height, 70), fields: fields.length ? fields : DEFAULT_FIELDS };
}

/** The pack label: the brand on top, the pack number as a QR code (scanned at stock-in and loading), the template's fields. */
export async function packLabelPdf(d: PackLabelData, template: string | null | undefined): Promise<Buffer> {
  const t = readPackTemplate(template);
  const { doc, font, txt, done } = pdfDocument({ size: [t.width * MM, t.height * MM], margin: 4 * MM, info: { Title: `包装标签 ${d.packNo}` } });
  doc.font(font);
  const qrSize = Math.min(t.height - 8, t.width / 3) * MM;
  const left = 4 * MM;
  const right = t.width * MM - 4 * MM - qrSize;
  doc.image(await QRCode.toBuffer(d.packNo, { margin: 1, width: 200 }), right, 4 * MM, { width: qrSize });
  doc.fontSize(11).text(txt(d.brand || '包装标签'), left, 4 * MM, { width: right - left - 4 });
  let y = 4 * MM + 16;
  const line = Math.max(9, Math.min(14, ((t.height - 12) * MM) / (t.fields.length + 1)));
  for (const f of t.fields) {
    doc.fontSize(line - 3).text(txt(`${FIELD_LABELS[f]}：${d[f]}`), left, y, { width: right - left - 4, lineBreak: false, ellipsis: true });
    y += line;
  }
  return done();
}
