import { and, eq, inArray, sql } from 'drizzle-orm';
import { EditionType, PlatePurchaseProgress, SupplierOrderState, supplierOrderStateOptions, type SupplierOrderLine, optionLabel } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { HOST_TENANT_ID } from '../../core/db/scoped.ts';
import { directory } from '../../core/auth/directory.ts';
import { businessError } from '../../core/http/errors.ts';
import type { DocumentWithLines } from '../../core/document/routes.ts';
import { col } from '../../core/resource/table.ts';
import { materialTextures, suppliers } from '../basic/schema.ts';
import { tenants } from '../saas/schema.ts';
import { platePurchaseOrders, supplierOrders } from './schema.ts';

const stateLabel = (v: number) => optionLabel(supplierOrderStateOptions, v, String(v));

/** The supplier's own space, when the basic-data supplier names one: it must be a supplier-edition space. */
async function supplierSpace(tx: Tx, ctx: RequestContext, supplierId: string) {
  const [s] = (await tx
    .select({ name: col(suppliers, 'name'), linked: col(suppliers, 'linkedTenantId') })
    .from(suppliers)
    .where(and(eq(col(suppliers, 'tenantId'), ctx.tenantId ?? HOST_TENANT_ID), eq(col(suppliers, 'id'), supplierId)))) as {
    name: string;
    linked: string | null;
  }[];
  if (!s?.linked) return null;
  const [space] = await tx
    .select({ id: tenants.id, type: tenants.editionType, active: tenants.isActive })
    .from(tenants)
    .where(eq(tenants.id, s.linked));
  if (!space || space.type !== EditionType.supplier || !space.active)
    throw businessError(`供应商「${s.name}」关联的平台企业不是可用的供应商版空间，请在供应商资料中更正后再审核`, 'SupplierSpace');
  return space.id;
}

/**
 * An approved purchase order reaches the supplier's space (DOMAIN.md §2.7): a row the factory owns
 * and the supplier reads and answers (policies supplier_read / supplier_answer). Approving again
 * after a de-approval sends the new lines and starts the answer over.
 */
export async function sendToSupplier(tx: Tx, ctx: RequestContext, doc: DocumentWithLines) {
  const supplierTenantId = await supplierSpace(tx, ctx, doc.head.supplierId as string);
  if (!supplierTenantId) return;
  const tenantId = ctx.tenantId ?? HOST_TENANT_ID;
  const ids = [...new Set(doc.lines.map((l) => l.materialTextureId as string))];
  const names = new Map(
    ((await tx
      .select({ id: col(materialTextures, 'id'), name: col(materialTextures, 'name') })
      .from(materialTextures)
      .where(and(eq(col(materialTextures, 'tenantId'), tenantId), inArray(col(materialTextures, 'id'), ids)))) as { id: string; name: string }[]).map(
      (t) => [t.id, t.name],
    ),
  );
  const lines: SupplierOrderLine[] = doc.lines.map((l) => ({
    lineId: l.id as string,
    material: names.get(l.materialTextureId as string) ?? '',
    thickness: Number(l.thickness),
    width: Number(l.width),
    length: Number(l.length),
    sheets: Number(l.sheets),
    weight: l.weight == null ? null : Number(l.weight),
    priceBasis: Number(l.priceBasis),
    unitPrice: l.unitPrice == null ? null : Number(l.unitPrice),
    amount: l.amount == null ? null : Number(l.amount),
  }));
  const row = {
    supplierTenantId,
    factoryId: ctx.factoryId ?? HOST_TENANT_ID,
    customerName: (await directory().tenantHead(tx, tenantId))?.name ?? '',
    poNo: doc.head.docNo as string,
    orderDate: doc.head.docDate as string,
    deliveryDate: doc.head.deliveryDate as string,
    lines,
    totalSheets: lines.reduce((s, l) => s + l.sheets, 0),
    totalAmount: doc.head.totalAmount == null ? null : Number(doc.head.totalAmount),
    remark: (doc.head.remark as string | null) ?? null,
    state: SupplierOrderState.received,
    promisedDate: null,
    confirmRemark: null,
    confirmTime: null,
    vehicleNo: null,
    shipRemark: null,
    shipTime: null,
    answeredBy: null,
    lastModificationTime: new Date(),
  };
  await tx
    .insert(supplierOrders)
    .values({ tenantId, poId: doc.head.id as string, ...row })
    .onConflictDoUpdate({ target: [supplierOrders.tenantId, supplierOrders.poId], set: row });
}

/** De-approving or voiding an order takes it back from the supplier, unless the supplier already confirmed it. */
export async function withdrawFromSupplier(tx: Tx, ctx: RequestContext, doc: DocumentWithLines, action: string) {
  const tenantId = ctx.tenantId ?? HOST_TENANT_ID;
  const [sent] = await tx
    .select()
    .from(supplierOrders)
    .where(and(eq(supplierOrders.tenantId, tenantId), eq(supplierOrders.poId, doc.head.id as string)))
    .for('update');
  if (!sent || sent.state === SupplierOrderState.cancelled) return;
  if (sent.state !== SupplierOrderState.received)
    throw businessError(`供应商${stateLabel(sent.state)}该采购单，不能${action}`, 'SupplierAnswered');
  await tx
    .update(supplierOrders)
    .set({ state: SupplierOrderState.cancelled, lastModificationTime: new Date() })
    .where(and(eq(supplierOrders.tenantId, tenantId), eq(supplierOrders.id, sent.id)));
}

/** Plates were posted: the supplier's orders whose purchase order is fully received are closed. */
export async function closeReceived(tx: Tx, ctx: RequestContext) {
  const tenantId = ctx.tenantId ?? HOST_TENANT_ID;
  const received = tx
    .select({ id: col(platePurchaseOrders, 'id') })
    .from(platePurchaseOrders)
    .where(and(eq(col(platePurchaseOrders, 'tenantId'), tenantId), eq(col(platePurchaseOrders, 'status'), PlatePurchaseProgress.full)));
  await tx
    .update(supplierOrders)
    .set({ state: SupplierOrderState.closed, lastModificationTime: new Date() })
    .where(
      and(
        eq(supplierOrders.tenantId, tenantId),
        inArray(supplierOrders.state, [SupplierOrderState.received, SupplierOrderState.confirmed, SupplierOrderState.shipped]),
        inArray(supplierOrders.poId, sql`(${received})`),
      ),
    );
}
