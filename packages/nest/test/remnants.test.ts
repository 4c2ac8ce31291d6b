import { describe, expect, it } from 'vitest';
import { checkResult, nest, type NestInput, type NestResult, type Rect } from '../src/index.ts';
import { largestOffcut, type Box } from '../src/offcut.ts';
import { makeRng } from '../src/rng.ts';
import { poly, rect } from './helpers.ts';

const quick = { timeLimitMs: 60_000, maxIterations: 300 };

/** Brute force over every rectangle spanned by the candidate coordinates: the largest empty one's area. */
function bruteForce(width: number, height: number, boxes: readonly Box[], spacing: number, minSide: number): number {
  const g = boxes.map((b) => ({ x0: b.x0 - spacing, y0: b.y0 - spacing, x1: b.x1 + spacing, y1: b.y1 + spacing }));
  const xs = [0, width, ...g.flatMap((b) => [b.x0, b.x1])].filter((x) => x >= 0 && x <= width);
  const ys = [0, height, ...g.flatMap((b) => [b.y0, b.y1])].filter((y) => y >= 0 && y <= height);
  let best = 0;
  for (const x0 of xs)
    for (const x1 of xs)
      for (const y0 of ys)
        for (const y1 of ys) {
          if (x1 - x0 < minSide || y1 - y0 < minSide || (x1 - x0) * (y1 - y0) <= best) continue;
          if (g.some((b) => b.x0 < x1 && x0 < b.x1 && b.y0 < y1 && y0 < b.y1)) continue;
          best = (x1 - x0) * (y1 - y0);
        }
  return best;
}

function clear(o: Rect, boxes: readonly Box[], spacing: number): boolean {
  return boxes.every((b) => b.x1 + spacing <= o.x + 1e-9 || o.x + o.width <= b.x0 - spacing + 1e-9 || b.y1 + spacing <= o.y + 1e-9 || o.y + o.height <= b.y0 - spacing + 1e-9);
}

/** Bounding boxes of the placements of rectangular parts placed without rotation. */
function boxesOf(input: NestInput, r: NestResult, sheet: number): Box[] {
  return r.sheets[sheet]!.placements.map((p) => {
    const outer = input.parts.find((q) => q.id === p.partId)!.shape.outer;
    const w = Math.max(...outer.map((v) => v[0]));
    const h = Math.max(...outer.map((v) => v[1]));
    return { x0: p.x, y0: p.y, x1: p.x + w, y1: p.y + h };
  });
}

describe('largest reusable offcut', () => {
  it('takes the larger side of a part in the corner, a kerf away from it, up to the plate edges', () => {
    const o = largestOffcut(1000, 500, [{ x0: 10, y0: 10, x1: 300, y1: 200 }], 5, 100);
    expect(o).toEqual({ x: 305, y: 0, width: 695, height: 500 });
  });

  it('finds a rectangle between parts, not only along the right or top edge', () => {
    // Parts along the left, right and top edges leave a hole in the middle-bottom.
    const boxes = [
      { x0: 0, y0: 0, x1: 200, y1: 1000 },
      { x0: 800, y0: 0, x1: 1000, y1: 1000 },
      { x0: 200, y0: 700, x1: 800, y1: 1000 },
    ];
    const o = largestOffcut(1000, 1000, boxes, 4, 100)!;
    expect(o).toEqual({ x: 204, y: 0, width: 592, height: 696 });
    expect(clear(o, boxes, 4)).toBe(true);
  });

  it('reports nothing below the minimum useful size', () => {
    const boxes = [{ x0: 0, y0: 0, x1: 1000, y1: 440 }];
    expect(largestOffcut(1000, 500, boxes, 5, 100)).toBeNull();
    expect(largestOffcut(1000, 500, boxes, 5, 50)).toEqual({ x: 0, y: 445, width: 1000, height: 55 });
  });

  it('is the largest empty rectangle on random layouts (against brute force)', () => {
    const rng = makeRng(7);
    for (let t = 0; t < 60; t++) {
      const boxes: Box[] = [];
      for (let k = 0; k < 1 + Math.floor(rng() * 7); k++) {
        const x0 = Math.floor(rng() * 900);
        const y0 = Math.floor(rng() * 400);
        boxes.push({ x0, y0, x1: x0 + 20 + Math.floor(rng() * 300), y1: y0 + 20 + Math.floor(rng() * 200) });
      }
      const min = [0, 30, 100][t % 3]!;
      const o = largestOffcut(1000, 500, boxes, 3, min);
      const area = bruteForce(1000, 500, boxes, 3, min);
      expect(o ? o.width * o.height : 0).toBe(area);
      if (o) {
        expect(clear(o, boxes, 3)).toBe(true);
        expect(Math.min(o.width, o.height)).toBeGreaterThanOrEqual(min);
      }
    }
  });

  it('comes with every sheet of a nest, clear of the parts by the kerf', () => {
    const input: NestInput = {
      parts: [rect('a', 620, 410, 7), rect('b', 300, 250, 9), rect('c', 900, 180, 4)],
      plates: [{ id: 'p', width: 2500, height: 1250 }],
      params: { ...quick, spacing: 5, margin: 10, minOffcut: 150 },
    };
    const r = nest(input);
    expect(checkResult(input, r)).toEqual([]);
    r.sheets.forEach((s, i) => {
      expect(s.offcut).not.toBeNull();
      const o = s.offcut!;
      expect(clear(o, boxesOf(input, r, i), 5)).toBe(true);
      expect(o.x).toBeGreaterThanOrEqual(0);
      expect(o.x + o.width).toBeLessThanOrEqual(2500);
      expect(Math.min(o.width, o.height)).toBeGreaterThanOrEqual(150);
    });
  });
});

describe('plates in stock: remnants and priorities', () => {
  it('uses remnants first and saves full plates with them (rectangles)', () => {
    // 62 panels of 250×150: 24 fit a full plate, the remnants hold 4 and 12: two full plates and both remnants.
    const input: NestInput = {
      parts: [rect('a', 250, 150, 62)],
      plates: [
        { id: 'full', width: 1000, height: 900 },
        { id: 'r1', width: 600, height: 400, count: 1, remnant: true },
        { id: 'r2', width: 1000, height: 500, count: 1, remnant: true },
      ],
      params: quick,
    };
    const r = nest(input);
    expect(checkResult(input, r)).toEqual([]);
    expect(r.unplaced).toEqual([]);
    expect(r.sheets.map((s) => s.plateId).sort()).toEqual(['full', 'full', 'r1', 'r2']);
  });

  it('takes plates in order of priority, not by size', () => {
    // Both remnants hold the 4 panels; the larger has the higher priority, so it is used and the smaller stays.
    for (const parts of [[rect('a', 250, 150, 4)], [poly('t', [[0, 0], [250, 0], [0, 150]], 4, { rotations: 'ortho' })]]) {
      const input: NestInput = {
        parts,
        plates: [
          { id: 'full', width: 2000, height: 1000 },
          { id: 'low', width: 600, height: 400, count: 1, remnant: true, priority: 1 },
          { id: 'high', width: 1000, height: 500, count: 1, remnant: true, priority: 2 },
        ],
        params: quick,
      };
      const r = nest(input);
      expect(checkResult(input, r)).toEqual([]);
      expect(r.sheets.map((s) => s.plateId)).toEqual(['high']);
      if (r.path === 'irregular') continue;
      // Without priorities the rectangle path takes the smallest plate that holds everything.
      const plain = nest({ ...input, plates: input.plates.map((p) => ({ ...p, priority: 1 })) });
      expect(plain.sheets.map((s) => s.plateId)).toEqual(['low']);
    }
  });

  it('never uses more remnants than in stock, and falls back to full plates', () => {
    const input: NestInput = {
      parts: [rect('a', 500, 400, 6)],
      plates: [
        { id: 'full', width: 1000, height: 800 },
        { id: 'rem', width: 520, height: 420, count: 2, remnant: true },
      ],
      params: quick,
    };
    const r = nest(input);
    expect(checkResult(input, r)).toEqual([]);
    expect(r.sheets.filter((s) => s.plateId === 'rem')).toHaveLength(2);
    expect(r.sheets.filter((s) => s.plateId === 'full')).toHaveLength(1);
  });
});
