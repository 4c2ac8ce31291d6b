import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  EDITION_PROVIDER,
  FEATURE_PROVIDER,
  Gateway,
  PaymentStatus,
  saasApi,
  orderReportEndpoints,
  orderDownEndpoints,
  featureEndpoints,
  endpointUrl,
  priceEndpoints,
  type FeatureNode,
  type Order,
  type PriceGroup,
  orderEndpoints,
} from '@al/contracts';
import { startTestApp, type TestApp } from './support/app.ts';
import { paymentNotifications, tenants } from '../src/modules/saas/schema.ts';
import { addMonths } from '../src/modules/saas/money.ts';

let t: TestApp;
let demo: string;
let admin: string;
let enterpriseEditionId: string;

beforeAll(async () => {
  t = await startTestApp();
  demo = await t.login();
  admin = await t.login('admin');
  const [ent] = await t.server.database.db.select().from(tenants).where(eq(tenants.id, t.ids.enterpriseId));
  enterpriseEditionId = ent!.editionId!;
});
afterAll(() => t?.close());

const tenantRow = async () =>
  (await t.server.database.db.select().from(tenants).where(eq(tenants.id, t.ids.enterpriseId)))[0]!;
const groups = async (providerName: string, providerKey: string) =>
  (
    await t.call({
      method: 'GET',
      url: `${priceEndpoints.groups.path}?providerName=${providerName}&providerKey=${providerKey}`,
      token: demo,
    })
  ).json() as PriceGroup[];

async function newOrder(
  gateway: number,
  extra: Record<string, unknown> = {},
  groupIndex = 0,
  priceIndex = 0,
) {
  const g = (await groups(EDITION_PROVIDER, enterpriseEditionId))[groupIndex];
  const res = await t.call({
    method: 'POST',
    url: orderEndpoints.create.path,
    token: demo,
    payload: {
      tenantId: t.ids.enterpriseId,
      tenantName: '示范铝业有限公司',
      gateway,
      priceId: g!.priceItems[priceIndex]!.id,
      providerName: EDITION_PROVIDER,
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Order;
}

const status = async (id: string) =>
  (await t.call({ method: 'GET', url: endpointUrl(orderEndpoints.status, { id: id }), token: demo })).json().status as number;
const sandbox = () => t.server.app.saas.providers.sandbox!;
const notify = (body: string) =>
  t.app.inject({
    method: 'POST',
    url: saasApi.notify('sandbox'),
    headers: { 'content-type': 'application/json' },
    payload: body,
  });

describe('price groups', () => {
  it('answers the enterprise edition groups with their plans, amounts to the cent', async () => {
    const gs = await groups(EDITION_PROVIDER, enterpriseEditionId);
    expect(gs.map((g) => g.groupName)).toEqual(['标准版', '旗舰版']);
    expect(gs[0]!.priceItems[0]).toMatchObject({ salesPrice: 5800, originalPrice: 6800, periodValue: 12 });
  });

  it('refuses a sales price above the original with a Chinese 400, and a price with 3 decimals', async () => {
    const base = {
      providerName: EDITION_PROVIDER,
      providerKey: enterpriseEditionId,
      groupName: '测试',
      periodValue: 1,
    };
    const high = await t.call({
      method: 'POST',
      url: priceEndpoints.list.path,
      token: admin,
      tenant: null,
      payload: { ...base, salesPrice: 10, originalPrice: 9 },
    });
    expect(high.statusCode).toBe(400);
    expect(high.json().error.message).toBe('销售价不能高于原价');
    const cents = await t.call({
      method: 'POST',
      url: priceEndpoints.list.path,
      token: admin,
      tenant: null,
      payload: { ...base, salesPrice: 9.999, originalPrice: 20 },
    });
    expect(cents.statusCode).toBe(400);
    expect(cents.json().error.message).toBe('销售价最多两位小数');
    const byTenant = await t.call({
      method: 'POST',
      url: priceEndpoints.list.path,
      token: demo,
      payload: { ...base, salesPrice: 1, originalPrice: 2 },
    });
    expect(byTenant.statusCode).toBe(403);
  });
});

describe('scan-to-pay through the sandbox', () => {
  it('create → QR code → confirm on the sandbox page → paid, space extended by the plan months', async () => {
    const before = await tenantRow();
    const order = await newOrder(Gateway.wechat);
    expect(order).toMatchObject({
      status: PaymentStatus.unpaid,
      amount: 5800,
      discount: 0,
      payAmount: 5800,
      periodValue: 12,
    });
    const qr = await t.call({ method: 'GET', url: endpointUrl(orderEndpoints.qrCode, { id: order.id }), token: demo });
    expect(qr.json().provider).toBe('sandbox');
    const url = new URL(qr.json().qrCodeUrl as string);
    const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.body).toContain('¥5800.00');
    expect(page.body).toContain('确认支付');
    // the page's form posts to the confirmation with the payer's grant
    const action = /action="([^"]+)"/.exec(page.body)![1]!.replace(/&amp;/g, '&');
    expect(action).toContain(`${saasApi.sandboxConfirm(order.orderNo)}?grant=`);
    const confirm = await t.app.inject({
      method: 'POST',
      url: action,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(confirm.body).toContain('支付成功');
    expect(await status(order.id)).toBe(PaymentStatus.paid);
    const after = await tenantRow();
    expect(after.expiryTime!.toISOString()).toBe(addMonths(before.expiryTime!, 12).toISOString());
  });

  it('pays once when the same notification arrives twice', async () => {
    const order = await newOrder(Gateway.alipay);
    const body = sandbox().notification(order.orderNo, '5800.00');
    const before = await tenantRow();
    expect((await notify(body)).statusCode).toBe(200);
    expect((await notify(body)).statusCode).toBe(200);
    const after = await tenantRow();
    expect(after.expiryTime!.toISOString()).toBe(addMonths(before.expiryTime!, 12).toISOString());
    const log = await t.server.database.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.orderNo, order.orderNo));
    expect(log.map((l) => l.reason).sort()).toEqual(['已支付', '重复通知，已忽略'].sort());
  });

  it('refuses and logs a bad signature and a wrong amount; the order stays unpaid', async () => {
    const order = await newOrder(Gateway.wechat);
    const good = JSON.parse(
      sandbox().notification(order.orderNo, '5800.00'),
    ) as Record<string, string>;
    const forged = await notify(JSON.stringify({ ...good, sign: 'ab'.repeat(32) }));
    expect(forged.statusCode).toBe(400);
    const cheap = await notify(sandbox().notification(order.orderNo, '0.01'));
    expect(cheap.statusCode).toBe(400);
    expect(await status(order.id)).toBe(PaymentStatus.unpaid);
    const log = await t.server.database.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.orderNo, order.orderNo));
    expect(log.every((l) => !l.accepted)).toBe(true);
    expect(log.map((l) => l.reason)).toEqual(
      expect.arrayContaining(['签名错误', '金额不符：通知0.01，应付5800.00']),
    );
  });
});

describe('provider notifications that are no notification', () => {
  it('JSON null, an array, a number or a string is refused with the provider\'s answer, never a 500', async () => {
    for (const body of ['null', '[]', '1', '"x"', '{}', 'not json']) {
      const res = await notify(body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json()).toEqual({ code: 'FAIL' });
    }
  });
});

describe('bank transfer', () => {
  it('is reported paid by the payer and confirmed by an operator only', async () => {
    const before = await tenantRow();
    const order = await newOrder(Gateway.bankTransfer, {}, 1);
    expect(
      (await t.call({ method: 'GET', url: endpointUrl(orderEndpoints.qrCode, { id: order.id }), token: demo })).statusCode,
    ).toBe(400);
    const pay = await t.call({ method: 'PUT', url: endpointUrl(orderEndpoints.claimTransfer, { id: order.id }), token: demo });
    expect(pay.json()).toMatchObject({ transferClaimed: true, status: PaymentStatus.unpaid });
    expect(
      (await t.call({ method: 'PUT', url: endpointUrl(orderEndpoints.confirmTransfer, { id: order.id }), token: demo })).statusCode,
    ).toBe(403);
    const ok = await t.call({
      method: 'PUT',
      url: endpointUrl(orderEndpoints.confirmTransfer, { id: order.id }),
      token: admin,
      tenant: null,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().status).toBe(PaymentStatus.paid);
    const after = await tenantRow();
    // the flagship plan adds its packs to the tenant account
    expect(after.seats).toBe(before.seats + 50);
    expect(after.storageGb).toBe(before.storageGb + 200);
    expect(after.concurrent).toBe(before.concurrent + 5);
    expect(
      (await t.call({ method: 'PUT', url: endpointUrl(orderEndpoints.confirmTransfer, { id: order.id }), token: admin, tenant: null }))
        .statusCode,
    ).toBe(403);
  });
});

describe('automatic cancellation', () => {
  it('cancels an unpaid order 2 hours after creation, and it cannot be paid afterwards', async () => {
    const order = await newOrder(Gateway.wechat);
    const created = new Date(order.creationTime).getTime();
    t.server.app.saas.clock.set(() => new Date(created + 2 * 3600_000 - 1000));
    // (orders of the tests before may fall due here: only this one's state matters)
    await t.server.app.saas.sweeper.runOnce();
    expect(await status(order.id)).toBe(PaymentStatus.unpaid);
    t.server.app.saas.clock.set(() => new Date(created + 2 * 3600_000 + 1000));
    expect(await t.server.app.saas.sweeper.runOnce()).toBeGreaterThanOrEqual(1);
    expect(await status(order.id)).toBe(PaymentStatus.cancelled);
    const late = await notify(sandbox().notification(order.orderNo, '5800.00'));
    expect(late.statusCode).toBe(400);
    expect(await status(order.id)).toBe(PaymentStatus.cancelled);
    t.server.app.saas.clock.set(() => new Date());
  });
});

describe('coupons', () => {
  it('reduces the amount once; a second use is refused', async () => {
    const order = await newOrder(Gateway.wechat, { couponNo: 'DEMO100' });
    expect(order).toMatchObject({ amount: 5800, discount: 100, payAmount: 5700 });
    const again = await t.call({
      method: 'POST',
      url: orderEndpoints.create.path,
      token: demo,
      payload: {
        tenantId: t.ids.enterpriseId,
        gateway: 1,
        priceId: order.priceId,
        providerName: EDITION_PROVIDER,
        couponNo: 'DEMO100',
      },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('优惠码已被使用');
    const blank = await t.call({
      method: 'POST',
      url: orderEndpoints.create.path,
      token: demo,
      payload: {
        tenantId: t.ids.enterpriseId,
        gateway: 1,
        priceId: order.priceId,
        providerName: EDITION_PROVIDER,
        couponNo: '   ',
      },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('添加优惠码');
    // the sandbox is paid the reduced amount
    expect(
      (await notify(sandbox().notification(order.orderNo, '5700.00'))).statusCode,
    ).toBe(200);
  });
});

describe('feature gating', () => {
  it('an unbought feature hides its menu and is refused; buying it grants it', async () => {
    // the operator moves custom numbering out of the basic-data feature into a charged one
    const tree = (
      await t.call({ method: 'GET', url: featureEndpoints.tree.path, token: admin, tenant: null })
    ).json() as FeatureNode[];
    const basic = tree.flatMap((n) => n.children ?? []).find((f) => f.name === 'AlBasic')!;
    const moved = await t.call({
      method: 'PUT',
      url: endpointUrl(featureEndpoints.update, { id: basic.id }),
      token: admin,
      tenant: null,
      payload: {
        ...basic,
        children: undefined,
        permissionNames: basic.permissionNames.filter((p) => p !== 'AlBasic.CustomMadeOrderNums'),
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const created = await t.call({
      method: 'POST',
      url: featureEndpoints.tree.path,
      token: admin,
      tenant: null,
      payload: {
        name: 'Numbering',
        displayName: '自定义编号',
        permissionNames: ['AlBasic.CustomMadeOrderNums'],
        isCharged: true,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const featureId = created.json().id as string;
    const policy = async () =>
      (await t.call({ method: 'GET', url: '/api/user/account/policy', token: demo })).json()
        .grantedPolicies as string[];
    expect(await policy()).not.toContain('AlBasic.CustomMadeOrderNums');
    expect(await policy()).toContain('AlCad.Projects');
    expect(
      (await t.call({ method: 'GET', url: '/api/basic/custom-order-code', token: demo })).statusCode,
    ).toBe(403);
    // the platform administrator outside any space is not gated
    expect(
      (await t.call({ method: 'GET', url: '/api/user/account/policy', token: admin, tenant: null })).json()
        .grantedPolicies,
    ).toContain('AlBasic.CustomMadeOrderNums');

    const price = await t.call({
      method: 'POST',
      url: priceEndpoints.list.path,
      token: admin,
      tenant: null,
      payload: {
        providerName: FEATURE_PROVIDER,
        providerKey: featureId,
        groupName: '功能',
        salesPrice: 99.9,
        originalPrice: 199,
        periodValue: 1,
      },
    });
    expect(price.statusCode, price.body).toBe(200);
    const order = await t.call({
      method: 'POST',
      url: orderEndpoints.create.path,
      token: demo,
      payload: {
        tenantId: t.ids.enterpriseId,
        gateway: 1,
        priceId: price.json().id,
        providerName: FEATURE_PROVIDER,
      },
    });
    expect(order.json()).toMatchObject({ amount: 99.9, payAmount: 99.9, orderType: 2 });
    expect(
      (await notify(sandbox().notification(order.json().orderNo, '99.90')))
        .statusCode,
    ).toBe(200);
    expect(await policy()).toContain('AlBasic.CustomMadeOrderNums');
    expect(
      (await t.call({ method: 'GET', url: '/api/basic/custom-order-code', token: demo })).statusCode,
    ).toBe(200);
    const unexpired = await t.call({ method: 'GET', url: endpointUrl(featureEndpoints.unexpired, { id: featureId }), token: demo });
    expect(unexpired.json().unexpired).toBe(true);
  });
});

describe('reports', () => {
  it('sums paid orders by month, by day and by tenant, and downloads them as Excel', async () => {
    const year = new Date().getFullYear();
    const annual = await t.call({
      method: 'GET',
      url: `${orderReportEndpoints.annual.path}?year=${year}`,
      token: admin,
      tenant: null,
    });
    expect(annual.statusCode).toBe(200);
    const rows = annual.json() as { key: string; amount: number; discount: number; payAmount: number }[];
    for (const r of rows)
      expect(Math.round(r.payAmount * 100)).toBe(Math.round(r.amount * 100) - Math.round(r.discount * 100));
    const byTenant = await t.call({
      method: 'GET',
      url: `${orderReportEndpoints.monthly.path}?year=${year}`,
      token: admin,
      tenant: null,
    });
    const total = (xs: { payAmount: number }[]) => xs.reduce((s, x) => s + Math.round(x.payAmount * 100), 0);
    expect(total(byTenant.json())).toBe(total(rows));
    expect(
      (await t.call({ method: 'GET', url: `${orderReportEndpoints.annual.path}?year=1`, token: admin, tenant: null }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.call({ method: 'GET', url: `${orderReportEndpoints.annual.path}?year=${year}`, token: demo })).statusCode,
    ).toBe(403);
    const xls = await t.call({
      method: 'GET',
      url: `${orderDownEndpoints.monthly.path}?year=${year}`,
      token: admin,
      tenant: null,
    });
    expect(xls.headers['content-type']).toContain('spreadsheetml');
    expect(xls.headers['content-disposition']).toContain(encodeURIComponent(`${year}年订单报表.xlsx`));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xls.rawPayload as never);
    const sheet = wb.worksheets[0]!;
    expect(sheet.name).toBe(`${year}年订单报表`);
    expect(sheet.getRow(1).values).toEqual([undefined, '月份', '订单数', '订单金额', '优惠金额', '实付金额']);
    expect(sheet.rowCount).toBe(rows.length + 1);
    const sheetTotal = rows.reduce(
      (s, _, i) => s + Math.round(Number(sheet.getRow(i + 2).getCell(5).value) * 100),
      0,
    );
    expect(sheetTotal).toBe(total(rows));
    const list = await t.call({
      method: 'GET',
      url: `${orderEndpoints.ofSpace.path}?maxResultCount=100`,
      token: demo,
    });
    expect(list.json().totalCount).toBeGreaterThanOrEqual(4);
  });
});
