import { describe, expect, it } from 'vitest';
import { solveOneD } from '../src/index.ts';
import { binPack, lowerBoundL2 } from '../src/oned/solve.ts';
import { makeRng } from '../src/rng.ts';

/** Optimal bin count by trying every assignment (small n only). */
function bruteForce(sizes: number[], C: number): number {
  let best = sizes.length;
  const loads: number[] = [];
  const rec = (i: number) => {
    if (loads.length >= best) return;
    if (i === sizes.length) {
      best = loads.length;
      return;
    }
    for (let b = 0; b < loads.length; b++) {
      if (loads[b]! + sizes[i]! <= C) {
        loads[b]! += sizes[i]!;
        rec(i + 1);
        loads[b]! -= sizes[i]!;
      }
    }
    loads.push(sizes[i]!);
    rec(i + 1);
    loads.pop();
  };
  rec(0);
  return best;
}

describe('1-D cutting', () => {
  it('matches brute force on random small cases', () => {
    const rng = makeRng(42);
    for (let t = 0; t < 60; t++) {
      const C = 100;
      const n = 3 + Math.floor(rng() * 8);
      const sizes = Array.from({ length: n }, () => 10 + Math.floor(rng() * 80)).sort((a, b) => b - a);
      const r = binPack(sizes, C, 1e6);
      expect(r.bins.length).toBe(bruteForce(sizes, C));
      expect(r.optimal).toBe(true);
      for (const b of r.bins) expect(b.reduce((a, i) => a + sizes[i]!, 0)).toBeLessThanOrEqual(C);
      expect(r.lowerBound).toBeLessThanOrEqual(r.bins.length);
    }
  });

  it('accounts for kerf and trim, and a last piece needs no cut', () => {
    // 6000 mm bar, 5 mm kerf: three 1996.66 pieces need 2 cuts → 5990 + 10 = 6000, fits exactly.
    const r = solveOneD({ pieces: [{ id: 'a', length: 1996.66, quantity: 3 }], stock: [{ id: 'bar', length: 6000 }], kerf: 5 });
    expect(r.bars).toHaveLength(1);
    expect(r.bars[0]!.cuts.map((c) => c.offset)).toEqual([0, 2001.66, 4003.32]);
    const trimmed = solveOneD({ pieces: [{ id: 'a', length: 1996.66, quantity: 3 }], stock: [{ id: 'bar', length: 6000 }], kerf: 5, trim: 1 });
    expect(trimmed.bars).toHaveLength(2);
  });

  it('uses the shortest stock that holds a bar and reports pieces that fit no stock', () => {
    const r = solveOneD({
      pieces: [
        { id: 'a', length: 2500, quantity: 3 },
        { id: 'x', length: 7000, quantity: 1 },
      ],
      stock: [
        { id: 'L', length: 6000 },
        { id: 'S', length: 3000 },
      ],
    });
    expect(r.bars.map((b) => b.stockId).sort()).toEqual(['L', 'S']);
    expect(r.unplaced).toEqual([{ pieceId: 'x', copy: 0, reason: 'longer than every stock length' }]);
  });

  it('is optimal or within one bar of the bound on 500 pieces', () => {
    const rng = makeRng(7);
    const pieces = Array.from({ length: 50 }, (_, i) => ({ id: `p${i}`, length: 200 + Math.floor(rng() * 2500), quantity: 10 }));
    const r = solveOneD({ pieces, stock: [{ id: 'bar', length: 6000 }], kerf: 4, maxNodes: 2e5 });
    expect(r.unplaced).toHaveLength(0);
    expect(r.bars.reduce((a, b) => a + b.cuts.length, 0)).toBe(500);
    expect(r.bars.length - r.lowerBound).toBeLessThanOrEqual(1);
  });

  it('has a valid L2 bound', () => {
    expect(lowerBoundL2([60, 60, 60], 100)).toBe(3);
    expect(lowerBoundL2([50, 50, 50, 50], 100)).toBe(2);
  });

  it('reports progress: the first cut, then only better ones, ending at the bars it returns', () => {
    const rng = makeRng(7);
    let improved = 0;
    for (let t = 0; t < 40; t++) {
      const sizes = Array.from({ length: 12 + Math.floor(rng() * 10) }, () => 10 + Math.floor(rng() * 60)).sort((a, b) => b - a);
      const reports: { bars: number; lowerBound: number; nodes: number }[] = [];
      const r = binPack(sizes, 100, 1e6, (p) => reports.push(p));
      expect(reports.length).toBeGreaterThanOrEqual(1);
      for (let i = 1; i < reports.length; i++) {
        expect(reports[i]!.bars).toBeLessThanOrEqual(reports[i - 1]!.bars);
        expect(reports[i]!.nodes).toBeGreaterThanOrEqual(reports[i - 1]!.nodes);
      }
      expect(reports.at(-1)!.bars).toBe(r.bins.length);
      expect(reports.every((p) => p.lowerBound === r.lowerBound)).toBe(true);
      if (reports[0]!.bars > r.bins.length) improved++;
    }
    // Some of these instances start above the optimum, so the search's improvements are reported too.
    expect(improved).toBeGreaterThan(0);
    // solveOneD passes the callback through.
    const seen: number[] = [];
    const res = solveOneD({ pieces: [{ id: 'a', length: 1500, quantity: 7 }], stock: [{ id: 'bar', length: 6000 }], kerf: 3 }, { onProgress: (p) => seen.push(p.bars) });
    expect(seen.at(-1)).toBe(res.bars.length);
  });
});
