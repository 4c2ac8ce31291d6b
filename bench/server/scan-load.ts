import { execSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { scanStationApi } from '@al/contracts';
import { arg, fmt, serveIfChild, spawnServer } from './child-server.ts';

/**
 * Scan reporting at factory scale (issue 15): a scan must answer in under 100 ms at p99 with
 * 100,000 label logs in the space, and keep that while 20 terminals scan once a second.
 *
 * The real server runs in a child process (child-server.ts). Before it listens, it seeds inside its
 * own database: --logs label logs (default 100,000) on as many extra labels of the demo project's
 * products, spread over 90 days, approved, at the cutting process; --terminals extra IPC terminals
 * (copies of the demo's 工位机 折弯区); and enough fresh labels for every scan the run makes. Then,
 * over HTTP as the demo user, each a fresh label at 折弯 (the project has a released plan, so every
 * scan also sums the plans' progress):
 *  1. one terminal, one scan after the other (--warm scans, default 200): the idle latency;
 *  2. --terminals terminals (default 20), each scanning once a second on its own clock for
 *     --seconds (default 60): latencies of every scan, errors, achieved rate;
 *  3. the scan page's preview (POST /log/check) under the same load, one a second.
 * Usage: npm run bench:scan [-- --logs 100000 --terminals 20 --seconds 60 --warm 200]
 *        BENCH_POSTGRES=postgres://postgres@127.0.0.1:5432 npm run bench:scan   (the server on PostgreSQL)
 */
const LOGS = arg('logs', 100_000);
const TERMINALS = arg('terminals', 20);
const SECONDS = arg('seconds', 60);
const WARM = arg('warm', 200);
const FRESH = WARM + TERMINALS * SECONDS + SECONDS + 100;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

await serveIfChild((server, ids) =>
  // one transaction: on PostgreSQL each statement of a pool may take another connection
  server.database.db.transaction(async (db) => {
    const t0 = performance.now();
    const one = async <T>(q: ReturnType<typeof sql>) =>
      ((await db.execute(q)) as unknown as { rows: T[] }).rows[0]!;
    const tenant = ids.enterpriseId;
    const { id: projectId } = await one<{ id: string }>(
      sql`select id from cad_projects where tenant_id = ${tenant} and name = '佛山金融中心幕墙'`,
    );
    const { id: cutting } = await one<{ id: string }>(
      sql`select id from processes where tenant_id = ${tenant} and name = '激光切割' and not is_deleted`,
    );
    const { id: emp } = await one<{ id: string }>(
      sql`select id from employees where tenant_id = ${tenant} and job_no = 'E002'`,
    );
    // labels on the project's products in turn: BL- ones carry the history, BF- ones are scanned by the run
    const labels = (prefix: string, n: number, offset: number) => sql`
    with p as (select id, batch_id, factory_id, row_number() over (order by code) - 1 as k, count(*) over () as c from cad_products where tenant_id = ${tenant} and project_id = ${projectId} and not is_deleted)
    insert into cad_labels (tenant_id, id, factory_id, product_id, project_id, batch_id, label_no, seq, state)
    select ${tenant}, gen_random_uuid(), p.factory_id, p.id, ${projectId}, p.batch_id, ${prefix} || lpad(g::text, 7, '0'), ${offset} + g, ${prefix === 'BL-' ? 2 : 1}
    from generate_series(1, ${n}) g join p on p.k = g % p.c`;
    await db.execute(labels('BL-', LOGS, 100_000));
    await db.execute(labels('BF-', FRESH, 200_000 + LOGS));
    // the history is written with the label log's triggers off and its counts made once after (migration 0029 does the same)
    await db.execute(sql`set local session_replication_role = replica`);
    await db.execute(sql`
    insert into label_logs (tenant_id, factory_id, label_id, label_no, product_id, project_id, batch_id, process_id, client_type, employee_ids, qty, performance_field, measure_value, unit_price, amount, scan_time, shift_date, audit_state, creator_id)
    select l.tenant_id, l.factory_id, l.id, l.label_no, l.product_id, l.project_id, l.batch_id, ${cutting}, 2, ${JSON.stringify([emp])}::jsonb, 1, 1, 1, 1.5, 1.5, t, (t at time zone 'Asia/Shanghai')::date, 2, ${ids.demoUserId}
    from cad_labels l, lateral (select now() - ((l.seq % 90) || ' days')::interval - ((l.seq % 600) || ' minutes')::interval as t) s
    where l.tenant_id = ${tenant} and l.label_no like 'BL-%'`);
    await db.execute(sql`set local session_replication_role = origin`);
    await db.execute(sql`
    insert into label_progress (tenant_id, project_id, batch_id, process_id, product_id, pieces)
    select tenant_id, project_id, batch_id, process_id, product_id, count(*) from label_logs where tenant_id = ${tenant} and label_no like 'BL-%'
    group by 1, 2, 3, 4, 5
    on conflict (tenant_id, project_id, batch_id, process_id, product_id) do update set pieces = label_progress.pieces + excluded.pieces`);
    await db.execute(
      sql`create temp table bench_terminal on commit drop as select * from equipment where false`,
    );
    for (let i = 1; i <= TERMINALS; i++) {
      await db.execute(sql`truncate bench_terminal`);
      await db.execute(
        sql`insert into bench_terminal select * from equipment where tenant_id = ${tenant} and code = 'XF2401010-001'`,
      );
      await db.execute(
        sql`update bench_terminal set id = gen_random_uuid(), code = ${`BT-${String(i).padStart(2, '0')}`}, name = ${`压测终端${i}`}`,
      );
      await db.execute(sql`insert into equipment select * from bench_terminal`);
    }
    await db.execute(sql`analyze label_logs`);
    await db.execute(sql`analyze cad_labels`);
    const { n } = await one<{ n: number }>(
      sql`select count(*)::int as n from label_logs where tenant_id = ${tenant}`,
    );
    console.error(
      `seeded ${n} label logs, ${FRESH} fresh labels, ${TERMINALS} terminals in ${((performance.now() - t0) / 1000).toFixed(1)} s (${server.database.kind})`,
    );
  }),
);

const server = await spawnServer(import.meta.url, 'scan');
try {
  const { address, headers, api } = server;
  console.log(`uptime at the start: ${execSync('uptime').toString().trim()}`);
  const setup = await api<{
    terminals: { id: string; code: string }[];
    processes: { id: string; name: string }[];
    employees: { id: string; jobNo: string }[];
  }>('GET', scanStationApi.setup);
  const bending = setup.processes.find((p) => p.name === '折弯')!.id;
  const workers = setup.employees.filter((e) => ['E002', 'E003'].includes(e.jobNo)).map((e) => e.id);
  const terminals = setup.terminals.filter((t) => t.code.startsWith('BT-')).map((t) => t.id);
  let next = 0;
  const fresh = () => `BF-${String(++next).padStart(7, '0')}`;

  /** One call; its latency in ms, or the error's text. */
  const timed = async (url: string, body: object) => {
    const t = performance.now();
    const res = await fetch(`${address}${url}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return { ms: performance.now() - t, error: res.ok ? null : `${res.status} ${text.slice(0, 160)}` };
  };
  const scan = (equipmentId: string) =>
    timed(scanStationApi.scan, { qrText: fresh(), processId: bending, equipmentId, employeeIds: workers });

  // 1. idle: one terminal, one scan after the other
  const idle: number[] = [];
  const errors: string[] = [];
  for (let i = 0; i < WARM; i++) {
    const r = await scan(terminals[0]!);
    if (r.error) errors.push(r.error);
    else idle.push(r.ms);
  }
  console.log(`scan, one terminal, one after the other:  ${fmt(idle)}  errors ${errors.length}`);

  // 2. and 3. the terminals, each once a second on its own clock, with a preview a second beside them
  const busy: number[] = [];
  const previews: number[] = [];
  const start = performance.now() + 100;
  const terminal = async (k: number) => {
    for (let s = 0; s < SECONDS; s++) {
      // spread over the second, as terminals are not in step
      const at = start + s * 1000 + (k * 1000) / TERMINALS;
      await sleep(Math.max(0, at - performance.now()));
      const r = await scan(terminals[k % terminals.length]!);
      if (r.error) errors.push(r.error);
      else busy.push(r.ms);
    }
  };
  const previewer = async () => {
    for (let s = 0; s < SECONDS; s++) {
      await sleep(Math.max(0, start + s * 1000 + 500 - performance.now()));
      const r = await timed(scanStationApi.check, {
        qrText: `BF-${String(FRESH - s).padStart(7, '0')}`,
        processId: bending,
        equipmentId: terminals[0]!,
        employeeIds: workers,
      });
      if (r.error) errors.push(r.error);
      else previews.push(r.ms);
    }
  };
  await Promise.all([...Array.from({ length: TERMINALS }, (_, k) => terminal(k)), previewer()]);
  const wall = (performance.now() - start) / 1000;
  console.log(
    `scan, ${TERMINALS} terminals once a second:     ${fmt(busy)}  errors ${errors.length}  (${(busy.length / wall).toFixed(1)} scans/s over ${wall.toFixed(1)} s)`,
  );
  console.log(`preview (POST /log/check) beside them:   ${fmt(previews)}`);
  for (const e of [...new Set(errors)].slice(0, 5)) console.log(`  error: ${e}`);
  console.log(
    `load average at the end: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(', ')}`,
  );
} finally {
  await server.stop();
}
