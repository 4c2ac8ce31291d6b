import { and, eq } from 'drizzle-orm';
import {
  DocStatus,
  EditionType,
  PlateQcStatus,
  PlateTaskStatus,
  PlatePurchaseProgress,
  StockInStatus,
  SupplierOrderState,
  UserStatus,
  plateOrderDocument,
  plateQcDocument,
  plateRequisitionDocument,
  plateStockInDocument,
  plateTaskDocument,
  type DocumentDef,
} from '@al/contracts';
import type { Db, Tx } from '../../core/db/client.ts';
import { inScope } from '../../core/db/scoped.ts';
import { demoContext, type RequestContext } from '../../core/http/context.ts';
import type { DemoContext } from '../../core/module.ts';
import { nextDocNo } from '../../core/numbering/numbering.ts';
import { col } from '../../core/resource/table.ts';
import { materialTextures, suppliers, warehouses } from '../basic/schema.ts';
import { members, users } from '../identity/schema.ts';
import { tenants } from '../saas/schema.ts';
import { postLines } from '../warehouse/plates.ts';
import { plateQcOrderLines, plateQcOrders, plateStockInLines, plateStockIns, stockMoves } from '../warehouse/schema.ts';
import { priceOrder } from './pricing.ts';
import { sendToSupplier } from './supplier-link.ts';
import {
  platePurchaseOrderLines,
  platePurchaseOrders,
  plateRequisitionLines,
  plateRequisitions,
  plateTaskLines,
  plateTasks,
  supplierOrders,
  supplierProductSkus,
  supplierProducts,
} from './schema.ts';

/** The demo's plate supplier has its own supplier-edition space, run by its own account (huachang). */
export const DEMO_SUPPLIER_SPACE = '华昌铝材（供应商）';
export const DEMO_SUPPLIER_USER = 'huachang';
const DEMO_SUPPLIER_CODE = 'GYS003';

/** Inside the seed: the supplier's space, its catalogue, and the factory's supplier linked to it. */
export async function seedPurchaseSpace(tx: Tx, d: DemoContext) {
  const edition = d.editions.find((e) => e.editionType === EditionType.supplier);
  const [space] = await tx
    .insert(tenants)
    .values({
      displayName: DEMO_SUPPLIER_SPACE,
      editionId: edition?.id ?? null,
      editionType: EditionType.supplier,
      expiryTime: new Date(Date.now() + 365 * 86_400_000),
      enterpriseName: '佛山市南海华昌铝材有限公司',
      creatorId: d.adminUserId,
    })
    .returning();
  const [seller] = await tx
    .insert(users)
    .values({ userName: DEMO_SUPPLIER_USER, name: '梁永健', phoneNumber: '13900000003', passwordHash: d.passwordHash, email: 'huachang@example.com' })
    .returning();
  await tx.insert(members).values({ tenantId: space!.id, userId: seller!.id, userStatus: UserStatus.agreed, isAdmin: true });
  await tx
    .update(suppliers)
    .set({ linkedTenantId: space!.id })
    .where(and(eq(col(suppliers, 'tenantId'), d.tenantId), eq(col(suppliers, 'code'), DEMO_SUPPLIER_CODE)));
  const base = { tenantId: space!.id, creatorId: seller!.id };
  const products = await tx
    .insert(supplierProducts)
    .values([
      { ...base, material: '3003-H24', thickness: 3, width: 1500, length: 3000, remark: '幕墙主板常用' },
      { ...base, material: '3003-H24', thickness: 2.5, width: 1500, length: 3000 },
      { ...base, material: '5052-H32', thickness: 3, width: 1250, length: 2500 },
    ])
    .returning();
  await tx.insert(supplierProductSkus).values(
    products.flatMap((p, i) => [
      { ...base, productId: p.id, surface: '覆膜', price: [780, 650, 560][i], priceUnit: 1, stock: [320, 180, 90][i], leadDays: 3 },
      { ...base, productId: p.id, surface: '光面', price: [760, 630, 545][i], priceUnit: 1, stock: [120, 60, 40][i], leadDays: 5 },
    ]),
  );
}

type Row = Record<string, unknown>;

/** A document head and its lines written as the framework would have saved them. */
async function doc(tx: Tx, ctx: RequestContext, def: DocumentDef, tables: { head: never; lines: never }, head: Row, lines: Row[], date: Date) {
  const docNo = await nextDocNo(tx, ctx.tenantId!, def.documentType, date);
  const [h] = (await tx
    .insert(tables.head)
    .values({ tenantId: ctx.tenantId, factoryId: ctx.factoryId, docNo, docDate: date.toISOString().slice(0, 10), creatorId: ctx.userId, ...head } as never)
    .returning()) as Row[];
  const ls = (await tx
    .insert(tables.lines)
    .values(lines.map((l, i) => ({ tenantId: ctx.tenantId, docId: h!.id, sort: i, ...l })) as never)
    .returning()) as Row[];
  return { head: h!, lines: ls };
}

const pulled = (src: { head: Row; lines: Row[] }, i: number, type: string) => ({
  sourceType: type,
  sourceId: src.head.id,
  sourceLineId: src.lines[i]!.id,
});

/**
 * After the seed: one purchase cycle of the first factory for stock replenishment (task → requisition
 * → order the supplier confirmed and shipped, closed once received → stock-in with incoming QC, 19 sheets at A-3-12 and one
 * returned), and a second order the supplier has not answered yet. The demo project's nest result
 * stays to confirm, so a planner (and the browser test) can run the cycle from it.
 */
export async function seedPurchaseDemo(db: Db, d: DemoContext) {
  const ctx = demoContext({ ...d, factoryId: d.factoryIds[0]! });
  await inScope(db, ctx, async (tx) => {
    const [texture] = (await tx.select().from(materialTextures).where(and(eq(col(materialTextures, 'tenantId'), d.tenantId), eq(col(materialTextures, 'code'), 'AL3003')))) as Row[];
    const [supplier] = (await tx.select().from(suppliers).where(and(eq(col(suppliers, 'tenantId'), d.tenantId), eq(col(suppliers, 'code'), DEMO_SUPPLIER_CODE)))) as Row[];
    const [wh] = (await tx
      .select()
      .from(warehouses)
      .where(and(eq(col(warehouses, 'tenantId'), d.tenantId), eq(col(warehouses, 'factoryId'), ctx.factoryId!), eq(col(warehouses, 'type'), 1)))) as Row[];
    if (!texture || !supplier || !wh) return;
    const day = (n: number) => new Date(Date.now() - n * 86_400_000);
    const iso = (n: number) => day(n).toISOString().slice(0, 10);
    const spec = { materialTextureId: texture.id, thickness: 3, width: 1500, length: 3000 };
    const t = <H, L>(head: H, lines: L) => ({ head, lines }) as never;

    const task = await doc(tx, ctx, plateTaskDocument, t(plateTasks, plateTaskLines), { status: PlateTaskStatus.requisitioned, requiredDate: iso(5), purchaseMode: 1, remark: '3003 3.0 主板补库存' }, [{ ...spec, sheets: 20, area: 90, weight: 731.7, stockAvailable: 0 }], day(12));
    const req = await doc(tx, ctx, plateRequisitionDocument, t(plateRequisitions, plateRequisitionLines), { status: PlatePurchaseProgress.full, requiredDate: iso(5), requesterId: d.userId, auditorId: d.userId, auditTime: day(11) }, [{ ...spec, sheets: 20, weight: 731.7, suggestedSupplierId: supplier.id, ...pulled(task, 0, 'plateTask') }], day(11));

    async function order(status: number, sheets: number, thickness: number, daysAgo: number, from?: Row) {
      const head: Row = { supplierId: supplier!.id, deliveryDate: iso(daysAgo - 4), warehouseId: wh!.id, marketSource: 1, taxRate: 13, paymentTerms: '月结30天' };
      const lines: Row[] = [{ ...spec, thickness, sheets, priceBasis: 1, processingFee: 3800, ...(from ?? {}) }];
      await priceOrder(tx, ctx, head, lines);
      const po = await doc(tx, ctx, plateOrderDocument, t(platePurchaseOrders, platePurchaseOrderLines), { ...head, status, auditorId: d.userId, auditTime: day(daysAgo) }, lines, day(daysAgo));
      await sendToSupplier(tx, ctx, po);
      return po;
    }
    const po = await order(PlatePurchaseProgress.full, 20, 3, 10, pulled(req, 0, 'plateRequisition'));
    await tx
      .update(supplierOrders)
      .set({ state: SupplierOrderState.closed, promisedDate: iso(7), confirmRemark: '按期交货', confirmTime: day(10), vehicleNo: '粤Y·H2636', shipTime: day(7), answeredBy: '华昌铝材 梁永健' })
      .where(and(eq(supplierOrders.tenantId, d.tenantId), eq(supplierOrders.poId, po.head.id as string)));
    await order(DocStatus.approved, 10, 2.5, 1);

    const unitPrice = Math.round((Number(po.lines[0]!.amount) / 20) * 10000) / 10000;
    const stockIn = await doc(
      tx,
      ctx,
      plateStockInDocument,
      t(plateStockIns, plateStockInLines),
      { status: StockInStatus.posted, warehouseId: wh.id, supplierId: supplier.id, vehicleNo: '粤Y·H2636', auditorId: d.userId, auditTime: day(6), submitterId: d.userId, submitTime: day(7) },
      [{ ...spec, isRemnant: false, sheets: 20, weight: 731.7, unitPrice, amount: unitPrice * 20, position: 'A-3-12', batchNo: 'HC2411-07', qualifiedSheets: 19, rejectedSheets: 1, ...pulled(po, 0, 'plateOrder') }],
      day(7),
    );
    await doc(
      tx,
      ctx,
      plateQcDocument,
      t(plateQcOrders, plateQcOrderLines),
      { status: PlateQcStatus.audited, inspectorId: d.userId, supplierId: supplier.id, auditorId: d.userId, auditTime: day(7), remark: '1张覆膜划伤，退回供应商' },
      [{ ...spec, sheets: 20, qualified: 19, unqualified: 1, thicknessMin: 2.96, thicknessMax: 3.02, flatness: '≤2mm/m', surface: '1张划伤', result: 2, ...pulled(stockIn, 0, 'plateStockIn') }],
      day(7),
    );
    await postLines(tx, ctx, stockIn, plateStockInDocument.entity, 1, 'post', (l) => Number(l.qualifiedSheets));
    await tx.update(stockMoves).set({ time: day(6) }).where(and(eq(stockMoves.tenantId, d.tenantId), eq(stockMoves.docId, stockIn.head.id as string)));
  });
}
