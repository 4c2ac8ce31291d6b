import { parentPort, workerData } from 'node:worker_threads';
import { solveOneD, type OneDInput, type OneDProgress } from '@al/nest';

/** Throttle of the progress messages: the search may report far more often than anyone looks. */
const REPORT_EVERY_MS = 500;

/** Runs one 1-D cut (accessory bars) in this thread; the solver's node budget bounds its time. */
const { input } = workerData as { input: OneDInput };
try {
  const started = performance.now();
  let lastAt = -Infinity;
  let lastBars = Infinity;
  const onProgress = (p: OneDProgress) => {
    const now = performance.now();
    // A better cut is always told; otherwise at most one report per REPORT_EVERY_MS.
    if (p.bars >= lastBars && now - lastAt < REPORT_EVERY_MS) return;
    lastAt = now;
    lastBars = p.bars;
    parentPort!.postMessage({ type: 'progress', progress: { ...p, elapsedMs: Math.round(now - started) } });
  };
  const result = solveOneD(input, { onProgress });
  parentPort!.postMessage({ type: 'done', result, elapsedMs: performance.now() - started });
} catch (err) {
  parentPort!.postMessage({ type: 'failed', error: err instanceof Error ? err.message : String(err) });
}
