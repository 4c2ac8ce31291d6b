import type { FastifyInstance, FastifyReply } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { formatMoney, messages, PaymentStatus, saasApi } from '@al/contracts';
import type { Db } from '../../core/db/client.ts';
import { inScope } from '../../core/db/scoped.ts';
import { forbidden, notFound } from '../../core/http/errors.ts';
import { orders, paymentNotifications } from './schema.ts';
import { userSessions } from '../../core/auth/schema.ts';
import { applyPaid, isOverdue, payAmountOf, type Clock } from './order-service.ts';
import type { PaymentProviders } from './payment/registry.ts';

const hostScope = { userId: null, tenantId: null, factoryId: null };
/** The payer's sandbox link (page and confirmation): public, the order number in the path and the payer's grant in the query. */
const sandboxLink = (summary: string) => ({
  schema: {
    tags: ['支付'],
    summary,
    params: z.object({ orderNo: z.string().max(40) }),
    querystring: z.object({ grant: z.string().max(200).optional() }),
  },
  config: { public: true },
});
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Provider notifications (one path per provider) and the sandbox's confirmation page. A
 * notification is verified (signature, then the amount against the order) before the order is
 * paid; every notification is recorded with what happened to it.
 */
export function paymentRoutes(
  app: FastifyInstance,
  deps: { db: Db; providers: PaymentProviders; clock: Clock },
) {
  app.register(async (scope) => {
    // Signatures cover the body exactly as sent: keep it raw.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));

    scope.post(
      '/api/payment/notify/:provider',
      {
        schema: {
          tags: ['支付'],
          summary: '支付平台通知',
          params: z.object({ provider: z.string().max(16) }),
        },
        config: { public: true },
      },
      async (req, reply) => {
        const { provider: name } = req.params as { provider: string };
        const provider = deps.providers.byProviderName(name);
        if (!provider) throw notFound('支付平台不存在');
        const rawBody = typeof req.body === 'string' ? req.body : '';
        const headers = Object.fromEntries(
          Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]),
        );
        const record = (accepted: boolean, reason: string, orderNo?: string) =>
          inScope(deps.db, hostScope, (tx) =>
            tx.insert(paymentNotifications).values({
              provider: name,
              orderNo: orderNo ?? null,
              accepted,
              reason,
              body: rawBody.slice(0, 4000),
            }),
          );
        const refuse = async (reason: string, orderNo?: string) => {
          req.log.warn({ provider: name, orderNo, reason }, 'payment notification refused');
          await record(false, reason, orderNo);
          const a = provider.answer(false);
          return reply.status(a.status).type(a.contentType).send(a.body);
        };

        const v = await provider.verify({ rawBody, headers });
        if (!v.ok) return refuse(v.reason, v.orderNo);
        const result = await inScope(deps.db, hostScope, async (tx) => {
          const [o] = await tx
            .select()
            .from(orders)
            .where(and(eq(orders.orderNo, v.orderNo), eq(orders.isDeleted, false)));
          if (!o) return '订单不存在';
          if (o.paymentProvider !== name) return '订单不属于该支付平台';
          if (formatMoney(v.amount) !== payAmountOf(o))
            return `金额不符：通知${v.amount}，应付${payAmountOf(o)}`;
          if (o.status === PaymentStatus.paid) return 'duplicate';
          if (o.status !== PaymentStatus.unpaid || isOverdue(o, deps.clock())) return '订单已取消';
          await applyPaid(tx, o, { now: deps.clock(), transactionId: v.transactionId, confirmerId: null });
          return 'paid';
        });
        if (result !== 'paid' && result !== 'duplicate') return refuse(result, v.orderNo);
        await record(true, result === 'paid' ? '已支付' : '重复通知，已忽略', v.orderNo);
        const a = provider.answer(true);
        return reply.status(a.status).type(a.contentType).send(a.body);
      },
    );

    /**
     * The payer confirmed on the sandbox page: the link's grant must name a live session of the
     * order's payer; then the sandbox sends its signed notification through the normal path.
     */
    scope.post(
      saasApi.sandboxConfirm(':orderNo'),
      sandboxLink('沙箱确认支付（下单人的支付链接）'),
      async (req, reply) => {
        const { orderNo } = req.params as { orderNo: string };
        const sandbox = deps.providers.sandbox;
        const o = sandbox ? await sandboxOrder(orderNo) : null;
        if (!sandbox || !o) throw notFound('订单不存在');
        if (!(await payerGranted(o, (req.query as { grant?: string }).grant))) throw forbidden(messages.sandboxLinkInvalid);
        const res = await app.inject({
          method: 'POST',
          url: saasApi.notify('sandbox'),
          headers: { 'content-type': 'application/json' },
          payload: sandbox.notification(o.orderNo, payAmountOf(o)),
        });
        const ok = res.statusCode === 200;
        return htmlPage(
          reply,
          ok ? 200 : 400,
          '沙箱支付',
          `<h2 data-testid="sandbox-result">${ok ? '支付成功' : '支付失败'}</h2><p>订单号 ${escape(o.orderNo)}</p><p class="amt">¥${payAmountOf(o)}</p>`,
        );
      },
    );
  });

  app.get(
    saasApi.sandboxPage(':orderNo'),
    sandboxLink('沙箱支付页（下单人的支付链接）'),
    async (req, reply) => {
      const { orderNo } = req.params as { orderNo: string };
      const grant = (req.query as { grant?: string }).grant;
      const o = deps.providers.sandbox ? await sandboxOrder(orderNo) : null;
      if (!o) throw notFound('订单不存在');
      // Nothing of the order is shown without the payer's link.
      if (!(await payerGranted(o, grant))) throw forbidden(messages.sandboxLinkInvalid);
      const state =
        o.status === PaymentStatus.paid
          ? '<p data-testid="sandbox-state">该订单已支付</p>'
          : o.status !== PaymentStatus.unpaid || isOverdue(o, deps.clock())
            ? '<p data-testid="sandbox-state">该订单已取消</p>'
            : `<form method="post" action="${escape(`${saasApi.sandboxConfirm(encodeURIComponent(o.orderNo))}?grant=${encodeURIComponent(grant!)}`)}"><button type="submit">确认支付</button></form>`;
      return htmlPage(
        reply,
        200,
        '沙箱支付',
        `<h2>沙箱支付</h2><p>订单号 ${escape(o.orderNo)}</p><p>${escape(o.providerDisplayName)}</p><p class="amt">¥${payAmountOf(o)}</p>${state}<p style="color:#999">这是测试用的模拟支付，不会产生真实扣款。</p>`,
      );
    },
  );

  async function sandboxOrder(orderNo: string) {
    const [o] = await inScope(deps.db, hostScope, (tx) =>
      tx
        .select()
        .from(orders)
        .where(and(eq(orders.orderNo, orderNo), eq(orders.isDeleted, false))),
    );
    return o && o.paymentProvider === 'sandbox' ? o : null;
  }

  /** The link's grant names a live session of the order's payer (signed in, not logged out since). */
  async function payerGranted(o: typeof orders.$inferSelect, grant: string | undefined) {
    const sessionId = deps.providers.sandbox?.grantedSession(o.orderNo, grant);
    if (!sessionId || !o.userId) return false;
    const [s] = await inScope(deps.db, hostScope, (tx) =>
      tx.select().from(userSessions).where(eq(userSessions.id, sessionId)),
    );
    return !!s && !s.revokedAt && s.expiresAt > new Date() && s.userId === o.userId;
  }
}

function htmlPage(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>` +
        `<style>body{font-family:sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#333}button{background:#722ed1;color:#fff;border:0;border-radius:6px;padding:10px 24px;font-size:16px;cursor:pointer}.amt{font-size:32px;color:#722ed1}</style></head><body>${body}</body></html>`,
    );
}
