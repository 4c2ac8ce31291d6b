import type { Path64 } from 'clipper2-ts';

/**
 * Convex pieces of simple rings, and the convolution of a convex ring with a simple one.
 *
 * Why: a no-fit polygon is the Minkowski sum A ⊕ (−B). Clipper's `minkowskiSum` builds one quadrilateral
 * per (vertex of one ring, edge of the other), n·m of them, and unions them: that union
 * was over 80 % of the search's time on detailed parts. Cut one ring into convex pieces: each piece's sum
 * with the other ring is bounded by their convolution, a closed path of about n + m edges made in linear
 * time, and the union of those few paths is the same set (minkowski.ts); 3 to 25 times faster.
 */

type Pt = { x: number; y: number };

function cross(o: Pt, a: Pt, b: Pt): number {
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

function signedArea(r: readonly Pt[]): number {
  let s = 0;
  for (let i = 0, j = r.length - 1; i < r.length; j = i++) s += (r[j]!.x + r[i]!.x) * (r[j]!.y - r[i]!.y);
  return -s / 2;
}

/** True when `p` lies inside or on the triangle (a, b, c) given counter-clockwise. */
function inTriangle(a: Pt, b: Pt, c: Pt, p: Pt): boolean {
  return cross(a, b, p) >= 0 && cross(b, c, p) >= 0 && cross(c, a, p) >= 0;
}

/** Counter-clockwise, without repeated and collinear vertices (exact: integer coordinates, products below 2^53). */
export function cleanCcw(ring: readonly Pt[]): Pt[] {
  let r = signedArea(ring) < 0 ? ring.slice().reverse() : ring.slice();
  let changed = true;
  while (changed && r.length > 3) {
    changed = false;
    const out: Pt[] = [];
    for (let i = 0; i < r.length; i++) {
      const p = out.length > 0 ? out[out.length - 1]! : r[r.length - 1]!;
      const c = r[i]!;
      const n = r[(i + 1) % r.length]!;
      if ((c.x === p.x && c.y === p.y) || cross(p, c, n) === 0) {
        changed = true;
        continue;
      }
      out.push(c);
    }
    r = out;
  }
  return r;
}

/**
 * Triangles of a simple counter-clockwise ring by ear clipping (a vertex index triple each), or null when
 * no ear is found (a ring that is not simple): the caller then falls back to Clipper's sum.
 */
function triangulate(r: readonly Pt[]): number[][] | null {
  const idx = r.map((_, i) => i);
  const tris: number[][] = [];
  let guard = 0;
  while (idx.length > 3) {
    if (++guard > 4 * r.length * r.length) return null;
    let clipped = false;
    for (let k = 0; k < idx.length; k++) {
      const ia = idx[(k + idx.length - 1) % idx.length]!;
      const ib = idx[k]!;
      const ic = idx[(k + 1) % idx.length]!;
      const a = r[ia]!;
      const b = r[ib]!;
      const c = r[ic]!;
      if (cross(a, b, c) <= 0) continue;
      let blocked = false;
      for (const j of idx) {
        if (j === ia || j === ib || j === ic) continue;
        const p = r[j]!;
        if ((p.x === a.x && p.y === a.y) || (p.x === b.x && p.y === b.y) || (p.x === c.x && p.y === c.y))
          continue;
        if (inTriangle(a, b, c, p)) {
          blocked = true;
          break;
        }
      }
      if (blocked) continue;
      tris.push([ia, ib, ic]);
      idx.splice(k, 1);
      clipped = true;
      break;
    }
    if (!clipped) return null;
  }
  if (idx.length === 3 && cross(r[idx[0]!]!, r[idx[1]!]!, r[idx[2]!]!) > 0) tris.push(idx.slice());
  return tris;
}

function convexAt(r: readonly Pt[], piece: readonly number[], k: number): boolean {
  const n = piece.length;
  return cross(r[piece[(k + n - 1) % n]!]!, r[piece[k]!]!, r[piece[(k + 1) % n]!]!) >= 0;
}

/**
 * Hertel–Mehlhorn: triangles merged across shared diagonals while both ends stay convex; at most four
 * times the fewest convex pieces, and plenty for rings of up to a few dozen vertices.
 */
function mergeConvex(r: readonly Pt[], tris: number[][]): number[][] {
  const pieces = tris.map((t) => t.slice());
  let merged = true;
  while (merged) {
    merged = false;
    outer: for (let p = 0; p < pieces.length; p++)
      for (let q = p + 1; q < pieces.length; q++) {
        const A = pieces[p]!;
        const B = pieces[q]!;
        for (let i = 0; i < A.length; i++) {
          const u = A[i]!;
          const v = A[(i + 1) % A.length]!;
          const j = B.indexOf(v);
          if (j < 0 || B[(j + 1) % B.length] !== u) continue;
          // A runs …u v…, B runs …v u…: join A from v round to u, then B's vertices strictly between u and v.
          const joined: number[] = [];
          for (let k = 0; k < A.length; k++) joined.push(A[(i + 1 + k) % A.length]!);
          for (let k = 2; k < B.length; k++) joined.push(B[(j + k) % B.length]!);
          const ju = joined.indexOf(u);
          const jv = joined.indexOf(v);
          if (!convexAt(r, joined, ju) || !convexAt(r, joined, jv)) continue;
          pieces[p] = joined;
          pieces.splice(q, 1);
          merged = true;
          break outer;
        }
      }
  }
  return pieces;
}

/**
 * Convex pieces (counter-clockwise, collinear vertices dropped) whose union is the ring; null when the
 * ring cannot be triangulated (not simple). A convex ring is its own single piece.
 */
export function convexPieces(ring: Path64): Path64[] | null {
  const r = cleanCcw(ring);
  if (r.length < 3) return null;
  let convex = true;
  for (let i = 0; i < r.length && convex; i++)
    if (cross(r[(i + r.length - 1) % r.length]!, r[i]!, r[(i + 1) % r.length]!) < 0) convex = false;
  if (convex) return [r];
  const tris = triangulate(r);
  if (!tris) return null;
  return mergeConvex(r, tris).map((piece) => cleanCcw(piece.map((i) => r[i]!)));
}

function dx(r: readonly Pt[], i: number): Pt {
  const n = r.length;
  const a = r[((i % n) + n) % n]!;
  const b = r[(((i + 1) % n) + n) % n]!;
  return { x: b.x - a.x, y: b.y - a.y };
}
const cr = (a: Pt, b: Pt) => a.x * b.y - a.y * b.x;
const dt = (a: Pt, b: Pt) => a.x * b.x + a.y * b.y;

/**
 * The convolution of a convex ring P with a simple ring Q (both counter-clockwise): Q's edges, each
 * carried by the vertex of P that supports the edge's direction, joined at Q's vertices by P's edges
 * between the two directions (forwards where Q turns left, backwards where it turns right). The points of
 * positive winding number of this closed path are P ⊕ Q. Both rings without repeated vertices (cleanCcw);
 * null for a ring with a U-turn (a spike).
 */
export function convolveConvex(P: readonly Pt[], Q: readonly Pt[]): Path64 | null {
  const n = P.length;
  const m = Q.length;
  const inP = (k: number) => dx(P, k - 1);
  const outP = (k: number) => dx(P, k);
  // The vertex of P whose arc [in, out) holds the direction of Q's edge into q0.
  const a0 = dx(Q, m - 1);
  let k = -1;
  for (let i = 0; i < n; i++) {
    const s = inP(i);
    const e = outP(i);
    const c = cr(s, a0);
    if ((c > 0 || (c === 0 && dt(s, a0) > 0)) && cr(a0, e) > 0) {
      k = i;
      break;
    }
  }
  if (k < 0) return null;
  const out: Path64 = [];
  const push = (q: Pt, p: Pt) => out.push({ x: q.x + p.x, y: q.y + p.y });
  const at = (i: number) => P[((i % n) + n) % n]!;
  for (let j = 0; j < m; j++) {
    const q = Q[j]!;
    const a = dx(Q, j - 1 + m);
    const b = dx(Q, j);
    const turn = cr(a, b);
    if (turn === 0 && dt(a, b) < 0) return null;
    push(q, at(k));
    let guard = 0;
    if (turn > 0) {
      // Left turn: P's edges whose direction lies in (a, b], forwards.
      for (;;) {
        const e = outP(k);
        if (!(cr(a, e) > 0 && cr(e, b) >= 0) || ++guard > n) break;
        k++;
        push(q, at(k));
      }
    } else if (turn < 0) {
      // Right turn: P's edges whose direction lies in (b, a], backwards.
      for (;;) {
        const e = inP(k);
        if (!(cr(b, e) > 0 && cr(e, a) >= 0) || ++guard > n) break;
        k--;
        push(q, at(k));
      }
    }
  }
  return despike(out);
}

/**
 * Drops vertices where the path goes straight on or turns back on itself (exact, integer coordinates).
 * Clipper's union was seen to fill a region of winding number zero beside such a zero-width spike of a
 * self-intersecting path; the spike encloses no area, so removing it changes nothing else.
 */
function despike(ring: Path64): Path64 {
  const out: Pt[] = [];
  for (const p of ring) {
    out.push(p);
    while (out.length >= 3 && collinear(out[out.length - 3]!, out[out.length - 2]!, out[out.length - 1]!))
      out.splice(out.length - 2, 1);
  }
  // The seam: the last vertices against the first ones.
  let changed = true;
  while (changed && out.length >= 3) {
    changed = false;
    const n = out.length;
    if (collinear(out[n - 2]!, out[n - 1]!, out[0]!)) {
      out.pop();
      changed = true;
    } else if (collinear(out[n - 1]!, out[0]!, out[1]!)) {
      out.shift();
      changed = true;
    }
  }
  return out;
}

function collinear(a: Pt, b: Pt, c: Pt): boolean {
  return (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x) === 0;
}
