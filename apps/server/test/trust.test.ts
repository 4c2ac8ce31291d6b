import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { cadApi, EDITION_PROVIDER, Gateway, priceEndpoints, shellApi, type PriceGroup, orderEndpoints, endpointUrl } from '@al/contracts';
import { startTestApp, type TestApp } from './support/app.ts';
import { cadProducts, cadProjects } from '../src/modules/cad/schema.ts';
import { tenants } from '../src/modules/saas/schema.ts';

/**
 * Trust and references (issue 21, class 7): links built from configuration, never from
 * X-Forwarded-Host; every id a write stores names a row of the caller's own space (and factory);
 * one trial per user and edition.
 */
async function qrCodeOf(t: TestApp, token: string, headers: Record<string, string>) {
  const [tenant] = await t.server.database.db.select().from(tenants).where(eq(tenants.id, t.ids.enterpriseId));
  const groups = (
    await t.call({ method: 'GET', url: `${priceEndpoints.groups.path}?providerName=${EDITION_PROVIDER}&providerKey=${tenant!.editionId}`, token })
  ).json() as PriceGroup[];
  const order = await t.call({
    method: 'POST',
    url: orderEndpoints.create.path,
    token,
    payload: { tenantId: t.ids.enterpriseId, tenantName: '示范铝业有限公司', gateway: Gateway.wechat, priceId: groups[0]!.priceItems[0]!.id, providerName: EDITION_PROVIDER },
  });
  const qr = await t.call({ method: 'GET', url: endpointUrl(orderEndpoints.qrCode, { id: order.json().id }), token, headers });
  expect(qr.statusCode, qr.body).toBe(200);
  return qr.json().qrCodeUrl as string;
}

const evil = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', host: 'erp.factory.cn:8080' };

describe('links behind a trusted proxy, without PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ trustProxy: true });
  });
  afterAll(() => t?.close());

  it('builds the payment QR code from the request\'s own Host, never from X-Forwarded-Host', async () => {
    const url = await qrCodeOf(t, await t.login(), evil);
    expect(url).not.toContain('evil.example');
    expect(url.startsWith('http://erp.factory.cn:8080/api/payment/sandbox/')).toBe(true);
  });
});

describe('links with PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ trustProxy: true, publicUrl: 'https://erp.example.com' });
  });
  afterAll(() => t?.close());

  it('builds the payment QR code from PUBLIC_URL whatever the request says', async () => {
    const url = await qrCodeOf(t, await t.login(), evil);
    expect(url.startsWith('https://erp.example.com/api/payment/sandbox/')).toBe(true);
  });
});

describe('references and trials', () => {
  let t: TestApp;
  let owner: string;
  let otherSpace: string;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login();
    // another space of the same user, with its own customer and material
    const space = await t.call({ method: 'POST', url: shellApi.createTenant, token: owner, tenant: null, payload: { displayName: '另一家幕墙有限公司', editionType: 2 } });
    otherSpace = space.json().tenantId;
  });
  afterAll(() => t?.close());

  const f0 = () => t.ids.factoryIds[0]!;
  const f1 = () => t.ids.factoryIds[1]!;
  const project = (payload: Record<string, unknown>, factory = f0()) =>
    t.call({
      method: 'POST',
      url: cadApi.project,
      token: owner,
      factory,
      payload: { orderTime: '2026-01-05', deliveryDate: '2026-02-05', ...payload },
    });

  it('refuses a project whose customer is another space\'s, and stores nothing', async () => {
    const foreign = await t.call({ method: 'POST', url: '/api/basic/demander', token: owner, tenant: otherSpace, payload: { name: '别家的客户' } });
    expect(foreign.statusCode, foreign.body).toBe(200);
    const res = await project({ name: '借用别家客户的项目', demanderId: foreign.json().id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ message: '客户不存在或已删除', validationErrors: [{ members: ['demanderId'] }] });
    const stored = await t.server.database.db.select().from(cadProjects).where(eq(cadProjects.name, '借用别家客户的项目'));
    expect(stored).toEqual([]);
    // one of the space's own customers is taken
    const own = await t.call({ method: 'POST', url: '/api/basic/demander', token: owner, payload: { name: '自家的客户' } });
    expect((await project({ name: '自家客户的项目', demanderId: own.json().id })).statusCode).toBe(200);
  });

  it('refuses a product material of another space, and a nest order naming another factory\'s project or products', async () => {
    const foreign = await t.call({
      method: 'POST',
      url: '/api/basic/material-texture',
      token: owner,
      tenant: otherSpace,
      payload: { name: '别家材质', code: 'XX-1', metal: 1, alloy: '3003' },
    });
    expect(foreign.statusCode, foreign.body).toBe(200);
    const [product] = await t.server.database.db
      .select()
      .from(cadProducts)
      .where(and(eq(cadProducts.tenantId, t.ids.enterpriseId), eq(cadProducts.factoryId, f0())))
      .limit(1);
    const upd = await t.call({ method: 'PUT', url: `${cadApi.product}/${product!.id}`, token: owner, factory: f0(), payload: { materialTextureId: foreign.json().id } });
    expect(upd.statusCode).toBe(400);
    expect(upd.json().error.message).toBe('材质不存在或已删除');

    const elsewhere = await project({ name: '二厂的项目' }, f1());
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    const order = (extra: Record<string, unknown>) =>
      t.call({
        method: 'POST',
        url: '/api/cad/nest/order',
        token: owner,
        factory: f0(),
        payload: { thickness: 2, plates: [{ width: 1250, length: 2500 }], lines: [{ code: 'A1', quantity: 1, outer: [[0, 0], [100, 0], [100, 100], [0, 100]] }], ...extra },
      });
    const wrongProject = await order({ projectId: elsewhere.json().id });
    expect(wrongProject.statusCode).toBe(400);
    expect(wrongProject.json().error.message).toBe('项目不存在或已删除');
    const wrongProduct = await order({ lines: [{ code: 'A1', quantity: 1, productId: crypto.randomUUID(), outer: [[0, 0], [100, 0], [100, 100], [0, 100]] }] });
    expect(wrongProduct.statusCode).toBe(400);
    expect((await order({ projectId: product!.projectId, lines: [{ code: 'A1', quantity: 1, productId: product!.id, outer: [[0, 0], [100, 0], [100, 100], [0, 100]] }] })).statusCode).toBe(200);
  });

  it('gives one trial per user and edition: the next spaces of the same edition start unpaid', async () => {
    // beforeAll opened one enterprise space with its trial; ten more in a row get none
    const more: { isInTrialPeriod: boolean; isActive: boolean }[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await t.call({ method: 'POST', url: shellApi.createTenant, token: owner, tenant: null, payload: { displayName: `连开试用空间有限公司${i}`, editionType: 2 } });
      expect(res.statusCode, res.body).toBe(200);
      more.push(res.json());
    }
    expect(more.every((s) => !s.isInTrialPeriod && !s.isActive)).toBe(true);
    const first = (await t.call({ method: 'GET', url: `/api/user/account/${t.ids.demoUserId}/tenants`, token: owner, tenant: null })).json() as {
      tenantId: string;
      isInTrialPeriod: boolean;
    }[];
    expect(first.find((s) => s.tenantId === otherSpace)?.isInTrialPeriod).toBe(true);
  });
});
