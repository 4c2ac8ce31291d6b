import { workerData } from 'node:worker_threads';
import { nestOne } from './engine.ts';
import { PortPortfolio } from './portfolio.ts';
import type { WorkerData, WorkerMessage } from './parallel.ts';

/** One search of a parallel nest (parallel.ts), until the shared deadline or the caller's stop. */
const d = workerData as WorkerData;
const flag = new Int32Array(d.cancelFlag);
const post = (m: WorkerMessage) => d.result.postMessage(m);
post({ type: 'started' });
try {
  const input = { ...d.input, params: { ...d.input.params, timeLimitMs: Math.max(0, d.deadline - Date.now()) } };
  const result = nestOne(input, { cancel: () => Atomics.load(flag, 0) === 1 }, { index: d.index, count: d.count, portfolio: new PortPortfolio(d.peers, d.intervalMs) });
  post({ type: 'done', result });
} catch (err) {
  post({ type: 'failed', error: err instanceof Error ? err.message : String(err) });
} finally {
  for (const p of d.peers) p.close();
}
