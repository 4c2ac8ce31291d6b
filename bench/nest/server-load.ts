import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { OrderState, type CreateNestOrder } from '@al/contracts';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { demoIds, DEMO_PASSWORD } from '../../apps/server/src/modules/demo/seed.ts';
import { tenants } from '../../apps/server/src/modules/saas/schema.ts';
import { makeRng } from '../../packages/nest/src/rng.ts';

/**
 * The nest service under load (issue 9, performance): the real server in this process (PGlite in a
 * temporary folder, the built-in nest client in its worker thread), spoken to over HTTP.
 *  1. p50 / p99 of the order list call (GET /api/cad/nest/order) idle, and again while two nests of
 *     1000 panels are queued and one runs; their ratio.
 *  2. A 1000-panel order from create to result visible (order to confirm and GET result returning
 *     the sheets), against its time limit + 5 s.
 * Usage: npm run bench:nest-server [-- --seconds 20 --calls 200]
 */
const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const SECONDS = arg('seconds', 20);
const CALLS = arg('calls', 200);

/** 1000 panels in 100 lines: rectangles, and every fifth line an L-shaped or notched panel. */
function panels1000(): CreateNestOrder['lines'] {
  const rng = makeRng(20261123);
  const lines: CreateNestOrder['lines'] = [];
  let left = 1000;
  for (let i = 0; i < 100 && left > 0; i++) {
    const w = 300 + 10 * Math.floor(rng() * 110);
    const h = 200 + 10 * Math.floor(rng() * 80);
    const quantity = i === 99 ? left : Math.min(left, 1 + Math.floor(rng() * 18));
    left -= quantity;
    const c = Math.round(Math.min(w, h) / 3);
    const outer: [number, number][] =
      i % 10 === 4
        ? [[0, 0], [w, 0], [w, c], [c, c], [c, h], [0, h]] // L
        : i % 10 === 9
          ? [[0, 0], [w, 0], [w, h], [w - c, h], [w - c, h - c], [c, h - c], [c, h], [0, h]] // notched
          : [[0, 0], [w, 0], [w, h], [0, h]];
    lines.push({ code: `BP-${String(i + 1).padStart(3, '0')}`, quantity, outer });
  }
  return lines;
}

const order = (tag: string): CreateNestOrder => ({
  materialName: `3003-${tag}`,
  thickness: 2.5,
  plates: [
    { width: 1500, length: 3000 },
    { width: 1250, length: 2500 },
  ],
  parameter: { spacing: 4, margin: 10, rotation: 'ortho', partInPart: false, commonLine: false, timeLimitSeconds: SECONDS, seed: 1 },
  lines: panels1000(),
  submit: true,
});

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const dataDir = mkdtempSync(path.join(tmpdir(), 'al-bench-nest-'));
const config = { ...loadConfig({}), dataDir, filesDir: path.join(dataDir, 'files'), databaseUrl: undefined, redisUrl: undefined, webDist: '/nonexistent', logLevel: 'silent', nestBuiltInClient: true, port: 0, host: '127.0.0.1' };
const server = await buildApp(config, { logger: false });
try {
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const ids = await demoIds(server.database.db);
  // Enough quota that no nest of the bench is refused (the charge itself still runs).
  await server.database.db.update(tenants).set({ nestQuota: '1000000' }).where(eq(tenants.id, ids.enterpriseId));

  const login = await fetch(`${address}/api/user/account/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: 'demo', password: DEMO_PASSWORD }) });
  const token = ((await login.json()) as { accessToken: string }).accessToken;
  const headers = { authorization: `Bearer ${token}`, __tenant: ids.enterpriseId, 'content-type': 'application/json' };
  const api = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${address}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  type Order = { id: string; orderState: number; resultId: string | null; progress: { utilisation: number; sheets: number } | null; message: string | null };

  /** Sequential list calls; returns the sorted latencies in ms. */
  const listLatencies = async (n: number) => {
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      await api('GET', '/api/cad/nest/order?skipCount=0&maxResultCount=20');
      times.push(performance.now() - t0);
    }
    return times.sort((a, b) => a - b);
  };
  const fmt = (t: number[]) => `p50 ${pct(t, 50).toFixed(1)} ms, p99 ${pct(t, 99).toFixed(1)} ms, max ${t[t.length - 1]!.toFixed(1)} ms`;

  await listLatencies(20); // warm-up: JIT, plans, the session cache
  const idle = await listLatencies(CALLS);
  console.log(`list idle (${CALLS} calls):           ${fmt(idle)}`);

  // 1. The same calls while two 1000-panel nests are queued and the built-in client runs them.
  const a = await api<Order>('POST', '/api/cad/nest/order', order('A'));
  const b = await api<Order>('POST', '/api/cad/nest/order', order('B'));
  for (let s = 0; (await api<Order>('GET', `/api/cad/nest/order/${a.id}`)).orderState !== OrderState.processing; s++) {
    if (s > 200) throw new Error('the built-in client did not claim the order within 20 s');
    await sleep(100);
  }
  const busyFrom = Date.now();
  const busy = await listLatencies(CALLS);
  const stillRunning = [(await api<Order>('GET', `/api/cad/nest/order/${a.id}`)).orderState, (await api<Order>('GET', `/api/cad/nest/order/${b.id}`)).orderState];
  console.log(`list while nesting (${CALLS} calls):  ${fmt(busy)}   [${((Date.now() - busyFrom) / 1000).toFixed(1)} s; states after: ${stillRunning.join(', ')}]`);
  console.log(`ratio busy/idle:                   p50 ×${(pct(busy, 50) / pct(idle, 50)).toFixed(2)}, p99 ×${(pct(busy, 99) / pct(idle, 99)).toFixed(2)}`);

  const settle = async (id: string, limitMs: number) => {
    const end = Date.now() + limitMs;
    for (;;) {
      const o = await api<Order>('GET', `/api/cad/nest/order/${id}`);
      if (o.orderState !== OrderState.pending && o.orderState !== OrderState.processing) return o;
      if (Date.now() > end) throw new Error(`order ${id} still ${o.orderState} after ${limitMs} ms`);
      await sleep(50);
    }
  };
  for (const o of [a, b]) {
    const done = await settle(o.id, 3 * (SECONDS + 35) * 1000);
    console.log(`load order ${o.id.slice(0, 8)}: state ${done.orderState}, ${done.progress?.sheets ?? '-'} sheets, utilisation ${((done.progress?.utilisation ?? 0) * 100).toFixed(2)}% ${done.message ?? ''}`);
  }

  // 2. One 1000-panel order from create to result visible, with nothing else queued.
  const t0 = performance.now();
  const c = await api<Order>('POST', '/api/cad/nest/order', order('C'));
  const done = await settle(c.id, (SECONDS + 60) * 1000);
  if (done.orderState !== OrderState.toConfirm || !done.resultId) throw new Error(`order ended in state ${done.orderState}: ${done.message}`);
  const result = await api<{ sheetCount: number; utilisation: number; sheets: unknown[] }>('GET', `/api/cad/nest/result/${done.resultId}`);
  const total = (performance.now() - t0) / 1000;
  if (!result.sheets.length) throw new Error('result without sheets');
  const limit = SECONDS + 5;
  console.log(
    `1000 panels create → result visible: ${total.toFixed(2)} s (time limit ${SECONDS} s, target ≤ ${limit} s: ${total <= limit ? 'met' : 'NOT met'}); ` +
      `${result.sheetCount} sheets in ${result.sheets.length} layouts, utilisation ${(result.utilisation * 100).toFixed(2)}%`,
  );
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
