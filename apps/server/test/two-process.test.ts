import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSinglePanel } from '@al/cad';
import {
  accountApi,
  BOARD_PATH,
  BOARD_PUBLIC_PATH,
  CHANGE_ORDER_TYPE_PATH,
  CHANGE_PATH,
  ChangeKind,
  DocStatus,
  EQUIPMENT_PATH,
  localToday,
  PROCESS_PATH,
  type BoardData,
} from '@al/contracts';
import { openDatabase, type Database } from '../src/core/db/client.ts';
import { connectionOf } from '../src/core/jobs/bullmq.ts';
import { CONVERT_JOB } from '../src/modules/cad/intake.ts';
import { demoIds, DEMO_PASSWORD } from '../src/modules/demo/seed.ts';

/**
 * Two real server processes on one PostgreSQL database and one Redis, behind a round-robin load
 * balancer of the test's own (node:http, streaming, so server-sent events pass through): sessions,
 * the directory cache, live board pushes, change notices, jobs and document numbers hold across the
 * processes. Both start at once on an empty database, so their first start (migrations, demo data)
 * must not trip over each other. Needs DATABASE_URL (a PostgreSQL server, where the scratch database
 * is made and dropped) and REDIS_URL, as the CI's PostgreSQL run sets them.
 */
const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
const ROOT = path.resolve(import.meta.dirname, '../../..');

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

interface Proc {
  name: string;
  url: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/** `node --import tsx apps/server/src/main.ts` with its own port; up once it guards its API. */
async function startProcess(name: string, env: Record<string, string>): Promise<Proc> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server ${name} exited early:\n${output}`);
    const up = await fetch(`${url}/api/red/editions/list`).then(
      (r) => r.status === 401,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server ${name} did not start in 90 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { name, url, child, output: () => output, stop };
}

/** A round-robin balancer: each request goes to the next process; answers stream back as they come. */
function startBalancer(targets: string[]) {
  let next = 0;
  const counts = targets.map(() => 0);
  const server = http.createServer((req, res) => {
    const i = next++ % targets.length;
    counts[i]!++;
    const target = new URL(targets[i]!);
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        res.flushHeaders();
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    // the client went away (a closed event stream): so does the request to the process
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  return {
    counts,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Every `data` event of a server-sent event stream, read in the background. */
function readEvents(res: Response) {
  const events: BoardData[] = [];
  const state = { ended: false };
  void (async () => {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return void (state.ended = true);
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const line = block.split('\n').find((l) => l.startsWith('data: '));
        if (block.includes('event: data') && line) events.push(JSON.parse(line.slice(6)) as BoardData);
      }
    }
  })();
  return { events, state };
}

describe.skipIf(!DATABASE_URL || !REDIS_URL)(
  `two server processes on one PostgreSQL and one Redis${DATABASE_URL && REDIS_URL ? '' : ' (skipped: set DATABASE_URL and REDIS_URL to run it)'}`,
  () => {
    const scratch = `al_two_${randomBytes(6).toString('hex')}`;
    const prefix = `al-two-${randomBytes(4).toString('hex')}`;
    const filesDir = mkdtempSync(path.join(tmpdir(), 'al-two-files-'));
    const dataDirs: string[] = [];
    let database: Database;
    let ids: Awaited<ReturnType<typeof demoIds>>;
    let A: Proc;
    let B: Proc;
    let lb: ReturnType<typeof startBalancer>;
    let LB: string;
    let token: string;
    let factory: string;
    const admin = async (statement: string) => {
      const c = new pg.Client({ connectionString: DATABASE_URL });
      await c.connect();
      await c.query(statement).finally(() => c.end());
    };
    const rows = async <T>(q: ReturnType<typeof sql>) => ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;

    /** A call at one address (a process or the balancer) as the demo user unless another token is given. */
    const call = async (base: string, method: string, url: string, body?: unknown, as: { token?: string; factory?: boolean } = {}) => {
      const headers: Record<string, string> = { authorization: `Bearer ${as.token ?? token}`, __tenant: ids.enterpriseId };
      if (as.factory !== false) headers.__factory = factory;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(`${base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await res.text();
      return { status: res.status, text, json: () => JSON.parse(text) as Json };
    };
    const json = async (base: string, method: string, url: string, body?: unknown) => {
      const res = await call(base, method, url, body);
      expect(res.status, `${method} ${url}: ${res.text}`).toBeLessThan(300);
      return res.text ? res.json() : {};
    };
    const login = async (base: string, userName = 'demo') => {
      const res = await fetch(`${base}/api/user/account/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userName, password: DEMO_PASSWORD }),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { accessToken: string }).accessToken;
    };

    beforeAll(async () => {
      // an empty database: both processes' first start migrates and seeds it, at the same time
      await admin(`CREATE DATABASE ${scratch}`);
      const u = new URL(DATABASE_URL!);
      u.pathname = `/${scratch}`;
      const env = (name: string) => {
        const dataDir = mkdtempSync(path.join(tmpdir(), `al-two-${name}-`));
        dataDirs.push(dataDir);
        return {
          DATABASE_URL: u.toString(),
          REDIS_URL: REDIS_URL!,
          REDIS_PREFIX: prefix,
          FILES_DIR: filesDir,
          DATA_DIR: dataDir,
          NEST_BUILTIN_CLIENT: 'false',
          WEB_DIST: '/nonexistent',
          LOG_LEVEL: 'warn',
        };
      };
      // both at once, as a deployment starts them
      const started = await Promise.allSettled([startProcess('A', env('a')), startProcess('B', env('b'))]);
      const failed = started.find((s) => s.status === 'rejected');
      if (failed) {
        // the one that did start is stopped too
        await Promise.all(started.map((s) => (s.status === 'fulfilled' ? s.value.stop() : undefined)));
        throw failed.reason;
      }
      [A, B] = started.map((s) => (s as PromiseFulfilledResult<Proc>).value) as [Proc, Proc];
      database = await openDatabase({ databaseUrl: u.toString() });
      ids = await demoIds(database.db);
      lb = startBalancer([A.url, B.url]);
      LB = await lb.listen();
      token = await login(A.url);
      factory = (await rows<{ id: string }>(sql`select id from factories where name = '佛山一厂'`))[0]!.id;
    }, 180_000);

    afterAll(async () => {
      await lb?.close();
      await Promise.all([A?.stop(), B?.stop()]);
      await database?.close();
      await admin(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
      // this run's BullMQ keys
      const queue = new Queue(CONVERT_JOB, { connection: connectionOf(REDIS_URL!), prefix });
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      for (const d of [filesDir, ...dataDirs]) rmSync(d, { recursive: true, force: true });
    }, 60_000);

    it('a session made on A is valid on B and through the balancer', async () => {
      const bell = `/api/user/account/message/${ids.demoUserId}/header`;
      expect((await call(B.url, 'GET', bell)).status).toBe(200);
      const fromB = await login(B.url);
      expect((await call(A.url, 'GET', bell, undefined, { token: fromB })).status).toBe(200);
      const through = await Promise.all(Array.from({ length: 4 }, () => call(LB, 'GET', bell)));
      expect(through.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      expect(lb.counts.every((n) => n >= 2)).toBe(true);
      // signing out at one process ends the session at both at once (each had it in its cache)
      for (const [at, other] of [[B, A], [A, B], [B, A]] as const) {
        const session = await login(other.url);
        for (const p of [A, B]) expect((await call(p.url, 'GET', bell, undefined, { token: session })).status).toBe(200);
        expect((await call(at.url, 'GET', accountApi.logout, undefined, { token: session, factory: false })).status).toBe(204);
        expect((await call(other.url, 'GET', bell, undefined, { token: session })).status).toBe(401);
        expect((await call(at.url, 'GET', bell, undefined, { token: session })).status).toBe(401);
      }
    });

    it("a role change made on A applies at A at once and at B as soon as its notice arrives (the directory cache's notices reach every process)", async () => {
      const userName = `two${randomBytes(3).toString('hex')}`;
      const role = await json(A.url, 'POST', '/api/identity/roles', { name: `角色-${userName}`, permissions: [] });
      await json(A.url, 'POST', '/api/identity/users', { userName, name: userName, password: DEMO_PASSWORD, roleIds: [role.id] });
      const person = await login(B.url, userName);
      const rules = '/api/basic/custom-order-code';
      const asPerson = (base: string) => call(base, 'GET', rules, undefined, { token: person, factory: false });
      expect((await asPerson(B.url)).status).toBe(403); // now in B's cache
      for (let round = 1; round <= 10; round++) {
        const grant = round % 2 === 1;
        const current = await json(A.url, 'GET', `/api/identity/roles/${role.id}`);
        await json(A.url, 'PUT', `/api/identity/roles/${role.id}`, {
          name: current.name,
          permissions: grant ? [{ permissionId: 'AlBasic.CustomMadeOrderNums', actionList: ['query'] }] : [],
          concurrencyStamp: current.concurrencyStamp,
        });
        // The writer waits for its own notices before it answers (read-your-writes), so the very next
        // call at A sees the change. B hears the same notice on its own connection, as soon as its event
        // loop takes it: under CI load that was once a few milliseconds after A's answer (round 3
        // answered 403). B must catch up within a second, without a new session or the cache's expiry.
        expect((await asPerson(A.url)).status, `round ${round} at A`).toBe(grant ? 200 : 403);
        const until = Date.now() + 1000;
        let atB = (await asPerson(B.url)).status;
        while (atB !== (grant ? 200 : 403) && Date.now() < until) {
          await new Promise((r) => setTimeout(r, 20));
          atB = (await asPerson(B.url)).status;
        }
        expect(atB, `round ${round} at B`).toBe(grant ? 200 : 403);
      }
    });

    it('a live board stream opened on B receives the scan reported on A', async () => {
      const board = (await json(A.url, 'GET', BOARD_PATH)).items[0] as Json;
      const abort = new AbortController();
      const res = await fetch(`${B.url}${BOARD_PUBLIC_PATH}/${board.publicToken}/events`, { signal: abort.signal });
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      const { events } = readEvents(res);
      const nth = async (n: number) => {
        await expect.poll(() => events.length, { timeout: 10_000, interval: 50 }).toBeGreaterThanOrEqual(n);
        return events[n - 1]!.widgets.find((w) => w.type === 'todayOutput')!;
      };
      const first = await nth(1);
      const procs = Object.fromEntries(((await json(A.url, 'GET', `${PROCESS_PATH}/options`)) as unknown as { value: string; label: string }[]).map((o) => [o.label, o.value]));
      const machines = (await json(A.url, 'GET', `${EQUIPMENT_PATH}?maxResultCount=100`)).items as Json[];
      const staff = (await json(A.url, 'GET', '/api/identity/employees?maxResultCount=100')).items as Json[];
      // the scan demo bent the first 16 labels of 第2批: the 17th is cut, not bent
      const [label] = await rows<{ label_no: string }>(
        sql`select l.label_no from cad_labels l join cad_batches b on b.id = l.batch_id join cad_projects p on p.id = b.project_id
            where p.name = '佛山金融中心幕墙' and b.batch_no = '第2批' order by l.label_no offset 16 limit 1`,
      );
      await json(A.url, 'POST', '/api/prod/product/log', {
        qrText: label!.label_no,
        processId: procs['折弯'],
        equipmentId: machines.find((m) => m.code === 'XF2401010-001')!.id,
        employeeIds: [staff.find((e) => e.jobNo === 'E002')!.id],
      });
      const pushed = await nth(2);
      if (first.type !== 'todayOutput' || pushed.type !== 'todayOutput') throw new Error('not a today output widget');
      expect(pushed.total).toBe(first.total + 1);
      abort.abort();
    }, 30_000);

    it('a live board stream through the balancer receives scans reported at either process', async () => {
      const board = (await json(A.url, 'GET', BOARD_PATH)).items[0] as Json;
      const abort = new AbortController();
      const res = await fetch(`${LB}${BOARD_PUBLIC_PATH}/${board.publicToken}/events`, { signal: abort.signal });
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      const { events } = readEvents(res);
      const total = async (n: number) => {
        await expect.poll(() => events.length, { timeout: 10_000, interval: 50 }).toBeGreaterThanOrEqual(n);
        const w = events[n - 1]!.widgets.find((x) => x.type === 'todayOutput')!;
        return w.type === 'todayOutput' ? w.total : NaN;
      };
      const start = await total(1);
      const procs = Object.fromEntries(((await json(A.url, 'GET', `${PROCESS_PATH}/options`)) as unknown as { value: string; label: string }[]).map((o) => [o.label, o.value]));
      const machines = (await json(A.url, 'GET', `${EQUIPMENT_PATH}?maxResultCount=100`)).items as Json[];
      const staff = (await json(A.url, 'GET', '/api/identity/employees?maxResultCount=100')).items as Json[];
      const labels = await rows<{ label_no: string }>(
        sql`select l.label_no from cad_labels l join cad_batches b on b.id = l.batch_id join cad_projects p on p.id = b.project_id
            where p.name = '佛山金融中心幕墙' and b.batch_no = '第2批' order by l.label_no offset 17 limit 2`,
      );
      let pushes = 1;
      for (const [i, base] of [A.url, B.url].entries()) {
        await json(base, 'POST', '/api/prod/product/log', {
          qrText: labels[i]!.label_no,
          processId: procs['折弯'],
          equipmentId: machines.find((m) => m.code === 'XF2401010-001')!.id,
          employeeIds: [staff.find((e) => e.jobNo === 'E002')!.id],
        });
        expect(await total(++pushes)).toBe(start + i + 1);
      }
      abort.abort();
    }, 30_000);

    it("a change order approved on A: its recipient's unread notice is there when read through B", async () => {
      const types = Object.fromEntries(((await json(A.url, 'GET', `${CHANGE_ORDER_TYPE_PATH}/list`)).items as Json[]).map((t) => [t.name, t.id]));
      const project = (await json(A.url, 'GET', `/api/cad/project?filter=${encodeURIComponent('佛山金融中心幕墙')}`)).items[0] as Json;
      const [product] = await rows<{ id: string }>(
        sql`select p.id from cad_products p join cad_batches b on b.id = p.batch_id where b.project_id = ${project.id} and b.batch_no = '第1批' order by p.code limit 1`,
      );
      const order = await json(A.url, 'POST', CHANGE_PATH, {
        projectId: project.id,
        changeOrderTypeId: types['工艺变更'],
        docDate: localToday(),
        notifyUserIds: ids.demoUserId,
        description: '两进程：工艺变更增加打磨',
        lines: [{ changeKind: ChangeKind.modify, productId: product!.id, field: '工艺', newValue: '打磨' }],
      });
      const unread = async () => ((await json(B.url, 'GET', `${CHANGE_PATH}/unread`)).items as Json[]).map((x) => x.id);
      expect(await unread()).not.toContain(order.id);
      expect((await json(A.url, 'POST', `${CHANGE_PATH}/approval/${order.id}`)).status).toBe(DocStatus.approved);
      expect(await unread()).toContain(order.id);
      const bell = await json(B.url, 'GET', `/api/user/account/message/${ids.demoUserId}/header`);
      expect((bell.changes.items as Json[]).find((c) => c.id === order.id)).toMatchObject({ orderStatus: 2 });
    });

    it('40 concurrent change orders through the balancer get 40 distinct consecutive numbers', async () => {
      const types = Object.fromEntries(((await json(A.url, 'GET', `${CHANGE_ORDER_TYPE_PATH}/list`)).items as Json[]).map((t) => [t.name, t.id]));
      const project = (await json(A.url, 'GET', `/api/cad/project?filter=${encodeURIComponent('佛山金融中心幕墙')}`)).items[0] as Json;
      const before = [...lb.counts];
      const made = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          json(LB, 'POST', CHANGE_PATH, {
            projectId: project.id,
            changeOrderTypeId: types['工艺变更'],
            docDate: localToday(),
            notifyUserIds: ids.demoUserId,
            description: `两进程编号 ${i + 1}`,
            lines: [{ changeKind: ChangeKind.add, qtyDelta: 1 }],
          }),
        ),
      );
      // split over both processes
      expect(lb.counts.map((n, i) => n - before[i]!)).toEqual([20, 20]);
      const numbers = made.map((m) => m.docNo as string);
      expect(new Set(numbers).size).toBe(40);
      const prefixOf = (n: string) => n.replace(/\d+$/, '') + n.match(/\d+$/)![0].slice(0, 4);
      expect(new Set(numbers.map(prefixOf)).size).toBe(1);
      const serials = numbers.map((n) => Number(n.slice(prefixOf(n).length))).sort((a, b) => a - b);
      expect(serials).toEqual(Array.from({ length: 40 }, (_, i) => serials[0]! + i));
    }, 60_000);

    it('CAD conversions enqueued at both processes each run exactly once, on BullMQ shared by both', async () => {
      const n = 6;
      const project = await json(A.url, 'POST', '/api/cad/project', {
        name: `两进程转换-${randomBytes(3).toString('hex')}`,
        orderTime: localToday(),
        deliveryDate: localToday(),
        demandSide: '测试客户',
        batches: Array.from({ length: n }, (_, i) => ({ batchNo: `B${i + 1}`, deliveryDate: localToday() })),
      });
      const batches = (await json(A.url, 'GET', `/api/cad/project/${project.id}`)).batches as Json[];
      expect(batches).toHaveLength(n);
      const sample = sampleSinglePanel();
      const names = batches.map((_, i) => `两进程-${i + 1}.dxf`);
      // one drawing a batch, uploaded at A and B in turn, all at once
      const uploads = await Promise.all(
        batches.map(async (b, i) => {
          const form = new FormData();
          form.append('file', new Blob([sample.dxf]), names[i]!);
          const res = await fetch(`${(i % 2 ? B : A).url}/api/cad/project/batch/${b.id}/files`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, __tenant: ids.enterpriseId, __factory: factory },
            body: form,
          });
          return res.status;
        }),
      );
      expect(uploads).toEqual(Array(n).fill(200));
      let files: Json[] = [];
      await expect
        .poll(
          async () => {
            files = (await json(LB, 'GET', `/api/cad/project/${project.id}/files/paged?maxResultCount=100`)).items as Json[];
            return files.length === n && files.every((f) => f.convertState === 4 || f.convertState === 8);
          },
          { timeout: 60_000, interval: 250 },
        )
        .toBe(true);
      expect(files.map((f) => [f.fileName, f.convertState, f.splitCount]).sort()).toEqual(names.map((name) => [name, 4, 1]).sort());
      const products = await rows<{ n: number }>(
        sql`select count(*)::int as n from cad_products p join cad_batches b on b.id = p.batch_id where b.project_id = ${project.id}`,
      );
      expect(products[0]!.n).toBe(n);

      // the jobs as BullMQ keeps them: each started once, taken by one of the two processes
      const queue = new Queue(CONVERT_JOB, { connection: connectionOf(REDIS_URL!), prefix });
      try {
        const jobs = (await queue.getJobs(['completed', 'failed', 'active', 'waiting'])).filter((j) => names.includes((j.data as Json).fileName));
        expect(jobs.map((j) => (j.data as Json).fileName).sort()).toEqual([...names].sort());
        expect(jobs.every((j) => j.finishedOn && j.attemptsStarted === 1 && j.attemptsMade <= 1)).toBe(true);
        const workers = new Set(jobs.map((j) => j.processedBy?.split(':')[1]));
        expect([...workers].every((pid) => pid === String(A.child.pid) || pid === String(B.child.pid))).toBe(true);
        console.log(`conversions by process: ${[A, B].map((p) => `${p.name} ${jobs.filter((j) => j.processedBy?.endsWith(`:${p.child.pid}`)).length}`).join(', ')}`);
      } finally {
        await queue.close();
      }
    }, 120_000);
  },
);
