import { SearchControl } from './control.ts';
import { allRectangular, solveRectangular } from './rect/adapter.ts';
import { solveIrregular } from './irregular/solve.ts';
import { makeRng } from './rng.ts';
import type { Portfolio } from './portfolio.ts';
import type { NestInput, NestOptions, NestResult } from './types.ts';

/** How one search takes part in a portfolio of parallel searches (parallel.ts). */
export interface SearchRole {
  /** 0 for the calling thread, 1… for the worker threads. */
  index: number;
  count: number;
  portfolio: Portfolio;
}

/** One search in this thread (see `nest`); `role` when it is one of several parallel searches. */
export function nestOne(input: NestInput, opts: NestOptions = {}, role?: SearchRole): NestResult {
  const params = input.params ?? {};
  const ctl = new SearchControl(opts, params.timeLimitMs ?? 10_000, params.maxIterations ?? Infinity);
  const rng = makeRng(params.seed ?? 1);
  const report = (r: NestResult) =>
    opts.onProgress?.({ utilisation: r.utilisation, sheets: r.sheets.length, length: r.length, elapsedMs: ctl.elapsed(), iterations: ctl.iterations });
  if (input.plates.length === 0) throw new Error('nest: no plates');
  if ((params.mode ?? 'bin') === 'bin' && allRectangular(input)) return solveRectangular(input, ctl, rng, report, role);
  return solveIrregular(input, ctl, rng, report, role);
}
