import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { MM, pdfDocument } from '../../core/http/pdf.ts';
import QRCode from 'qrcode';
import { ALL_LABEL_FIELDS, LABEL_SIZES, type LabelSize } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { cadBatches, cadLabels, cadProducts, cadProjects } from './schema.ts';

/**
 * One label per physical piece (DOMAIN §2.4): labels 1..quantity exist for every product that
 * prints labels. A lowered quantity removes only labels that were never printed or scanned.
 */
export async function syncLabels(tx: Tx, tenantId: string, productIds: string[]) {
  if (!productIds.length) return;
  const products = await tx
    .select()
    .from(cadProducts)
    .where(and(eq(cadProducts.tenantId, tenantId), inArray(cadProducts.id, productIds)));
  for (const p of products) {
    const want = p.isPrintLabel && !p.isDeleted ? p.quantity : 0;
    await tx
      .delete(cadLabels)
      .where(
        and(
          eq(cadLabels.tenantId, tenantId),
          eq(cadLabels.productId, p.id),
          gt(cadLabels.seq, want),
          eq(cadLabels.printCount, 0),
          eq(cadLabels.state, 1),
        ),
      );
    const have = await tx
      .select({ seq: cadLabels.seq })
      .from(cadLabels)
      .where(and(eq(cadLabels.tenantId, tenantId), eq(cadLabels.productId, p.id)));
    const seqs = new Set(have.map((h) => h.seq));
    const missing = Array.from({ length: want }, (_, i) => i + 1).filter((s) => !seqs.has(s));
    if (!missing.length) continue;
    // Default label number productCode-seq; the same code in another batch gets the product's short id.
    const [clash] = await tx
      .select({ id: cadLabels.id })
      .from(cadLabels)
      .where(
        and(
          eq(cadLabels.tenantId, tenantId),
          sql`${cadLabels.productId} <> ${p.id}`,
          sql`${cadLabels.labelNo} like ${`${p.code.replace(/[\\%_]/g, '\\$&')}-%`}`,
        ),
      )
      .limit(1);
    const prefix = clash ? `${p.code}.${p.id.slice(0, 4).toUpperCase()}` : p.code;
    await tx.insert(cadLabels).values(
      missing.map((seq) => ({
        tenantId,
        factoryId: p.factoryId,
        productId: p.id,
        projectId: p.projectId,
        batchId: p.batchId,
        labelNo: `${prefix}-${String(seq).padStart(3, '0')}`,
        seq,
      })),
    );
  }
}

/**
 * Labels 1..quantity of products just inserted (none has a label yet), in one statement per 1,000
 * labels: the same numbers syncLabels gives (productCode-seq; the short id when another product of
 * the tenant with that code already has labels), without a query per product.
 */
export async function labelNewProducts(
  tx: Tx,
  file: { tenantId: string; factoryId: string; projectId: string; batchId: string },
  products: { id: string; code: string; quantity: number }[],
) {
  const printed = products.filter((p) => p.quantity > 0);
  if (!printed.length) return;
  const ids = printed.map((p) => p.id);
  const codes = [...new Set(printed.map((p) => p.code))];
  const clashing = new Set(
    (
      await tx
        .selectDistinct({ code: cadProducts.code })
        .from(cadProducts)
        .where(
          and(
            eq(cadProducts.tenantId, file.tenantId),
            inArray(cadProducts.code, codes),
            sql`${cadProducts.id} not in ${ids}`,
            sql`exists (select 1 from cad_labels l where l.tenant_id = ${cadProducts.tenantId} and l.product_id = ${cadProducts.id})`,
          ),
        )
    ).map((r) => r.code),
  );
  const rows = printed.flatMap((p) => {
    const prefix = clashing.has(p.code) ? `${p.code}.${p.id.slice(0, 4).toUpperCase()}` : p.code;
    return Array.from({ length: p.quantity }, (_, i) => ({
      tenantId: file.tenantId,
      factoryId: file.factoryId,
      productId: p.id,
      projectId: file.projectId,
      batchId: file.batchId,
      labelNo: `${prefix}-${String(i + 1).padStart(3, '0')}`,
      seq: i + 1,
    }));
  });
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(cadLabels).values(rows.slice(i, i + 1000));
}

/** QR payload of a label: label number and the tenant's short id (DOMAIN §2.4). */
/** What a scan, a QC log or a pending piece copies of a label: the label and its product, project and batch. */
export interface LabelPiece {
  labelId: string;
  labelNo: string;
  productId: string;
  projectId: string;
  batchId: string;
}
export const labelPiece = (label: { id: string; labelNo: string; productId: string; projectId: string; batchId: string }): LabelPiece => ({
  labelId: label.id,
  labelNo: label.labelNo,
  productId: label.productId,
  projectId: label.projectId,
  batchId: label.batchId,
});

export const qrPayload = (labelNo: string, tenantId: string) => `${labelNo}|${tenantId.slice(0, 8)}`;

export interface LabelRow {
  labelNo: string;
  seq: number;
  quantity: number;
  code: string;
  projectName: string;
  batchNo: string;
  length: number;
  width: number;
  colorCode: string | null;
  material: string | null;
  thickness: number | null;
}

export async function loadLabels(
  tx: Tx,
  tenantId: string,
  where: { productIds?: string[]; batchId?: string },
): Promise<LabelRow[]> {
  const rows = await tx
    .select({
      labelNo: cadLabels.labelNo,
      seq: cadLabels.seq,
      quantity: cadProducts.quantity,
      code: cadProducts.code,
      projectName: cadProjects.name,
      batchNo: cadBatches.batchNo,
      length: cadProducts.unfoldLength,
      width: cadProducts.unfoldWidth,
      colorCode: cadProducts.colorCode,
      material: cadProducts.material,
      thickness: cadProducts.thickness,
      id: cadLabels.id,
    })
    .from(cadLabels)
    .innerJoin(
      cadProducts,
      and(eq(cadProducts.tenantId, cadLabels.tenantId), eq(cadProducts.id, cadLabels.productId)),
    )
    .innerJoin(
      cadProjects,
      and(eq(cadProjects.tenantId, cadLabels.tenantId), eq(cadProjects.id, cadLabels.projectId)),
    )
    .innerJoin(
      cadBatches,
      and(eq(cadBatches.tenantId, cadLabels.tenantId), eq(cadBatches.id, cadLabels.batchId)),
    )
    .where(
      and(
        eq(cadLabels.tenantId, tenantId),
        eq(cadProducts.isDeleted, false),
        where.productIds ? inArray(cadLabels.productId, where.productIds) : undefined,
        where.batchId ? eq(cadLabels.batchId, where.batchId) : undefined,
      ),
    )
    .orderBy(asc(cadProducts.code), asc(cadLabels.seq));
  if (rows.length)
    await tx
      .update(cadLabels)
      .set({ printCount: sql`${cadLabels.printCount} + 1`, lastPrintTime: new Date() })
      .where(
        and(
          eq(cadLabels.tenantId, tenantId),
          inArray(
            cadLabels.id,
            rows.map((r) => r.id),
          ),
        ),
      );
  return rows;
}

/** A label sheet: one page per piece, in the label printer's size, with a QR code. */
export async function labelsPdf(rows: LabelRow[], tenantId: string, size: LabelSize, fields: ReadonlySet<string> = new Set(ALL_LABEL_FIELDS)): Promise<Buffer> {
  const { width, height } = LABEL_SIZES[size];
  const { doc, cjk: hasCjk, font, txt: ascii, done } = pdfDocument({
    size: [width * MM, height * MM],
    margin: 0,
    autoFirstPage: false,
    info: { Title: '产品标签' },
  });
  // Without the CJK font the Chinese captions would print as boxes: fall back to Latin captions.
  const t = (zh: string, en: string) => (hasCjk ? zh : en);
  const pad = 2.5 * MM;
  for (const r of rows) {
    doc.addPage({ size: [width * MM, height * MM], margin: 0 });
    doc.font(font);
    const qrSize = Math.min(height * MM - 2 * pad, width * MM * 0.42);
    const png = await QRCode.toBuffer(qrPayload(r.labelNo, tenantId), {
      errorCorrectionLevel: 'M',
      margin: 0,
      width: 300,
    });
    doc.image(png, pad, pad, { width: qrSize, height: qrSize });
    const x = pad * 2 + qrSize;
    const w = width * MM - x - pad;
    const big = size === '100x70' ? 14 : 9;
    const small = size === '100x70' ? 9 : 6;
    doc.fontSize(big).text(ascii(r.code), x, pad, { width: w, lineBreak: false, ellipsis: true });
    doc.moveDown(0.2).fontSize(small);
    // The lines the space's label template keeps (/setting/config), in this order.
    const lines: [string, string][] = [
      ['project', `${t('项目', 'Project')}: ${ascii(r.projectName)}`],
      ['batch', `${t('批次', 'Batch')}: ${ascii(r.batchNo)}`],
      ['size', `${t('尺寸', 'Size')}: ${Math.round(r.length)}×${Math.round(r.width)}`.replace('×', hasCjk ? '×' : 'x')],
      ['color', `${t('颜色', 'Colour')}: ${ascii(r.colorCode ?? '-')}`],
      ['material', `${t('材质', 'Material')}: ${ascii(r.material ?? '-')} ${r.thickness ?? ''}${r.thickness ? 'mm' : ''}`],
      ['sequence', `${r.seq}/${r.quantity}`],
    ];
    for (const [key, l] of lines) if (fields.has(key)) doc.text(l, { width: w, lineBreak: false, ellipsis: true });
    if (fields.has('labelNo'))
      doc.fontSize(small).text(r.labelNo, pad, height * MM - pad - small, {
        width: width * MM - 2 * pad,
        lineBreak: false,
        ellipsis: true,
      });
  }
  if (!rows.length) {
    doc.addPage({ size: [width * MM, height * MM], margin: pad });
    doc
      .font(font)
      .fontSize(8)
      .text(t('没有需要打印的标签', 'No labels to print'));
  }
  return done();
}
