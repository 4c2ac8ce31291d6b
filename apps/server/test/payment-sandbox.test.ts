import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITION_PROVIDER, Gateway, messages, PaymentStatus, saasApi, priceEndpoints, type Order, type PriceGroup, orderEndpoints, endpointUrl } from '@al/contracts';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import { tenants } from '../src/modules/saas/schema.ts';
import { startTestApp, type TestApp } from './support/app.ts';

/**
 * The payment sandbox (issue 21, class 4): it pays only when enabled (on with the demo data, off
 * otherwise), only through the link the signed-in payer was given, and a gateway without a real
 * provider or the sandbox says so instead of taking an order nobody can pay.
 */
async function newOrder(t: TestApp, token: string, gateway: number) {
  const [tenant] = await t.server.database.db.select().from(tenants).where(eq(tenants.id, t.ids.enterpriseId));
  const editionId = tenant!.editionId!;
  const groups = (
    await t.call({ method: 'GET', url: `${priceEndpoints.groups.path}?providerName=${EDITION_PROVIDER}&providerKey=${editionId}`, token })
  ).json() as PriceGroup[];
  return t.call({
    method: 'POST',
    url: orderEndpoints.create.path,
    token,
    payload: { tenantId: t.ids.enterpriseId, tenantName: '示范铝业有限公司', gateway, priceId: groups[0]!.priceItems[0]!.id, providerName: EDITION_PROVIDER },
  });
}

const status = async (t: TestApp, token: string, id: string) =>
  (await t.call({ method: 'GET', url: endpointUrl(orderEndpoints.status, { id: id }), token })).json().status as number;

describe('the sandbox, enabled as in the demo', () => {
  let t: TestApp;
  let demo: string;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    demo = await t.login();
    admin = await t.login('admin');
  });
  afterAll(() => t?.close());

  const post = (url: string) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });

  it('refuses a confirmation without the payer\'s link, a forged one and one for another order; the order stays unpaid', async () => {
    const order = (await newOrder(t, demo, Gateway.wechat)).json() as Order;
    const other = (await newOrder(t, demo, Gateway.wechat)).json() as Order;

    // what the issue found: no token, a guessed order number
    const bare = await post(saasApi.sandboxConfirm(order.orderNo));
    expect(bare.statusCode).toBe(403);
    expect(bare.body).toContain(messages.sandboxLinkInvalid);
    const page = await t.app.inject({ method: 'GET', url: saasApi.sandboxPage(order.orderNo) });
    expect(page.statusCode).toBe(403);
    expect(page.body).not.toContain('¥');

    const qr = await t.call({ method: 'GET', url: endpointUrl(orderEndpoints.qrCode, { id: order.id }), token: demo });
    const grant = new URL(qr.json().qrCodeUrl).searchParams.get('grant')!;
    const [session, exp] = grant.split('.');
    const forged = `${session}.${exp}.${'A'.repeat(43)}`;
    expect((await post(`${saasApi.sandboxConfirm(order.orderNo)}?grant=${forged}`)).statusCode).toBe(403);
    // the payer's grant of one order does not pay another
    expect((await post(`${saasApi.sandboxConfirm(other.orderNo)}?grant=${grant}`)).statusCode).toBe(403);
    expect(await status(t, demo, order.id)).toBe(PaymentStatus.unpaid);
    expect(await status(t, demo, other.id)).toBe(PaymentStatus.unpaid);
  });

  it('gives the link only to the one who placed the order, and only while that session lives', async () => {
    const order = (await newOrder(t, demo, Gateway.alipay)).json() as Order;
    // a platform administrator reads every order, but is not its payer
    const notPayer = await t.call({ method: 'GET', url: endpointUrl(orderEndpoints.qrCode, { id: order.id }), token: admin });
    expect(notPayer.statusCode).toBe(403);
    expect(notPayer.json().error.message).toBe(messages.sandboxPayerOnly);

    const session = await t.login();
    const qr = await t.call({ method: 'GET', url: endpointUrl(orderEndpoints.qrCode, { id: order.id }), token: session });
    const link = new URL(qr.json().qrCodeUrl);
    expect((await t.app.inject({ method: 'GET', url: link.pathname + link.search })).body).toContain('确认支付');
    await t.call({ method: 'GET', url: '/api/account/logout', token: session });
    // signed out: the link no longer pays
    expect((await post(`${saasApi.sandboxConfirm(order.orderNo)}${link.search}`)).statusCode).toBe(403);
    expect(await status(t, demo, order.id)).toBe(PaymentStatus.unpaid);

    const live = new URL((await t.call({ method: 'GET', url: endpointUrl(orderEndpoints.qrCode, { id: order.id }), token: demo })).json().qrCodeUrl);
    const paid = await post(`${saasApi.sandboxConfirm(order.orderNo)}${live.search}`);
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('支付成功');
    expect(await status(t, demo, order.id)).toBe(PaymentStatus.paid);
  });
});

describe('without the sandbox and without merchant settings', () => {
  let t: TestApp;
  let demo: string;
  beforeAll(async () => {
    t = await startTestApp({ paymentSandbox: false });
    demo = await t.login();
  });
  afterAll(() => t?.close());

  it('refuses a scan-to-pay order with a message saying the gateway is not open; a bank transfer still works', async () => {
    const wechat = await newOrder(t, demo, Gateway.wechat);
    expect(wechat.statusCode).toBe(400);
    expect(wechat.json().error.message).toBe(messages.gatewayUnavailable('微信支付'));
    const alipay = await newOrder(t, demo, Gateway.alipay);
    expect(alipay.json().error.message).toBe(messages.gatewayUnavailable('支付宝'));
    const bank = await newOrder(t, demo, Gateway.bankTransfer);
    expect(bank.statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: saasApi.sandboxPage((bank.json() as Order).orderNo) });
    expect(page.statusCode).toBe(404);
  });

  it('is what a server without the demo data gets by default; PAYMENT_SANDBOX decides when set', () => {
    expect(loadConfig({}).paymentSandbox).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).paymentSandbox).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'false', PAYMENT_SANDBOX: 'true' }).paymentSandbox).toBe(true);
    expect(loadConfig({ PAYMENT_SANDBOX: 'false' }).paymentSandbox).toBe(false);
  });
});
