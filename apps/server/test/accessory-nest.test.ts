import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { OrderState } from '@al/contracts';
import { startTestApp, type TestApp } from './support/app.ts';
import { BuiltInNestClient } from '../src/modules/nest/builtin-client.ts';
import { tenants } from '../src/modules/saas/schema.ts';
import { registerClient } from '../src/modules/nest/clients.ts';
import { claimAccessoryJob, completeAccessoryJob } from '../src/modules/nest/accessory-queue.ts';
import { runOneD } from '../src/modules/nest/accessory-run.ts';
import { sweepLostRuns } from '../src/modules/nest/queue.ts';

let t: TestApp;
let token: string;
let admin: string;
let runner: BuiltInNestClient;
let factory: string;
let batchId: string;
let tubeId: string;
const rows = (r: unknown) => ((r as { rows?: unknown[] }).rows ?? r) as Record<string, unknown>[];

beforeAll(async () => {
  t = await startTestApp({ nestBuiltInClient: false });
  runner = new BuiltInNestClient(t.server.database.db);
  await runner.start({ poll: false });
  token = await t.login();
  admin = await t.login('admin');
  const db = t.server.database.db;
  factory = rows(await db.execute(sql`select id from factories where name = '佛山一厂'`))[0]!.id as string;
  batchId = rows(
    await db.execute(sql`select b.id from cad_batches b join cad_projects p on p.id = b.project_id
      where p.name = '佛山金融中心幕墙' and b.batch_no = '第2批'`),
  )[0]!.id as string;
  tubeId = rows(await db.execute(sql`select id from accessories where name = '铝方管加强筋' and tenant_id = ${t.ids.enterpriseId}`))[0]!.id as string;
});
afterAll(async () => {
  await runner?.stop();
  await t?.close();
});

const A = '/api/cad/accessory';
const create = (payload: object, tk = token) => t.call({ method: 'POST', url: `${A}/order`, token: tk, factory, payload });
const get = async (id: string) => (await t.call({ method: 'GET', url: `${A}/order/${id}`, token })).json();
const setState = (id: string, orderState: number) => t.call({ method: 'POST', url: `${A}/order/${id}/order-state`, token, payload: { orderState } });
const quota = async () => Number((await t.server.database.db.select({ q: tenants.nestQuota }).from(tenants).where(eq(tenants.id, t.ids.enterpriseId)))[0]!.q);

describe('accessory (1-D) nest orders', () => {
  it('lists the linear accessories the batch is bound to (the demo binds stiffener tubes)', async () => {
    const res = await t.call({ method: 'GET', url: `${A}/order/candidates?batchIds=${batchId}`, token, factory });
    expect(res.statusCode).toBe(200);
    const tube = res.json().items.find((c: { accessoryId: string }) => c.accessoryId === tubeId);
    expect(tube).toMatchObject({ name: '铝方管加强筋', barLength: 6000 });
    expect(tube.pieceCount).toBeGreaterThan(0);
  });

  it('runs an order from the batch through the built-in client to a result of bars, charged against the nest quota', async () => {
    const res = await create({ batchIds: [batchId], accessoryId: tubeId, kerf: 3, trim: 10, submit: true });
    expect(res.statusCode).toBe(200);
    const o = res.json();
    expect(o.orderState).toBe(OrderState.pending);
    expect(o.orderNo).toMatch(/^PL\d{10}$/);
    const q0 = await quota();
    await runner.tick();
    const done = await get(o.id);
    expect(done.orderState).toBe(OrderState.toConfirm);
    const r = done.result;
    expect(r.barCount).toBeGreaterThanOrEqual(1);
    expect(r.utilisation).toBeGreaterThan(0.5);
    // Every piece of every line is cut exactly once across the bar patterns.
    const cut = new Map<string, number>();
    for (const bar of r.bars) for (const c of bar.cuts) cut.set(c.lineId, (cut.get(c.lineId) ?? 0) + bar.repeat);
    for (const l of done.lines) expect(cut.get(l.id)).toBe(l.quantity);
    expect(r.bars.reduce((n: number, b: { repeat: number }) => n + b.repeat, 0)).toBe(r.barCount);
    for (const bar of r.bars) {
      const end = bar.cuts.at(-1).offset + bar.cuts.at(-1).length;
      expect(end).toBeLessThanOrEqual(6000 - 10);
      expect(Math.abs(6000 - 10 - end - bar.offcut)).toBeLessThan(0.02);
    }
    // Charged one unit per bar by default, in the accessory cost log.
    expect(await quota()).toBeCloseTo(q0 - r.barCount, 2);
    const costs = (await t.call({ method: 'GET', url: `${A}/cost/log`, token })).json();
    expect(costs.items.find((c: { orderId: string }) => c.orderId === o.id)).toMatchObject({ basis: 'sheet', qty: r.barCount, amount: r.barCount });
    const log = (await t.call({ method: 'GET', url: `${A}/order/${o.id}/log`, token })).json();
    expect(log.items.map((x: { action: string }) => x.action)).toEqual(expect.arrayContaining(['create', 'claim', 'result']));
    // The result by itself, and in the result list.
    const one = (await t.call({ method: 'GET', url: `${A}/result/${r.id}`, token })).json();
    expect(one.bars).toHaveLength(r.layoutCount);
    const list = (await t.call({ method: 'GET', url: `${A}/result?orderId=${o.id}`, token })).json();
    expect(list.totalCount).toBe(1);
    expect(list.items[0].bars).toBeUndefined();
    // The purchase list opens as Excel and asks for the bars used.
    const ExcelJS = (await import('exceljs')).default;
    const down = await t.call({ method: 'GET', url: `${A}/down-purchase/${o.id}`, token });
    expect(down.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(down.rawPayload as never);
    const row = wb.worksheets[0]!.getRow(2).values as unknown[];
    expect(row[1]).toBe('铝方管加强筋');
    expect(row[4]).toBe(6000);
    expect(row[5]).toBe(r.barCount);
    // Confirming the layout confirms its result.
    expect((await setState(o.id, OrderState.confirmed)).statusCode).toBe(200);
    expect((await get(o.id)).result.state).toBe(2);
  });

  it('refuses bad input with a Chinese message and writes nothing', async () => {
    const before = (await t.call({ method: 'GET', url: `${A}/order`, token })).json().totalCount;
    for (const bad of [
      { batchIds: [], accessoryId: tubeId },
      { batchIds: [batchId], accessoryId: 'nope' },
      { batchIds: [batchId], accessoryId: tubeId, kerf: -1 },
      { batchIds: [batchId], accessoryId: tubeId, barLength: 'long' },
      // Pieces longer than the bar.
      { batchIds: [batchId], accessoryId: tubeId, barLength: 300 },
      // An accessory that is not cut from bars.
      { batchIds: [batchId], accessoryId: rows(await t.server.database.db.execute(sql`select id from accessories where name = '铝挂耳'`))[0]!.id },
    ]) {
      const res = await create(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await t.call({ method: 'GET', url: `${A}/order`, token })).json().totalCount).toBe(before);
  });

  it('refuses to submit without quota, and cancels and deletes', async () => {
    const o = (await create({ batchIds: [batchId], accessoryId: tubeId })).json();
    expect(o.orderState).toBe(OrderState.toNest);
    const db = t.server.database.db;
    const q = String(await quota());
    await db.update(tenants).set({ nestQuota: '0' }).where(eq(tenants.id, t.ids.enterpriseId));
    const refused = await setState(o.id, OrderState.pending);
    await db.update(tenants).set({ nestQuota: q }).where(eq(tenants.id, t.ids.enterpriseId));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain('排版额度不足');
    expect((await setState(o.id, OrderState.confirmed)).statusCode).toBe(403);
    expect((await setState(o.id, OrderState.cancelled)).statusCode).toBe(200);
    expect((await t.call({ method: 'DELETE', url: `${A}/order/${o.id}`, token })).statusCode).toBe(204);
    expect((await t.call({ method: 'GET', url: `${A}/order/${o.id}`, token })).statusCode).toBe(404);
  });

  it('force delete is for platform administrators only; the platform lists orders, costs and clients', async () => {
    const o = (await create({ batchIds: [batchId], accessoryId: tubeId, submit: true })).json();
    expect((await t.call({ method: 'DELETE', url: `${A}/order/${o.id}/force-delete`, token })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `${A}/order/for-admin`, token })).statusCode).toBe(403);
    const all = (await t.call({ method: 'GET', url: `${A}/order/for-admin?maxResultCount=100`, token: admin, tenant: null })).json();
    expect(all.items.find((x: { id: string }) => x.id === o.id)).toMatchObject({ tenantName: expect.any(String) });
    const detail = await t.call({ method: 'GET', url: `${A}/order/for-admin/${o.id}`, token: admin, tenant: null });
    expect(detail.json().lines.length).toBe(o.lineCount);
    const cost = (await t.call({ method: 'GET', url: `${A}/cost/for-admin`, token: admin, tenant: null })).json();
    expect(cost.totalAmount).toBeGreaterThan(0);
    const clients = (await t.call({ method: 'GET', url: `${A}/accessory-nest-client/for-admin`, token: admin, tenant: null })).json();
    expect(clients.items.find((c: { id: string }) => c.id === runner.clientId)).toMatchObject({ kinds: ['panel', 'accessory'] });
    expect(clients.items.find((c: { id: string }) => c.id === runner.clientId).accessoryJobs).toBeGreaterThanOrEqual(1);
    const del = await t.call({ method: 'DELETE', url: `${A}/order/${o.id}/force-delete`, token: admin, tenant: t.ids.enterpriseId });
    expect(del.statusCode).toBe(204);
    expect((await t.call({ method: 'GET', url: `${A}/order/${o.id}`, token })).statusCode).toBe(404);
    // Its queued run was cancelled with it: the client finds nothing to do.
    const job = rows(await t.server.database.db.execute(sql`select cancel_requested from nest_jobs where order_id = ${o.id}`))[0]!;
    expect(job.cancel_requested).toBe(true);
  });

  it('a client that goes silent mid-run leaves the order abnormal, and it can be resubmitted', async () => {
    const o = (await create({ batchIds: [batchId], accessoryId: tubeId, submit: true })).json();
    const db = t.server.database.db;
    // A second client claims the run and then dies without a word.
    const ghost = await registerClient(db, { name: 'ghost', version: 'test', ownerTenantId: null, registeredBy: null });
    const job = await claimAccessoryJob(db, ghost.id);
    expect(job?.orderId).toBe(o.id);
    expect((await get(o.id)).orderState).toBe(OrderState.processing);
    expect(await sweepLostRuns(db, new Date(Date.now() + 120_000))).toBeGreaterThanOrEqual(1);
    const lost = await get(o.id);
    expect(lost.orderState).toBe(OrderState.abnormal);
    expect(lost.message).toContain('失去联系');
    // Resubmitted, the built-in client finishes it.
    expect((await setState(o.id, OrderState.pending)).statusCode).toBe(200);
    await runner.tick();
    expect((await get(o.id)).orderState).toBe(OrderState.toConfirm);
  });

  it('a resubmitted order lists only its own left-out pieces, not those of the run before', async () => {
    const o = (await create({ batchIds: [batchId], accessoryId: tubeId, submit: true })).json();
    // Bindings without a length are the order's own (none or some, as the demo has them).
    const own = o.lostProducts;
    const db = t.server.database.db;
    const worker = await registerClient(db, { name: 'lossy', version: 'test', ownerTenantId: null, registeredBy: null });
    const job = (await claimAccessoryJob(db, worker.id))!;
    expect(job.orderId).toBe(o.id);
    // The client's layout leaves one bar's pieces out.
    const { result } = await runOneD(job.input, 60_000, async () => ({ cancel: false }));
    const [dropped, ...bars] = result.bars;
    const unplaced = dropped!.cuts.map((c) => ({ pieceId: c.pieceId, copy: c.copy, reason: '放不下' }));
    await completeAccessoryJob(db, worker.id, job.jobId, { ...result, bars, unplaced }, 10);
    const short = await get(o.id);
    expect(short.orderState).toBe(OrderState.abnormal);
    expect(short.lostProducts.length).toBeGreaterThan(own.length);
    expect(short.message).toContain('段未能排入');
    // Submitted again, the run's pieces are no longer listed; the next run's result stands alone.
    expect((await setState(o.id, OrderState.pending)).statusCode).toBe(200);
    expect((await get(o.id)).lostProducts).toEqual(own);
    await runner.tick();
    const done = await get(o.id);
    expect(done.orderState).toBe(OrderState.toConfirm);
    expect(done.lostProducts).toEqual(own);
  });

  it('a stand-alone nest client claims an accessory run over HTTP and uploads its bars', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const o = (await create({ batchIds: [batchId], accessoryId: tubeId, submit: true })).json();
    const { runRemoteClient } = await import('../src/modules/nest/remote-client.ts');
    const lines: string[] = [];
    const { jobs } = await runRemoteClient({ server: address, userName: 'admin', password: '1q2w3E*', name: '远程配件排版机', once: true, log: (l) => lines.push(l) });
    expect(jobs).toBe(1);
    expect(lines.some((l) => l.includes(o.orderNo))).toBe(true);
    const done = await get(o.id);
    expect(done.orderState).toBe(OrderState.toConfirm);
    expect(done.result.barCount).toBeGreaterThan(0);
    const clients = (await t.call({ method: 'GET', url: `${A}/accessory-nest-client/for-admin`, token: admin, tenant: null })).json();
    expect(clients.items.find((c: { name: string }) => c.name === '远程配件排版机')).toMatchObject({ accessoryJobs: 1, builtIn: false });
  });

  it('a running accessory nest shows its progress on the order, and a stop ends the run at its next report', async () => {
    const o = (await create({ batchIds: [batchId], accessoryId: tubeId, submit: true })).json();
    const db = t.server.database.db;
    const worker = await registerClient(db, { name: 'progress', version: 'test', ownerTenantId: null, registeredBy: null });
    const job = (await claimAccessoryJob(db, worker.id))!;
    expect(job.orderId).toBe(o.id);
    const url = `/api/nest/client/${worker.id}/accessory/jobs/${job.jobId}/progress`;
    const report = (payload: object) => t.call({ method: 'POST', url, token: admin, tenant: null, payload });
    expect((await report({ bars: -1, lowerBound: 4, nodes: 0, elapsedMs: 0 })).statusCode).toBe(400);
    const ok = await report({ bars: 5, lowerBound: 4, nodes: 65536, elapsedMs: 800 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ cancel: false });
    expect((await get(o.id)).progress).toEqual({ bars: 5, lowerBound: 4, nodes: 65536, elapsedMs: 800 });
    // The planner stops it: the order is abnormal at once, the client is told to stop at its next report.
    expect((await setState(o.id, OrderState.abnormal)).statusCode).toBe(200);
    expect((await report({ bars: 4, lowerBound: 4, nodes: 131072, elapsedMs: 1600 })).json()).toEqual({ cancel: true });
    expect((await get(o.id)).orderState).toBe(OrderState.abnormal);
  });

  it('the solver thread reports progress, and answering stop ends the run', async () => {
    const input = { pieces: [{ id: 'a', length: 1234, quantity: 30 }, { id: 'b', length: 777, quantity: 25 }], stock: [{ id: 'bar', length: 6000 }], kerf: 3, trim: 10 };
    const seen: number[] = [];
    const { result } = await runOneD(input, 60_000, async (p) => {
      seen.push(p.bars);
      return { cancel: false };
    });
    expect(seen.length).toBeGreaterThanOrEqual(1);
    expect(seen.at(-1)).toBeGreaterThanOrEqual(result.bars.length);
    await expect(runOneD(input, 60_000, async () => ({ cancel: true }))).rejects.toThrow('配件排版已被停止');
  });

  it('keeps tenants apart', async () => {
    const o = (await create({ batchIds: [batchId], accessoryId: tubeId })).json();
    expect((await t.call({ method: 'GET', url: `${A}/order/${o.id}`, token, tenant: t.ids.personalId })).statusCode).toBe(404);
    const other = (await t.call({ method: 'GET', url: `${A}/order`, token, tenant: t.ids.personalId })).json();
    expect(other.items.find((x: { id: string }) => x.id === o.id)).toBeUndefined();
    expect((await t.call({ method: 'DELETE', url: `${A}/order/${o.id}`, token, tenant: t.ids.personalId })).statusCode).toBe(404);
    expect((await get(o.id)).orderState).toBe(OrderState.toNest);
  });
});
