import { parentPort } from 'node:worker_threads';
import type { JobProcessor } from './types.ts';

/** Worker-thread side of the pool: loads a processor module and runs one job at a time. */
const processors = new Map<string, Promise<JobProcessor>>();
let controller: AbortController | null = null;

parentPort!.on('message', async (msg: { type: 'run'; processor: string; data: unknown } | { type: 'cancel' }) => {
  if (msg.type === 'cancel') {
    controller?.abort();
    return;
  }
  controller = new AbortController();
  try {
    if (!processors.has(msg.processor)) processors.set(msg.processor, import(msg.processor).then((m) => m.default as JobProcessor));
    const run = await processors.get(msg.processor)!;
    const result = await run(msg.data, {
      progress: (p) => parentPort!.postMessage({ type: 'progress', progress: Math.max(0, Math.min(100, p)) }),
      signal: controller.signal,
    });
    parentPort!.postMessage({ type: 'done', result });
  } catch (err) {
    parentPort!.postMessage({ type: 'failed', error: err instanceof Error ? err.message : String(err) });
  }
});
