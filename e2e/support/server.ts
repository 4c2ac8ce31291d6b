import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export interface RunningServer {
  url: string;
  /** What the server has written to stdout and stderr so far (its log: the SMS sandbox writes there). */
  output(): string;
  /** Stops the server (SIGTERM, then SIGKILL after 5 s) and removes its data folder unless kept. */
  stop(opts?: { keepData?: boolean }): Promise<void>;
}

/**
 * The real server as a newcomer starts it (`node --import tsx apps/server/src/main.ts`), on a free
 * port with its own PGlite data folder and the demo data, serving the built web app. The folder is a
 * copy of the run's template (made once by e2e/support/template.ts: migrated and seeded by a first
 * start), so each file skips the first start's migration and seeding.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'al-e2e-'));
  const template = inject('dataTemplate');
  if (template) cpSync(template, dataDir, { recursive: true });
  return runServer(dataDir, env);
}

/**
 * Starts the server on a data folder and waits until it answers and guards its API. A first start
 * (migrations and the whole demo seed) takes far longer than a start on a copied folder, and on a
 * loaded 2-core machine more than 90 s: the template passes its own limit.
 */
export async function runServer(dataDir: string, env: Record<string, string> = {}, startSeconds = 90): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startSeconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/api/red/editions/list`);
      if (res.status === 401) break; // up, and guarding its API
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in ${startSeconds} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    output: () => output,
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
