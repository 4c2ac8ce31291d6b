import { parentPort, workerData } from 'node:worker_threads';
import { solveOneD, type OneDInput } from '@al/nest';

/** Runs one 1-D cut (accessory bars) in this thread; the solver's node budget bounds its time. */
const { input } = workerData as { input: OneDInput };
try {
  const started = performance.now();
  const result = solveOneD(input);
  parentPort!.postMessage({ type: 'done', result, elapsedMs: performance.now() - started });
} catch (err) {
  parentPort!.postMessage({ type: 'failed', error: err instanceof Error ? err.message : String(err) });
}
