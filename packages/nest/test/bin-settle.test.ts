import { describe, expect, it } from 'vitest';
import {
  checkResult,
  nest,
  type NestInput,
  type NestProgress,
  type PartSpec,
  type Point,
} from '../src/index.ts';
import { inNfp, type PlacedPart } from '../src/irregular/blf.ts';
import { Compactor } from '../src/irregular/compact.ts';
import { NfpCache } from '../src/irregular/nfp.ts';
import { prepare } from '../src/irregular/prep.ts';
import { SearchControl } from '../src/control.ts';
import { makeRng } from '../src/rng.ts';
import { lBlank, poly, rect, tray } from './helpers.ts';
import { BinMoves } from '../src/irregular/settle.ts';
import type { Layout } from '../src/irregular/layout.ts';

describe('bin mode: overlap-minimising moves (issue 20, target 5)', () => {
  it('settles parts dropped on top of each other until none overlap, turning a part too wide for the plate as it lies', () => {
    const parts = [
      tray('a', 400, 300, 30, 1, { rotations: 'ortho' }),
      tray('b', 300, 200, 25, 1, { rotations: 'ortho' }),
      lBlank('L', 500, 400, 150, 1, { rotations: 'ortho' }),
      // 1100 wide as it lies: only upright does it fit the 1000-wide plate
      tray('long', 1040, 100, 30, 1, { rotations: 'ortho' }),
    ];
    const input: NestInput = {
      parts,
      plates: [{ id: 'p', width: 1000, height: 1400 }],
      params: { spacing: 5, margin: 10 },
    };
    const prep = prepare(input);
    const sc = prep.scale;
    const box = {
      x0: 10 * sc - prep.grow,
      y0: 10 * sc - prep.grow,
      y1: 1390 * sc + prep.grow,
      x1: 990 * sc + prep.grow,
    };
    // every part at the same spot in its first orientation; the long one sticks out of the plate
    const dropped: PlacedPart[] = prep.types.map((t) => ({
      o: t.orients[0]!,
      oid: `${t.index}:0`,
      x: box.x0,
      y: box.y0,
    }));
    expect(dropped[3]!.o.w).toBeGreaterThan(box.x1 - box.x0);
    const cache = new NfpCache(false);
    const ctl = new SearchControl({}, 20_000, Infinity);
    const compactor = new Compactor(prep.types, cache, box, dropped, makeRng(3), ctl);
    // the long part overlaps the others, so it moves, and only to orientations that fit
    const settled = compactor.settle(dropped, box.x1, () => ctl.done());
    expect(settled).not.toBeNull();
    for (const p of settled!) {
      expect(p.x).toBeGreaterThanOrEqual(box.x0);
      expect(p.y).toBeGreaterThanOrEqual(box.y0);
      expect(p.x + p.o.w).toBeLessThanOrEqual(box.x1);
      expect(p.y + p.o.h).toBeLessThanOrEqual(box.y1);
    }
    for (const p of settled!)
      for (const q of settled!) {
        if (p === q) continue;
        // the placer's own test: q's reference point outside the no-fit polygon of q around p
        expect(inNfp(cache.get(p.o, p.oid, q.o, q.oid), q.x - p.x, q.y - p.y)).toBe(false);
      }
  });

  it('empties a weak sheet into another sheet with room, which it rearranges', () => {
    // four 300×450 blanks (kerf 5, margin 10, no turning): three stand in a row across the middle of the
    // first sheet, with 265 mm free above and below, so the fourth, alone on a second sheet, fits only once
    // the row moves to an edge
    const input: NestInput = {
      parts: [rect('b', 300, 450, 4, { rotations: 'none' })],
      plates: [{ id: 'p', width: 1000, height: 1000 }],
      params: { mode: 'bin', spacing: 5, margin: 10 },
    };
    const t = setup(input);
    const at = (sheet: number, x: number, y: number) => ({ sheet, x, y, r: 0 });
    const start = t.layout([at(0, 10, 275), at(0, 340, 275), at(0, 670, 275), at(1, 10, 10)], [0, 0]);
    const l = t.search((x) => x.sheets.length === 1, start);
    expect(l.sheets).toHaveLength(1);
    t.expectValid(l);
  });

  it('merges two sheets onto one larger plate that costs less than both', () => {
    // 300×450 blanks, no turning: a 1000×1000 plate holds six, a 1000×1900 one (cheaper than two
    // 1000×1000) twelve. Two sheets of four on the small plates end as one sheet of eight on the large one
    const input: NestInput = {
      parts: [rect('b', 300, 450, 8, { rotations: 'none' })],
      plates: [
        { id: 'small', width: 1000, height: 1000 },
        { id: 'large', width: 1000, height: 1900 },
      ],
      params: { mode: 'bin', spacing: 5, margin: 10 },
    };
    const t = setup(input);
    const at = (sheet: number, x: number, y: number) => ({ sheet, x, y, r: 0 });
    const four = (sheet: number) => [
      at(sheet, 10, 10),
      at(sheet, 340, 10),
      at(sheet, 10, 500),
      at(sheet, 340, 500),
    ];
    const start = t.layout([...four(0), ...four(1)], [0, 0]);
    const l = t.search((x) => x.sheets.length === 1, start);
    expect(l.sheets.map((s) => [s.plate, s.placed.length])).toEqual([[1, 8]]);
    t.expectValid(l);
  });

  it('moves a weak sheet to a cheaper plate, turning a part that fits it only upright', () => {
    // sheet 0 is full; sheet 1 holds a 600×300 blank lying flat, which a 500×700 plate holds only upright
    const input: NestInput = {
      parts: [rect('big', 900, 900, 1), rect('flat', 600, 300, 1, { rotations: 'ortho' })],
      plates: [
        { id: 'big', width: 1000, height: 1000 },
        { id: 'small', width: 500, height: 700 },
      ],
      params: { mode: 'bin', spacing: 5, margin: 10 },
    };
    const t = setup(input);
    const start = t.layout(
      [
        { sheet: 0, x: 10, y: 10, r: 0 },
        { sheet: 1, x: 10, y: 10, r: 0 },
      ],
      [0, 0],
    );
    const l = t.search((x) => x.sheets[1]?.plate === 1, start);
    expect(l.sheets.map((s) => s.plate)).toEqual([0, 1]);
    expect(l.sheets[1]!.placed[0]!.o.rotation % 180).toBe(90);
    t.expectValid(l);
  });

  it('nests a mixed panel job on two plate sizes with the moves among its steps, validly, one result for a seed', () => {
    // trays (one type with mounting holes), L shapes and trapezoids; 400 steps, so the overlap-minimising
    // moves run after the bounding-box start
    const holes: Point[][] = [
      [
        [60, 60],
        [68, 60],
        [68, 68],
        [60, 68],
      ],
    ];
    const parts: PartSpec[] = [
      tray('T1', 620, 1380, 30, 3, { rotations: 'grain' }),
      tray('T2', 400, 900, 25, 4, { rotations: 'ortho' }),
      tray('T3', 300, 500, 40, 5, { rotations: 'ortho' }),
      lBlank('L1', 700, 900, 250, 4, { rotations: 'ortho' }),
      poly(
        'Z1',
        [
          [0, 0],
          [600, 0],
          [450, 800],
          [0, 800],
        ],
        4,
        { rotations: 'grain' },
      ),
    ];
    parts[1]!.shape.holes = holes;
    const input: NestInput = {
      parts,
      plates: [
        { id: '1250x2500', width: 1250, height: 2500 },
        { id: '1500x3000', width: 1500, height: 3000 },
      ],
      params: { mode: 'bin', spacing: 5, margin: 10, timeLimitMs: 60_000, maxIterations: 400, seed: 5 },
    };
    const progress: NestProgress[] = [];
    const r = nest(input, { onProgress: (p) => progress.push(p) });
    expect(r.unplaced).toEqual([]);
    expect(checkResult(input, r)).toEqual([]);
    expect(r.utilisation).toBeGreaterThanOrEqual(progress[0]!.utilisation);
    // under an iteration budget the moves take their share in iterations, not milliseconds: one seed, one result
    expect(JSON.stringify(nest(input).sheets)).toBe(JSON.stringify(r.sheets));
  });
});

/**
 * The bin-mode moves on a hand-made layout of `input` (positions in mm of the part's grown box corner),
 * with the engine's objective: plate area, then uneven sheets.
 */
function setup(input: NestInput) {
  const prep = prepare(input);
  const sc = prep.scale;
  const margin = (input.params?.margin ?? 0) * sc;
  const plates = input.plates.map((p) => ({ ...p, count: p.count ?? Infinity }));
  const containerOf = (pi: number) => ({
    x0: margin - prep.grow,
    y0: margin - prep.grow,
    x1: plates[pi]!.width * sc - margin + prep.grow,
    y1: plates[pi]!.height * sc - margin + prep.grow,
  });
  const cache = new NfpCache(false);
  const ctl = new SearchControl({}, 60_000, Infinity);
  const fill = (s: Layout['sheets'][number]) =>
    s.placed.reduce((a, p) => a + prep.types[p.o.type]!.area, 0) /
    (plates[s.plate]!.width * plates[s.plate]!.height);
  const scoreOf = (_seq: Layout['seq'], _at: Layout['at'], sheets: Layout['sheets']): Layout['score'] => [
    0,
    sheets.reduce((a, s) => a + plates[s.plate]!.width * plates[s.plate]!.height, 0),
    -sheets.reduce((a, s) => a + fill(s) ** 2, 0),
  ];
  const moves = new BinMoves({
    prep,
    plates,
    plateOrder: plates.map((_, i) => i),
    containerOf,
    cache,
    rng: makeRng(11),
    ctl,
    scoreOf,
  });
  const copies = prep.types.flatMap((t) =>
    Array.from({ length: t.quantity }, (_, copy) => ({ type: t.index, copy })),
  );
  return {
    /** Copies in order, each at (sheet, x, y) in orientation r; sheets on the given plates. */
    layout(places: { sheet: number; x: number; y: number; r: number }[], sheetPlates: number[]): Layout {
      const sheets: Layout['sheets'] = sheetPlates.map((plate) => ({ plate, placed: [] }));
      const at: Layout['at'] = places.map((q, i) => {
        const t = prep.types[copies[i]!.type]!;
        const part: PlacedPart = {
          o: t.orients[q.r]!,
          oid: `${t.index}:${q.r}`,
          x: q.x * sc - prep.grow,
          y: q.y * sc - prep.grow,
        };
        sheets[q.sheet]!.placed.push(part);
        return { sheet: q.sheet, part };
      });
      return { seq: copies, at, sheets, score: scoreOf(copies, at, sheets) };
    },
    /** Steps from `l`, keeping each better layout, until `done` holds or 300 steps are made. */
    search(done: (l: Layout) => boolean, l: Layout): Layout {
      for (let i = 0; i < 300 && !done(l); i++) {
        const next = moves.step(l);
        if (
          next &&
          (next.score[1] < l.score[1] || (next.score[1] === l.score[1] && next.score[2] < l.score[2]))
        )
          l = next;
      }
      return l;
    },
    /** Every part inside its plate and clear of every other by the placer's own test; every copy placed once. */
    expectValid(l: Layout) {
      const seen = new Set<string>();
      l.at.forEach((a, i) => {
        expect(a).not.toBeNull();
        expect(l.sheets[a!.sheet]!.placed).toContain(a!.part);
        seen.add(`${l.seq[i]!.type}:${l.seq[i]!.copy}`);
      });
      expect(seen.size).toBe(copies.length);
      for (const s of l.sheets) {
        const c = containerOf(s.plate);
        for (const p of s.placed) {
          expect(p.x).toBeGreaterThanOrEqual(c.x0);
          expect(p.y).toBeGreaterThanOrEqual(c.y0);
          expect(p.x + p.o.w).toBeLessThanOrEqual(c.x1);
          expect(p.y + p.o.h).toBeLessThanOrEqual(c.y1);
          for (const q of s.placed)
            if (p !== q) expect(inNfp(cache.get(p.o, p.oid, q.o, q.oid), q.x - p.x, q.y - p.y)).toBe(false);
        }
      }
    },
  };
}
