import { InProcessQueue } from './in-process.ts';
import { BullQueue } from './bullmq.ts';
import type { JobQueue } from './types.ts';

export type { JobQueue, JobInfo, JobProcessor, JobContext } from './types.ts';

/** One queue interface: worker threads in this process by default, BullMQ when REDIS_URL is set. */
export async function createJobQueue(opts: { redisUrl?: string; prefix?: string }): Promise<JobQueue> {
  return opts.redisUrl ? new BullQueue(opts.redisUrl, opts.prefix) : new InProcessQueue();
}
