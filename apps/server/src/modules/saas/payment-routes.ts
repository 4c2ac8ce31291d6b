import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { formatMoney, PaymentStatus, saasApi } from '@al/contracts';
import type { Db } from '../../core/db/client.ts';
import { inScope } from '../../core/db/scoped.ts';
import { notFound } from '../../core/http/errors.ts';
import { orders, paymentNotifications } from './schema.ts';
import { applyPaid, isOverdue, payAmountOf, type Clock } from './order-service.ts';
import type { PaymentProviders } from './payment/registry.ts';

const hostScope = { userId: null, tenantId: null, factoryId: null };
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

    /** A person confirmed on the sandbox page: the sandbox sends its signed notification through the normal path. */
    scope.post(
      saasApi.sandboxConfirm(':orderNo'),
      {
        schema: {
          tags: ['支付'],
          summary: '沙箱确认支付',
          params: z.object({ orderNo: z.string().max(40) }),
        },
        config: { public: true },
      },
      async (req, reply) => {
        const { orderNo } = req.params as { orderNo: string };
        const [o] = await inScope(deps.db, hostScope, (tx) =>
          tx.select().from(orders).where(eq(orders.orderNo, orderNo)),
        );
        if (!o || o.paymentProvider !== 'sandbox') throw notFound('订单不存在');
        const res = await app.inject({
          method: 'POST',
          url: saasApi.notify('sandbox'),
          headers: { 'content-type': 'application/json' },
          payload: deps.providers.sandbox.notification(o.orderNo, payAmountOf(o)),
        });
        const ok = res.statusCode === 200;
        return reply
          .type('text/html; charset=utf-8')
          .send(
            page(
              '沙箱支付',
              `<h2 data-testid="sandbox-result">${ok ? '支付成功' : '支付失败'}</h2><p>订单号 ${escape(o.orderNo)}</p><p class="amt">¥${payAmountOf(o)}</p>`,
            ),
          );
      },
    );
  });

  const page = (title: string, body: string) =>
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>` +
    `<style>body{font-family:sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#333}button{background:#722ed1;color:#fff;border:0;border-radius:6px;padding:10px 24px;font-size:16px;cursor:pointer}.amt{font-size:32px;color:#722ed1}</style></head><body>${body}</body></html>`;

  app.get(
    saasApi.sandboxPage(':orderNo'),
    {
      schema: { tags: ['支付'], summary: '沙箱支付页', params: z.object({ orderNo: z.string().max(40) }) },
      config: { public: true },
    },
    async (req, reply) => {
      const { orderNo } = req.params as { orderNo: string };
      const [o] = await inScope(deps.db, hostScope, (tx) =>
        tx.select().from(orders).where(eq(orders.orderNo, orderNo)),
      );
      if (!o || o.paymentProvider !== 'sandbox') throw notFound('订单不存在');
      const state =
        o.status === PaymentStatus.paid
          ? '<p data-testid="sandbox-state">该订单已支付</p>'
          : o.status !== PaymentStatus.unpaid || isOverdue(o, deps.clock())
            ? '<p data-testid="sandbox-state">该订单已取消</p>'
            : `<form method="post" action="${saasApi.sandboxConfirm(escape(o.orderNo))}"><button type="submit">确认支付</button></form>`;
      return reply
        .type('text/html; charset=utf-8')
        .send(
          page(
            '沙箱支付',
            `<h2>沙箱支付</h2><p>订单号 ${escape(o.orderNo)}</p><p>${escape(o.providerDisplayName)}</p><p class="amt">¥${payAmountOf(o)}</p>${state}<p style="color:#999">这是测试用的模拟支付，不会产生真实扣款。</p>`,
          ),
        );
    },
  );
}
