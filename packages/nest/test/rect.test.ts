import { describe, expect, it } from 'vitest';
import { checkResult, nest, type NestInput } from '../src/index.ts';
import { rect } from './helpers.ts';

const quick = { timeLimitMs: 60_000, maxIterations: 200 };

describe('rectangle path', () => {
  it('fills a plate exactly with four 305 mm strips (100 %)', () => {
    const input: NestInput = { parts: [rect('s', 305, 1220, 4)], plates: [{ id: 'p', width: 1220, height: 1220 }], params: quick };
    const r = nest(input);
    expect(r.path).toBe('rect');
    expect(r.sheets).toHaveLength(1);
    expect(r.sheets[0]!.utilisation).toBeCloseTo(1, 12);
    expect(checkResult(input, r)).toEqual([]);
  });

  it('tiles a plate with mixed sizes that only fit one way', () => {
    // 10×10 plate: 6×6, 4×6, 6×4, 4×4 tile it exactly; also a second plate's worth of 5×5s.
    const input: NestInput = {
      parts: [rect('a', 6, 6), rect('b', 4, 6), rect('c', 6, 4), rect('d', 4, 4), rect('e', 5, 5, 4)],
      plates: [{ id: 'p', width: 10, height: 10 }],
      params: quick,
    };
    const r = nest(input);
    expect(r.sheets).toHaveLength(2);
    expect(r.utilisation).toBeCloseTo(1, 12);
    expect(checkResult(input, r)).toEqual([]);
  });

  it('keeps the kerf between parts and the margin at the edges', () => {
    const input: NestInput = {
      parts: [rect('s', 300, 1196, 4)],
      plates: [{ id: 'p', width: 1220, height: 1220 }],
      params: { ...quick, spacing: 4, margin: 10 },
    };
    // 4 × 300 + 3 × 4 = 1212 ≤ 1220 − 2 × 10 = 1200? No: it does not fit, so two sheets are needed.
    const r = nest(input);
    expect(checkResult(input, r)).toEqual([]);
    expect(r.sheets).toHaveLength(2);
    const fits: NestInput = { ...input, parts: [rect('s', 297, 1200, 4)] };
    const r2 = nest(fits);
    expect(checkResult(fits, r2)).toEqual([]);
    expect(r2.sheets).toHaveLength(1);
  });

  it('rotates only when allowed', () => {
    const base: NestInput = { parts: [rect('l', 10, 2, 5)], plates: [{ id: 'p', width: 2, height: 50 }], params: quick };
    expect(nest(base).unplaced).toHaveLength(5);
    const rot = { ...base, parts: [rect('l', 10, 2, 5, { rotations: 'ortho' as const })] };
    const r = nest(rot);
    expect(r.unplaced).toHaveLength(0);
    expect(r.sheets[0]!.placements.every((p) => p.rotation === 90)).toBe(true);
    expect(checkResult(rot, r)).toEqual([]);
  });

  it('reports parts that fit no plate and respects plate counts', () => {
    const input: NestInput = { parts: [rect('big', 30, 30), rect('s', 10, 10, 3)], plates: [{ id: 'p', width: 20, height: 10, count: 1 }], params: quick };
    const r = nest(input);
    expect(r.sheets).toHaveLength(1);
    expect(r.unplaced.map((u) => u.partId).sort()).toEqual(['big', 's']);
    expect(r.unplaced.find((u) => u.partId === 'big')!.reason).toMatch(/larger/);
    expect(checkResult(input, r)).toEqual([]);
  });

  it('prefers the smaller plate when the rest fits on it', () => {
    const input: NestInput = {
      parts: [rect('a', 100, 100, 5)],
      plates: [
        { id: 'big', width: 400, height: 100 },
        { id: 'small', width: 100, height: 100 },
      ],
      params: quick,
    };
    const r = nest(input);
    expect(r.sheets.map((s) => s.plateId).sort()).toEqual(['big', 'small']);
    expect(checkResult(input, r)).toEqual([]);
  });

  it('solves small bin-packing cases to their optimum', () => {
    // Three 6×4 stacked beside two 4×6 tile a 10×12 plate: twice that needs exactly two plates at 100 %.
    const input: NestInput = { parts: [rect('a', 6, 4, 6), rect('b', 4, 6, 4)], plates: [{ id: 'p', width: 10, height: 12 }], params: quick };
    const r = nest(input);
    expect(r.sheets).toHaveLength(2);
    expect(r.utilisation).toBeCloseTo(1, 12);
    expect(checkResult(input, r)).toEqual([]);
  });

  it('produces guillotine layouts when asked', () => {
    const input: NestInput = { parts: [rect('a', 30, 20, 7), rect('b', 15, 35, 4)], plates: [{ id: 'p', width: 100, height: 60 }], params: { ...quick, guillotine: true } };
    const r = nest(input);
    expect(r.unplaced).toHaveLength(0);
    expect(checkResult(input, r)).toEqual([]);
  });

  it('is deterministic for a given seed and reports progress', () => {
    const parts = Array.from({ length: 12 }, (_, i) => rect(`p${i}`, 50 + ((i * 37) % 90), 40 + ((i * 53) % 110), 1 + (i % 4)));
    const input: NestInput = { parts, plates: [{ id: 'p', width: 400, height: 300 }], params: { timeLimitMs: 60_000, maxIterations: 300, seed: 7, spacing: 3 } };
    const seen: number[] = [];
    const a = nest(input, { onProgress: (p) => seen.push(p.sheets) });
    const b = nest(input);
    expect(JSON.stringify(a.sheets)).toBe(JSON.stringify(b.sheets));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.at(-1)).toBe(a.sheets.length);
    expect(checkResult(input, a)).toEqual([]);
  });

  it('stops when cancelled and still returns a complete layout', () => {
    const parts = Array.from({ length: 30 }, (_, i) => rect(`p${i}`, 20 + ((i * 37) % 90), 30 + ((i * 53) % 110), 2));
    const input: NestInput = { parts, plates: [{ id: 'p', width: 400, height: 300 }], params: { timeLimitMs: 600_000 } };
    let calls = 0;
    const r = nest(input, { cancel: () => ++calls > 50 });
    expect(r.unplaced).toHaveLength(0);
    expect(checkResult(input, r)).toEqual([]);
    const ac = new AbortController();
    ac.abort();
    expect(nest(input, { signal: ac.signal }).unplaced).toHaveLength(0);
  });
});
