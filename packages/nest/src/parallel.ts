import { MessageChannel, Worker, receiveMessageOnPort, type MessagePort } from 'node:worker_threads';
import { nestOne } from './engine.ts';
import { PortPortfolio, lexBetter } from './portfolio.ts';
import { plateCost } from './rect/adapter.ts';
import type { NestInput, NestOptions, NestResult } from './types.ts';

const ENTRY = new URL('./parallel-entry.mjs', import.meta.url);
/** How long a started worker may take past the deadline (or past the caller's stop) to hand in its result. */
const GRACE_MS = 2000;

export interface WorkerData {
  input: NestInput;
  index: number;
  count: number;
  peers: MessagePort[];
  result: MessagePort;
  cancelFlag: SharedArrayBuffer;
  /** Date.now() at which the search must stop (the caller's time limit, counted from its start). */
  deadline: number;
  intervalMs: number;
}

export type WorkerMessage = { type: 'started' } | { type: 'done'; result: NestResult } | { type: 'failed'; error: string };

/** Exchange interval of the portfolio: often enough to matter, rarely enough that encoding costs nothing. */
export function syncInterval(limitMs: number): number {
  return Math.min(500, Math.max(50, limitMs / 40));
}

/** Objective of a finished result: unplaced copies, then plate area as the search counts it (bin) or strip length, then utilisation. */
function resultKey(input: NestInput, r: NestResult): number[] {
  const cost = new Map(input.plates.map((p) => [p.id, plateCost(p)]));
  const area = r.sheets.reduce((a, s) => a + (cost.get(s.plateId) ?? s.width * s.height), 0);
  return [r.unplaced.length, r.length ?? area, -r.utilisation];
}

function sleep(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Runs `threads` searches at once, this thread's and threads − 1 worker threads', with different seeds
 * and the same deadline; they share their best layout (portfolio.ts), and the best result wins. Stays
 * synchronous: the workers' results are read with receiveMessageOnPort. The caller's cancel, signal and
 * onProgress act on this thread's search; when it stops, the workers are told to stop too. A worker that
 * has not started its search by then is abandoned, one that overruns the grace period is terminated.
 */
export function nestParallel(input: NestInput, opts: NestOptions, threads: number): NestResult {
  const t0 = performance.now();
  const params = input.params ?? {};
  const limitMs = params.timeLimitMs ?? 10_000;
  const deadline = Date.now() + limitMs;
  const intervalMs = syncInterval(limitMs);
  const seed = params.seed ?? 1;
  const cancelFlag = new SharedArrayBuffer(4);
  const peers: MessagePort[][] = Array.from({ length: threads }, () => []);
  for (let i = 0; i < threads; i++)
    for (let j = i + 1; j < threads; j++) {
      const ch = new MessageChannel();
      peers[i]!.push(ch.port1);
      peers[j]!.push(ch.port2);
    }
  const workers: { worker: Worker; port: MessagePort; started: boolean; over: boolean; result: NestResult | null }[] = [];
  for (let k = 1; k < threads; k++) {
    const ch = new MessageChannel();
    const data: WorkerData = {
      input: { ...input, params: { ...params, seed: seed + k * 1000003, threads: 1 } },
      index: k,
      count: threads,
      peers: peers[k]!,
      result: ch.port2,
      cancelFlag,
      deadline,
      intervalMs,
    };
    const worker = new Worker(ENTRY, { workerData: data, transferList: [...peers[k]!, ch.port2], execArgv: [] });
    // Failures arrive as messages; an 'error' event without a listener would end the process.
    worker.on('error', () => undefined);
    worker.unref();
    workers.push({ worker, port: ch.port1, started: false, over: false, result: null });
  }
  const portfolio = new PortPortfolio(peers[0]!, intervalMs);
  let own: NestResult;
  try {
    own = nestOne(input, opts, { index: 0, count: threads, portfolio });
  } finally {
    Atomics.store(new Int32Array(cancelFlag), 0, 1);
  }
  const giveUp = Math.max(deadline, Date.now()) + GRACE_MS;
  for (;;) {
    for (const w of workers) {
      for (let m = receiveMessageOnPort(w.port); m; m = receiveMessageOnPort(w.port)) {
        const msg = m.message as WorkerMessage;
        if (msg.type === 'started') w.started = true;
        else {
          w.over = true;
          if (msg.type === 'done') w.result = msg.result;
        }
      }
    }
    if (!workers.some((w) => w.started && !w.over) || Date.now() > giveUp) break;
    sleep(2);
  }
  for (const w of workers) {
    void w.worker.terminate();
    w.port.close();
  }
  for (const p of peers[0]!) p.close();
  let best = own;
  let iterations = own.iterations;
  for (const w of workers) {
    if (!w.result) continue;
    iterations += w.result.iterations;
    if (lexBetter(resultKey(input, w.result), resultKey(input, best))) best = w.result;
  }
  return { ...best, elapsedMs: performance.now() - t0, iterations };
}
