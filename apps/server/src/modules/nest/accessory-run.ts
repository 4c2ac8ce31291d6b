import type { AccessoryNestProgress } from '@al/contracts';
import type { OneDInput, OneDResult } from '@al/nest';
import { tsWorker } from '../../core/jobs/ts-worker.ts';

const ENTRY = new URL('./accessory-engine-thread.ts', import.meta.url);

/** Told each progress report of the run; answering `cancel: true` ends the run. */
export type AccessoryProgressSink = (p: AccessoryNestProgress) => Promise<{ cancel: boolean }>;

/**
 * The 1-D solver in a worker thread of its own (like the panel engine), so a large cut list never
 * blocks the HTTP loop; a run past `timeoutMs` is ended and rejects with a Chinese message, and so
 * is a run whose progress report is answered with a stop.
 */
export function runOneD(input: OneDInput, timeoutMs: number, onProgress?: AccessoryProgressSink): Promise<{ result: OneDResult; elapsedMs: number }> {
  const worker = tsWorker(ENTRY, { input });
  return new Promise<{ result: OneDResult; elapsedMs: number }>((resolve, reject) => {
    const guard = setTimeout(() => {
      reject(new Error(`配件排版超过${Math.round(timeoutMs / 1000)}秒仍未结束，已终止`));
      void worker.terminate();
    }, timeoutMs);
    // Reports are written one at a time; one arriving while the last is still being written is dropped.
    let reporting = false;
    worker.on('message', (msg: { type: string; result?: OneDResult; elapsedMs?: number; error?: string; progress?: AccessoryNestProgress }) => {
      if (msg.type === 'progress') {
        if (!onProgress || reporting) return;
        reporting = true;
        onProgress(msg.progress!)
          .then(({ cancel }) => {
            if (!cancel) return;
            clearTimeout(guard);
            reject(new Error('配件排版已被停止'));
            void worker.terminate();
          })
          .catch(() => undefined) // a lost report is not a failed run; the next one will try again
          .finally(() => (reporting = false));
        return;
      }
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
