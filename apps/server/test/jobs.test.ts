import { afterAll, describe, expect, it } from 'vitest';
import { createJobQueue, type JobInfo, type JobQueue } from '../src/core/jobs/queue.ts';

const processor = new URL('./fixtures/sum-job.ts', import.meta.url);
const queues: JobQueue[] = [];
afterAll(() => Promise.all(queues.map((q) => q.close())));

// The embedded queue always; BullMQ too when a Redis server is given (CI's PostgreSQL run sets it).
const kinds = [undefined, process.env.REDIS_URL].filter((v, i) => i === 0 || v);

describe.each(kinds.map((url) => [url ? 'bullmq' : 'worker-threads', url] as const))('job queue (%s)', (kind, redisUrl) => {
  it('runs a job in a worker thread with progress and a result', async () => {
    const q = await createJobQueue({ redisUrl, prefix: `test-${process.pid}-${Date.now()}` });
    queues.push(q);
    expect(q.kind).toBe(kind);
    q.define('sum', processor, { concurrency: 1 });
    const updates: JobInfo[] = [];
    q.onUpdate((j) => updates.push(j));
    const id = await q.add('sum', { n: 100_000 });
    const done = await q.wait(id);
    expect(done.state).toBe('completed');
    expect(done.result).toMatchObject({ total: 5_000_050_000 });
    expect((done.result as { threadId: number }).threadId).toBeGreaterThan(0);
    if (kind === 'worker-threads') expect(updates.some((u) => u.progress > 0 && u.progress < 100)).toBe(true);
  });

  it('calls a listener of one job with that job\'s updates only', async () => {
    const q = await createJobQueue({ redisUrl, prefix: `test-${process.pid}-${Date.now()}-o` });
    queues.push(q);
    q.define('sum', processor, { concurrency: 1 });
    const a = await q.add('sum', { n: 50_000 });
    const seen: string[] = [];
    const off = q.onUpdate((j) => seen.push(j.id), a);
    const b = await q.add('sum', { n: 50_000 });
    await Promise.all([q.wait(a), q.wait(b)]);
    off();
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set([a]));
  });

  it('reports a failing job as failed with its message', async () => {
    const q = await createJobQueue({ redisUrl, prefix: `test-${process.pid}-${Date.now()}-f` });
    queues.push(q);
    q.define('sum', processor);
    const id = await q.add('sum', { n: 1, fail: true });
    const done = await q.wait(id);
    expect(done.state).toBe('failed');
    expect(done.error).toContain('输入不正确');
  });
});
