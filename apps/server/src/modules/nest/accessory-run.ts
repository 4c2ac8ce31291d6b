import { Worker } from 'node:worker_threads';
import type { OneDInput, OneDResult } from '@al/nest';

const ENTRY = new URL('./accessory-engine-bootstrap.mjs', import.meta.url);

/**
 * The 1-D solver in a worker thread of its own (like the panel engine), so a large cut list never
 * blocks the HTTP loop; a run past `timeoutMs` is ended and rejects with a Chinese message.
 */
export function runOneD(input: OneDInput, timeoutMs: number): Promise<{ result: OneDResult; elapsedMs: number }> {
  const worker = new Worker(ENTRY, { workerData: { input }, execArgv: [] });
  return new Promise<{ result: OneDResult; elapsedMs: number }>((resolve, reject) => {
    const guard = setTimeout(() => {
      reject(new Error(`配件排版超过${Math.round(timeoutMs / 1000)}秒仍未结束，已终止`));
      void worker.terminate();
    }, timeoutMs);
    worker.on('message', (msg: { type: string; result?: OneDResult; elapsedMs?: number; error?: string }) => {
      clearTimeout(guard);
      if (msg.type === 'done') resolve({ result: msg.result!, elapsedMs: msg.elapsedMs ?? 0 });
      else reject(new Error(msg.error));
    });
    worker.on('error', (e) => {
      clearTimeout(guard);
      reject(e);
    });
    worker.on('exit', (code) => {
      clearTimeout(guard);
      reject(new Error(`配件排版进程意外退出（代码 ${code}）`));
    });
  }).finally(() => void worker.terminate());
}
