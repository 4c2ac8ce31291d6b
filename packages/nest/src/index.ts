import { nestOne } from './engine.ts';
import { nestParallel } from './parallel.ts';
import type { NestInput, NestOptions, NestResult } from './types.ts';

export type * from './types.ts';
export { checkResult, type Violation } from './check/check.ts';
export { sheetToSvg } from './export/svg.ts';
export { sheetToDxf } from './export/dxf.ts';
export { cutList, type CutListRow } from './export/cutlist.ts';
export { solveOneD, type OneDInput, type OneDOptions, type OneDProgress, type OneDResult, type OneDPiece, type OneDStock } from './oned/solve.ts';
export { shapeArea } from './geometry/polygon.ts';

/**
 * Nests parts onto plates. Pure and synchronous: no I/O, structured-cloneable input and output, so it
 * runs unchanged in a worker thread. Anytime: a complete layout is reported through `onProgress` as
 * soon as it exists, then every improvement, until the time limit, the iteration budget or cancellation.
 * With `params.threads` > 1 the search runs in that many threads (this one and worker threads, still
 * synchronous for the caller): a portfolio of searches with different seeds that share their best layout.
 */
export function nest(input: NestInput, opts: NestOptions = {}): NestResult {
  if (input.plates.length === 0) throw new Error('nest: no plates');
  const threads = Math.max(1, Math.floor(input.params?.threads ?? 1));
  return threads > 1 ? nestParallel(input, opts, threads) : nestOne(input, opts);
}
