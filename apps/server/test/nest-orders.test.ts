import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { endpointUrl, nestClientEndpoints, OrderState, type CreateNestOrder } from '@al/contracts';
import { startTestApp, type TestApp } from './support/app.ts';
import { BuiltInNestClient } from '../src/modules/nest/builtin-client.ts';
import { sweepLostRuns } from '../src/modules/nest/queue.ts';
import { NO_QUOTA_MESSAGE } from '../src/modules/nest/orders.ts';
import { tenants } from '../src/modules/saas/schema.ts';
import { nestOrders } from '../src/modules/nest/schema.ts';

let t: TestApp;
let token: string;
let admin: string;
let runner: BuiltInNestClient;
beforeAll(async () => {
  // The tests drive the nest clients themselves: no polling client in the background.
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
  lines: [
    { code: 'A-1', quantity: 6, outer: rect(600, 400) },
    { code: 'B-2', quantity: 4, outer: rect(900, 300), holes: [rect(20, 20).map(([x, y]) => [x + 100, y + 100] as [number, number])] },
  ],
  ...over,
});

const create = async (body: unknown, tk = token) => t.call({ method: 'POST', url: '/api/cad/nest/order', token: tk, payload: body as object });
const setState = (id: string, orderState: number, remark?: string) =>
  t.call({ method: 'POST', url: `/api/cad/nest/order/${id}/order-state`, token, payload: { orderState, remark } });
const get = async (id: string) => (await t.call({ method: 'GET', url: `/api/cad/nest/order/${id}`, token })).json();
const quota = async () => Number((await t.server.database.db.select({ q: tenants.nestQuota }).from(tenants).where(eq(tenants.id, t.ids.enterpriseId)))[0]!.q);

describe('nest orders', () => {
  it('creates an order to nest, with its lines, a number and a log', async () => {
    const res = await create(order());
    expect(res.statusCode).toBe(200);
    const o = res.json();
    expect(o).toMatchObject({ orderState: OrderState.toNest, lineCount: 2, pieceCount: 10, thickness: 2 });
    expect(o.orderNo).toMatch(/^PB\d{6}\d{4}$/);
    const lines = (await t.call({ method: 'GET', url: `/api/cad/nest/order/${o.id}/list`, token })).json();
    expect(lines.totalCount).toBe(2);
    expect(lines.items.find((l: { code: string }) => l.code === 'A-1')).toMatchObject({ quantity: 6, width: 600, length: 400, area: 240000 });
    const list = (await t.call({ method: 'GET', url: `/api/cad/nest/order?orderState=${OrderState.toNest}`, token })).json();
    expect(list.items.map((x: { id: string }) => x.id)).toContain(o.id);
  });

  it('refuses bad input with a Chinese message and writes nothing', async () => {
    const before = (await t.call({ method: 'GET', url: '/api/cad/nest/order', token })).json().totalCount;
    for (const bad of [
      order({ lines: [] }),
      order({ plates: [] }),
      { ...order(), lines: [{ code: 'X', quantity: -1, outer: rect(10, 10) }] },
      { ...order(), thickness: 'thick' },
      order({ lines: [{ code: 'Z', quantity: 1, outer: [[0, 0], [10, 0], [20, 0]] }] }),
    ]) {
      const res = await create(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await t.call({ method: 'GET', url: '/api/cad/nest/order', token })).json().totalCount).toBe(before);
  });

  it('runs a submitted order end to end: result, sheets, SVG and DXF, cost charged against the quota', async () => {
    const o = (await create(order({ submit: true }))).json();
    expect(o.orderState).toBe(OrderState.pending);
    const q0 = await quota();
    await runner.tick();
    const done = await get(o.id);
    expect(done.orderState).toBe(OrderState.toConfirm);
    expect(done.result.sheetCount).toBeGreaterThanOrEqual(1);
    expect(done.result.utilisation).toBeGreaterThan(0.3);
    expect(done.progress.sheets).toBe(done.result.sheetCount);
    const result = (await t.call({ method: 'GET', url: `/api/cad/nest/result/${done.resultId}`, token })).json();
    const placed = result.sheets.reduce((n: number, s: { partCount: number; repeat: number }) => n + s.partCount * s.repeat, 0);
    expect(placed).toBe(10);
    expect(result.pierceCount).toBe(6 + 4 * 2);
    const svg = await t.call({ method: 'GET', url: `/api/cad/nest/result/${done.resultId}/layout/1/svg`, token });
    expect(svg.statusCode).toBe(200);
    expect(svg.body).toContain('<svg');
    const dxf = await t.call({ method: 'GET', url: `/api/cad/nest/result/${done.resultId}/layout/1/dxf`, token });
    expect(dxf.body).toContain('ENTITIES');
    expect(dxf.headers['content-disposition']).toContain(`${result.resultNo}-01.dxf`);
    // The files for purchasing and the cutting table open as real Excel and ZIP/DXF.
    const ExcelJS = (await import('exceljs')).default;
    const { unzipSync, strFromU8 } = await import('fflate');
    const purchase = await t.call({ method: 'GET', url: `/api/cad/nest/down-purchase/${o.id}/${done.resultId}`, token });
    expect(purchase.statusCode).toBe(200);
    const pwb = new ExcelJS.Workbook();
    await pwb.xlsx.load(purchase.rawPayload as never);
    const prows = pwb.worksheets[0]!.getSheetValues().slice(2) as unknown[][];
    expect(prows.reduce((n, row) => n + Number(row[4]), 0)).toBe(result.sheetCount);
    const relation = await t.call({ method: 'GET', url: `/api/cad/nest/down-relation?resultId=${done.resultId}`, token });
    const rwb = new ExcelJS.Workbook();
    await rwb.xlsx.load(relation.rawPayload as never);
    const rrows = rwb.worksheets[0]!.getSheetValues().slice(2) as unknown[][];
    expect(rrows.reduce((n, row) => n + Number(row[6]), 0)).toBe(10);
    const zip = await t.call({ method: 'GET', url: `/api/cad/nest/result/${done.resultId}/zip`, token });
    const entries = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(entries)).toHaveLength(result.layoutCount);
    for (const bytes of Object.values(entries)) expect(strFromU8(bytes)).toContain('ENTITIES');
    // Charged one unit per sheet by default.
    expect(done.cost).toBe(result.sheetCount);
    expect(await quota()).toBe(q0 - result.sheetCount);
    const costs = (await t.call({ method: 'GET', url: '/api/cad/nest/cost/log', token })).json();
    expect(costs.items[0]).toMatchObject({ orderId: o.id, basis: 'sheet', amount: result.sheetCount, quotaBefore: q0 });
    // The planner accepts the result; a move the rules do not allow is refused.
    expect((await setState(o.id, OrderState.confirmed)).json().orderState).toBe(OrderState.confirmed);
    const confirmedResult = (await t.call({ method: 'GET', url: `/api/cad/nest/result/${done.resultId}`, token })).json();
    expect(confirmedResult.state).toBe(2);
    // Cutting is reported per layout, never more sheets than the layout stands for.
    const layout = confirmedResult.sheets[0];
    const produce = (qty: number) => t.call({ method: 'POST', url: `/api/cad/nest/order-result-produce/${done.resultId}/log`, token, payload: { layoutNo: 1, qty } });
    const tooMany = await produce(layout.repeat + 1);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toContain(`共${layout.repeat}张`);
    expect((await produce(1)).json().resultState).toBe(confirmedResult.sheets.length === 1 && layout.repeat === 1 ? 16 : 8);
    expect((await t.call({ method: 'GET', url: `/api/cad/nest/order-result-produce/${done.resultId}/log`, token })).json().totalCount).toBe(1);
    const wrong = await setState(o.id, OrderState.pending);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.message).toContain('不能改为');
    const logs = (await t.call({ method: 'GET', url: `/api/cad/nest/order/${o.id}/log`, token })).json();
    expect(logs.items.map((l: { action: string }) => l.action)).toEqual(expect.arrayContaining(['create', 'state', 'claim', 'result']));
    const monthly = (await t.call({ method: 'GET', url: '/api/cad/nest/report/monthly', token })).json();
    expect(monthly.items[0].sheets).toBeGreaterThanOrEqual(result.sheetCount);
  });

  it('reports the parts that do not fit as lost, and leaves the order abnormal', async () => {
    const o = (await create(order({ submit: true, lines: [{ code: 'BIG', quantity: 1, outer: rect(3000, 3000) }, { code: 'OK', quantity: 1, outer: rect(100, 100) }] }))).json();
    await runner.tick();
    const done = await get(o.id);
    expect(done.orderState).toBe(OrderState.abnormal);
    expect(done.lostProducts).toEqual([expect.objectContaining({ code: 'BIG', qty: 1 })]);
    expect(done.message).toContain('BIG');
    const lost = (await t.call({ method: 'GET', url: '/api/cad/nest/lost/product/list', token })).json();
    expect(lost.items.some((l: { code: string }) => l.code === 'BIG')).toBe(true);
  });

  it('refuses to submit without nest quota, with a message that says to buy', async () => {
    const o = (await create(order())).json();
    const db = t.server.database.db;
    const q = String(await quota());
    await db.update(tenants).set({ nestQuota: '0' }).where(eq(tenants.id, t.ids.enterpriseId));
    const res = await setState(o.id, OrderState.pending);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(NO_QUOTA_MESSAGE);
    expect((await get(o.id)).orderState).toBe(OrderState.toNest);
    await db.update(tenants).set({ nestQuota: q }).where(eq(tenants.id, t.ids.enterpriseId));
  });

  it('a client that dies mid-run leaves the order abnormal, and it can be resubmitted', async () => {
    const client = (await t.call({ method: 'POST', url: '/api/nest/client/register', token: admin, tenant: null, payload: { name: '车间排版机', version: '1.0' } })).json();
    const o = (await create(order({ submit: true }))).json();
    const claim = await t.call({ method: 'POST', url: `/api/nest/client/${client.id}/claim`, token: admin, tenant: null });
    expect(claim.statusCode).toBe(200);
    expect(claim.json()).toMatchObject({ orderId: o.id, orderNo: o.orderNo });
    expect((await get(o.id)).orderState).toBe(OrderState.processing);
    const clients = (await t.call({ method: 'GET', url: '/api/nest/client/for-admin', token: admin, tenant: null })).json();
    expect(clients.items.find((c: { id: string }) => c.id === client.id)).toMatchObject({ status: 'busy', statusName: '忙碌' });
    // Silence past the timeout: the sweep fails the run.
    expect(await sweepLostRuns(t.server.database.db, new Date(Date.now() + 61_000))).toBeGreaterThanOrEqual(1);
    const lost = await get(o.id);
    expect(lost.orderState).toBe(OrderState.abnormal);
    expect(lost.message).toContain('失去联系');
    // The dead client's late upload is refused.
    const late = await t.call({ method: 'POST', url: `/api/nest/client/${client.id}/jobs/${claim.json().jobId}/result`, token: admin, tenant: null, payload: { sheets: [], unplaced: [], utilisation: 0, elapsedMs: 1, iterations: 0, path: 'rect' } });
    expect(late.json()).toMatchObject({ accepted: false });
    expect((await setState(o.id, OrderState.pending)).json().orderState).toBe(OrderState.pending);
    await runner.tick();
    expect((await get(o.id)).orderState).toBe(OrderState.toConfirm);
  });

  it('stopping a running nest tells the client to stop and leaves the order abnormal at once', async () => {
    const client = (await t.call({ method: 'POST', url: '/api/nest/client/register', token: admin, tenant: null, payload: { name: '二号机' } })).json();
    const o = (await create(order({ submit: true }))).json();
    const job = (await t.call({ method: 'POST', url: `/api/nest/client/${client.id}/claim`, token: admin, tenant: null })).json();
    const progress = (p: object | null) => t.call({ method: 'POST', url: `/api/nest/client/${client.id}/jobs/${job.jobId}/progress`, token: admin, tenant: null, payload: p as object });
    expect((await progress({ utilisation: 0.8, sheets: 2, elapsedMs: 500, iterations: 3 })).json()).toEqual({ cancel: false });
    expect((await get(o.id)).progress).toMatchObject({ utilisation: 0.8, sheets: 2 });
    const stopped = await setState(o.id, OrderState.abnormal);
    expect(stopped.json()).toMatchObject({ orderState: OrderState.abnormal, message: '排版已被手动停止' });
    expect((await progress({ utilisation: 0.81, sheets: 2, elapsedMs: 900 })).json()).toEqual({ cancel: true });
    expect((await setState(o.id, OrderState.cancelled)).json().orderState).toBe(OrderState.cancelled);
  });

  it('does not take a layout that fails the checker', async () => {
    const client = (await t.call({ method: 'POST', url: '/api/nest/client/register', token: admin, tenant: null, payload: { name: '三号机' } })).json();
    const o = (await create(order({ submit: true, lines: [{ code: 'P', quantity: 2, outer: rect(500, 500) }] }))).json();
    const job = (await t.call({ method: 'POST', url: `/api/nest/client/${client.id}/claim`, token: admin, tenant: null })).json();
    const line = (await t.call({ method: 'GET', url: `/api/cad/nest/order/${o.id}/list`, token })).json().items[0];
    const overlapping = {
      sheets: [{ plateId: '0', width: 2440, height: 1220, utilisation: 0.2, offcut: null, placements: [0, 1].map((copy) => ({ partId: line.id, copy, rotation: 0, x: 100, y: 100 })) }],
      unplaced: [],
      utilisation: 0.2,
      elapsedMs: 5,
      iterations: 1,
      path: 'rect',
    };
    const res = await t.call({ method: 'POST', url: `/api/nest/client/${client.id}/jobs/${job.jobId}/result`, token: admin, tenant: null, payload: overlapping });
    expect(res.json()).toMatchObject({ accepted: false });
    const after = await get(o.id);
    expect(after.orderState).toBe(OrderState.abnormal);
    expect(after.message).toContain('校验未通过');
    expect(after.resultId).toBeNull();
  });

  it('keeps orders inside their tenant, and only the owner of a client may speak for it', async () => {
    const o = (await create(order())).json();
    const other = await t.call({ method: 'GET', url: `/api/cad/nest/order/${o.id}`, token, tenant: t.ids.personalId });
    expect(other.statusCode).toBe(404);
    const client = (await t.call({ method: 'POST', url: '/api/nest/client/register', token: admin, tenant: null, payload: { name: '四号机' } })).json();
    const stolen = await t.call({ method: 'POST', url: `/api/nest/client/${client.id}/claim`, token });
    expect(stolen.statusCode).toBe(403);
  });
});

describe("an order's parameter for the engine", () => {
  it('answers an order stored before commonLine and seed existed with their defaults', async () => {
    const o = (await create(order())).json();
    const { commonLine: _c, seed: _s, ...older } = order().parameter;
    await t.server.database.db.update(nestOrders).set({ parameter: older as never }).where(eq(nestOrders.id, o.id));
    const res = await t.call({ method: 'GET', url: endpointUrl(nestClientEndpoints.orderParameter, { id: o.id }), token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ spacing: 4, margin: 10, commonLine: false, seed: 1, thickness: 2, materialName: '3003' });
  });
});

describe('npm run nest-client (a client on another machine)', () => {
  it('signs in, registers, claims a waiting order over HTTP and uploads its result', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const o = (await create(order({ submit: true, lines: [{ code: 'R', quantity: 3, outer: rect(700, 500) }] }))).json();
    const { runRemoteClient } = await import('../src/modules/nest/remote-client.ts');
    const lines: string[] = [];
    const { jobs } = await runRemoteClient({ server: address, userName: 'admin', password: '1q2w3E*', name: '远程排版机', once: true, log: (l) => lines.push(l) });
    expect(jobs).toBe(1);
    expect(lines.some((l) => l.includes(o.orderNo))).toBe(true);
    const done = await get(o.id);
    expect(done.orderState).toBe(OrderState.toConfirm);
    expect(done.result.sheetCount).toBe(1);
  });
});

describe('platform statistics of nesting (for-admin)', () => {
  it('shows every space’s orders, income and statistics to platform administrators only', async () => {
    const o = (await create(order({ submit: true }))).json();
    await runner.tick();
    const orders = await t.call({ method: 'GET', url: '/api/cad/nest/order/for-admin?maxResultCount=100', token: admin, tenant: null });
    expect(orders.statusCode).toBe(200);
    const mine = orders.json().items.find((x: { id: string }) => x.id === o.id);
    expect(mine).toMatchObject({ tenantName: '示范铝业有限公司', orderState: 4 });
    const detail = (await t.call({ method: 'GET', url: `/api/cad/nest/for-admin/${o.id}`, token: admin, tenant: null })).json();
    expect(detail.result.sheetCount).toBeGreaterThan(0);
    const cost = (await t.call({ method: 'GET', url: '/api/cad/nest/cost/for-admin', token: admin, tenant: null })).json();
    expect(cost.totalAmount).toBeGreaterThan(0);
    expect(cost.items[0].tenantName).toBe('示范铝业有限公司');
    const stats = (await t.call({ method: 'GET', url: '/api/cad/nest/statistics/for-admin?period=month', token: admin, tenant: null })).json();
    expect(stats.items.reduce((n: number, x: { nests: number }) => n + x.nests, 0)).toBeGreaterThan(0);
    const lost = (await t.call({ method: 'GET', url: '/api/cad/nest/for-admin/lost/product/list', token: admin, tenant: null })).json();
    expect(lost.items.some((l: { code: string }) => l.code === 'BIG')).toBe(true);
    // A space's own user is refused, even inside the space, and its administrator does not hold the platform's permissions.
    const policy = (await t.call({ method: 'GET', url: '/api/user/account/policy', token })).json();
    const held = policy.permissions.map((p: { permissionId: string }) => p.permissionId);
    expect(held).toContain('AlNest.Orders');
    expect(held.filter((n: string) => /^(AlNestAdmin|RedSaasManagement|AlPayment)\./.test(n))).toEqual([]);
    expect((await t.call({ method: 'GET', url: '/api/cad/nest/order/for-admin', token })).statusCode).toBe(403);
    // Outside the for-admin routes, the administrator sees no tenant's rows without naming the tenant.
    expect((await t.call({ method: 'GET', url: '/api/cad/nest/order', token: admin, tenant: null })).statusCode).toBe(400);
  });
});

describe('nest orders from a batch of CAD products', () => {
  it('splits the batch by material and thickness on the texture’s plate sizes, and the products follow the order', async () => {
    const db = t.server.database.db;
    const { sql } = await import('drizzle-orm');
    const rows = (r: unknown) => ((r as { rows?: unknown[] }).rows ?? r) as Record<string, unknown>[];
    const factory = rows(await db.execute(sql`select id from factories where name = '佛山一厂'`))[0]!.id as string;
    const batch = rows(
      await db.execute(sql`select b.id, b.project_id from cad_batches b join cad_projects p on p.id = b.project_id
        where p.name = '佛山金融中心幕墙' and exists (select 1 from cad_products x where x.batch_id = b.id) limit 1`),
    )[0]!;
    const res = await t.call({ method: 'POST', url: '/api/cad/nest/order/from-batch', token, factory, payload: { batchIds: [batch.id], parameter: { timeLimitSeconds: 1 } } });
    expect(res.statusCode).toBe(200);
    const orders = res.json().items as { id: string; materialName: string; thickness: number; plates: { width: number; length: number }[]; lineCount: number }[];
    expect(orders.length).toBeGreaterThanOrEqual(1);
    const keys = orders.map((o) => `${o.materialName}|${o.thickness}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const o of orders) expect(o.plates.length).toBeGreaterThan(0);
    const states = rows(await db.execute(sql`select distinct nest_state from cad_products where batch_id = ${batch.id}`)).map((r) => r.nest_state);
    expect(states).toEqual([2]);
    // Again: nothing left to nest in that batch.
    const again = await t.call({ method: 'POST', url: '/api/cad/nest/order/from-batch', token, factory, payload: { batchIds: [batch.id] } });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('所选批次没有待排版的零件');
    // Run and accept the first; cancel the rest: their products are free again.
    const [first, ...rest] = orders;
    await setState(first!.id, OrderState.pending);
    await runner.tick();
    const done = await get(first!.id);
    expect([OrderState.toConfirm, OrderState.abnormal]).toContain(done.orderState);
    if (done.orderState === OrderState.toConfirm) {
      await setState(first!.id, OrderState.confirmed);
      const line = (await t.call({ method: 'GET', url: `/api/cad/nest/order/${first!.id}/list`, token })).json().items[0];
      const state = rows(await db.execute(sql`select nest_state from cad_products where id = ${line.productId}`))[0]!.nest_state;
      expect(state).toBe(4);
    }
    for (const o of rest) await setState(o.id, OrderState.cancelled);
    if (rest.length) {
      const line = (await t.call({ method: 'GET', url: `/api/cad/nest/order/${rest[0]!.id}/list`, token })).json().items[0];
      expect(rows(await db.execute(sql`select nest_state from cad_products where id = ${line.productId}`))[0]!.nest_state).toBe(1);
    }
  });
});
