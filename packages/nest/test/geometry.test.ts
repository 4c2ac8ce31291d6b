import { describe, expect, it } from 'vitest';
import { area64, difference, innerFitInHole, noFitPolygon, offsetPaths, pointInPath, PointInPolygonResult, simplifyForNfp, toPath64 } from '../src/geometry/clip.ts';
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

  it('tests points in rings', () => {
    expect(pointInRing(1, 1, sq(2))).toBe(true);
    expect(pointInRing(3, 1, sq(2))).toBe(false);
  });
});
