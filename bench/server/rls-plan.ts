import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../apps/server/src/core/db/client.ts';
import { migrate } from '../../apps/server/src/core/db/migrate.ts';
import { arg } from './child-server.ts';

/**
 * What the tenant wall costs the planner (issue 22): the supplier list's queries planned and run as
 * a tenant's request (app_user, app.tenant_id set) over --rows suppliers in each of two spaces, with
 * the platform-read policy as migration 0006 made it (a second permissive policy for every role, so
 * every wall reads "tenant_id = app_current_tenant() OR app_platform_read()") and as 0036 makes it
 * (the policy of the app_platform role only). Prints, per query, the planner's estimated rows
 * against the actual rows and the execution time, both ways in one run on a scratch database.
 * Usage: npm run bench:rls-plan [-- --rows 200000]   (PGlite; with BENCH_POSTGRES=postgres://postgres@127.0.0.1:5432 PostgreSQL too)
 */
const ROWS = arg('rows', 200_000);
const A = '0a0a0a0a-0000-4000-8000-00000000000a';
const B = '0b0b0b0b-0000-4000-8000-00000000000b';
const queries: [string, string][] = [
  ['count of the live rows', `select count(*) from suppliers where not is_deleted`],
  ['page 1 (default order)', `select id, name from suppliers where not is_deleted order by creation_time desc, id limit 20`],
  ['contains-filter', `select id, name from suppliers where not is_deleted and name ilike '%8123号铝材%' order by creation_time desc limit 20`],
  ['self-join on code', `select count(*) from suppliers s join suppliers t on t.code = s.code and t.tenant_id = s.tenant_id where not s.is_deleted`],
];
type Rows = { rows: Record<string, unknown>[] };

/** Seeds, then plans and runs the queries as space A's request, with the policy both ways. */
async function measure(kind: string, database: Database) {
  const run = (q: string) => database.db.execute(sql.raw(q)) as unknown as Promise<Rows>;
  for (const tenant of [A, B])
    await run(`insert into suppliers (tenant_id, name, short_name, code, contact, phone, address, supplier_types, status, creation_time)
       select '${tenant}', '压测供应商' || g || '号铝材有限公司', '压测' || g, 'GYS' || lpad(g::text, 7, '0'), '张经理', '13800000000',
              '佛山市工业园' || (g % 300) || '号', '1', 1, now() - (g || ' seconds')::interval
       from generate_series(1, ${ROWS}) g`);
  await run('analyze suppliers');
  const plan = async (label: string) => {
    console.log(`\n${kind}, ${label}`);
    for (const [what, q] of queries) {
      const res = await database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`select set_config('role', 'app_user', true), set_config('app.tenant_id', '${A}', true)`));
        return (await tx.execute(sql.raw(`explain (analyze, format json) ${q}`))) as unknown as Rows;
      });
      const raw = res.rows[0]!['QUERY PLAN'];
      const top = (typeof raw === 'string' ? JSON.parse(raw) : raw)[0] as { Plan: Record<string, unknown>; 'Execution Time': number };
      // the scan of suppliers under the aggregate or limit: where the wall's selectivity shows
      const scans: Record<string, unknown>[] = [];
      const walk = (n: Record<string, unknown>) => {
        if (String(n['Relation Name'] ?? '') === 'suppliers') scans.push(n);
        for (const k of (n.Plans as Record<string, unknown>[] | undefined) ?? []) walk(k);
      };
      walk(top.Plan);
      const s = scans[0] ?? top.Plan;
      console.log(
        `  ${what.padEnd(24)} ${String(s['Node Type']).padEnd(16)} estimated ${String(s['Plan Rows']).padStart(7)} rows, actual ${String(s['Actual Rows']).padStart(7)}; ${top['Execution Time'].toFixed(2).padStart(8)} ms`,
      );
    }
  };
  await plan('platform_read as 0036 makes it (TO app_platform):');
  await run(`drop policy platform_read on suppliers`);
  await run(`create policy platform_read on suppliers for select using (app_platform_read())`);
  await plan('platform_read as 0006 made it (every role):');
}

console.log(`uptime: ${execSync('uptime').toString().trim()}`);
console.log(`${ROWS} suppliers in each of 2 spaces; the request is space A's (app_user)`);
const dir = mkdtempSync(path.join(tmpdir(), 'rls-plan-'));
try {
  const lite = await openDatabase({ dataDir: dir });
  await migrate(lite);
  await measure('PGlite', lite);
  await lite.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const base = process.env.BENCH_POSTGRES;
if (base) {
  const name = `bench_rls_${process.pid}`;
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const database = await openDatabase({ databaseUrl: `${base}/${name}` });
    await migrate(database);
    await measure('PostgreSQL', database);
    await database.close();
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
console.log(`\nload average at the end: ${loadavg()[0]!.toFixed(2)}`);
