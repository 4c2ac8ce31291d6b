import { Queue, Worker, QueueEvents, type Job } from 'bullmq';
import { availableParallelism, hostname } from 'node:os';
import { ThreadPool } from './thread-pool.ts';
import type { JobInfo, JobQueue, JobState } from './types.ts';

/** BullMQ's connection options for a redis:// address. */
export const connectionOf = (url: string) => {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    password: u.password || undefined,
    db: u.pathname.length > 1 ? Number(u.pathname.slice(1)) : 0,
    maxRetriesPerRequest: null,
  };
};

/**
 * The scaled-out queue: BullMQ on Redis keeps and distributes the jobs, so several server or worker
 * processes share them; each process still runs the work itself in its worker threads.
 */
export class BullQueue implements JobQueue {
  readonly kind = 'bullmq' as const;
  private queues = new Map<string, Queue>();
  private workers: Worker[] = [];
  private events: QueueEvents[] = [];
  private eventsReady = new Map<string, Promise<unknown>>();
  private pool = new ThreadPool(Math.max(1, availableParallelism() - 1));
  private listeners = new Set<(job: JobInfo) => void>();
  private readonly connection;

  constructor(
    redisUrl: string,
    private readonly prefix = 'al',
  ) {
    this.connection = connectionOf(redisUrl);
  }

  define(name: string, processor: URL, opts: { concurrency?: number } = {}) {
    const queue = new Queue(name, { connection: this.connection, prefix: this.prefix });
    this.queues.set(name, queue);
    const worker = new Worker(
      name,
      (job: Job) => this.pool.run(processor, job.data, (p) => void job.updateProgress(p)),
      // The worker's name (host and process) is kept on each job it takes (processedBy): which process ran it.
      { connection: this.connection, prefix: this.prefix, concurrency: opts.concurrency ?? 1, name: `${hostname()}:${process.pid}` },
    );
    const events = new QueueEvents(name, { connection: this.connection, prefix: this.prefix });
    for (const e of ['progress', 'completed', 'failed', 'active'] as const) {
      // BullMQ's event carries its own id; ours is "name:id" (what add answered and get reads).
      events.on(e, ({ jobId }: { jobId: string }) => void this.get(`${name}:${jobId}`).then((j) => j && this.listeners.forEach((l) => l(j))));
    }
    this.workers.push(worker);
    this.events.push(events);
    // The events stream is read from its end once connected: a job added before would go unheard.
    this.eventsReady.set(name, events.waitUntilReady());
  }

  async add(name: string, data: unknown): Promise<string> {
    const queue = this.queues.get(name);
    if (!queue) throw new Error(`no processor defined for job "${name}"`);
    await this.eventsReady.get(name);
    const job = await queue.add(name, data, { removeOnComplete: { age: 86400 }, removeOnFail: { age: 7 * 86400 } });
    return `${name}:${job.id}`;
  }

  async get(id: string): Promise<JobInfo | null> {
    const [name, jobId] = id.includes(':') ? id.split(':') : ['', id];
    const queue = this.queues.get(name!);
    if (!queue || !jobId) return null;
    // State first, then the job: a job read before it finished would lack its result or reason.
    const raw = await queue.getJobState(jobId);
    const job = await queue.getJob(jobId);
    if (!job) return null;
    const state: JobState = raw === 'completed' ? 'completed' : raw === 'failed' ? 'failed' : raw === 'active' ? 'active' : 'waiting';
    return {
      id: `${name}:${job.id}`,
      name: name!,
      state,
      progress: typeof job.progress === 'number' ? job.progress : 0,
      result: job.returnvalue,
      error: job.failedReason || undefined,
    };
  }

  async wait(id: string): Promise<JobInfo> {
    for (;;) {
      const job = await this.get(id);
      if (!job) throw new Error(`unknown job ${id}`);
      if (job.state === 'completed' || job.state === 'failed') return job;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  onUpdate(listener: (job: JobInfo) => void, jobId?: string) {
    const l = jobId ? (j: JobInfo) => j.id === jobId && listener(j) : listener;
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  }

  async close() {
    await Promise.all(this.workers.map((w) => w.close()));
    await Promise.all(this.events.map((e) => e.close()));
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    await this.pool.close();
  }
}
