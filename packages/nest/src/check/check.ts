import type { NestInput, NestResult, Point, Sheet } from '../types.ts';
import { cleanRing, pointInRing, pointSegDist2, ringBox, segSegDist2, transformRing, type Box } from '../geometry/polygon.ts';

/**
 * Independent checker: it shares no code with the placers beyond plain polygon helpers, so that a
 * placer bug cannot hide itself. Works in floating point with a small tolerance relative to the plate.
 */
export interface Violation {
  kind: 'overlap' | 'spacing' | 'outside' | 'count' | 'unknown-part' | 'rotation';
  sheet?: number;
  message: string;
}

interface Placed {
  key: string;
  rings: Point[][];
  box: Box;
}

export function checkResult(input: NestInput, result: NestResult, opts: { tolerance?: number } = {}): Violation[] {
  const params = input.params ?? {};
  const spacing = params.spacing ?? 0;
  const margin = params.margin ?? 0;
  const out: Violation[] = [];
  const parts = new Map(input.parts.map((p) => [p.id, p]));
  let maxDim = 1;
  for (const pl of input.plates) maxDim = Math.max(maxDim, pl.height, pl.width < 1e12 ? pl.width : 0);
  const tol = opts.tolerance ?? 1e-6 * maxDim;

  const seen = new Map<string, number>();
  const bump = (k: string) => seen.set(k, (seen.get(k) ?? 0) + 1);
  for (const u of result.unplaced) bump(`${u.partId}#${u.copy}`);

  result.sheets.forEach((sheet, si) => {
    const placed: Placed[] = [];
    for (const pl of sheet.placements) {
      const part = parts.get(pl.partId);
      const key = `${pl.partId}#${pl.copy}`;
      bump(key);
      if (!part) {
        out.push({ kind: 'unknown-part', sheet: si, message: `unknown part ${pl.partId}` });
        continue;
      }
      if (pl.copy < 0 || pl.copy >= part.quantity) out.push({ kind: 'count', sheet: si, message: `${key}: copy out of range` });
      const rings = [part.shape.outer, ...(part.shape.holes ?? [])].map((r) => transformRing(cleanRing(r), pl.rotation, pl.x, pl.y));
      const box = ringBox(rings[0] as Point[]);
      placed.push({ key, rings, box });
      checkInside(sheet, si, key, box, margin, tol, out);
    }
    checkPairs(placed, si, spacing, tol, out);
  });

  for (const p of input.parts) {
    for (let c = 0; c < p.quantity; c++) {
      const n = seen.get(`${p.id}#${c}`) ?? 0;
      if (n !== 1) out.push({ kind: 'count', message: `${p.id}#${c} placed or reported ${n} times` });
    }
  }
  return out;
}

function checkInside(sheet: Sheet, si: number, key: string, b: Box, margin: number, tol: number, out: Violation[]) {
  if (b.minX < margin - tol || b.minY < margin - tol || b.maxX > sheet.width - margin + tol || b.maxY > sheet.height - margin + tol) {
    out.push({ kind: 'outside', sheet: si, message: `${key} outside the plate minus the edge margin` });
  }
}

function checkPairs(placed: Placed[], si: number, spacing: number, tol: number, out: Violation[]) {
  // Sweep over x so that large sheets (a thousand panels) stay near-linear.
  const order = placed.map((_, i) => i).sort((a, b) => placed[a]!.box.minX - placed[b]!.box.minX);
  const reach = spacing - tol;
  for (let oi = 0; oi < order.length; oi++) {
    const A = placed[order[oi]!]!;
    for (let oj = oi + 1; oj < order.length; oj++) {
      const B = placed[order[oj]!]!;
      if (B.box.minX >= A.box.maxX + reach) break;
      if (B.box.minY >= A.box.maxY + reach || A.box.minY >= B.box.maxY + reach) continue;
      const v = pairViolation(A, B, spacing, tol);
      if (v) out.push({ kind: v, sheet: si, message: `${A.key} and ${B.key}: ${v}` });
    }
  }
}

function pairViolation(A: Placed, B: Placed, spacing: number, tol: number): 'overlap' | 'spacing' | null {
  let minD2 = Infinity;
  for (const ra of A.rings) {
    for (const rb of B.rings) {
      for (let i = 0; i < ra.length; i++) {
        const a0 = ra[i]!;
        const a1 = ra[(i + 1) % ra.length]!;
        for (let j = 0; j < rb.length; j++) {
          const d2 = segSegDist2(a0, a1, rb[j]!, rb[(j + 1) % rb.length]!);
          if (d2 === 0 && properCross(a0, a1, rb[j]!, rb[(j + 1) % rb.length]!)) return 'overlap';
          if (d2 < minD2) minD2 = d2;
        }
      }
    }
  }
  if (interiorInside(B, A, tol) || interiorInside(A, B, tol)) return 'overlap';
  if (spacing > 0 && Math.sqrt(minD2) < spacing - tol) return 'spacing';
  return null;
}

function properCross(a: Point, b: Point, c: Point, d: Point): boolean {
  const o = (p: Point, q: Point, r: Point) => (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]);
  const o1 = o(a, b, c);
  const o2 = o(a, b, d);
  const o3 = o(c, d, a);
  const o4 = o(c, d, b);
  return ((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) && ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0));
}

/** Inside the material of a part: inside its outer ring and in none of its holes. */
function inMaterial(x: number, y: number, P: Placed): boolean {
  if (!pointInRing(x, y, P.rings[0]!)) return false;
  for (let k = 1; k < P.rings.length; k++) if (pointInRing(x, y, P.rings[k]!)) return false;
  return true;
}

function distToBoundary(x: number, y: number, P: Placed): number {
  let d2 = Infinity;
  for (const r of P.rings) {
    for (let i = 0; i < r.length; i++) {
      const a = r[i]!;
      const b = r[(i + 1) % r.length]!;
      d2 = Math.min(d2, pointSegDist2(x, y, a[0], a[1], b[0], b[1]));
    }
  }
  return Math.sqrt(d2);
}

/**
 * Without crossing edges, two parts overlap only if one lies in the other's material (or they coincide).
 * Probe points just inside each edge of P's outer ring catch both cases, including identical outlines.
 */
function interiorInside(P: Placed, Q: Placed, tol: number): boolean {
  const outer = P.rings[0]!;
  let sgn = 0;
  for (let i = 0; i < outer.length; i++) {
    const a = outer[i]!;
    const b = outer[(i + 1) % outer.length]!;
    sgn += a[0] * b[1] - b[0] * a[1];
  }
  const eps = Math.max(tol * 20, 1e-9);
  for (let i = 0; i < outer.length; i++) {
    const a = outer[i]!;
    const b = outer[(i + 1) % outer.length]!;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy);
    if (len < eps * 4) continue;
    // Left normal points inside for counter-clockwise rings.
    const nx = ((sgn > 0 ? -dy : dy) / len) * eps;
    const ny = ((sgn > 0 ? dx : -dx) / len) * eps;
    const x = (a[0] + b[0]) / 2 + nx;
    const y = (a[1] + b[1]) / 2 + ny;
    if (!inMaterial(x, y, P)) continue;
    if (inMaterial(x, y, Q) && distToBoundary(x, y, Q) > eps / 2) return true;
  }
  return false;
}
