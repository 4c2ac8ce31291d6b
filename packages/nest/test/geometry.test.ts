import { describe, expect, it } from 'vitest';
import { area64, difference, innerFitInHole, noFitPolygon, offsetPaths, pointInPath, PointInPolygonResult, grownArea, simplifyForNfp, simplifyOuterForNfp, toPath64 } from '../src/geometry/clip.ts';
import { simplifyOutward } from '../src/geometry/simplify.ts';
import { makeRng } from '../src/rng.ts';
import { asRectangle, pointInRing, rotatePoint, shapeArea } from '../src/geometry/polygon.ts';
import type { Point } from '../src/index.ts';

const sq = (s: number, x = 0, y = 0): Point[] => [
  [x, y],
  [x + s, y],
  [x + s, y + s],
  [x, y + s],
];

describe('geometry', () => {
  it('computes areas with holes', () => {
    expect(shapeArea({ outer: sq(10), holes: [sq(4, 3, 3)] })).toBe(84);
  });

  it('recognises rectangles only when they are rectangles', () => {
    expect(asRectangle({ outer: sq(5) })).toEqual({ w: 5, h: 5 });
    expect(asRectangle({ outer: [[0, 0], [4, 0], [5, 3], [0, 3]] })).toBeNull();
    expect(asRectangle({ outer: sq(5), holes: [sq(1, 2, 2)] })).toBeNull();
  });

  it('rotates by quarter turns exactly', () => {
    expect(rotatePoint([3, 1], 90)).toEqual([-1, 3]);
    expect(rotatePoint([3, 1], 180)).toEqual([-3, -1]);
    expect(rotatePoint([3, 1], 270)).toEqual([1, -3]);
  });

  it('offsets outward and shrinks holes with the same call', () => {
    const out = offsetPaths([toPath64(sq(10), 1), toPath64(sq(4, 3, 3), 1).reverse()], 1);
    const areas = out.map(area64).sort((a, b) => a - b);
    expect(areas).toEqual([-4, 144]);
  });

  it('gives the no-fit polygon of two squares as the square of summed sides', () => {
    const nfp = noFitPolygon(toPath64(sq(10), 1), toPath64(sq(4), 1));
    expect(nfp).toHaveLength(1);
    expect(area64(nfp[0]!)).toBe(14 * 14);
    // Touching on the left edge is allowed, one unit further in is not.
    expect(pointInPath(-4, 0, nfp[0]!)).toBe(PointInPolygonResult.IsOn);
    expect(pointInPath(-3, 2, nfp[0]!)).toBe(PointInPolygonResult.IsInside);
  });

  it('covers a small part wholly inside a big non-convex one', () => {
    // A U-shape and a small square that fits inside its material: the sweep alone leaves that hole.
    const big = toPath64(sq(20), 1);
    const small = toPath64(sq(2), 1);
    const nfp = noFitPolygon(small, big);
    const inside = nfp.filter((r) => area64(r) > 0).some((r) => pointInPath(-9, -9, r) === PointInPolygonResult.IsInside);
    expect(inside).toBe(true);
    expect(nfp.filter((r) => area64(r) < 0)).toHaveLength(0);
  });

  it('finds where a part fits inside a hole', () => {
    const hole = toPath64(sq(10, 5, 5), 1);
    const fit = innerFitInHole(hole, toPath64(sq(4), 1));
    expect(fit).toHaveLength(1);
    // Reference positions from (5,5) to (11,11): a 6×6 square.
    expect(area64(fit[0]!)).toBe(36);
    expect(innerFitInHole(hole, toPath64(sq(11), 1))).toHaveLength(0);
  });

  it('simplifies detailed outlines only into covers of the original', () => {
    // A wavy 200-gon: after simplification and growth by the returned tolerance nothing sticks out.
    const ring = toPath64(
      Array.from({ length: 200 }, (_, i) => {
        const a = (i / 200) * 2 * Math.PI;
        const r = 1000 + 40 * Math.sin(7 * a) + 15 * Math.sin(23 * a);
        return [r * Math.cos(a), r * Math.sin(a)] as Point;
      }),
      10,
    );
    const { ring: simple, eps } = simplifyForNfp(ring, 20);
    expect(simple.length).toBeLessThan(ring.length);
    const grown = offsetPaths([simple], eps);
    const outside = difference([ring], grown);
    expect(outside.reduce((a, r) => a + Math.abs(area64(r)), 0)).toBe(0);
  });

  it('simplifies an outer outline by added material only: it covers the original, and the part takes the way that adds less', () => {
    const rng = makeRng(7);
    for (let trial = 0; trial < 30; trial++) {
      // Star-like outlines with deep notches and wavy arcs, 30 to 120 vertices, either orientation.
      const n = 30 + Math.floor(rng() * 90);
      const pts = Array.from({ length: n }, (_, i) => {
        const a = (i / n) * 2 * Math.PI;
        const r = 1000 + 300 * Math.sin(3 * a + trial) + 120 * Math.sin(11 * a) + 200 * (rng() - 0.5);
        return [r * Math.cos(a), r * Math.sin(a)] as Point;
      });
      const ring = toPath64(trial % 2 ? pts.reverse() : pts, 10);
      const out = simplifyOutward(ring, 20);
      expect(out).not.toBeNull();
      expect(out!.length).toBeLessThanOrEqual(20);
      // Covers the original, but for the rounding of a cut corner to whole units (under one unit).
      expect(difference([ring], offsetPaths([out!], 1)).reduce((a, r) => a + Math.abs(area64(r)), 0)).toBe(0);
      expect(Math.abs(area64(out!))).toBeGreaterThanOrEqual(Math.abs(area64(ring)));
      // The part's outline takes whichever of the two ways adds less.
      expect(grownArea(simplifyOuterForNfp(ring, 20))).toBeLessThanOrEqual(grownArea(simplifyForNfp(ring, 20)));
    }
  });

  it('takes the added-material way for arcs as CAD exports them, adding a fraction of what the tolerance adds', () => {
    // A 1200 × 800 blank with rounded corners (radius 150, 24 segments each) and a round notch on top.
    const arc = (cx: number, cy: number, r: number, from: number, to: number, k: number): Point[] =>
      Array.from({ length: k + 1 }, (_, i) => {
        const a = from + ((to - from) * i) / k;
        return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as Point;
      });
    const pts: Point[] = [
      ...arc(150, 150, 150, Math.PI, 1.5 * Math.PI, 24),
      ...arc(1050, 150, 150, 1.5 * Math.PI, 2 * Math.PI, 24),
      ...arc(1050, 650, 150, 0, 0.5 * Math.PI, 24),
      ...arc(700, 800, 100, 0, -Math.PI, 24),
      ...arc(150, 650, 150, 0.5 * Math.PI, Math.PI, 24),
    ];
    const ring = toPath64(pts, 100);
    const used = simplifyOuterForNfp(ring, 20);
    expect(used.ring.length).toBeLessThanOrEqual(20);
    expect(difference([ring], offsetPaths([used.ring], used.eps)).reduce((a, r) => a + Math.abs(area64(r)), 0)).toBe(0);
    const added = (p: { ring: typeof ring; eps: number }) => grownArea(p) - Math.abs(area64(ring));
    expect(added(used)).toBeLessThan(added(simplifyForNfp(ring, 20)) / 3);
  });

  it('cuts the corners of a convex outline, and returns a ring already small enough as it is', () => {
    // A regular 40-gon: neighbouring corners are cut off pairwise by extending the edges beside them.
    const circle = toPath64(Array.from({ length: 40 }, (_, i) => [1000 * Math.cos((i / 40) * 2 * Math.PI), 1000 * Math.sin((i / 40) * 2 * Math.PI)] as Point), 10);
    const c = simplifyOutward(circle, 20)!;
    expect(c.length).toBeLessThanOrEqual(20);
    expect(difference([circle], [c]).reduce((a, r) => a + Math.abs(area64(r)), 0)).toBe(0);
    const small = toPath64(sq(10), 1);
    expect(simplifyOutward(small, 20)).toBe(small);
  });

  it('tests points in rings', () => {
    expect(pointInRing(1, 1, sq(2))).toBe(true);
    expect(pointInRing(3, 1, sq(2))).toBe(false);
  });
});
