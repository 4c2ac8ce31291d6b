import type { Point, RotationRule, Shape } from '../types.ts';

export function signedArea(ring: readonly Point[]): number {
  let a = 0;
  for (let i = 0, n = ring.length; i < n; i++) {
    const p = ring[i] as Point;
    const q = ring[(i + 1) % n] as Point;
    a += p[0] * q[1] - q[0] * p[1];
  }
  return a / 2;
}

export function shapeArea(s: Shape): number {
  let a = Math.abs(signedArea(s.outer));
  for (const h of s.holes ?? []) a -= Math.abs(signedArea(h));
  return a;
}

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function ringBox(ring: readonly Point[]): Box {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of ring) {
    if (x < minX) minX = x;
    if (y < minY) minY = y;
    if (x > maxX) maxX = x;
    if (y > maxY) maxY = y;
  }
  return { minX, minY, maxX, maxY };
}

/** Rotation by multiples of 90° is done exactly so rectangular and orthogonal parts stay integral. */
export function rotatePoint(p: Point, deg: number): Point {
  const d = ((deg % 360) + 360) % 360;
  const [x, y] = p;
  if (d === 0) return [x, y];
  if (d === 90) return [-y, x];
  if (d === 180) return [-x, -y];
  if (d === 270) return [y, -x];
  const r = (d * Math.PI) / 180;
  const c = Math.cos(r);
  const s = Math.sin(r);
  return [x * c - y * s, x * s + y * c];
}

export function transformRing(ring: readonly Point[], deg: number, dx: number, dy: number): Point[] {
  return ring.map((p) => {
    const [x, y] = rotatePoint(p, deg);
    return [x + dx, y + dy] as Point;
  });
}

/** Drops a closing vertex equal to the first and consecutive duplicates. */
export function cleanRing(ring: readonly Point[]): Point[] {
  const out: Point[] = [];
  for (const p of ring) {
    const last = out[out.length - 1];
    if (last && last[0] === p[0] && last[1] === p[1]) continue;
    out.push([p[0], p[1]]);
  }
  const first = out[0];
  const last = out[out.length - 1];
  if (out.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) out.pop();
  return out;
}

/** Width and height when the shape is an axis-aligned rectangle without holes, else null. */
export function asRectangle(s: Shape): { w: number; h: number } | null {
  if (s.holes && s.holes.length > 0) return null;
  const r = cleanRing(s.outer);
  if (r.length !== 4) return null;
  const b = ringBox(r);
  for (const [x, y] of r) if ((x !== b.minX && x !== b.maxX) || (y !== b.minY && y !== b.maxY)) return null;
  const w = b.maxX - b.minX;
  const h = b.maxY - b.minY;
  if (Math.abs(Math.abs(signedArea(r)) - w * h) > 1e-9 * w * h) return null;
  return { w, h };
}

export function rotationsOf(rule: RotationRule | undefined): number[] {
  if (Array.isArray(rule)) return rule.length ? rule.map((d) => ((d % 360) + 360) % 360) : [0];
  switch (rule) {
    case 'grain':
      return [0, 180];
    case 'ortho':
      return [0, 90, 180, 270];
    case 'free':
      return Array.from({ length: 24 }, (_, i) => i * 15);
    default:
      return [0];
  }
}

export function pointSegDist2(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const l2 = dx * dx + dy * dy;
  let t = l2 > 0 ? ((px - ax) * dx + (py - ay) * dy) / l2 : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const ex = ax + t * dx - px;
  const ey = ay + t * dy - py;
  return ex * ex + ey * ey;
}

function orient(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

/** Squared distance between segments; 0 when they cross. */
export function segSegDist2(a: Point, b: Point, c: Point, d: Point): number {
  const o1 = orient(a[0], a[1], b[0], b[1], c[0], c[1]);
  const o2 = orient(a[0], a[1], b[0], b[1], d[0], d[1]);
  const o3 = orient(c[0], c[1], d[0], d[1], a[0], a[1]);
  const o4 = orient(c[0], c[1], d[0], d[1], b[0], b[1]);
  if (((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) && ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0))) return 0;
  return Math.min(
    pointSegDist2(a[0], a[1], c[0], c[1], d[0], d[1]),
    pointSegDist2(b[0], b[1], c[0], c[1], d[0], d[1]),
    pointSegDist2(c[0], c[1], a[0], a[1], b[0], b[1]),
    pointSegDist2(d[0], d[1], a[0], a[1], b[0], b[1]),
  );
}

/** Even-odd point in ring test (boundary counts as either; callers use it away from the boundary). */
export function pointInRing(px: number, py: number, ring: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as Point;
    const [xj, yj] = ring[j] as Point;
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
