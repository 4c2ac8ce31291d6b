import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { demoIds, DEMO_PASSWORD } from '../../apps/server/src/modules/demo/seed.ts';

type Server = Awaited<ReturnType<typeof buildApp>>;
type Ids = Awaited<ReturnType<typeof demoIds>>;

/**
 * The server benchmarks run the real server (buildApp: PGlite in a temporary folder, the worker
 * threads) in a child process of the benchmark script, so that neither the inputs the script makes
 * nor the client's own work count in the server's memory or latencies. The script calls
 * `serveIfChild` first: in the child it starts the server, runs the script's seed (data made inside
 * the server's own database before anything is measured), prints the address and never returns.
 */
export async function serveIfChild(seed?: (server: Server, ids: Ids) => Promise<void>) {
  if (!process.argv.includes('--serve')) return;
  const dataDir = process.argv[process.argv.indexOf('--serve') + 1]!;
  const config = {
    ...loadConfig({}),
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    databaseUrl: process.env.BENCH_CHILD_DATABASE_URL || undefined,
    redisUrl: undefined,
    webDist: '/nonexistent',
    logLevel: 'silent',
    nestBuiltInClient: false,
    port: 0,
    host: '127.0.0.1',
  };
  const server = await buildApp(config, { logger: false });
  const ids = await demoIds(server.database.db);
  if (seed) await seed(server, ids);
  const profile = await profileServing();
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`${JSON.stringify({ address, ids })}\n`);
  // anything the server prints from now on goes to stderr, beside the script's report
  console.log = console.error;
  process.stdin.resume();
  process.stdin.on('end', () => void profile().then(() => server.close()).then(() => process.exit(0)));
  await new Promise(() => undefined);
}

/**
 * With BENCH_PROFILE=<file.cpuprofile>, a CPU profile of the server from now (after the seed) until
 * it stops, so that the serving's cost is not drowned in the seeding's (--cpu-prof takes the whole
 * process). Open it in Chrome's DevTools or summarise it by function. Returns the function that writes it.
 */
async function profileServing(): Promise<() => Promise<void>> {
  const file = process.env.BENCH_PROFILE;
  if (!file) return async () => undefined;
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  };
}

export interface ChildServer {
  address: string;
  ids: Ids;
  pid: number;
  /** The demo user's headers: token, space, first factory. */
  headers: Record<string, string>;
  /** A JSON call as the demo user; throws with the answer on a non-2xx status. */
  api<T>(method: string, url: string, body?: unknown): Promise<T>;
  stop(): Promise<void>;
}

/**
 * Starts `script` (the benchmark's own file, as import.meta.url) with --serve in a child process and
 * signs in as the demo user. With BENCH_POSTGRES (a server's address, e.g.
 * postgres://postgres@127.0.0.1:5432) the server runs on a fresh database of that PostgreSQL, made
 * and dropped here, instead of the embedded PGlite.
 */
export async function spawnServer(script: string, name: string): Promise<ChildServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `al-bench-${name}-`));
  const postgres = process.env.BENCH_POSTGRES;
  const database = `al_bench_${name}_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgres });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  if (postgres) await admin(`CREATE DATABASE ${database}`);
  const env = {
    ...process.env,
    ...(postgres ? { BENCH_CHILD_DATABASE_URL: `${postgres.replace(/\/$/, '')}/${database}` } : {}),
  };
  // BENCH_SERVER_ARGS: more node options for the server process (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof);
  // BENCH_PROFILE=<file>: a CPU profile of the serving only (profileServing)
  const serverArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    [...serverArgs, '--import', 'tsx', fileURLToPath(script), ...process.argv.slice(2), '--serve', dataDir],
    { stdio: ['pipe', 'pipe', 'inherit'], env },
  );
  const stop = async () => {
    child.stdin!.end();
    await new Promise((r) => {
      child.once('exit', r);
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
    rmSync(dataDir, { recursive: true, force: true });
    if (postgres) await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  };
  try {
    const { address, ids } = await new Promise<{ address: string; ids: Ids }>((resolve, reject) => {
      let buf = '';
      child.stdout!.on('data', (d: Buffer) => {
        buf += d.toString();
        if (buf.includes('\n')) resolve(JSON.parse(buf.split('\n')[0]!));
      });
      child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
    });
    const login = await fetch(`${address}/api/user/account/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'demo', password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { accessToken: string }).accessToken;
    const headers = {
      authorization: `Bearer ${token}`,
      __tenant: ids.enterpriseId,
      __factory: ids.factoryIds[0]!,
    };
    const api = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
      const res = await fetch(`${address}${url}`, {
        method,
        headers: { ...headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    };
    return { address, ids, pid: child.pid!, headers, api, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

/** The p-th percentile of sorted values. */
export const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;

/** n, p50, p99 and max of latencies in ms, aligned for a report line. */
export const fmt = (t: number[]) => {
  const s = t.slice().sort((a, b) => a - b);
  return `n=${String(s.length).padStart(4)}  p50 ${pct(s, 50).toFixed(1).padStart(7)} ms  p99 ${pct(s, 99).toFixed(1).padStart(7)} ms  max ${(s.at(-1) ?? NaN).toFixed(1).padStart(7)} ms`;
};

/** A numeric command-line option of a benchmark: --name value, else the default. */
export const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};

/** A process's resident memory in MB (Linux /proc), for the benchmarks' memory lines. */
export const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
};
