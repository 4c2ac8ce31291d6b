import { parentPort, workerData } from 'node:worker_threads';
import { nest, type NestInput } from '@al/nest';

/**
 * Runs one nest in this thread. The engine is synchronous, so cancellation is a shared flag it
 * polls between iterations (a message could not be received while it runs); every improvement is
 * posted to the parent as it happens.
 */
const { input, cancelFlag } = workerData as { input: NestInput; cancelFlag: SharedArrayBuffer };
const flag = new Int32Array(cancelFlag);
/** The server has two cores for nesting: this thread's search and one worker's share their best layout. */
const ENGINE_THREADS = 2;
try {
  const result = nest({ ...input, params: { ...input.params, threads: input.params?.threads ?? ENGINE_THREADS } }, {
    onProgress: (p) => parentPort!.postMessage({ type: 'progress', progress: p }),
    cancel: () => Atomics.load(flag, 0) === 1,
  });
  parentPort!.postMessage({ type: 'done', result });
} catch (err) {
  parentPort!.postMessage({ type: 'failed', error: err instanceof Error ? err.message : String(err) });
}
