import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';

const BASE = '/api/basic/custom-order-code';
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
});
afterAll(() => t?.close());

const rule = (documentType: number, extra: Record<string, unknown> = {}) => ({
  documentType,
  prefix: `P${documentType}`,
  datePart: 'yyMMdd',
  serialLength: 4,
  serialType: 1,
  enabled: true,
  ...extra,
});

describe('the resource framework, carried through custom numbering rules', () => {
  it('creates, reads, lists with paging and sorting, updates with the stamp, and deletes', async () => {
    for (const dt of [5, 3, 9, 1, 7]) {
      const res = await t.call({ method: 'POST', url: BASE, token, payload: rule(dt) });
      expect(res.statusCode).toBe(200);
    }
    const page = await t.call({ method: 'GET', url: `${BASE}?skipCount=1&maxResultCount=2&sorting=documentType%20desc`, token });
    expect(page.statusCode).toBe(200);
    expect(page.json().totalCount).toBe(5);
    expect(page.json().items.map((r: { documentType: number }) => r.documentType)).toEqual([7, 5]);

    // An optional field left out gets its definition's default.
    expect(page.json().items[0].startValue).toBe(1);

    const filtered = await t.call({ method: 'GET', url: `${BASE}?prefix=p9`, token });
    expect(filtered.json().items.map((r: { documentType: number }) => r.documentType)).toEqual([9]);

    const created = page.json().items[0];
    const got = await t.call({ method: 'GET', url: `${BASE}/${created.id}`, token });
    expect(got.json().prefix).toBe('P7');

    const upd = await t.call({ method: 'PUT', url: `${BASE}/${created.id}`, token, payload: { ...rule(7, { prefix: 'Q7' }), concurrencyStamp: created.concurrencyStamp } });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().prefix).toBe('Q7');
    expect(upd.json().concurrencyStamp).not.toBe(created.concurrencyStamp);

    // A stale stamp is someone else's change: 409, nothing overwritten.
    const stale = await t.call({ method: 'PUT', url: `${BASE}/${created.id}`, token, payload: { ...rule(7, { prefix: 'Z7' }), concurrencyStamp: created.concurrencyStamp } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe('数据已被他人修改，请刷新后重试');
    expect((await t.call({ method: 'GET', url: `${BASE}/${created.id}`, token })).json().prefix).toBe('Q7');

    const del = await t.call({ method: 'DELETE', url: `${BASE}/${created.id}`, token });
    expect(del.statusCode).toBe(204);
    expect((await t.call({ method: 'GET', url: `${BASE}/${created.id}`, token })).statusCode).toBe(404);

    const logs = await t.call({ method: 'GET', url: `${BASE}/${created.id}/logs`, token });
    expect(logs.json().items.map((l: { action: string }) => l.action)).toEqual(['delete', 'update', 'create']);
    expect(logs.json().items[1]).toMatchObject({ userName: 'demo', beforeJson: { prefix: 'P7' }, afterJson: { prefix: 'Q7' } });
  });

  it('refuses a duplicate with a Chinese message naming it', async () => {
    await t.call({ method: 'POST', url: BASE, token, payload: rule(11) });
    const dup = await t.call({ method: 'POST', url: BASE, token, payload: rule(11) });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().error.message).toBe('单据类型“质检单”已存在');
  });

  it('answers the list contract: cap, negative paging, unknown sort fields', async () => {
    expect((await t.call({ method: 'GET', url: `${BASE}?maxResultCount=1001`, token })).statusCode).toBe(400);
    expect((await t.call({ method: 'GET', url: `${BASE}?maxResultCount=1000`, token })).statusCode).toBe(200);
    const neg = await t.call({ method: 'GET', url: `${BASE}?skipCount=-5`, token });
    expect(neg.statusCode).toBe(400);
    expect(neg.json().error.validationErrors[0].members).toEqual(['skipCount']);
    const sort = await t.call({ method: 'GET', url: `${BASE}?sorting=password%20asc`, token });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().error.message).toBe('不支持按“password”排序');
    expect((await t.call({ method: 'GET', url: `${BASE}?sorting=prefix%3Bdrop`, token })).statusCode).toBe(400);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const count = async () => (await t.call({ method: 'GET', url: BASE, token })).json().totalCount as number;
    const before = await count();
    const bad = [
      { payload: '{"documentType": 2,', headers: { 'content-type': 'application/json' } },
      { payload: { ...rule(2), documentType: 'two' } },
      { payload: { ...rule(2), prefix: 'TOOLONGPREFIX' } },
      { payload: { ...rule(2), remark: 'x'.repeat(201) } },
      { payload: { ...rule(2), serialType: 1, datePart: 'yyMM' } },
      { payload: { ...rule(2), documentType: 99 } },
      { payload: { ...rule(2), serialLength: -1 } },
      { payload: [] },
    ];
    for (const b of bad) {
      const res = await t.call({ method: 'POST', url: BASE, token, ...(b as object) });
      expect(res.statusCode, JSON.stringify(b.payload).slice(0, 60)).toBe(400);
      const body = res.json();
      expect(body.error.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await t.call({ method: 'GET', url: `${BASE}/not-a-uuid`, token })).statusCode).toBe(400);
    expect((await t.call({ method: 'PUT', url: `${BASE}/not-a-uuid`, token, payload: rule(2) })).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('enforces the permission on the server, per action', async () => {
    // A planner holds AlBasic.CustomMadeOrderNums with query only (demo roles).
    const { hashPassword } = await import('../src/core/auth/passwords.ts');
    const { users, members, memberRoles, roles } = await import('../src/modules/identity/schema.ts');
    const db = t.server.database.db;
    const [u] = await db.insert(users).values({ userName: 'planner', passwordHash: await hashPassword('plan-123') }).returning();
    const [m] = await db.insert(members).values({ tenantId: t.ids.enterpriseId, userId: u!.id, userStatus: 4 }).returning();
    const all = await db.select().from(roles);
    const planner = all.find((r) => r.name === '计划员')!;
    await db.insert(memberRoles).values({ tenantId: t.ids.enterpriseId, memberId: m!.id, roleId: planner.id });
    const pt = await t.login('planner', 'plan-123');

    expect((await t.call({ method: 'GET', url: BASE, token: pt })).statusCode).toBe(200);
    const add = await t.call({ method: 'POST', url: BASE, token: pt, payload: rule(20) });
    expect(add.statusCode).toBe(403);
    expect(add.json().error.message).toBe('无权限操作，请联系管理员');
    const policy = (await t.call({ method: 'GET', url: '/api/user/account/policy', token: pt })).json();
    expect(policy.grantedPolicies).toContain('AlBasic.CustomMadeOrderNums');
    expect(policy.permissions.find((p: { permissionId: string }) => p.permissionId === 'AlBasic.CustomMadeOrderNums').actionList).toEqual(['query']);
    // In the personal space, where planner is no member: refused before any permission check.
    expect((await t.call({ method: 'GET', url: BASE, token: pt, tenant: t.ids.personalId })).statusCode).toBe(403);
  });
});

describe('errors', () => {
  it('answers an unknown route with 404 and the error body', async () => {
    const res = await t.call({ method: 'GET', url: '/api/no/such/route', token });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NotFound', message: '请求的接口不存在', details: null, data: null, validationErrors: null } });
  });

  it('answers an unexpected exception with 500 and a generic Chinese message, details only in the log', async () => {
    const Fastify = (await import('fastify')).default;
    const { registerErrorHandling } = await import('../src/core/http/error-handler.ts');
    const logged: string[] = [];
    const app = Fastify({ logger: { level: 'error', stream: { write: (l: string) => logged.push(l) } } });
    registerErrorHandling(app);
    app.get('/api/boom', async () => {
      throw new Error('secret connection string postgres://u:p@db');
    });
    const res = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toMatchObject({ code: 'InternalError', message: '服务器开小差了，请稍后重试', details: null });
    expect(res.body).not.toContain('secret');
    expect(logged.join('')).toContain('secret connection string');
    await app.close();
  });

  it('answers an over-large body with 413 and the error body', async () => {
    const res = await t.call({ method: 'POST', url: BASE, token, payload: Buffer.alloc(11 * 1024 * 1024, 'a'), headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('请求内容过大');
  });
});
