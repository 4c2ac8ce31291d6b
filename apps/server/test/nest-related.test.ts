import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { NEST_QUOTA_ERROR_CODE, OrderState, type CreateNestOrder } from '@al/contracts';
import { startTestApp, type TestApp } from './support/app.ts';
import { BuiltInNestClient } from '../src/modules/nest/builtin-client.ts';
import { tenants } from '../src/modules/saas/schema.ts';

let t: TestApp;
let token: string;
let admin: string;
let runner: BuiltInNestClient;
beforeAll(async () => {
  // The tests run the nests themselves, one tick at a time.
  t = await startTestApp({ nestBuiltInClient: false });
  runner = new BuiltInNestClient(t.server.database.db);
  await runner.start({ poll: false });
  token = await t.login();
  admin = await t.login('admin');
});
afterAll(async () => {
  await runner?.stop();
  await t?.close();
});

const rect = (w: number, h: number): [number, number][] => [
  [0, 0],
  [w, 0],
  [w, h],
  [0, h],
];
const order = (over: Partial<CreateNestOrder> = {}): CreateNestOrder => ({
  materialName: '3003',
  thickness: 2,
  plates: [{ width: 1220, length: 2440 }],
  parameter: { spacing: 4, margin: 10, rotation: 'ortho', partInPart: false, commonLine: false, timeLimitSeconds: 1, seed: 1 },
  lines: [{ code: 'A-1', quantity: 5, outer: rect(600, 400) }],
  ...over,
});
const create = async (body: CreateNestOrder) => {
  const res = await t.call({ method: 'POST', url: '/api/cad/nest/order', token, factory: t.ids.factoryIds[0], payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; orderNo: string };
};
/** A project of the first factory with two batches: what the orders' projectId and batchIds name. */
const project = async (name: string) => {
  const p = await t.call({
    method: 'POST',
    url: '/api/cad/project',
    token,
    factory: t.ids.factoryIds[0],
    payload: { name, orderTime: '2026-01-05', deliveryDate: '2026-02-05', batches: [{ batchNo: '第1批', orderTime: '2026-01-05', deliveryDate: '2026-02-05' }, { batchNo: '第2批', orderTime: '2026-01-05', deliveryDate: '2026-02-05' }] },
  });
  expect(p.statusCode, p.body).toBe(200);
  const detail = (await t.call({ method: 'GET', url: `/api/cad/project/${p.json().id}`, token, factory: t.ids.factoryIds[0] })).json();
  return { projectId: detail.id as string, batchIds: (detail.batches as { id: string }[]).map((b) => b.id) };
};
const setState = (id: string, orderState: number) => t.call({ method: 'POST', url: `/api/cad/nest/order/${id}/order-state`, token, payload: { orderState } });
const get = (id: string) => t.call({ method: 'GET', url: `/api/cad/nest/order/${id}`, token });
const deleteRelated = (id: string) => t.call({ method: 'DELETE', url: `/api/cad/nest/related/order/${id}`, token });
const rows = (r: unknown) => ((r as { rows?: unknown[] }).rows ?? r) as Record<string, unknown>[];
const quota = async () => Number((await t.server.database.db.select({ q: tenants.nestQuota }).from(tenants).where(eq(tenants.id, t.ids.enterpriseId)))[0]!.q);

describe('DELETE related/order/{id}', () => {
  it('deletes the orders split from the same batches with their unconfirmed results, and refuses while one runs', async () => {
    const { projectId, batchIds } = await project('关联删除测试项目');
    const [b1, b2] = batchIds as [string, string];
    const a = await create(order({ projectId, batchIds: [b1, b2] }));
    const b = await create(order({ projectId, batchIds: [b2, b1], thickness: 3 }));
    const c = await create(order({ projectId, batchIds: [b1, b2], thickness: 4 }));
    const other = await create(order({ projectId, batchIds: [b1] }));

    // b is queued: nothing may go while it waits or runs.
    expect((await setState(b.id, OrderState.pending)).statusCode).toBe(200);
    const refused = await deleteRelated(a.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain(b.orderNo);
    expect(refused.json().error.message).toContain('不能删除');
    for (const o of [a, b, c]) expect((await get(o.id)).statusCode).toBe(200);

    // b runs to a result waiting for confirmation; that result goes with it.
    await runner.tick();
    const done = (await get(b.id)).json();
    expect(done.orderState).toBe(OrderState.toConfirm);
    expect((await setState(c.id, OrderState.cancelled)).statusCode).toBe(200);

    const res = await deleteRelated(a.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((x: { id: string }) => x.id).sort()).toEqual([a.id, b.id, c.id].sort());
    for (const o of [a, b, c]) expect((await get(o.id)).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/cad/nest/result/${done.resultId}`, token })).statusCode).toBe(404);
    // An order of other batches stays; a second delete finds nothing.
    expect((await get(other.id)).statusCode).toBe(200);
    expect((await deleteRelated(a.id)).statusCode).toBe(404);
    const logs = rows(await t.server.database.db.execute(sql`select action from nest_order_logs where order_id = ${b.id} order by time desc limit 1`));
    expect(logs[0]!.action).toBe('delete-related');
  });

  it('refuses when a related order has been confirmed, and deletes nothing', async () => {
    const { projectId, batchIds: both } = await project('已确认关联测试项目');
    const batchIds = [both[0]!];
    const a = await create(order({ projectId, batchIds }));
    const b = await create(order({ projectId, batchIds, thickness: 3 }));
    await setState(b.id, OrderState.pending);
    await runner.tick();
    expect((await setState(b.id, OrderState.confirmed)).statusCode).toBe(200);
    const res = await deleteRelated(a.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toContain('已确认');
    expect((await get(a.id)).statusCode).toBe(200);
  });

  it('an order without batches is its own only related order', async () => {
    const a = await create(order());
    const b = await create(order());
    const res = await deleteRelated(a.id);
    expect(res.json().totalCount).toBe(1);
    expect((await get(b.id)).statusCode).toBe(200);
  });

  it('frees the products of a batch generated from CAD, so the batch can be nested again', async () => {
    const db = t.server.database.db;
    const factory = rows(await db.execute(sql`select id from factories where name = '佛山一厂'`))[0]!.id as string;
    const batch = rows(
      await db.execute(sql`select b.id from cad_batches b join cad_projects p on p.id = b.project_id
        where p.name = '佛山金融中心幕墙' and exists (select 1 from cad_products x where x.batch_id = b.id) limit 1`),
    )[0]!;
    const fromBatch = () => t.call({ method: 'POST', url: '/api/cad/nest/order/from-batch', token, factory, payload: { batchIds: [batch.id], parameter: { timeLimitSeconds: 1 } } });
    const made = (await fromBatch()).json().items as { id: string }[];
    expect(made.length).toBeGreaterThanOrEqual(1);
    expect(rows(await db.execute(sql`select distinct nest_state from cad_products where batch_id = ${batch.id}`)).map((r) => r.nest_state)).toEqual([2]);
    const res = await deleteRelated(made[made.length - 1]!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().totalCount).toBe(made.length);
    expect(rows(await db.execute(sql`select distinct nest_state from cad_products where batch_id = ${batch.id}`)).map((r) => r.nest_state)).toEqual([1]);
    expect((await fromBatch()).statusCode).toBe(200);
  });

  it('needs the delete permission of nest orders', async () => {
    const a = await create(order());
    expect((await t.call({ method: 'DELETE', url: `/api/cad/nest/related/order/${a.id}` })).statusCode).toBe(401);
    expect((await t.call({ method: 'DELETE', url: '/api/cad/nest/related/order/not-an-id', token })).statusCode).toBe(400);
  });
});

describe('nest cost rule of a tenant (for-admin/{tenantId}/cost)', () => {
  const url = () => `/api/cad/nest/for-admin/${t.ids.enterpriseId}/cost`;
  const put = (payload: object, tk = admin) => t.call({ method: 'PUT', url: url(), token: tk, tenant: null, payload });
  const runOne = async () => {
    const o = await create(order({ submit: true }));
    await runner.tick();
    const done = (await get(o.id)).json();
    expect(done.orderState).toBe(OrderState.toConfirm);
    const result = (await t.call({ method: 'GET', url: `/api/cad/nest/result/${done.resultId}`, token })).json();
    const log = (await t.call({ method: 'GET', url: '/api/cad/nest/cost/log', token })).json().items.find((x: { orderId: string }) => x.orderId === o.id);
    return { done, result, log };
  };

  it('is the default rule until the platform sets one, and only the platform reads or sets it', async () => {
    const res = await t.call({ method: 'GET', url: url(), token: admin, tenant: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tenantId: t.ids.enterpriseId, basis: 'sheet', unitPrice: 1, isDefault: true, tenantName: '示范铝业有限公司' });
    expect((await t.call({ method: 'GET', url: url(), token })).statusCode).toBe(403);
    expect((await put({ basis: 'order', unitPrice: 1 }, token)).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api/cad/nest/for-admin/${crypto.randomUUID()}/cost`, token: admin, tenant: null })).statusCode).toBe(404);
  });

  it('refuses a bad rule with a Chinese message and keeps the old one', async () => {
    for (const bad of [{ basis: 'piece', unitPrice: 1 }, { basis: 'order', unitPrice: -1 }, { basis: 'order', unitPrice: 1.234 }, { basis: 'order' }, { basis: 'order', unitPrice: '贵' }]) {
      const res = await put(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await t.call({ method: 'GET', url: url(), token: admin, tenant: null })).json().isDefault).toBe(true);
  });

  it('charges completed nests per order, then per m², by the rule set', async () => {
    const set = await put({ basis: 'order', unitPrice: 5 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ basis: 'order', unitPrice: 5, isDefault: false });
    const q0 = await quota();
    const perOrder = await runOne();
    expect(perOrder.done.cost).toBe(5);
    expect(perOrder.log).toMatchObject({ basis: 'order', qty: 1, unitPrice: 5, amount: 5, quotaBefore: q0, quotaAfter: q0 - 5 });
    expect(await quota()).toBe(q0 - 5);

    await put({ basis: 'm2', unitPrice: 2.5 });
    const perM2 = await runOne();
    const expected = Math.round(perM2.result.plateArea * 2.5 * 100) / 100;
    expect(perM2.log).toMatchObject({ basis: 'm2', qty: perM2.result.plateArea, unitPrice: 2.5, amount: expected });
    expect(perM2.done.cost).toBe(expected);
  });

  it('a submit without quota is refused with the code the web turns into a buy button', async () => {
    const o = await create(order());
    const q = String(await quota());
    await t.server.database.db.update(tenants).set({ nestQuota: '0' }).where(eq(tenants.id, t.ids.enterpriseId));
    const res = await setState(o.id, OrderState.pending);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe(NEST_QUOTA_ERROR_CODE);
    await t.server.database.db.update(tenants).set({ nestQuota: q }).where(eq(tenants.id, t.ids.enterpriseId));
  });
});

describe('a space’s result as the platform sees it (for-admin/result/{id})', () => {
  it('gives the result with its layouts and each drawing to platform administrators only', async () => {
    const o = await create(order({ submit: true }));
    await runner.tick();
    const done = (await get(o.id)).json();
    const res = await t.call({ method: 'GET', url: `/api/cad/nest/for-admin/result/${done.resultId}`, token: admin, tenant: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: done.resultId, orderNo: o.orderNo, tenantName: '示范铝业有限公司', sheetCount: done.result.sheetCount });
    expect(res.json().sheets[0].placements.length).toBeGreaterThan(0);
    const svg = await t.call({ method: 'GET', url: `/api/cad/nest/for-admin/result/${done.resultId}/layout/1/svg`, token: admin, tenant: null });
    expect(svg.statusCode).toBe(200);
    expect(svg.body).toContain('<svg');
    expect((await t.call({ method: 'GET', url: `/api/cad/nest/for-admin/result/${done.resultId}`, token })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api/cad/nest/for-admin/result/${crypto.randomUUID()}`, token: admin, tenant: null })).statusCode).toBe(404);
  });
});
