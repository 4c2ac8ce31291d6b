/* eslint-disable @typescript-eslint/no-explicit-any -- tables built from definitions are read by field key */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  Disposition,
  LabelState,
  contractDocument,
  deliveryDocument,
  localToday,
  packDocument,
  productStockInDocument,
  productStockOutDocument,
  projectOrderDocument,
  returnDocument,
} from '@al/contracts';
import type { Db } from '../../core/db/client.ts';
import { inScope } from '../../core/db/scoped.ts';
import { saveFile } from '../../core/files/service.ts';
import { demoContext, type DemoIds } from '../../core/http/context.ts';
import { col } from '../../core/resource/table.ts';
import { areaRules, demanders, quotationItems, warehouses } from '../basic/schema.ts';
import { cadBatches, cadLabels, cadProjects } from '../cad/schema.ts';
import { turnoverNoteLines } from '../produce/turnover-schema.ts';
import { labelLogs } from '../produce/label-log-schema.ts';
import { packDocNo, packEffects, packPrepare } from '../warehouse/product-pack.ts';
import { stockInEffects, stockInPrepare, stockOutPrepare } from '../warehouse/product-stock.ts';
import { productPackLines, productPacks, productStockInLines, productStockIns, productStockOutLines, productStockOuts } from '../warehouse/product-schema.ts';
import { deliveryEffects, deliveryPrepare } from './delivery.ts';
import { demoDocs } from './demo-docs.ts';
import { contractPrepare, projectOrderPrepare } from './project-order.ts';
import {
  salesContractConfigs,
  salesContractLines,
  salesContracts,
  salesDeliveryOrderLines,
  salesDeliveryOrders,
  salesProjectOrderLines,
  salesProjectOrders,
  salesReturnOrderLines,
  salesReturnOrders,
} from './schema.ts';
import { returnEffects, returnPrepare } from './returns.ts';
import { signedNotePicture } from './demo-photo.ts';

/** How many of the demo project's pieces the demo order sells: those QC has passed (the quality demo's) and worked pieces up to this count. */
const ORDERED = 12;

/**
 * Sales demo of the first factory, through the same hooks as the pages: a default contract config;
 * an effective contract for 佛山金融中心幕墙 on the 0.5 ㎡-minimum area rule; a confirmed order of
 * twelve pieces of 第2批: those the quality demo's inspection passed, and worked pieces after them
 * (the scan demo's, standing as QC-passed); two sealed and stocked packs of the worked pieces; a
 * delivery of the first pack, shipped and signed back (第2批 and the project part shipped); a processed
 * return of one of its pieces to rework; a draft stock-out of the second pack. The inspected pieces
 * are left for packing by hand, so the QC documents that hold them keep their labels as they were.
 */
export async function seedSalesDemo(db: Db, ids: DemoIds) {
  const ctx = demoContext(ids);
  const today = localToday();
  await inScope(db, ctx, async (tx) => {
    const row = async (table: any, where: any) => ((await tx.select().from(table).where(and(eq(col(table, 'tenantId'), ids.tenantId), where)))[0] as Record<string, any> | undefined);
    const [project] = await tx.select().from(cadProjects).where(and(eq(cadProjects.tenantId, ids.tenantId), eq(cadProjects.factoryId, ids.factoryId), eq(cadProjects.name, '佛山金融中心幕墙')));
    const rule = await row(areaRules, eq(col(areaRules, 'name'), '展开面积（最小0.5㎡）'));
    const item = await row(quotationItems, eq(col(quotationItems, 'name'), '铝单板 2.5mm 3003'));
    const transport = await row(quotationItems, eq(col(quotationItems, 'name'), '市内运输'));
    const customer = await row(demanders, eq(col(demanders, 'code'), 'KH002'));
    const store = await row(warehouses, and(eq(col(warehouses, 'factoryId'), ids.factoryId), eq(col(warehouses, 'type'), 2)));
    if (!project || !rule || !item || !transport || !customer || !store) return;
    // the pieces of 第2批 QC has passed, then those the floor has worked on (the scan demo's)
    const ofBatch = (state: number, limit: number) =>
      tx
        .select({ id: cadLabels.id, labelNo: cadLabels.labelNo, productId: cadLabels.productId })
        .from(cadLabels)
        .innerJoin(cadBatches, and(eq(cadBatches.tenantId, cadLabels.tenantId), eq(cadBatches.id, cadLabels.batchId)))
        .where(and(eq(cadLabels.tenantId, ids.tenantId), eq(cadLabels.projectId, project.id), eq(cadBatches.batchNo, '第2批'), eq(cadLabels.state, state)))
        .orderBy(asc(cadLabels.labelNo))
        .limit(limit);
    const passed = await ofBatch(LabelState.qualified, ORDERED);
    // the pieces a turnover note still carries to its next step are not finished
    const onNotes = new Set((await tx.select({ ids: turnoverNoteLines.labelIds }).from(turnoverNoteLines).where(eq(turnoverNoteLines.tenantId, ids.tenantId))).flatMap((l) => l.ids));
    // the furthest along first (most steps reported), the last labels of the batch before the others
    const steps = new Map(
      (await tx.select({ id: labelLogs.labelId, n: sql<number>`count(*)::int` }).from(labelLogs).where(eq(labelLogs.tenantId, ids.tenantId)).groupBy(labelLogs.labelId)).map((r) => [r.id, r.n]),
    );
    const worked = (await ofBatch(LabelState.inProcess, 1000))
      .filter((l) => !onNotes.has(l.id))
      .sort((a, b) => (steps.get(b.id) ?? 0) - (steps.get(a.id) ?? 0) || b.labelNo.localeCompare(a.labelNo))
      .slice(0, ORDERED - passed.length);
    if (passed.length + worked.length < ORDERED || worked.length < 5) return;
    await tx.update(cadLabels).set({ state: LabelState.qualified }).where(inArray(cadLabels.id, worked.map((l) => l.id)));
    const labels = [...passed, ...worked];

    await tx.insert(salesContractConfigs).values({ tenantId: ids.tenantId, name: '标准幕墙铝板合同', taxRate: 13, invoiceType: 1, areaRuleId: rule.id, settlementBasis: 1, termsText: '预付30%，到货60%，质保金10%（质保期24个月）', isDefault: true, creatorId: ids.userId });

    const contracts = demoDocs(contractDocument, { head: salesContracts, lines: salesContractLines }, { prepare: contractPrepare });
    let contract = await contracts.create(
      tx,
      ctx,
      { name: '佛山金融中心幕墙铝单板供货合同', demanderId: customer.id, projectIds: project.id, signDate: today, startDate: today, areaRuleId: rule.id, settlementBasis: 1, taxRate: 13, invoiceType: 1, advancePct: 30, onDeliveryPct: 60, retentionPct: 10, warrantyMonths: 24, salesmanId: ids.userId },
      [
        { quotationItemId: item.id, spec: '3003 2.5mm 氟碳二涂', unit: '㎡', unitPrice: 168, estQty: 1200 },
        { quotationItemId: transport.id, unit: '项', unitPrice: 800, estQty: 6 },
      ],
    );
    contract = await contracts.act(tx, ctx, contract, 'submit');
    contract = await contracts.act(tx, ctx, contract, 'approve');

    const counts = new Map<string, number>();
    for (const l of labels) counts.set(l.productId, (counts.get(l.productId) ?? 0) + 1);
    const orders = demoDocs(projectOrderDocument, { head: salesProjectOrders, lines: salesProjectOrderLines }, { prepare: projectOrderPrepare });
    const order = await orders.create(
      tx,
      ctx,
      { contractId: contract.head.id, projectId: project.id, docDate: today, deliveryDate: project.deliveryDate, remark: '第一批板材' },
      [...[...counts].map(([productId, qty]) => ({ productId, qty })), { quotationItemId: transport.id, qty: 2 }],
    );
    await orders.act(tx, ctx, order, 'confirm');

    const packs = demoDocs(packDocument, { head: productPacks, lines: productPackLines }, { prepare: packPrepare, effects: packEffects, docNo: packDocNo });
    const packOf = async (from: number, grossWeight: number) => {
      const p = await packs.create(tx, ctx, { projectId: project.id, docDate: today, grossWeight, length: 2400, width: 1300, height: 600 }, worked.slice(from, from + 4).map((l) => ({ labelNo: l.labelNo })));
      return packs.act(tx, ctx, p, 'seal');
    };
    const packA = await packOf(0, 96.5);
    const packB = await packOf(4, 88);
    const stockIns = demoDocs(productStockInDocument, { head: productStockIns, lines: productStockInLines }, { prepare: stockInPrepare, effects: stockInEffects });
    const si = await stockIns.create(tx, ctx, { warehouseId: store.id, docDate: today, source: 1 }, [
      { packId: packA.head.id, position: 'A-1-1' },
      { packId: packB.head.id, position: 'A-1-2' },
    ]);
    await stockIns.act(tx, ctx, si, 'post');

    const deliveries = demoDocs(deliveryDocument, { head: salesDeliveryOrders, lines: salesDeliveryOrderLines }, { prepare: deliveryPrepare, effects: deliveryEffects });
    const d = await deliveries.create(tx, ctx, { projectOrderId: order.head.id, docDate: today, vehicleNo: '粤E·5K321', driver: '王建国', driverPhone: '13800000002', freight: 600 }, [{ packId: packA.head.id }]);
    // shipped and signed back on site with the photo of the signed note
    const shipped = await deliveries.act(tx, ctx, await deliveries.act(tx, ctx, await deliveries.act(tx, ctx, d, 'submit'), 'approve'), 'ship');
    const photo = await saveFile(tx, ctx, { fileName: `签收单_${String(d.head.docNo)}.svg`, contentType: 'image/svg+xml', purpose: 'sign-photo', data: signedNotePicture(String(d.head.docNo), '李工') });
    const signed = await deliveries.act(tx, ctx, shipped, 'sign', { signer: '李工', signPhotoUrl: photo.url, signTime: new Date().toISOString() });
    // one piece came back scratched in transport: back to rework, the order owes it again
    const returns = demoDocs(returnDocument, { head: salesReturnOrders, lines: salesReturnOrderLines }, { prepare: returnPrepare, effects: returnEffects });
    const back = await returns.create(tx, ctx, { deliveryOrderId: signed.head.id, docDate: today, reasonType: 1, responsibleParty: 2, remark: '运输途中边角擦伤' }, [{ labelNo: worked[0]!.labelNo, disposition: Disposition.rework, deductAmount: 0 }]);
    let r = back;
    for (const step of ['submit', 'approve', 'receive', 'process']) r = await returns.act(tx, ctx, r, step);
    const stockOuts = demoDocs(productStockOutDocument, { head: productStockOuts, lines: productStockOutLines }, { prepare: stockOutPrepare });
    await stockOuts.create(tx, ctx, { warehouseId: store.id, docDate: today, purpose: 1, remark: '待装车' }, [{ packId: packB.head.id }]);
  });
}
