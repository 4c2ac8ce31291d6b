import type { Path64 } from './clip.ts';

type P = { x: number; y: number };

/**
 * Fewer vertices for a detailed outline (arcs, splines) by steps that only add material, so the result
 * covers the original (but for under a unit where a cut corner is rounded to whole units; the caller's
 * drift check grows it by that) without growing the whole outline: the cheapest of
 * - dropping a concave vertex (its neighbours joined: the notch's triangle is filled), or
 * - cutting a pair of convex vertices off by extending the edges on either side to where they meet
 *   (the triangle beyond the shorter edge is added),
 * where the cost is the area added and a step that would make the ring cross itself is skipped.
 * Growing by a tolerance after a two-sided simplification adds about perimeter × tolerance everywhere
 * (3 % of the parts' area on the ESICUP instance swim); these steps add area only where they change
 * the outline. Returns null when no step is left before `maxVertices` is reached (a convex outline whose
 * corners cannot be cut: the caller falls back to the tolerance).
 */
export function simplifyOutward(ring: Path64, maxVertices: number): Path64 | null {
  // Each step checks the ring against its new edges: quadratic overall (callers keep rings to a few hundred).
  const pts: P[] = ring.map((p) => ({ x: p.x, y: p.y }));
  if (pts.length <= maxVertices) return ring;
  const sign = Math.sign(shoelace(pts));
  if (sign === 0) return null;
  while (pts.length > maxVertices) {
    const n = pts.length;
    const steps: { cost: number; i: number; x: P | null }[] = [];
    for (let i = 0; i < n; i++) {
      const a = pts[(i + n - 1) % n]!;
      const b = pts[i]!;
      const c = pts[(i + 1) % n]!;
      if (cross(b.x - a.x, b.y - a.y, c.x - b.x, c.y - b.y) * sign <= 0) {
        // Concave or straight: fill the notch.
        steps.push({ cost: Math.abs(cross(b.x - a.x, b.y - a.y, c.x - a.x, c.y - a.y)) / 2, i, x: null });
        continue;
      }
      // Convex b followed by convex c: extend edge a→b and edge d→c to where they meet.
      const d = pts[(i + 2) % n]!;
      if (cross(c.x - b.x, c.y - b.y, d.x - c.x, d.y - c.y) * sign <= 0) continue;
      const x = meet(a, b, d, c);
      if (x) steps.push({ cost: Math.abs(cross(x.x - b.x, x.y - b.y, c.x - b.x, c.y - b.y)) / 2, i, x });
    }
    // The cheapest step that keeps the ring simple (almost always the cheapest of all: no sort needed).
    let ok: (typeof steps)[number] | null = null;
    for (;;) {
      let m = -1;
      for (let k = 0; k < steps.length; k++) if (steps[k]!.cost >= 0 && (m < 0 || steps[k]!.cost < steps[m]!.cost)) m = k;
      if (m < 0) break;
      if (valid(pts, steps[m]!.i, steps[m]!.x)) {
        ok = steps[m]!;
        break;
      }
      steps[m]!.cost = -1;
    }
    if (!ok) return null;
    if (ok.x) {
      pts[ok.i] = ok.x;
      pts.splice((ok.i + 1) % n, 1);
    } else pts.splice(ok.i, 1);
  }
  return pts;
}

/**
 * Whether a step keeps the ring simple and only adds the triangle it means to: no other vertex lies in
 * the added triangle, and the new edges cross no other edge. Dropping the concave vertex i adds the
 * triangle (i−1, i, i+1) and the edge i−1 → i+1; cutting the convex pair i, i+1 at x adds the triangle
 * (i, x, i+1) and the edges i−1 → x → i+2.
 */
function valid(pts: readonly P[], i: number, x: P | null): boolean {
  const n = pts.length;
  const h = (i - 1 + n) % n;
  const j = (i + 1) % n;
  const l = (i + 2) % n;
  const last = x ? l : j;
  // Vertices h..last (in ring order) are replaced or are the chain's ends.
  const touched = (k: number) => k === h || k === i || k === j || k === last;
  const [ta, tb, tc] = x ? [pts[i]!, x, pts[j]!] : [pts[h]!, pts[i]!, pts[j]!];
  const chain = x ? [pts[h]!, x, pts[l]!] : [pts[h]!, pts[j]!];
  for (let k = 0; k < n; k++) {
    if (touched(k)) continue;
    if (inTriangle(pts[k]!, ta, tb, tc)) return false;
    // Edges that end at a replaced vertex or at the chain's ends are gone or meet the chain there.
    const k1 = (k + 1) % n;
    if (touched(k1)) continue;
    for (let s = 0; s + 1 < chain.length; s++) if (segmentsMeet(chain[s]!, chain[s + 1]!, pts[k]!, pts[k1]!)) return false;
  }
  return true;
}

/** Whether p lies inside or on the triangle (a, b, c), of either orientation. */
function inTriangle(p: P, a: P, b: P, c: P): boolean {
  const d1 = cross(b.x - a.x, b.y - a.y, p.x - a.x, p.y - a.y);
  const d2 = cross(c.x - b.x, c.y - b.y, p.x - b.x, p.y - b.y);
  const d3 = cross(a.x - c.x, a.y - c.y, p.x - c.x, p.y - c.y);
  return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0));
}

/** Whether r lies within the bounding box of p and q (r collinear with them: on the segment). */
function on(p: P, q: P, r: P): boolean {
  return Math.min(p.x, q.x) <= r.x && r.x <= Math.max(p.x, q.x) && Math.min(p.y, q.y) <= r.y && r.y <= Math.max(p.y, q.y);
}

function cross(ax: number, ay: number, bx: number, by: number): number {
  return ax * by - ay * bx;
}

function shoelace(p: readonly P[]): number {
  let s = 0;
  for (let i = 0; i < p.length; i++) {
    const a = p[i]!;
    const b = p[(i + 1) % p.length]!;
    s += a.x * b.y - b.x * a.y;
  }
  return s / 2;
}

/**
 * Where the ray from `a` through `b` (beyond b) meets the ray from `d` through `c` (beyond c), rounded
 * away from the outline (outward by up to a unit); null when they do not meet ahead of both.
 */
function meet(a: P, b: P, d: P, c: P): P | null {
  const rx = b.x - a.x;
  const ry = b.y - a.y;
  const sx = c.x - d.x;
  const sy = c.y - d.y;
  const den = cross(rx, ry, sx, sy);
  if (den === 0) return null;
  const t = cross(d.x - a.x, d.y - a.y, sx, sy) / den;
  const u = cross(d.x - a.x, d.y - a.y, rx, ry) / den;
  if (t <= 1 || u <= 1) return null;
  const x = a.x + t * rx;
  const y = a.y + t * ry;
  // Rounded away from the middle of b and c, so the rounding does not cut back into the part.
  const mx = (b.x + c.x) / 2;
  const my = (b.y + c.y) / 2;
  return { x: x >= mx ? Math.ceil(x) : Math.floor(x), y: y >= my ? Math.ceil(y) : Math.floor(y) };
}

function segmentsMeet(a: P, b: P, c: P, d: P): boolean {
  const d1 = cross(b.x - a.x, b.y - a.y, c.x - a.x, c.y - a.y);
  const d2 = cross(b.x - a.x, b.y - a.y, d.x - a.x, d.y - a.y);
  const d3 = cross(d.x - c.x, d.y - c.y, a.x - c.x, a.y - c.y);
  const d4 = cross(d.x - c.x, d.y - c.y, b.x - c.x, b.y - c.y);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return (d1 === 0 && on(a, b, c)) || (d2 === 0 && on(a, b, d)) || (d3 === 0 && on(c, d, a)) || (d4 === 0 && on(c, d, b));
}
