// A parallel search's worker thread starts here (parallel.ts): register the TypeScript loader, then run.
import { workerData } from 'node:worker_threads';

try {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./parallel-worker.ts');
} catch (err) {
  workerData.result.postMessage({ type: 'failed', error: err instanceof Error ? err.message : String(err) });
}
