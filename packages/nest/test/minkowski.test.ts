import { describe, expect, it } from 'vitest';
import { Clipper, ClipType, FillRule, type Path64, type Paths64 } from 'clipper2-ts';
import { clipperNfp, noFitPolygon } from '../src/geometry/clip.ts';
import { convexPieces } from '../src/geometry/convex.ts';
import { convexNfp } from '../src/geometry/minkowski.ts';
import { makeRng } from '../src/rng.ts';

const area = (ps: Paths64) => ps.reduce((s, r) => s + Clipper.area(r), 0);
const xorArea = (a: Paths64, b: Paths64) =>
  Math.abs(area(Clipper.booleanOp(ClipType.Xor, a, b, FillRule.NonZero)));
const ring = (pts: [number, number][]): Path64 => pts.map(([x, y]) => ({ x, y }));

/** A random simple ring: vertices at sorted angles around the origin, radii between 30 % and 100 %. */
function star(rng: () => number, n: number, size: number): Path64 {
  const angles = Array.from({ length: n }, () => rng() * 2 * Math.PI).sort((a, b) => a - b);
  const r = angles.map((a) => {
    const d = size * (0.3 + 0.7 * rng());
    return { x: Math.round(d * Math.cos(a)), y: Math.round(d * Math.sin(a)) };
  });
  return Clipper.area(r) > 0 ? r : r.reverse();
}

/** A plus sign: four arms around a square, twelve vertices, four of them reflex (from ESICUP jakobs1). */
const plus = ring([
  [-400008, -200000],
  [-600008, -200000],
  [-600008, -400008],
  [-400008, -400008],
  [-400008, -600008],
  [-200000, -600008],
  [-200000, -400008],
  [0, -400008],
  [0, -200000],
  [-200000, -200000],
  [-200000, 0],
  [-400008, 0],
]);
const octagon = ring([
  [300008, 200003],
  [300008, 400005],
  [200006, 600008],
  [100002, 600008],
  [0, 400005],
  [0, 200003],
  [100002, 0],
  [200006, 0],
]);

/** The engine's no-fit polygons of a and b (both ways, and each with itself) are Clipper's sets. */
function expectClipperSets(a: Path64, b: Path64) {
  for (const [p, q] of [
    [a, b],
    [b, a],
    [a, a],
    [b, b],
  ]) {
    const ref = clipperNfp(p!, q!);
    expect(xorArea(noFitPolygon(p!, q!), ref) / area(ref)).toBeLessThan(1e-6);
  }
}

describe('no-fit polygons from convex pieces', () => {
  it('cuts simple rings into convex pieces that cover them exactly', () => {
    const rng = makeRng(3);
    for (let k = 0; k < 40; k++) {
      const r = star(rng, 5 + Math.floor(rng() * 40), 100000);
      const pieces = convexPieces(r)!;
      expect(pieces).not.toBeNull();
      expect(xorArea(pieces, [r])).toBe(0);
      expect(area(pieces)).toBe(Clipper.area(r));
      for (const p of pieces)
        for (let i = 0; i < p.length; i++) {
          const a = p[i]!,
            b = p[(i + 1) % p.length]!,
            c = p[(i + 2) % p.length]!;
          expect((b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)).toBeGreaterThan(0);
        }
    }
  });

  it('gives the same set as Clipper’s sum of every vertex and edge', () => {
    const rng = makeRng(5);
    for (let k = 0; k < 60; k++) {
      const a = star(rng, 4 + Math.floor(rng() * 30), 50000 + rng() * 100000);
      const b = star(rng, 4 + Math.floor(rng() * 30), 50000 + rng() * 100000);
      const fast = convexNfp(a, b)!;
      const ref = clipperNfp(a, b);
      // Equal but for the rounding of intersection points to whole units.
      expect(xorArea(fast, ref) / area(ref)).toBeLessThan(1e-5);
    }
  });

  it('keeps the notches between the arms of a plus sign', () => {
    // The convolution turns back on itself along an edge here; Clipper's union filled a triangle of
    // winding number zero beside that spike until spikes were removed.
    expectClipperSets(octagon, plus);
  });

  it('walks every turn of rings with repeated and collinear vertices', () => {
    // An L with a repeated corner and a vertex in the middle of an edge, against an octagon (edges in
    // every direction, so every turn of the L has some to walk).
    const l = ring([
      [0, 0],
      [200, 0],
      [400, 0],
      [400, 100],
      [400, 100],
      [100, 100],
      [100, 300],
      [0, 300],
    ]);
    const oct = ring([
      [30, 0],
      [60, 0],
      [90, 30],
      [90, 60],
      [60, 90],
      [30, 90],
      [0, 60],
      [0, 30],
    ]);
    expectClipperSets(l, oct);
  });
});
