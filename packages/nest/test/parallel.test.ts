import { describe, expect, it } from 'vitest';
import { checkResult, nest, type NestInput, type NestProgress } from '../src/index.ts';
import { poly, rect } from './helpers.ts';

/** Parallel searches (params.threads): real worker threads, each layout checked by the independent checker. */
describe('parallel search (threads: 2)', () => {
  it('nests L-shapes in strip mode with two threads: complete, valid, not longer than the first layout', () => {
    const L = poly('L', [[0, 0], [30, 0], [30, 10], [10, 10], [10, 25], [0, 25]], 8, { rotations: 'ortho' });
    const tri = poly('t', [[0, 0], [24, 0], [0, 18]], 6, { rotations: 'ortho' });
    const input: NestInput = { parts: [L, tri], plates: [{ id: 'strip', width: 1e6, height: 60 }], params: { mode: 'strip', timeLimitMs: 2500, seed: 3, threads: 2 } };
    const progress: NestProgress[] = [];
    const r = nest(input, { onProgress: (p) => progress.push(p) });
    expect(r.unplaced).toEqual([]);
    expect(r.sheets[0]!.placements).toHaveLength(14);
    expect(checkResult(input, r)).toEqual([]);
    expect(progress.length).toBeGreaterThan(0);
    expect(r.length!).toBeLessThanOrEqual(progress[0]!.length! + 1e-9);
    // Both threads counted their iterations; the wall time stays near the limit (generous for a loaded machine).
    expect(r.elapsedMs).toBeLessThan(2500 + 4000);
  }, 20_000);

  it('packs rectangles on plates with two threads: every copy placed, valid, no worse than its first layout', () => {
    const parts = [rect('a', 620, 410, 9, { rotations: 'ortho' }), rect('b', 300, 250, 14, { rotations: 'ortho' }), rect('c', 1200, 180, 5, { rotations: 'ortho' }), rect('d', 450, 450, 6)];
    const base: NestInput = { parts, plates: [{ id: 'p', width: 1250, height: 2500 }, { id: 'q', width: 1500, height: 3000 }], params: { spacing: 5, margin: 10, timeLimitMs: 1500, seed: 1 } };
    const input: NestInput = { ...base, params: { ...base.params, threads: 2 } };
    const progress: NestProgress[] = [];
    const two = nest(input, { onProgress: (p) => progress.push(p) });
    expect(two.unplaced).toEqual([]);
    expect(two.sheets.reduce((a, s) => a + s.placements.length, 0)).toBe(34);
    expect(checkResult(input, two)).toEqual([]);
    expect(two.sheets.length).toBeLessThanOrEqual(progress[0]!.sheets);
    expect(two.utilisation).toBeGreaterThanOrEqual(progress[0]!.utilisation - 1e-9);
  }, 20_000);

  it('stops all threads when the caller cancels, with a complete valid layout', () => {
    const L = poly('L', [[0, 0], [30, 0], [30, 10], [10, 10], [10, 25], [0, 25]], 10, { rotations: 'ortho' });
    const input: NestInput = { parts: [L], plates: [{ id: 'strip', width: 1e6, height: 60 }], params: { mode: 'strip', timeLimitMs: 60_000, seed: 1, threads: 2 } };
    const t0 = Date.now();
    const r = nest(input, { cancel: () => Date.now() - t0 > 1200 });
    expect(Date.now() - t0).toBeLessThan(1200 + 4000);
    expect(r.unplaced).toEqual([]);
    expect(checkResult(input, r)).toEqual([]);
  }, 20_000);
});
