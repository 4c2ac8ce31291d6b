import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import {
  equipmentPriceInput,
  idParam,
  RenewalStatus,
  renewalApi,
  renewalCompleteInput,
  renewalInput,
  renewalDownQuery,
  renewalListQuery,
  renewalStatusLabels,
  type EquipmentPrice,
} from '@al/contracts';
import { notFound } from '../../core/http/errors.ts';
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
import { col, sendSheet, timeText } from './excel.ts';

const tags = ['租户续费'];
/** Renewals are the platform operators' business: every call is for-admin. */
const admin = { platformAdmin: true } as const;

const toPrice = (p: typeof equipmentPrices.$inferSelect): EquipmentPrice => ({
  id: p.id,
  model: p.model,
  name: p.name,
  unitPrice: Number(p.unitPrice),
  unit: p.unit,
  sort: p.sort,
});

/** /api/tenant/account/renewal: draft → submit (pending payment) → complete, or cancel; Excel download. */
export function renewalRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(renewalApi.equipmentPrice, { schema: { tags, summary: '设备价格表' }, config: admin }, async (req) =>
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
  r.get(
    renewalApi.salesmen,
    { schema: { tags, summary: '可选的销售人员（平台用户）' }, config: admin },
    async (req) => req.tx(listSalesmen),
  );
  r.post(
    renewalApi.equipmentPrice,
    { schema: { tags, summary: '保存设备价格（同型号覆盖）', body: equipmentPriceInput }, config: admin },
    async (req) =>
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
  r.delete(
    '/api/tenant/account/renewal/equipment-price/:id',
    { schema: { tags, summary: '删除设备价格', params: idParam }, config: admin },
    async (req, reply) => {
      const gone = await req.tx((tx) =>
        tx
          .update(equipmentPrices)
          .set({ isDeleted: true, deletionTime: new Date(), deleterId: req.ctx.userId })
          .where(and(eq(equipmentPrices.id, req.params.id), eq(equipmentPrices.isDeleted, false)))
          .returning({ id: equipmentPrices.id }),
      );
      if (!gone.length) throw notFound('设备价格不存在');
      return reply.status(204).send();
    },
  );

  r.get(
    renewalApi.renewals,
    { schema: { tags, summary: '续费单列表', querystring: renewalListQuery }, config: admin },
    async (req) =>
      req.tx((tx) => {
        const where: SQL[] = [eq(tenantRenewals.isDeleted, false)];
        if (req.query.tenantId) where.push(eq(tenantRenewals.tenantId, req.query.tenantId));
        if (req.query.status) where.push(eq(tenantRenewals.status, req.query.status));
        return pagedList(tx, req.query, {
          from: tenantRenewals,
          where: and(...where),
          orderBy: [desc(tenantRenewals.creationTime)],
          select: { r: tenantRenewals, ...renewalNames },
          map: (x) =>
            toRenewal(x.r as typeof tenantRenewals.$inferSelect, x as { tenantName: string | null }),
        });
      }),
  );

  r.get(
    '/api/tenant/account/renewal/:id',
    { schema: { tags, summary: '续费单详情', params: idParam }, config: admin },
    async (req) => req.tx((tx) => renewalDetail(tx, req.params.id)),
  );

  r.post(
    renewalApi.renewals,
    { schema: { tags, summary: '新建续费单（草稿）', body: renewalInput }, config: admin },
    async (req) =>
      req.tx(async (tx) => {
        const row = await saveRenewal(tx, req.ctx, req.body);
        return renewalDetail(tx, row.id);
      }),
  );

  r.put(
    '/api/tenant/account/renewal/:id',
    { schema: { tags, summary: '修改续费单（草稿）', params: idParam, body: renewalInput }, config: admin },
    async (req) =>
      req.tx(async (tx) => {
        const before = await loadRenewal(tx, req.params.id, true);
        requireStatus(before, [RenewalStatus.draft], '只有草稿状态的续费单可以修改');
        // No audit row: the audit log is tenant-walled and for-admin calls write outside any tenant;
        // what a renewal changes is kept in the tenant operate log when it completes.
        const after = await saveRenewal(tx, req.ctx, req.body, before);
        return renewalDetail(tx, after.id);
      }),
  );

  r.delete(
    '/api/tenant/account/renewal/:id',
    { schema: { tags, summary: '删除续费单（草稿）', params: idParam }, config: admin },
    async (req, reply) => {
      await req.tx(async (tx) => {
        const row = await loadRenewal(tx, req.params.id, true);
        requireStatus(row, [RenewalStatus.draft], '只有草稿状态的续费单可以删除');
        await tx
          .update(tenantRenewals)
          .set({ isDeleted: true, deletionTime: new Date(), deleterId: req.ctx.userId })
          .where(eq(tenantRenewals.id, row.id));
      });
      return reply.status(204).send();
    },
  );

  /** Status changes: submit 1 → 2, cancel 1|2 → 8, complete 2 → 4 (applies the renewal). */
  const transition = (path: string, summary: string, from: number[], to: number, message: string) =>
    r.put(path, { schema: { tags, summary, params: idParam }, config: admin }, async (req) =>
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
  transition(
    '/api/tenant/account/renewal/:id/submit',
    '提交续费单（待付款）',
    [RenewalStatus.draft],
    RenewalStatus.pendingPayment,
    '只有草稿状态的续费单可以提交',
  );
  transition(
    '/api/tenant/account/renewal/:id/cancel',
    '取消续费单',
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
  r.put(
    '/api/tenant/account/renewal/:id/complete',
    {
      schema: { tags, summary: '完成续费（收款后生效）', params: idParam, body: renewalCompleteInput },
      config: admin,
    },
    async (req) => complete(req, req.params.id, req.body),
  );
  // The spec's PUT renewal/complete names the renewal in the body.
  r.put(
    renewalApi.completeByBody,
    { schema: { tags, summary: '完成续费（续费单在请求体中）', body: renewalCompleteInput.and(idParam) }, config: admin },
    async (req) => complete(req, req.body.id, req.body),
  );

  // The spec's GET renewal/down: one renewal's sheet with ?id=, else the list (its filters) as Excel.
  r.get(
    renewalApi.downList,
    { schema: { tags, summary: '下载续费单（列表或单张）', querystring: renewalDownQuery }, config: admin },
    async (req, reply) => {
      if (req.query.id) return sendRenewal(req, reply, req.query.id);
      const list = await req.tx(async (tx) => {
        const where: SQL[] = [eq(tenantRenewals.isDeleted, false)];
        if (req.query.tenantId) where.push(eq(tenantRenewals.tenantId, req.query.tenantId));
        if (req.query.status) where.push(eq(tenantRenewals.status, req.query.status));
        const rows = await tx
          .select({ r: tenantRenewals, ...renewalNames })
          .from(tenantRenewals)
          .where(and(...where))
          .orderBy(desc(tenantRenewals.creationTime))
          .limit(5000);
        return rows.map((x) => toRenewal(x.r as typeof tenantRenewals.$inferSelect, x as { tenantName: string | null }));
      });
      return sendSheet(
        reply,
        '续费单列表.xlsx',
        '续费单',
        [
          col('续费单号', 'renewalNo', 20),
          col('租户', 'tenantName', 28),
          col('状态', 'status', 10),
          col('续费月数', 'periodMonths', 10),
          col('续费金额', 'amount', 12),
          col('优惠金额', 'discount', 12),
          col('应付金额', 'payable', 12),
          col('实收金额', 'paidAmount', 12),
          col('创建时间', 'creationTime', 20),
          col('完成时间', 'completeTime', 20),
        ],
        list.map((d) => ({
          ...d,
          status: renewalStatusLabels[d.status],
          creationTime: timeText(d.creationTime),
          completeTime: timeText(d.completeTime),
        })),
      );
    },
  );

  r.get(
    '/api/tenant/account/renewal/:id/down',
    { schema: { tags, summary: '下载续费单', params: idParam }, config: admin },
    async (req, reply) => sendRenewal(req, reply, req.params.id),
  );
}

/** One renewal as a sheet: the head as label/value pairs, then the two line tables under their titles. */
async function sendRenewal(req: FastifyRequest, reply: FastifyReply, id: string) {
  const d = await req.tx((tx) => renewalDetail(tx, id));
  // One sheet: the head as label/value pairs, then the two line tables under their titles.
  const rows: Record<string, unknown>[] = [
    { a: '续费单号', b: d.renewalNo },
    { a: '租户', b: d.tenantName },
    { a: '状态', b: renewalStatusLabels[d.status] },
    { a: '版本', b: d.editionName ?? '' },
    { a: '续费月数', b: d.periodMonths },
    { a: '增加席位', b: d.seats },
    { a: '增加存储空间(GB)', b: d.storageGb },
    { a: '增加并发数', b: d.concurrent },
    { a: '增加排版额度', b: d.nestQuota },
    { a: '续费金额', b: d.amount },
    { a: '优惠金额', b: d.discount },
    { a: '应付金额', b: d.payable },
    { a: '实收金额', b: d.paidAmount },
    { a: '销售人员', b: d.salesmanName ?? '' },
    { a: '创建时间', b: timeText(d.creationTime) },
    { a: '完成时间', b: timeText(d.completeTime) },
    { a: '备注', b: d.remark },
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
  return sendSheet(
    reply,
    `续费单${d.renewalNo}.xlsx`,
    '续费单',
    [
      col('项目', 'a', 20),
      col('内容', 'b', 28),
      col('', 'c', 12),
      col('', 'd', 12),
      col('', 'e', 14),
      col('', 'f', 40),
    ],
    rows,
  );
}
