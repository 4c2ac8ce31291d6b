import type { Worker } from 'node:worker_threads';
import { tsWorker } from './ts-worker.ts';

const ENTRY = new URL('./worker-entry.ts', import.meta.url);

interface Task {
  processor: string;
  data: unknown;
  onProgress: (p: number) => void;
  resolve: (result: unknown) => void;
  reject: (err: Error) => void;
}

/** A fixed pool of worker threads; tasks wait in FIFO order for a free thread. */
export class ThreadPool {
  private idle: Worker[] = [];
  private all: Worker[] = [];
  private queue: Task[] = [];

  constructor(private readonly size: number) {}

  run(processor: URL, data: unknown, onProgress: (p: number) => void): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.queue.push({ processor: processor.href, data, onProgress, resolve, reject });
      this.pump();
    });
  }

  private spawn(): Worker {
    const w = tsWorker(ENTRY);
    this.all.push(w);
    return w;
  }

  private pump() {
    while (this.queue.length) {
      const worker = this.idle.pop() ?? (this.all.length < this.size ? this.spawn() : null);
      if (!worker) return;
      const task = this.queue.shift()!;
      const onMessage = (msg: { type: string; progress?: number; result?: unknown; error?: string }) => {
        if (msg.type === 'progress') return task.onProgress(msg.progress ?? 0);
        worker.off('message', onMessage);
        worker.off('error', onError);
        this.idle.push(worker);
        if (msg.type === 'done') task.resolve(msg.result);
        else task.reject(new Error(msg.error));
        this.pump();
      };
      const onError = (err: Error) => {
        // A crashed thread is replaced; its task fails with the reason.
        worker.off('message', onMessage);
        this.all = this.all.filter((x) => x !== worker);
        task.reject(err);
        this.pump();
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.postMessage({ type: 'run', processor: task.processor, data: task.data });
    }
  }

  async close() {
    await Promise.all(this.all.map((w) => w.terminate()));
    this.all = [];
    this.idle = [];
  }
}
