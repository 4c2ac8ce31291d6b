import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  InternalDocType,
  RenewalStatus,
  type RenewalDetail,
  type Renewal,
  type renewalInput,
  type Salesman,
} from '@al/contracts';
import type { z } from 'zod';
import type { Tx } from '../../core/db/client.ts';
import { isoRow } from '../../core/http/endpoint.ts';
import { HOST_TENANT_ID } from '../../core/db/scoped.ts';
import { nextDocNo } from '../../core/numbering/numbering.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { badRequest, businessError, notFound } from '../../core/http/errors.ts';
import { users } from '../identity/schema.ts';
import {
  editions,
  equipmentPrices,
  features,
  renewalEquipmentLines,
  renewalServiceLines,
  tenantRenewals,
  tenants,
} from './schema.ts';
import { addMonths, fromCents, toCents } from './money.ts';
import { applyAccountChange, logOperation } from './account-service.ts';
import { grantFeature } from './order-service.ts';

type RenewalRow = typeof tenantRenewals.$inferSelect;
type Ctx = Pick<RequestContext, 'userId' | 'userName'>;
export type RenewalBody = z.infer<typeof renewalInput>;

export function toRenewal(
  r: RenewalRow,
  names: { tenantName?: string | null; editionName?: string | null; salesmanName?: string | null } = {},
): Renewal {
  return {
    ...isoRow(r),
    tenantName: names.tenantName ?? null,
    editionName: names.editionName ?? null,
    salesmanName: names.salesmanName ?? null,
    amount: Number(r.amount),
    discount: Number(r.discount),
    payable: Number(r.payable),
    paidAmount: Number(r.paidAmount),
    status: r.status as Renewal['status'],
  };
}

/** Salesmen are the platform's own (active platform) users: the people who sell renewals. */
const salesmanWhere = and(eq(users.isPlatformAdmin, true), eq(users.isActive, true));

export async function listSalesmen(tx: Tx): Promise<Salesman[]> {
  return tx
    .select({ id: users.id, name: sql<string>`coalesce(${users.name}, ${users.userName})` })
    .from(users)
    .where(salesmanWhere)
    .orderBy(asc(users.userName));
}

/** Display names joined to a renewal row (tenant, edition, salesman). */
export const renewalNames = {
  tenantName: sql<
    string | null
  >`(select t.display_name from tenants t where t.id = ${tenantRenewals.tenantId})`,
  editionName: sql<string | null>`(select e.name from editions e where e.id = ${tenantRenewals.editionId})`,
  salesmanName: sql<
    string | null
  >`(select coalesce(u.name, u.user_name) from users u where u.id = ${tenantRenewals.salesmanId})`,
};

export async function loadRenewal(tx: Tx, id: string, lock = false): Promise<RenewalRow> {
  const q = tx
    .select()
    .from(tenantRenewals)
    .where(and(eq(tenantRenewals.id, id), eq(tenantRenewals.isDeleted, false)));
  const [r] = lock ? await q.for('update') : await q;
  if (!r) throw notFound('续费单不存在');
  return r;
}

export async function renewalDetail(tx: Tx, id: string): Promise<RenewalDetail> {
  const [row] = await tx
    .select({ r: tenantRenewals, ...renewalNames })
    .from(tenantRenewals)
    .where(and(eq(tenantRenewals.id, id), eq(tenantRenewals.isDeleted, false)));
  if (!row) throw notFound('续费单不存在');
  const services = await tx
    .select({ l: renewalServiceLines, featureName: features.displayName })
    .from(renewalServiceLines)
    .leftJoin(features, eq(features.id, renewalServiceLines.featureId))
    .where(eq(renewalServiceLines.renewalId, id))
    .orderBy(asc(renewalServiceLines.sort));
  const equipment = await tx
    .select({ l: renewalEquipmentLines, equipmentName: equipmentPrices.name })
    .from(renewalEquipmentLines)
    .leftJoin(
      equipmentPrices,
      and(
        eq(equipmentPrices.model, renewalEquipmentLines.equipmentModel),
        eq(equipmentPrices.isDeleted, false),
      ),
    )
    .orderBy(asc(renewalEquipmentLines.sort))
    .where(eq(renewalEquipmentLines.renewalId, id));
  return {
    ...toRenewal(row.r, row),
    serviceLines: services.map(({ l, featureName }) => ({
      ...l,
      featureName,
      unitPrice: Number(l.unitPrice),
      amount: Number(fromCents(l.qty * l.months * toCents(l.unitPrice))),
    })),
    equipmentLines: equipment.map(({ l, equipmentName }) => ({
      ...l,
      equipmentName,
      unitPrice: Number(l.unitPrice),
      amount: Number(fromCents(l.qty * toCents(l.unitPrice))),
    })),
  };
}

/**
 * Checks a renewal's references (tenant, edition of the tenant's type, services, equipment models
 * of the price list), fills equipment prices from the list, and totals it in cents.
 */
async function resolve(tx: Tx, v: RenewalBody) {
  const [tenant] = await tx
    .select()
    .from(tenants)
    .where(and(eq(tenants.id, v.tenantId), eq(tenants.isDeleted, false)));
  if (!tenant) throw badRequest('租户不存在', ['tenantId']);
  if (v.editionId) {
    const [e] = await tx
      .select()
      .from(editions)
      .where(and(eq(editions.id, v.editionId), eq(editions.isDeleted, false)));
    if (!e) throw badRequest('版本不存在', ['editionId']);
    if (e.editionType !== tenant.editionType) throw badRequest('只能续费同类型的版本', ['editionId']);
  }
  const featureIds = v.serviceLines.map((l) => l.featureId);
  if (featureIds.length) {
    const found = await tx
      .select({ id: features.id })
      .from(features)
      .where(
        and(
          inArray(features.id, featureIds),
          eq(features.isDeleted, false),
          sql`${features.parentId} is not null`,
        ),
      );
    if (found.length !== featureIds.length) throw badRequest('服务不存在', ['serviceLines']);
  }
  const models = [...new Set(v.equipmentLines.map((l) => l.equipmentModel))];
  const list = models.length
    ? await tx
        .select()
        .from(equipmentPrices)
        .where(and(inArray(equipmentPrices.model, models), eq(equipmentPrices.isDeleted, false)))
    : [];
  const priceOf = new Map(list.map((p) => [p.model, p.unitPrice]));
  const equipmentLines = v.equipmentLines.map((l) => {
    const listed = priceOf.get(l.equipmentModel);
    if (listed == null) throw badRequest(`设备型号${l.equipmentModel}不在设备价格表中`, ['equipmentLines']);
    return { ...l, unitCents: l.unitPrice != null ? toCents(l.unitPrice) : toCents(listed) };
  });
  const amount =
    v.serviceLines.reduce((s, l) => s + l.qty * l.months * toCents(l.unitPrice), 0) +
    equipmentLines.reduce((s, l) => s + l.qty * l.unitCents, 0);
  const discount = toCents(v.discount);
  if (discount > amount) throw badRequest('优惠金额不能大于续费金额', ['discount']);
  return { tenant, equipmentLines, amount, discount };
}

/** XF + yyMMdd + 3-digit serial of the day: renewals are the platform's, numbered in the host's counters. */
const nextRenewalNo = (tx: Tx, now: Date) => nextDocNo(tx, HOST_TENANT_ID, InternalDocType.renewal, now);

/** Writes a renewal's head and replaces its lines (create, or update of a draft). */
export async function saveRenewal(tx: Tx, ctx: Ctx, v: RenewalBody, existing?: RenewalRow) {
  const { tenant, equipmentLines, amount, discount } = await resolve(tx, v);
  if (existing && existing.tenantId !== tenant.id) throw badRequest('续费单的租户不能修改', ['tenantId']);
  // A new salesman must be an active platform user; a draft keeps the one it has even if since deactivated.
  if (v.salesmanId && v.salesmanId !== existing?.salesmanId) {
    const [u] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, v.salesmanId), salesmanWhere));
    if (!u) throw badRequest('销售人员不存在', ['salesmanId']);
  }
  const head = {
    tenantId: tenant.id,
    editionId: v.editionId ?? null,
    periodMonths: v.periodMonths,
    seats: v.seats,
    storageGb: v.storageGb,
    concurrent: v.concurrent,
    nestQuota: v.nestQuota,
    amount: fromCents(amount),
    discount: fromCents(discount),
    payable: fromCents(amount - discount),
    salesmanId: v.salesmanId ?? ctx.userId,
    remark: v.remark,
  };
  const now = new Date();
  const [row] = existing
    ? await tx
        .update(tenantRenewals)
        .set({
          ...head,
          lastModificationTime: now,
          lastModifierId: ctx.userId,
          concurrencyStamp: crypto.randomUUID(),
        })
        .where(eq(tenantRenewals.id, existing.id))
        .returning()
    : await tx
        .insert(tenantRenewals)
        .values({ ...head, renewalNo: await nextRenewalNo(tx, now), creatorId: ctx.userId })
        .returning();
  const id = row!.id;
  await tx.delete(renewalServiceLines).where(eq(renewalServiceLines.renewalId, id));
  await tx.delete(renewalEquipmentLines).where(eq(renewalEquipmentLines.renewalId, id));
  if (v.serviceLines.length)
    await tx.insert(renewalServiceLines).values(
      v.serviceLines.map((l, i) => ({
        renewalId: id,
        featureId: l.featureId,
        qty: l.qty,
        unitPrice: fromCents(toCents(l.unitPrice)),
        months: l.months,
        sort: i,
      })),
    );
  if (equipmentLines.length)
    await tx.insert(renewalEquipmentLines).values(
      equipmentLines.map((l, i) => ({
        renewalId: id,
        equipmentModel: l.equipmentModel,
        qty: l.qty,
        unitPrice: fromCents(l.unitCents),
        sort: i,
      })),
    );
  return row!;
}

export function requireStatus(r: RenewalRow, allowed: number[], message: string) {
  if (!allowed.includes(r.status)) throw businessError(message, 'RenewalStatus');
}

/**
 * Completes a paid renewal: the edition and its period, seats, storage, concurrency and nest
 * quota go through the tenant-account changes (each with its operate-log entry), services are
 * granted for their months, and every piece of equipment gets its serial number.
 */
export async function completeRenewal(
  tx: Tx,
  ctx: Ctx,
  r: RenewalRow,
  paid: { paidAmount: number; reason: string },
  now = new Date(),
) {
  requireStatus(r, [RenewalStatus.pendingPayment], '只有待付款的续费单可以完成');
  if (toCents(paid.paidAmount) < toCents(r.payable))
    throw badRequest('实收金额不能少于应付金额', ['paidAmount']);
  const reason = `续费单${r.renewalNo}${paid.reason ? `：${paid.reason}` : ''}`;
  const [t0] = await tx.select().from(tenants).where(eq(tenants.id, r.tenantId)).for('update');
  if (!t0 || t0.isDeleted) throw businessError('租户不存在');
  let t = t0;
  const sameEdition = !r.editionId || r.editionId === t.editionId;
  if (!sameEdition) t = await applyAccountChange(tx, ctx, t, 'edition', r.editionId!, reason);
  if (r.periodMonths > 0) {
    // The same edition extends from its expiry; a new edition or a trial starts today.
    const from =
      sameEdition && !t0.isInTrialPeriod && t.expiryTime && t.expiryTime > now ? t.expiryTime : now;
    t = await applyAccountChange(
      tx,
      ctx,
      t,
      'service',
      addMonths(from, r.periodMonths).toISOString(),
      reason,
    );
  }
  if (r.seats) t = await applyAccountChange(tx, ctx, t, 'seats', t.seats + r.seats, reason);
  if (r.storageGb) t = await applyAccountChange(tx, ctx, t, 'storage', t.storageGb + r.storageGb, reason);
  if (r.concurrent)
    t = await applyAccountChange(tx, ctx, t, 'concurrent', t.concurrent + r.concurrent, reason);
  if (r.nestQuota)
    t = await applyAccountChange(
      tx,
      ctx,
      t,
      'nest',
      fromCents(toCents(t.nestQuota) + r.nestQuota * 100),
      reason,
    );

  const services = await tx
    .select({ l: renewalServiceLines, name: features.displayName })
    .from(renewalServiceLines)
    .leftJoin(features, eq(features.id, renewalServiceLines.featureId))
    .where(eq(renewalServiceLines.renewalId, r.id))
    .orderBy(asc(renewalServiceLines.sort));
  const granted = [];
  for (const { l, name } of services) {
    const g = await grantFeature(tx, r.tenantId, l.featureId, l.months, now);
    granted.push({ featureId: l.featureId, name, before: g.before, expiryTime: g.expiryTime });
  }

  const equipment = await tx
    .select()
    .from(renewalEquipmentLines)
    .where(eq(renewalEquipmentLines.renewalId, r.id))
    .orderBy(asc(renewalEquipmentLines.sort));
  let seq = 0;
  const devices: { model: string; serialNos: string[] }[] = [];
  for (const l of equipment) {
    const serialNos = Array.from({ length: l.qty }, () => `${r.renewalNo}-${String(++seq).padStart(3, '0')}`);
    await tx.update(renewalEquipmentLines).set({ serialNos }).where(eq(renewalEquipmentLines.id, l.id));
    devices.push({ model: l.equipmentModel, serialNos });
  }
  if (granted.length || devices.length)
    await logOperation(
      tx,
      ctx,
      r.tenantId,
      'renewal',
      null,
      { renewalNo: r.renewalNo, granted, devices },
      reason,
    );

  const [done] = await tx
    .update(tenantRenewals)
    .set({
      status: RenewalStatus.completed,
      paidAmount: fromCents(toCents(paid.paidAmount)),
      completeTime: now,
      lastModificationTime: now,
      lastModifierId: ctx.userId,
    })
    .where(eq(tenantRenewals.id, r.id))
    .returning();
  return done!;
}
