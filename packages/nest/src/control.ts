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
  /** Time left before the limit, in ms. */
  remainingMs(): number {
    return this.timeLimitMs - this.elapsed();
  }
  get limitMs(): number {
    return this.timeLimitMs;
  }
  /** Share of the budget used so far (time or iterations, whichever is further along), 0 to 1. */
  used(): number {
    return Math.max(this.elapsed() / this.timeLimitMs, this.iterations / this.maxIterations);
  }
  /** True when the search must stop. */
  done(): boolean {
    if (this.iterations >= this.maxIterations) return true;
    if (this.opts.signal?.aborted) return true;
    if (this.opts.cancel?.()) return true;
    return this.elapsed() >= this.timeLimitMs;
  }
}
