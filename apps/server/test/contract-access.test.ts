import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEFAULT_TENANT_SETTINGS, messages, productPickEndpoints, salesPickEndpoints, settingsEndpoints } from '@al/contracts';
import { startTestApp, type TestApp } from './support/app.ts';

/**
 * The access kinds of endpoint contracts beyond one permission, checked before the body is validated:
 * `anyOf` (the forms' pickers: any one of the grants) and `spaceAdmin` (the space's settings).
 */
let t: TestApp;
let factory: string;
beforeAll(async () => {
  t = await startTestApp();
  factory = t.ids.factoryIds[0]!;
  // 李华 (a planner) and 刘敏 (sales) work in the first factory
  await t.server.database.db.execute(
    sql`insert into factory_users (tenant_id, factory_id, user_id) select ${t.ids.enterpriseId}, ${factory}, id from users where user_name in ('lihua', 'liumin')`,
  );
});
afterAll(() => t?.close());

describe('access: anyOf', () => {
  it('refuses a caller with none of the grants, before the handler', async () => {
    const planner = await t.login('lihua');
    for (const ep of [salesPickEndpoints.contract, salesPickEndpoints.product, productPickEndpoints.label]) {
      const res = await t.call({ method: 'GET', url: ep.path, token: planner, factory });
      expect(res.statusCode, ep.path).toBe(403);
      expect(res.json().error.message).toBe(messages.forbidden);
    }
  });

  it('lets in a caller with one of them', async () => {
    // sales may query contracts and project orders, none of the product warehouse's permissions
    const sales = await t.login('liumin');
    const res = await t.call({ method: 'GET', url: salesPickEndpoints.project.path, token: sales, factory });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ items: expect.any(Array), totalCount: expect.any(Number) });
    expect((await t.call({ method: 'GET', url: productPickEndpoints.sealedPack.path, token: sales, factory })).statusCode).toBe(403);
  });
});

describe('access: spaceAdmin', () => {
  const bad = { ...DEFAULT_TENANT_SETTINGS, areaPrecision: 9 };

  it('refuses a member who is not the space administrator with 403, even with an invalid body', async () => {
    const member = await t.login('lihua');
    const res = await t.call({ method: 'PUT', url: settingsEndpoints.save.path, token: member, payload: bad });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('只有空间管理员可以修改系统配置');
    const empty = await t.call({ method: 'PUT', url: settingsEndpoints.save.path, token: member, payload: {} });
    expect(empty.statusCode).toBe(403);
  });

  it('validates the body of the space administrator and of a platform administrator', async () => {
    const demo = await t.login();
    const res = await t.call({ method: 'PUT', url: settingsEndpoints.save.path, token: demo, payload: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('面积小数位不能大于4');
    const admin = await t.login('admin');
    const asPlatform = await t.call({ method: 'PUT', url: settingsEndpoints.save.path, token: admin, payload: bad });
    expect(asPlatform.statusCode).toBe(400);
  });
});
