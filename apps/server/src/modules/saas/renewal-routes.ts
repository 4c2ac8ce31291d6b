import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type {
  renewalCompleteInput} from '@al/contracts';
import {
  RenewalStatus,
  renewalEndpoints as ep,
  renewalLabels as L,
  renewalStatusLabels,
  type EquipmentPrice,
} from '@al/contracts';
import { notFound } from '../../core/http/errors.ts';
import { isoRow, serve } from '../../core/http/endpoint.ts';
import { pagedList } from '../../core/http/paging.ts';
import { equipmentPrices, tenantRenewals } from './schema.ts';
import { fromCents, toCents } from './money.ts';
import {
  completeRenewal,
  listSalesmen,
  loadRenewal,
  renewalDetail,
  renewalNames,
  requireStatus,
  saveRenewal,
  toRenewal,
} from './renewal-service.ts';
import { plainSheet, sendSheet, sheetCol, timeText, type SheetRow } from '../../core/http/xlsx.ts';
import { softDeleted } from '../../core/db/columns.ts';

const toPrice = (p: typeof equipmentPrices.$inferSelect): EquipmentPrice => ({ ...isoRow(p), unitPrice: Number(p.unitPrice) });

/** The renewal list's Excel: the list's fields under their labels. */
const listed = ['renewalNo', 'tenantName', 'status', 'periodMonths', 'amount', 'discount', 'payable', 'paidAmount', 'creationTime', 'completeTime'] as const;
const widths: Partial<Record<(typeof listed)[number], number>> = { renewalNo: 20, tenantName: 28, status: 10, periodMonths: 10, creationTime: 20, completeTime: 20 };
const renewalListSheet = plainSheet('续费单', listed.map((k) => sheetCol(L[k], k, widths[k] ?? 12)));

/** The list's filters (tenant, status) over live renewals. */
function listWhere(q: { tenantId?: string; status?: number }) {
  const where: SQL[] = [eq(tenantRenewals.isDeleted, false)];
  if (q.tenantId) where.push(eq(tenantRenewals.tenantId, q.tenantId));
  if (q.status) where.push(eq(tenantRenewals.status, q.status));
  return and(...where);
}
const toListed = (x: Record<string, unknown>) =>
  toRenewal(x.r as typeof tenantRenewals.$inferSelect, x as { tenantName: string | null });

/** /api/tenant/account/renewal on the contracts of packages/contracts (renewalEndpoints). */
export function renewalRoutes(app: FastifyInstance) {
  serve(app, ep.equipmentPrices, async (req) =>
    (
      await req.tx((tx) =>
        tx
          .select()
          .from(equipmentPrices)
          .where(eq(equipmentPrices.isDeleted, false))
          .orderBy(asc(equipmentPrices.sort), asc(equipmentPrices.model)),
      )
    ).map(toPrice),
  );
  serve(app, ep.salesmen, async (req) => req.tx(listSalesmen));
  serve(app, ep.saveEquipmentPrice, async (req) =>
    req.tx(async (tx) => {
      const v = { ...req.body, unitPrice: fromCents(toCents(req.body.unitPrice)) };
      const [had] = await tx
        .select()
        .from(equipmentPrices)
        .where(and(eq(equipmentPrices.model, v.model), eq(equipmentPrices.isDeleted, false)));
      const [row] = had
        ? await tx
            .update(equipmentPrices)
            .set({ ...v, lastModificationTime: new Date(), lastModifierId: req.ctx.userId })
            .where(eq(equipmentPrices.id, had.id))
            .returning()
        : await tx
            .insert(equipmentPrices)
            .values({ ...v, creatorId: req.ctx.userId })
            .returning();
      return toPrice(row!);
    }),
  );
  serve(app, ep.deleteEquipmentPrice, async (req) => {
    const gone = await req.tx((tx) =>
      tx
        .update(equipmentPrices)
        .set(softDeleted(req.ctx.userId))
        .where(and(eq(equipmentPrices.id, req.params.id), eq(equipmentPrices.isDeleted, false)))
        .returning({ id: equipmentPrices.id }),
    );
    if (!gone.length) throw notFound('设备价格不存在');
  });

  serve(app, ep.list, async (req) =>
    req.tx((tx) =>
      pagedList(tx, req.query, {
        from: tenantRenewals,
        where: listWhere(req.query),
        orderBy: [desc(tenantRenewals.creationTime)],
        select: { r: tenantRenewals, ...renewalNames },
        map: toListed,
      }),
    ),
  );
  serve(app, ep.get, async (req) => req.tx((tx) => renewalDetail(tx, req.params.id)));
  serve(app, ep.create, async (req) =>
    req.tx(async (tx) => {
      const row = await saveRenewal(tx, req.ctx, req.body);
      return renewalDetail(tx, row.id);
    }),
  );
  serve(app, ep.update, async (req) =>
    req.tx(async (tx) => {
      const before = await loadRenewal(tx, req.params.id, true);
      requireStatus(before, [RenewalStatus.draft], '只有草稿状态的续费单可以修改');
      // No audit row: the audit log is tenant-walled and for-admin calls write outside any tenant;
      // what a renewal changes is kept in the tenant operate log when it completes.
      const after = await saveRenewal(tx, req.ctx, req.body, before);
      return renewalDetail(tx, after.id);
    }),
  );
  serve(app, ep.remove, async (req) =>
    req.tx(async (tx) => {
      const row = await loadRenewal(tx, req.params.id, true);
      requireStatus(row, [RenewalStatus.draft], '只有草稿状态的续费单可以删除');
      await tx
        .update(tenantRenewals)
        .set(softDeleted(req.ctx.userId))
        .where(eq(tenantRenewals.id, row.id));
    }),
  );

  /** Status changes: submit 1 → 2, cancel 1|2 → 8, complete 2 → 4 (applies the renewal). */
  const transition = (e: typeof ep.submit | typeof ep.cancel, from: number[], to: number, message: string) =>
    serve(app, e, async (req) =>
      req.tx(async (tx) => {
        const row = await loadRenewal(tx, req.params.id, true);
        requireStatus(row, from, message);
        await tx
          .update(tenantRenewals)
          .set({ status: to, lastModificationTime: new Date(), lastModifierId: req.ctx.userId })
          .where(eq(tenantRenewals.id, row.id));
        return renewalDetail(tx, row.id);
      }),
    );
  transition(ep.submit, [RenewalStatus.draft], RenewalStatus.pendingPayment, '只有草稿状态的续费单可以提交');
  transition(
    ep.cancel,
    [RenewalStatus.draft, RenewalStatus.pendingPayment],
    RenewalStatus.cancelled,
    '已完成或已取消的续费单不能取消',
  );

  const complete = (req: FastifyRequest, id: string, body: z.infer<typeof renewalCompleteInput>) =>
    req.tx(async (tx) => {
      const row = await loadRenewal(tx, id, true);
      await completeRenewal(tx, req.ctx, row, body);
      return renewalDetail(tx, row.id);
    });
  serve(app, ep.complete, async (req) => complete(req, req.params.id, req.body));
  serve(app, ep.completeByBody, async (req) => complete(req, req.body.id, req.body));

  serve(app, ep.downList, async (req, reply) => {
    if (req.query.id) return sendRenewal(req, reply, req.query.id);
    const list = await req.tx(async (tx) =>
      (
        await tx
          .select({ r: tenantRenewals, ...renewalNames })
          .from(tenantRenewals)
          .where(listWhere(req.query))
          .orderBy(desc(tenantRenewals.creationTime))
          .limit(5000)
      ).map(toListed),
    );
    return sendSheet(
      reply,
      '续费单列表.xlsx',
      renewalListSheet,
      list.map((d) => ({
        ...d,
        status: renewalStatusLabels[d.status],
        creationTime: timeText(d.creationTime),
        completeTime: timeText(d.completeTime),
      })),
    );
  });
  serve(app, ep.down, async (req, reply) => sendRenewal(req, reply, req.params.id));
}

const renewalSheet = plainSheet('续费单', [
  sheetCol('项目', 'a', 20),
  sheetCol('内容', 'b', 28),
  sheetCol('', 'c', 12),
  sheetCol('', 'd', 12),
  sheetCol('', 'e', 14),
  sheetCol('', 'f', 40),
]);

/** One renewal as a sheet: the head as label/value pairs, then the two line tables under their titles. */
async function sendRenewal(req: FastifyRequest, reply: FastifyReply, id: string) {
  const d = await req.tx((tx) => renewalDetail(tx, id));
  // One sheet: the head as label/value pairs, then the two line tables under their titles.
  const rows: SheetRow<typeof renewalSheet>[] = [
    ...(
      [
        ['renewalNo', d.renewalNo],
        ['tenantName', d.tenantName],
        ['status', renewalStatusLabels[d.status]],
        ['editionName', d.editionName ?? ''],
        ['periodMonths', d.periodMonths],
        ['seats', d.seats],
        ['storageGb', d.storageGb],
        ['concurrent', d.concurrent],
        ['nestQuota', d.nestQuota],
        ['amount', d.amount],
        ['discount', d.discount],
        ['payable', d.payable],
        ['paidAmount', d.paidAmount],
        ['salesmanName', d.salesmanName ?? ''],
        ['creationTime', timeText(d.creationTime)],
        ['completeTime', timeText(d.completeTime)],
        ['remark', d.remark],
      ] as const
    ).map(([k, v]) => ({ a: L[k], b: v })),
    {},
    { a: '服务明细' },
    { a: '服务', b: '数量', c: '单价', d: '月数', e: '金额' },
    ...d.serviceLines.map((l) => ({
      a: l.featureName,
      b: l.qty,
      c: l.unitPrice,
      d: l.months,
      e: l.amount,
    })),
    {},
    { a: '设备明细' },
    { a: '设备型号', b: '设备名称', c: '数量', d: '单价', e: '金额', f: '序列号' },
    ...d.equipmentLines.map((l) => ({
      a: l.equipmentModel,
      b: l.equipmentName,
      c: l.qty,
      d: l.unitPrice,
      e: l.amount,
      f: l.serialNos.join(', '),
    })),
  ];
  return sendSheet(reply, `续费单${d.renewalNo}.xlsx`, renewalSheet, rows);
}
