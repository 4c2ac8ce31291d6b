export type JobState = 'waiting' | 'active' | 'completed' | 'failed';

export interface JobInfo {
  id: string;
  name: string;
  state: JobState;
  /** 0..100 */
  progress: number;
  result?: unknown;
  error?: string;
}

export interface JobContext {
  progress(percent: number): void;
  signal: AbortSignal;
}

/** A job processor module's default export; it runs in a worker thread, away from the HTTP loop. */
export type JobProcessor<D = unknown, R = unknown> = (data: D, ctx: JobContext) => Promise<R>;

export interface JobQueue {
  readonly kind: 'worker-threads' | 'bullmq';
  /** Registers the module whose default export processes jobs of this name. */
  define(name: string, processor: URL, opts?: { concurrency?: number }): void;
  add(name: string, data: unknown): Promise<string>;
  get(id: string): Promise<JobInfo | null>;
  /** Resolves when the job has completed or failed. */
  wait(id: string): Promise<JobInfo>;
  /** Calls `listener` on every change of every job, or of the one job `jobId` only. */
  onUpdate(listener: (job: JobInfo) => void, jobId?: string): () => void;
  close(): Promise<void>;
}
