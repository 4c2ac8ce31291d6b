import { Clipper, FillRule, type Path64, type Paths64 } from 'clipper2-ts';
import { cleanCcw, convexPieces, convolveConvex } from './convex.ts';

/**
 * `fn` of a ring, computed once: the engine's rings are made once per part orientation and reused for
 * every pair, so the array itself is the key.
 */
function perRing<T>(fn: (ring: Path64) => T): (ring: Path64) => T {
  const cache = new WeakMap<Path64, T>();
  return (ring) => {
    if (cache.has(ring)) return cache.get(ring) as T;
    const value = fn(ring);
    cache.set(ring, value);
    return value;
  };
}

const pieces = perRing(convexPieces);
/** The convolution walks the ring's turns: a repeated vertex (an edge of no direction) would hide one. */
const clean = perRing(cleanCcw);
const negated = perRing((ring) => ring.map((q) => ({ x: -q.x, y: -q.y })));

/**
 * fixed ⊕ (−moving) as the union of convolutions: the ring with fewer convex pieces is cut, each piece
 * convolved with the other ring (linear in their sizes), and the cycles' positive regions united. Each
 * cycle is united on its own first: one union of all the overlapping cycles was slower than that.
 * Null when a ring cannot be cut (not simple) or has a spike.
 */
export function convexNfp(fixed: Path64, moving: Path64): Paths64 | null {
  const a = pieces(fixed);
  const b = pieces(moving);
  if (!a || !b) return null;
  const negMoving = negated(clean(moving));
  const cycles: Path64[] = [];
  if (a.length <= b.length) {
    for (const p of a) {
      const c = convolveConvex(p, negMoving);
      if (!c) return null;
      cycles.push(c);
    }
  } else {
    for (const p of b) {
      const c = convolveConvex(negated(p), clean(fixed));
      if (!c) return null;
      cycles.push(c);
    }
  }
  if (cycles.length === 1) return Clipper.union(cycles, FillRule.NonZero);
  return Clipper.union(
    cycles.flatMap((c) => Clipper.union([c], FillRule.NonZero)),
    FillRule.NonZero,
  );
}
