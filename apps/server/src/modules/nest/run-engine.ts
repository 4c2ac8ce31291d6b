import type { NestInput, NestProgress, NestResult } from '@al/nest';
import { tsWorker } from '../../core/jobs/ts-worker.ts';

const ENTRY = new URL('./engine-thread.ts', import.meta.url);

export interface EngineRun {
  result: Promise<NestResult>;
  /** Asks the engine to stop and return its best layout so far. */
  cancel(): void;
  /** Ends the thread at once (a run past its time limit): the result promise rejects. */
  kill(reason: string): void;
}

/**
 * The nesting engine in a worker thread of its own, so a nest never blocks the HTTP loop. Used by
 * the server's built-in nest client and by the stand-alone `npm run nest-client`.
 */
export function runEngine(input: NestInput, onProgress: (p: NestProgress) => void): EngineRun {
  const cancelFlag = new SharedArrayBuffer(4);
  const worker = tsWorker(ENTRY, { input, cancelFlag });
  let killed: string | null = null;
  const result = new Promise<NestResult>((resolve, reject) => {
    worker.on('message', (msg: { type: string; progress?: NestProgress; result?: NestResult; error?: string }) => {
      if (msg.type === 'progress') onProgress(msg.progress!);
      else if (msg.type === 'done') resolve(msg.result!);
      else reject(new Error(msg.error));
    });
    worker.on('error', reject);
    worker.on('exit', (code) => reject(new Error(killed ?? `排版进程意外退出（代码 ${code}）`)));
  }).finally(() => void worker.terminate());
  return {
    result,
    cancel: () => Atomics.store(new Int32Array(cancelFlag), 0, 1),
    kill: (reason) => {
      killed = reason;
      void worker.terminate();
    },
  };
}
