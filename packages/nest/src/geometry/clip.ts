import {
  Clipper,
  ClipType,
  EndType,
  FillRule,
  JoinType,
  PointInPolygonResult,
  type Path64,
  type Paths64,
} from 'clipper2-ts';
import type { Point } from '../types.ts';
import { convexNfp } from './minkowski.ts';
import { simplifyOutward } from './simplify.ts';

export type { Path64, Paths64 };
export { PointInPolygonResult };

export function toPath64(ring: readonly Point[], scale: number): Path64 {
  return ring.map(([x, y]) => ({ x: Math.round(x * scale), y: Math.round(y * scale) }));
}

export function area64(p: Path64): number {
  return Clipper.area(p);
}

/** Grows (delta > 0) or shrinks outer rings and their holes together; miter joins never cut inside the true offset. */
export function offsetPaths(paths: Paths64, delta: number): Paths64 {
  if (delta === 0) return paths.map((p) => p.slice());
  return Clipper.inflatePaths(paths, delta, JoinType.Miter, EndType.Polygon, 4);
}

/**
 * Fewer vertices for detailed outlines (arcs, splines): the smallest tolerance, doubled from
 * 0.05 % of the part size up to 1 %, that brings the ring to `maxVertices`. Returns the ring and the
 * tolerance used; the caller grows the part by it, so the simplified outline still covers the original.
 */
export function simplifyForNfp(ring: Path64, maxVertices: number): { ring: Path64; eps: number } {
  if (ring.length <= maxVertices) return { ring, eps: 0 };
  const b = Clipper.getBounds(ring);
  const size = Math.max(b.right - b.left, b.bottom - b.top);
  let best = ring;
  let eps = 0;
  for (let e = size * 0.0005; e <= size * 0.01; e *= 2) {
    const r = Clipper.simplifyPath(ring, e, true);
    if (r.length >= 3) {
      best = r;
      eps = Math.ceil(e);
    }
    if (r.length <= maxVertices) break;
  }
  if (best === ring) return { ring, eps: 0 };
  return { ring: best, eps: Math.max(eps, coverDrift(ring, best)) };
}

/**
 * An outer outline with fewer vertices, by whichever adds less area: steps that only add material where
 * the outline changes (simplifyOutward, no growth beyond rounding) or the tolerance (simplifyForNfp, grown
 * all round). Detailed arcs and shallow notches favour the first; many deep random spikes the second.
 * Holes keep the tolerance: filling a hole's notches would shrink the part.
 */
export function simplifyOuterForNfp(ring: Path64, maxVertices: number): { ring: Path64; eps: number } {
  if (ring.length <= maxVertices) return { ring, eps: 0 };
  const tol = simplifyForNfp(ring, maxVertices);
  // Very detailed outlines (a thousand vertices) first lose what a hair's tolerance removes; the drift
  // check below measures against the original, so the result still covers it.
  let base = ring;
  if (ring.length > MAX_OUTWARD_INPUT) {
    const b = Clipper.getBounds(ring);
    base = Clipper.simplifyPath(ring, Math.max(b.right - b.left, b.bottom - b.top) * 2e-4, true);
  }
  const r = simplifyOutward(base, maxVertices);
  if (!r) return tol;
  const out = { ring: r, eps: coverDrift(ring, r) };
  return grownArea(out) <= grownArea(tol) ? out : tol;
}

/** The area a simplified outline covers once grown by its tolerance. */
export function grownArea(so: { ring: Path64; eps: number }): number {
  return offsetPaths([so.ring], so.eps).reduce((a, q) => a + Math.abs(area64(q)), 0);
}

/** simplifyOutward's checks are quadratic: larger rings are thinned by a tolerance first. */
const MAX_OUTWARD_INPUT = 400;

/**
 * How far to grow `simplified` so that it covers `original`: Clipper removes vertices one by one, so its
 * drift can exceed the tolerance. Measures how far the original outline (vertices and edge midpoints)
 * sticks out of the simplified one, with a margin; 0 when nothing does.
 */
function coverDrift(original: Path64, simplified: Path64): number {
  let out = 0;
  let any = false;
  for (let i = 0; i < original.length; i++) {
    const a = original[i]!;
    const b = original[(i + 1) % original.length]!;
    for (const p of [a, { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }]) {
      if (Clipper.pointInPolygon({ x: Math.round(p.x), y: Math.round(p.y) }, simplified) !== PointInPolygonResult.IsOutside) continue;
      any = true;
      let d2 = Infinity;
      for (let j = 0; j < simplified.length; j++) d2 = Math.min(d2, segDist2(p, simplified[j]!, simplified[(j + 1) % simplified.length]!));
      out = Math.max(out, Math.sqrt(d2));
    }
  }
  return any ? Math.ceil(out * 1.5) + 2 : 0;
}

function segDist2(p: { x: number; y: number }, a: { x: number; y: number }, b: { x: number; y: number }): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const l2 = dx * dx + dy * dy;
  let t = l2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2 : 0;
  t = Math.max(0, Math.min(1, t));
  const ex = a.x + t * dx - p.x;
  const ey = a.y + t * dy - p.y;
  return ex * ex + ey * ey;
}

export function union(paths: Paths64): Paths64 {
  return Clipper.union(paths, FillRule.NonZero);
}

export function difference(a: Paths64, b: Paths64): Paths64 {
  return Clipper.booleanOp(ClipType.Difference, a, b, FillRule.NonZero);
}

export function intersect(a: Paths64, b: Paths64): Paths64 {
  return Clipper.booleanOp(ClipType.Intersection, a, b, FillRule.NonZero);
}

function perimeter(p: Path64): number {
  let s = 0;
  for (let i = 0; i < p.length; i++) {
    const a = p[i]!;
    const b = p[(i + 1) % p.length]!;
    s += Math.hypot(b.x - a.x, b.y - a.y);
  }
  return s || 1;
}

export function negate(p: Path64): Path64 {
  return p.map((q) => ({ x: -q.x, y: -q.y }));
}

/**
 * No-fit polygon of `moving` around `fixed` (both with their reference at their own origin): the set of
 * translations where they overlap, fixed ⊕ (−moving). Holes of the result are true pockets where
 * `moving` fits, and are kept. Built from convex pieces (convexNfp); Clipper's own Minkowski sum is the
 * fallback for a ring that cannot be cut into them.
 */
export function noFitPolygon(fixedOuter: Path64, moving: Path64): Paths64 {
  const nfp = convexNfp(fixedOuter, moving) ?? clipperNfp(fixedOuter, moving);
  // Sliver holes a few units wide are rounding artefacts of nearly parallel edges, not real pockets.
  return nfp.filter((r) => Clipper.area(r) > 0 || (-2 * Clipper.area(r)) / perimeter(r) > 16);
}

/**
 * Clipper's Minkowski sum only sweeps the pattern along the boundary (one quadrilateral per vertex and
 * edge, n·m of them), so the two ways to overlap without crossing edges are added: the moving part inside
 * the fixed one (fixed − m0) and the fixed part inside the moving one (f0 − moving).
 */
export function clipperNfp(fixedOuter: Path64, moving: Path64): Paths64 {
  const sweep = Clipper.minkowskiSum(negate(moving), fixedOuter, true);
  const m0 = moving[0]!;
  const f0 = fixedOuter[0]!;
  const fill1 = fixedOuter.map((p) => ({ x: p.x - m0.x, y: p.y - m0.y }));
  const fill2 = moving.map((p) => ({ x: f0.x - p.x, y: f0.y - p.y }));
  const pos = (p: Path64) => (Clipper.isPositive(p) ? p : p.slice().reverse());
  // Two operands: the sweep's own holes must not cancel the filled interior under NonZero.
  return Clipper.booleanOp(ClipType.Union, sweep, [pos(fill1), pos(fill2)], FillRule.NonZero);
}

/**
 * Translations that put `moving` entirely inside `hole`: the hole minus the sweep of the part along
 * its boundary. Valid because the part's reference (its first vertex) belongs to the part.
 */
export function innerFitInHole(hole: Path64, moving: Path64): Paths64 {
  const h = Clipper.isPositive(hole) ? hole : hole.slice().reverse();
  // A part whose box does not fit the hole's box cannot go in; this also rules out the part enclosing
  // the hole, which the boundary sweep alone cannot tell from the part inside it.
  const hb = Clipper.getBounds(h);
  const mb = Clipper.getBounds(moving);
  if (mb.right - mb.left >= hb.right - hb.left || mb.bottom - mb.top >= hb.bottom - hb.top) return [];
  const ref = moving[0]!;
  const m = moving.map((p) => ({ x: p.x - ref.x, y: p.y - ref.y }));
  const sweep = Clipper.minkowskiSum(negate(m), h, true);
  const inner = difference([h], sweep);
  return inner.map((ring) => ring.map((p) => ({ x: p.x - ref.x, y: p.y - ref.y })));
}

export function pointInPath(x: number, y: number, p: Path64): PointInPolygonResult {
  return Clipper.pointInPolygon({ x, y }, p);
}
