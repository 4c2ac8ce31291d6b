import { and, asc, eq } from 'drizzle-orm';
import { DocStatus, LabelState, localToday, OUTSOURCE_ACCEPTANCE_DOC_TYPE, OUTSOURCE_OUT_DOC_TYPE, OutsourcePriceBasis } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { demoContext, type DemoIds, demoApproved } from '../../core/http/context.ts';
import { nextDocNo } from '../../core/numbering/numbering.ts';
import { col } from '../../core/resource/table.ts';
import { suppliers } from '../basic/schema.ts';
import { cadLabels, cadProducts } from '../cad/schema.ts';
import { P, processes } from '../produce/schema.ts';
import { approveAcceptance } from './acceptance.ts';
import { outLineAmount, round2 } from './out.ts';
import { outsourceAcceptanceLines, outsourceAcceptances, outsourceOutLines, outsourceOuts } from './outsource-schema.ts';
import { demoBatch } from '../cad/demo.ts';

const DAY = 86_400_000;
/** The painter's price per ㎡ of fluorocarbon coating. */
const PRICE = 45;

/**
 * One outsourced painting job on 佛山金融中心幕墙 第3批 (labels the other demos leave untouched):
 * the four lowest not-started labels sent to 恒润喷涂 for 喷涂 forty days ago, accepted 33 days ago
 * with three qualified (their 喷涂 recorded as outsourced work, back on the floor) and one short
 * (still out); the out is partially accepted. The job lies before the month the produce demo's scans
 * and their snapshot reports cover: outsourced work has no worker, and the per-worker date log
 * snapshot leaves such scans out (see docs/decisions.md), so the month's reports stay as they were.
 */
export async function seedOutsourceDemo(tx: Tx, ids: DemoIds) {
  const batch = await demoBatch(tx, ids.tenantId, '第3批');
  const [supplier] = (await tx.select({ id: col(suppliers, 'id'), name: col(suppliers, 'name') }).from(suppliers).where(and(eq(col(suppliers, 'tenantId'), ids.tenantId), eq(col(suppliers, 'shortName'), '恒润喷涂')))) as { id: string; name: string }[];
  const [paint] = (await tx.select({ id: P.id }).from(processes).where(and(eq(P.tenantId, ids.tenantId), eq(P.name, '喷涂')))) as { id: string }[];
  if (!batch || !supplier || !paint) return;
  const labels = await tx
    .select({ id: cadLabels.id, labelNo: cadLabels.labelNo, state: cadLabels.state, code: cadProducts.code, area: cadProducts.unfoldArea })
    .from(cadLabels)
    .innerJoin(cadProducts, and(eq(cadProducts.tenantId, cadLabels.tenantId), eq(cadProducts.id, cadLabels.productId)))
    .where(and(eq(cadLabels.tenantId, ids.tenantId), eq(cadLabels.batchId, batch.id), eq(cadLabels.state, LabelState.notStarted)))
    .orderBy(asc(cadLabels.labelNo))
    .limit(4);
  if (labels.length < 4) return;
  const now = Date.now();
  const sent = new Date(now - 40 * DAY);
  const [out] = (await tx
    .insert(outsourceOuts)
    .values({
      tenantId: ids.tenantId,
      factoryId: ids.factoryId,
      docNo: await nextDocNo(tx, ids.tenantId, OUTSOURCE_OUT_DOC_TYPE, sent),
      status: DocStatus.approved,
      supplierId: supplier.id,
      supplierName: supplier.name,
      processIds: paint.id,
      projectId: batch.projectId,
      projectName: batch.projectName,
      batchId: batch.id,
      batchNo: batch.batchNo,
      docDate: localToday(sent),
      expectedReturnDate: localToday(new Date(now - 33 * DAY)),
      vehicleNo: '粤E·3J825',
      priceBasis: OutsourcePriceBasis.area,
      unitPrice: PRICE,
      deliverDirect: false,
      remark: '氟碳喷涂 二涂一烤，香槟金',
      ...demoApproved(ids.userId, sent),
      creatorId: ids.userId,
      creationTime: sent,
    })
    .returning()) as Record<string, unknown>[];
  const outLines = (await tx
    .insert(outsourceOutLines)
    .values(
      labels.map((l, i) => {
        const area = Number(l.area);
        return { tenantId: ids.tenantId, docId: out!.id as string, sort: i, labelId: l.id, labelNo: l.labelNo, productCode: l.code, qty: 1, area, unitPrice: PRICE, amount: outLineAmount(OutsourcePriceBasis.area, 1, area, PRICE), acceptedQty: 0, acceptableQty: 1, labelState: l.state };
      }),
    )
    .returning()) as Record<string, unknown>[];
  for (const l of labels) await tx.update(cadLabels).set({ state: LabelState.outsourced }).where(and(eq(cadLabels.tenantId, ids.tenantId), eq(cadLabels.id, l.id)));

  // the painter brought back three; the fourth piece was missing
  const at = new Date(now - 33 * DAY);
  const accLines = outLines.map((l, i) => {
    const qualified = i < 3 ? 1 : 0;
    const amount = round2(qualified * Number(l.amount));
    return { tenantId: ids.tenantId, sort: i, outLineId: l.id as string, labelId: l.labelId as string, labelNo: l.labelNo as string, productCode: l.productCode as string | null, qualifiedQty: qualified, unqualifiedQty: 0, shortQty: 1 - qualified, acceptQty: 1, unitPrice: round2(Number(l.amount)), deductAmount: 0, amount, remark: qualified ? null : '回厂时少一件，待喷涂厂查找' };
  });
  const [acc] = (await tx
    .insert(outsourceAcceptances)
    .values({
      tenantId: ids.tenantId,
      factoryId: ids.factoryId,
      docNo: await nextDocNo(tx, ids.tenantId, OUTSOURCE_ACCEPTANCE_DOC_TYPE, at),
      status: DocStatus.approved,
      outId: out!.id as string,
      outNo: out!.docNo as string,
      supplierId: supplier.id,
      supplierName: supplier.name,
      projectName: batch.projectName,
      inspectorId: ids.userId,
      docDate: localToday(at),
      amount: round2(accLines.reduce((a, l) => a + l.amount, 0)),
      ...demoApproved(ids.userId, at),
      creatorId: ids.userId,
      creationTime: at,
    })
    .returning()) as Record<string, unknown>[];
  const saved = (await tx
    .insert(outsourceAcceptanceLines)
    .values(accLines.map((l) => ({ ...l, docId: acc!.id as string })))
    .returning()) as Record<string, unknown>[];
  // the approval's own effect: outsourced 喷涂 recorded, labels back on the floor, the out partially accepted
  const ctx = demoContext(ids);
  await approveAcceptance(tx, ctx, { head: acc!, lines: saved }, at);
}
