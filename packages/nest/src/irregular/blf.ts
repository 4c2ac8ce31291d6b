import { difference, PointInPolygonResult, pointInPath, type Paths64 } from '../geometry/clip.ts';
import type { Nfp, NfpCache } from './nfp.ts';
import type { Oriented } from './prep.ts';

export interface PlacedPart {
  o: Oriented;
  oid: string;
  x: number;
  y: number;
}

/** Bounds for the bounding box of a grown part, in scaled units. */
export interface Container {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** 'left' minimises the right end (strip length), 'bottom' the top end; the other coordinate breaks ties. */
export type Rule = 'left' | 'bottom' | 'fill';

export interface Position {
  x: number;
  y: number;
  p1: number;
  p2: number;
}

interface Shifted {
  n: Nfp;
  dx: number;
  dy: number;
}

function inside(s: Shifted, x: number, y: number): boolean {
  return inNfp(s.n, x - s.dx, y - s.dy);
}

/** True when the moving part at offset (px, py) from the fixed one overlaps it (NFP interior, pockets excluded). */
export function inNfp(n: Nfp, px: number, py: number): boolean {
  if (px <= n.minX || px >= n.maxX || py <= n.minY || py >= n.maxY) return false;
  // Winding number over the rings that strictly contain the point: outer rings count +1, holes −1. A point
  // on a boundary is a touching contact and does not count, but it must not hide another ring that
  // contains it (Clipper's union can return outer rings that touch or overlap each other).
  let winding = 0;
  for (let k = 0; k < n.rings.length; k++) {
    const res = pointInPath(px, py, n.rings[k]!);
    if (res === PointInPolygonResult.IsInside) winding += n.signs[k]!;
    // The boundary of a pocket (hole) belongs to the pocket: the part touches the pocket's wall.
    else if (res === PointInPolygonResult.IsOn && n.signs[k]! < 0) winding -= 1;
  }
  return winding > 0;
}

/**
 * Best feasible position of `o` among the placed parts: the vertices of the feasible region (inner-fit
 * rectangle minus the union of no-fit polygons), plus the no-fit-polygon vertices themselves, because
 * an exact fit leaves a feasible region of zero area that the boolean operation drops.
 */
export function bestPosition(c: Container, placed: readonly PlacedPart[], o: Oriented, oid: string, cache: NfpCache, rule: Rule): Position | null {
  const ix0 = c.x0;
  const iy0 = c.y0;
  let ix1 = c.x1 - o.w;
  const iy1 = c.y1 - o.h;
  let right = ix0;
  for (const pl of placed) right = Math.max(right, pl.x + pl.o.w);
  // Right of every placed part is always free, so no better position lies beyond it: cut the search there.
  if (rule !== 'bottom') ix1 = Math.min(ix1, right);
  const span = c.y1 - c.y0 + 1;
  if (ix1 < ix0 || iy1 < iy0) return null;
  const shifted: Shifted[] = [];
  const clip: Paths64 = [];
  for (const pl of placed) {
    const n = cache.get(pl.o, pl.oid, o, oid);
    if (n.maxX + pl.x <= ix0 || n.minX + pl.x >= ix1 || n.maxY + pl.y <= iy0 || n.minY + pl.y >= iy1) {
      // Disjoint from the inner-fit rectangle except possibly its boundary: cannot block any position.
      if (n.maxX + pl.x < ix0 || n.minX + pl.x > ix1 || n.maxY + pl.y < iy0 || n.minY + pl.y > iy1) continue;
    }
    const s = { n, dx: pl.x, dy: pl.y };
    shifted.push(s);
    for (const r of n.rings) clip.push(r.map((p) => ({ x: p.x + pl.x, y: p.y + pl.y })));
  }
  // 'fill' fills gaps anywhere before extending the strip: the length it adds first, then leftmost, then lowest.
  const score = (x: number, y: number): [number, number] =>
    rule === 'left' ? [x + o.w, y] : rule === 'fill' ? [Math.max(right, x + o.w), (x - ix0) * span + (y - iy0)] : [y + o.h, x];
  const feasible = (x: number, y: number) => {
    if (x < ix0 || x > ix1 || y < iy0 || y > iy1) return false;
    for (const s of shifted) if (inside(s, x, y)) return false;
    return true;
  };
  let best: Position | null = null;
  const consider = (x: number, y: number, check: boolean) => {
    const [p1, p2] = score(x, y);
    if (best && (p1 > best.p1 || (p1 === best.p1 && p2 >= best.p2))) return;
    if (check && !feasible(x, y)) return;
    best = { x, y, p1, p2 };
  };
  const rect = [
    { x: ix0, y: iy0 },
    { x: ix1, y: iy0 },
    { x: ix1, y: iy1 },
    { x: ix0, y: iy1 },
  ];
  if (clip.length === 0) {
    consider(ix0, iy0, false);
    return best;
  }
  const free = difference([rect], clip);
  for (const r of free) for (const p of r) consider(p.x, p.y, true);
  // Zero-area fits: candidate points on the no-fit polygons and the rectangle corners, best first.
  const extra: [number, number, number, number][] = [];
  const b0 = best as Position | null;
  const worse = (p1: number, p2: number) => b0 !== null && (p1 > b0.p1 || (p1 === b0.p1 && p2 >= b0.p2));
  for (const p of rect) {
    const [p1, p2] = score(p.x, p.y);
    if (!worse(p1, p2)) extra.push([p1, p2, p.x, p.y]);
  }
  for (const s of shifted)
    for (const r of s.n.rings)
      for (const p of r) {
        const x = p.x + s.dx;
        const y = p.y + s.dy;
        if (x < ix0 || x > ix1 || y < iy0 || y > iy1) continue;
        const [p1, p2] = score(x, y);
        if (!worse(p1, p2)) extra.push([p1, p2, x, y]);
      }
  extra.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  for (const e of extra) {
    const b = best as Position | null;
    if (b && (e[0] > b.p1 || (e[0] === b.p1 && e[1] >= b.p2))) break;
    if (feasible(e[2], e[3])) {
      best = { x: e[2], y: e[3], p1: e[0], p2: e[1] };
      break;
    }
  }
  return best;
}
