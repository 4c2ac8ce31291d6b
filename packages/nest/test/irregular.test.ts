import { describe, expect, it } from 'vitest';
import { checkResult, nest, shapeArea, type NestInput, type PartSpec } from '../src/index.ts';
import { poly, rect, tray } from './helpers.ts';
import { prepare } from '../src/irregular/prep.ts';
import { area64, offsetPaths, toPath64 } from '../src/geometry/clip.ts';

const quick = { timeLimitMs: 60_000, maxIterations: 30 };

describe('irregular path', () => {
  // The irregular path keeps a clearance of a few integer units (about 1e-6 of the plate) against the
  // rounding of boolean-operation vertices, so an exact tiling needs that much slack: 0.001 mm here.
  it('pairs right triangles into a filled plate (99.99 %)', () => {
    const tri = poly('t', [
      [0, 0],
      [10, 0],
      [0, 10],
    ], 4, { rotations: 'grain' });
    const input: NestInput = { parts: [tri], plates: [{ id: 'p', width: 20.001, height: 10.001 }], params: quick };
    const r = nest(input);
    expect(r.path).toBe('irregular');
    expect(r.unplaced).toHaveLength(0);
    expect(r.sheets).toHaveLength(1);
    expect(r.sheets[0]!.utilisation).toBeGreaterThan(0.9998);
    expect(checkResult(input, r)).toEqual([]);
  });

  it('prepares a detailed outline with 20 vertices that covers it and adds under 1 % of its area', () => {
    // A 1200 × 800 blank with rounded corners (radius 150, 24 segments each): 100 vertices.
    const outer: [number, number][] = [];
    for (const [cx, cy, from] of [[150, 150, 1], [1050, 150, 1.5], [1050, 650, 0], [150, 650, 0.5]] as const)
      for (let i = 0; i <= 24; i++) {
        const a = (from + 0.5 * (i / 24)) * Math.PI;
        outer.push([cx + 150 * Math.cos(a), cy + 150 * Math.sin(a)]);
      }
    const input: NestInput = { parts: [{ id: 'blank', quantity: 1, rotations: 'none', shape: { outer } }], plates: [{ id: 'p', width: 3000, height: 1500 }], params: quick };
    const prep = prepare(input);
    const o = prep.types[0]!.orients[0]!;
    const exact = offsetPaths([toPath64(outer, prep.scale)], prep.grow).reduce((a, r) => a + Math.abs(area64(r)), 0);
    expect(o.outer.length).toBeLessThanOrEqual(24);
    expect(Math.abs(area64(o.outer))).toBeGreaterThanOrEqual(exact * 0.999);
    expect(Math.abs(area64(o.outer))).toBeLessThan(exact * 1.01);
  });

  it('nests L-shapes in strip mode without violations and with a sensible length', () => {
    const L = poly('L', [
      [0, 0],
      [30, 0],
      [30, 10],
      [10, 10],
      [10, 30],
      [0, 30],
    ], 6, { rotations: 'ortho' });
    const input: NestInput = { parts: [L], plates: [{ id: 's', width: 1e15, height: 40 }], params: { ...quick, mode: 'strip' } };
    const r = nest(input);
    expect(r.unplaced).toHaveLength(0);
    expect(checkResult(input, r)).toEqual([]);
    const area = 6 * shapeArea(L.shape);
    expect(r.length!).toBeGreaterThanOrEqual(area / 40);
    expect(r.length!).toBeLessThan(area / 40 / 0.6);
  });

  it('puts small parts into holes only when part-in-part is on, with the full spacing', () => {
    const frame: PartSpec = {
      id: 'frame',
      quantity: 1,
      shape: {
        outer: [
          [0, 0],
          [100, 0],
          [100, 100],
          [0, 100],
        ],
        holes: [
          [
            [20, 20],
            [80, 20],
            [80, 80],
            [20, 80],
          ],
        ],
      },
    };
    const input: NestInput = { parts: [frame, rect('small', 25, 25, 4)], plates: [{ id: 'p', width: 104, height: 104, count: 1 }], params: { ...quick, spacing: 2, margin: 2, partInPart: true } };
    const r = nest(input);
    expect(checkResult(input, r)).toEqual([]);
    expect(r.unplaced).toHaveLength(0);
    const off = nest({ ...input, params: { ...input.params, partInPart: false } });
    expect(off.unplaced.length).toBeGreaterThan(0);
  });

  it('uses remnants before full plates and keeps the edge margin', () => {
    const tri = poly('t', [[0, 0], [40, 0], [0, 30]], 3, { rotations: 'ortho' });
    const input: NestInput = {
      parts: [tri],
      plates: [
        { id: 'full', width: 200, height: 100 },
        { id: 'rem', width: 60, height: 50, count: 1, remnant: true },
      ],
      params: { ...quick, spacing: 3, margin: 5 },
    };
    const r = nest(input);
    expect(checkResult(input, r)).toEqual([]);
    expect(r.sheets[0]!.plateId).toBe('rem');
    expect(r.unplaced).toHaveLength(0);
  });

  it('is deterministic for a given seed', () => {
    const parts = [
      poly('a', [[0, 0], [20, 0], [10, 15]], 5, { rotations: 'ortho' }),
      poly('b', [[0, 0], [12, 0], [12, 4], [4, 4], [4, 12], [0, 12]], 5, { rotations: 'ortho' }),
      rect('c', 7, 9, 4, { rotations: 'grain' }),
    ];
    const input: NestInput = { parts, plates: [{ id: 's', width: 1e15, height: 30 }], params: { mode: 'strip', timeLimitMs: 60_000, maxIterations: 25, seed: 3 } };
    const a = nest(input);
    const b = nest(input);
    expect(JSON.stringify(a.sheets)).toBe(JSON.stringify(b.sheets));
    expect(checkResult(input, a)).toEqual([]);
  });
  const mixed = (k: number) => [
    poly('a', [[0, 0], [20, 0], [10, 15]], 5 * k, { rotations: 'ortho' }),
    poly('b', [[0, 0], [12, 0], [12, 4], [4, 4], [4, 12], [0, 12]], 5 * k, { rotations: 'ortho' }),
    rect('c', 7, 9, 4 * k, { rotations: 'grain' }),
  ];

  it('compacts the strip beyond the sequence search (overlap minimisation), with a valid layout', () => {
    const input: NestInput = { parts: mixed(1), plates: [{ id: 's', width: 1e15, height: 30 }], params: { mode: 'strip', timeLimitMs: 60_000, maxIterations: 40, seed: 3 } };
    const seen: { length: number; iterations: number }[] = [];
    const r = nest(input, { onProgress: (p) => seen.push({ length: p.length!, iterations: p.iterations }) });
    // The sequence search has the first quarter of the budget; every later improvement is compaction's.
    const afterSequence = Math.min(...seen.filter((p) => p.iterations <= 10).map((p) => p.length));
    expect(r.length!).toBeLessThan(afterSequence - 1);
    expect(r.unplaced).toHaveLength(0);
    expect(checkResult(input, r)).toEqual([]);
  });

  it('returns a complete valid layout when the budget runs out during the first layout', () => {
    // No budget at all: the first layout is cut short at once and the rest goes on shelves.
    const strip: NestInput = { parts: mixed(8), plates: [{ id: 's', width: 1e15, height: 60 }], params: { mode: 'strip', timeLimitMs: 0 } };
    const a = nest(strip);
    expect(a.unplaced).toHaveLength(0);
    expect(checkResult(strip, a)).toEqual([]);
    const bin: NestInput = { parts: mixed(8), plates: [{ id: 'p', width: 80, height: 60 }], params: { timeLimitMs: 0, spacing: 1, margin: 2 } };
    const b = nest(bin);
    expect(b.unplaced).toHaveLength(0);
    expect(b.sheets.length).toBeGreaterThan(1);
    expect(checkResult(bin, b)).toEqual([]);
  });

  it('bin mode starts from the bounding-box layout and picks the plate size that holds four trays', () => {
    // A flanged tray blank 690×1440 (face 630×1380, 30 mm flanges, notched corners): one fits a 1250×2500
    // plate (kerf 5, margin 10), four fit a 1500×3000 one. Bottom-left fill takes the first plate listed.
    const input: NestInput = {
      parts: [tray('tray', 630, 1380, 30, 12, { rotations: 'grain' })],
      plates: [{ id: '1250x2500', width: 1250, height: 2500 }, { id: '1500x3000', width: 1500, height: 3000 }],
      params: { ...quick, spacing: 5, margin: 10 },
    };
    const r = nest(input);
    expect(r.path).toBe('irregular');
    expect(r.unplaced).toEqual([]);
    expect(checkResult(input, r)).toEqual([]);
    expect(r.sheets.map((s) => s.plateId)).toEqual(['1500x3000', '1500x3000', '1500x3000']);
  });
});
