import os from 'node:os';
import { NEST_HEARTBEAT_MS } from '@al/contracts';
import type { Db } from '../../core/db/client.ts';
import { claimJob, completeJob, failJob, reportProgress, sweepLostRuns, type ClaimedJob } from './queue.ts';
import { heartbeat, registerClient } from './clients.ts';
import { runEngine } from './run-engine.ts';
import { runAccessoryJob } from './accessory-queue.ts';

/** Grace past an order's time limit before a run that does not come back is ended. */
export const RUN_GRACE_MS = 30_000;

/**
 * Runs one claimed job with the engine in a worker thread: progress goes to the server (at most
 * once a second, and whenever the layout improves), a stop request cancels the engine, and a run
 * past its time limit plus grace is ended and reported as failed. Shared by the built-in client and
 * the stand-alone `npm run nest-client`, which pass the same calls over HTTP.
 */
export async function runClaimedJob(
  job: ClaimedJob,
  api: {
    progress(p: Parameters<typeof reportProgress>[3]): Promise<{ cancel: boolean }>;
    complete(result: Parameters<typeof completeJob>[3]): Promise<unknown>;
    fail(message: string): Promise<unknown>;
  },
) {
  let last = 0;
  let pending: Promise<unknown> = Promise.resolve();
  const run = runEngine(job.input, (p) => {
    const now = Date.now();
    if (now - last < 1000) return;
    last = now;
    pending = pending.then(() => api.progress(p).then((r) => r.cancel && run.cancel())).catch(() => undefined);
  });
  // Heartbeats while the engine searches without improving, and a stop request seen between them.
  const beat = setInterval(() => {
    pending = pending
      .then(() => api.progress(null).then((r) => r.cancel && run.cancel()))
      .catch(() => undefined);
  }, NEST_HEARTBEAT_MS);
  const guard = setTimeout(() => run.kill(`排版超过时限${Math.round((job.timeLimitMs + RUN_GRACE_MS) / 1000)}秒仍未结束，已终止`), job.timeLimitMs + RUN_GRACE_MS);
  try {
    const result = await run.result;
    await pending;
    await api.complete(result);
  } catch (err) {
    await pending;
    await api.fail(err instanceof Error ? err.message : String(err));
  } finally {
    clearInterval(beat);
    clearTimeout(guard);
  }
}

/**
 * The server's own nest client: registers itself, claims waiting runs one at a time and runs them
 * in a worker thread. Runs left behind by an earlier process of this server are failed at start.
 */
export class BuiltInNestClient {
  private timer: NodeJS.Timeout | null = null;
  private busy = false;
  private stopped = false;
  private current: Promise<void> | null = null;
  clientId: string | null = null;

  constructor(
    private readonly db: Db,
    private readonly pollMs = 1000,
  ) {}

  /** Registers and, unless told not to poll (tests drive tick() themselves), starts polling. */
  async start(opts: { poll?: boolean } = {}) {
    const client = await registerClient(this.db, { name: `内置排版客户端@${os.hostname()}`, version: 'builtin', ownerTenantId: null, registeredBy: null, builtIn: true });
    this.clientId = client.id;
    await sweepLostRuns(this.db);
    if (opts.poll === false) return;
    this.timer = setInterval(() => void this.tick(), this.pollMs);
    this.timer.unref();
  }

  /** Claims and runs one job if idle; resolves when that run ends (tests call it directly). */
  async tick(): Promise<void> {
    if (this.busy) return this.current ?? undefined;
    if (this.stopped || !this.clientId) return;
    this.busy = true;
    const id = this.clientId;
    this.current = (async () => {
      try {
        await heartbeat(this.db, id);
        await sweepLostRuns(this.db);
        const job = await claimJob(this.db, id);
        // No panel run waiting: the built-in client takes accessory (1-D) runs as well.
        if (!job) return void (await runAccessoryJob(this.db, id));
        await runClaimedJob(job, {
          progress: (p) => reportProgress(this.db, id, job.jobId, p),
          complete: (r) => completeJob(this.db, id, job.jobId, r),
          fail: (m) => failJob(this.db, id, job.jobId, m),
        });
      } finally {
        this.busy = false;
      }
    })();
    return this.current;
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.current?.catch(() => undefined);
  }
}
