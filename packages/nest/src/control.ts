import type { NestOptions } from './types.ts';

/** Time limit, cancellation and iteration budget shared by all search loops. */
export class SearchControl {
  readonly start: number;
  iterations = 0;
  private readonly now: () => number;
  constructor(
    private readonly opts: NestOptions,
    private readonly timeLimitMs: number,
    private readonly maxIterations: number,
  ) {
    this.now = opts.now ?? (() => performance.now());
    this.start = this.now();
  }
  elapsed(): number {
    return this.now() - this.start;
  }
  /** True when the search must stop. */
  done(): boolean {
    if (this.iterations >= this.maxIterations) return true;
    if (this.opts.signal?.aborted) return true;
    if (this.opts.cancel?.()) return true;
    return this.elapsed() >= this.timeLimitMs;
  }
}
