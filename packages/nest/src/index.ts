import { SearchControl } from './control.ts';
import { allRectangular, solveRectangular } from './rect/adapter.ts';
import { solveIrregular } from './irregular/solve.ts';
import { makeRng } from './rng.ts';
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
 */
export function nest(input: NestInput, opts: NestOptions = {}): NestResult {
  const params = input.params ?? {};
  const ctl = new SearchControl(opts, params.timeLimitMs ?? 10_000, params.maxIterations ?? Infinity);
  const rng = makeRng(params.seed ?? 1);
  const report = (r: NestResult) =>
    opts.onProgress?.({ utilisation: r.utilisation, sheets: r.sheets.length, length: r.length, elapsedMs: ctl.elapsed(), iterations: ctl.iterations });
  if (input.plates.length === 0) throw new Error('nest: no plates');
  if ((params.mode ?? 'bin') === 'bin' && allRectangular(input)) return solveRectangular(input, ctl, rng, report);
  return solveIrregular(input, ctl, rng, report);
}
