import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { ThreadPool } from './thread-pool.ts';
import type { JobInfo, JobQueue } from './types.ts';

/** The embedded queue: jobs run in worker threads of this process, a pool per job name. */
export class InProcessQueue implements JobQueue {
  readonly kind = 'worker-threads' as const;
  private pools = new Map<string, { processor: URL; pool: ThreadPool }>();
  private jobs = new Map<string, JobInfo>();
  private waiters = new Map<string, ((j: JobInfo) => void)[]>();
  private listeners = new Set<(job: JobInfo) => void>();
  /** Listeners of one job each: 3,000 conversions must not call 3,000 listeners per update. */
  private jobListeners = new Map<string, Set<(job: JobInfo) => void>>();

  define(name: string, processor: URL, opts: { concurrency?: number } = {}) {
    const size = opts.concurrency ?? Math.max(1, availableParallelism() - 1);
    this.pools.set(name, { processor, pool: new ThreadPool(size) });
  }

  async add(name: string, data: unknown): Promise<string> {
    const def = this.pools.get(name);
    if (!def) throw new Error(`no processor defined for job "${name}"`);
    const job: JobInfo = { id: randomUUID(), name, state: 'waiting', progress: 0 };
    this.jobs.set(job.id, job);
    this.emit(job);
    let started = false;
    def.pool
      .run(def.processor, data, (p) => {
        job.progress = p;
        this.emit(job);
      })
      .then(
        (result) => Object.assign(job, { state: 'completed', progress: 100, result }),
        (err: Error) => Object.assign(job, { state: 'failed', error: err.message }),
      )
      .finally(() => this.finish(job));
    queueMicrotask(() => {
      if (!started && job.state === 'waiting') {
        started = true;
        job.state = 'active';
        this.emit(job);
      }
    });
    return job.id;
  }

  async get(id: string) {
    return this.jobs.get(id) ?? null;
  }

  wait(id: string): Promise<JobInfo> {
    const job = this.jobs.get(id);
    if (!job) return Promise.reject(new Error(`unknown job ${id}`));
    if (job.state === 'completed' || job.state === 'failed') return Promise.resolve(job);
    return new Promise((resolve) => this.waiters.set(id, [...(this.waiters.get(id) ?? []), resolve]));
  }

  onUpdate(listener: (job: JobInfo) => void, jobId?: string) {
    if (!jobId) {
      this.listeners.add(listener);
      return () => this.listeners.delete(listener);
    }
    const set = this.jobListeners.get(jobId) ?? new Set();
    set.add(listener);
    this.jobListeners.set(jobId, set);
    return () => {
      set.delete(listener);
      if (!set.size) this.jobListeners.delete(jobId);
    };
  }

  private emit(job: JobInfo) {
    for (const l of this.listeners) l({ ...job });
    for (const l of this.jobListeners.get(job.id) ?? []) l({ ...job });
  }

  private finish(job: JobInfo) {
    this.emit(job);
    const waiting = this.waiters.get(job.id) ?? [];
    for (const w of waiting) w(job);
    this.waiters.delete(job.id);
    // A finished job (and its result, which may be a whole drawing's parts) is not kept for ever:
    // at once when someone was waiting for it, else after ten minutes.
    if (waiting.length) this.jobs.delete(job.id);
    else setTimeout(() => this.jobs.delete(job.id), 600_000).unref();
  }

  async close() {
    await Promise.all([...this.pools.values()].map((p) => p.pool.close()));
  }
}
