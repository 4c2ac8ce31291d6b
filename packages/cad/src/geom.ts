/** Plane geometry helpers: affine transforms, curve approximation, polygons. */

export interface Pt {
  x: number;
  y: number;
}

/** Affine 2D transform: x' = a·x + c·y + e, y' = b·x + d·y + f */
export type Mat = readonly [number, number, number, number, number, number];

export const IDENTITY: Mat = [1, 0, 0, 1, 0, 0];

export function mul(m: Mat, n: Mat): Mat {
  // m ∘ n (apply n first, then m)
  if (n === IDENTITY) return m;
  if (m === IDENTITY) return n;
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

export function apply(m: Mat, x: number, y: number): Pt {
  return { x: m[0] * x + m[2] * y + m[4], y: m[1] * x + m[3] * y + m[5] };
}

export function translate(x: number, y: number): Mat {
  return [1, 0, 0, 1, x, y];
}
export function rotate(rad: number): Mat {
  const c = Math.cos(rad);
  const s = Math.sin(rad);
  return [c, s, -s, c, 0, 0];
}
export function scale(sx: number, sy: number): Mat {
  return [sx, 0, 0, sy, 0, 0];
}
/** mirror in x: the OCS of an entity with extrusion (0,0,-1) seen from +Z */
export const MIRROR_X: Mat = [-1, 0, 0, 1, 0, 0];

/** largest linear scale of the transform (to convert a chord tolerance into local units) */
export function maxScale(m: Mat): number {
  return Math.max(Math.hypot(m[0], m[1]), Math.hypot(m[2], m[3])) || 1;
}
/** uniform scale factor if the transform is a similarity, else undefined */
export function similarityScale(m: Mat): number | undefined {
  const sx = Math.hypot(m[0], m[1]);
  const sy = Math.hypot(m[2], m[3]);
  const dot = m[0] * m[2] + m[1] * m[3];
  if (Math.abs(sx - sy) <= 1e-9 * Math.max(sx, sy) && Math.abs(dot) <= 1e-9 * sx * sy) return sx;
  return undefined;
}

const TWO_PI = Math.PI * 2;

/** number of segments for an arc of radius r and sweep |sweep| at chord tolerance tol */
export function arcSegments(r: number, sweep: number, tol: number): number {
  const a = Math.abs(sweep);
  if (!(r > 0) || !(a > 0)) return 1;
  const t = Math.min(tol, r);
  const step = 2 * Math.acos(1 - t / r);
  const n = Math.ceil(a / Math.max(step, 1e-3));
  return Math.max(n, Math.max(1, Math.ceil((a / TWO_PI) * 8)), 1) | 0 || 1;
}

/**
 * Signed area between an arc and its inscribed polyline of n equal segments: the polyline loses
 * n·r²/2·(θ − sin θ); + for a counter-clockwise sweep. Loops add this back, so areas of
 * approximated arcs, circles and bulges are exact while every vertex stays on the curve
 * (bounding boxes and joints are not moved).
 */
export function arcDefect(r: number, sweep: number, n: number): number {
  if (n < 1) return 0;
  const th = Math.abs(sweep) / n;
  return Math.sign(sweep) * n * 0.5 * r * r * (th - Math.sin(th));
}

/** points on a circular arc from angle a0 sweeping by `sweep` (radians, + = CCW), both ends included */
export function arcPoints(cx: number, cy: number, r: number, a0: number, sweep: number, tol: number): Pt[] {
  const flat = arcFlat(cx, cy, r, a0, sweep, tol);
  const out: Pt[] = new Array<Pt>(flat.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = { x: flat[2 * i]!, y: flat[2 * i + 1]! };
  return out;
}

/** arcPoints into a flat array [x0, y0, …] (no object per vertex) */
export function arcFlat(cx: number, cy: number, r: number, a0: number, sweep: number, tol: number): number[] {
  const n = Math.min(arcSegments(r, sweep, tol), 4096);
  const out: number[] = new Array<number>(2 * n + 2);
  // rotate the radius vector by a fixed step (no trig per point); re-anchor every 64 steps
  const st = sweep / n;
  const c = Math.cos(st);
  const s = Math.sin(st);
  let dx = 0;
  let dy = 0;
  for (let i = 0; i <= n; i++) {
    if ((i & 63) === 0) {
      const a = a0 + st * i;
      dx = r * Math.cos(a);
      dy = r * Math.sin(a);
    }
    out[2 * i] = cx + dx;
    out[2 * i + 1] = cy + dy;
    const nx = dx * c - dy * s;
    dy = dx * s + dy * c;
    dx = nx;
  }
  // the end point exactly on the arc's end angle (it joins the next piece)
  const ae = a0 + sweep;
  out[2 * n] = cx + r * Math.cos(ae);
  out[2 * n + 1] = cy + r * Math.sin(ae);
  return out;
}

/** bulge arc p0→p1: returns points after p0 up to and including p1, and the arc length */
export function bulgePoints(p0: Pt, p1: Pt, bulge: number, tol: number, out: Pt[], acc?: { da: number }): number {
  const dx = p1.x - p0.x;
  const dy = p1.y - p0.y;
  const chord = Math.hypot(dx, dy);
  if (bulge === 0 || chord === 0) {
    out.push(p1);
    return chord;
  }
  const sweep = 4 * Math.atan(bulge); // signed
  const r = chord / (2 * Math.abs(Math.sin(sweep / 2)));
  // centre: from midpoint along the left normal by sagitta-distance
  const mx = (p0.x + p1.x) / 2;
  const my = (p0.y + p1.y) / 2;
  const h = (chord / 2) * ((1 - bulge * bulge) / (2 * bulge)); // signed distance to centre
  const cx = mx - (dy / chord) * h;
  const cy = my + (dx / chord) * h;
  const a0 = Math.atan2(p0.y - cy, p0.x - cx);
  const pts = arcPoints(cx, cy, r, a0, sweep, tol);
  if (acc) acc.da += arcDefect(r, sweep, pts.length - 1);
  for (let i = 1; i < pts.length - 1; i++) out.push(pts[i] as Pt);
  out.push(p1);
  return r * Math.abs(sweep);
}

/** ellipse points: centre, major axis vector, minor axis vector, params t0 → t1 (t1 > t0) */
export function ellipsePoints(c: Pt, maj: Pt, min: Pt, t0: number, t1: number, tol: number): Pt[] {
  const a = Math.max(Math.hypot(maj.x, maj.y), 1e-12);
  const b = Math.max(Math.hypot(min.x, min.y), 1e-12);
  // segment count from the smallest radius of curvature (b²/a at the major-axis ends)
  const n = Math.min(arcSegments(Math.min(a, (b * b) / a), t1 - t0, tol), 4096);
  const out: Pt[] = new Array<Pt>(n + 1);
  for (let i = 0; i <= n; i++) {
    const t = t0 + ((t1 - t0) * i) / n;
    const ct = Math.cos(t);
    const st = Math.sin(t);
    out[i] = { x: c.x + maj.x * ct + min.x * st, y: c.y + maj.y * ct + min.y * st };
  }
  return out;
}

/**
 * NURBS curve evaluation (de Boor on homogeneous points) over the knot domain
 * [knots[p], knots[n]], sampled per non-empty knot span so the chord error stays under tol.
 */
export function nurbsPoints(p: number, knots: number[], ctrl: Pt[], weights: number[] | undefined, tol: number): Pt[] {
  const n = ctrl.length;
  if (n < 2) return ctrl.slice();
  if (p < 1 || knots.length !== n + p + 1) {
    // inconsistent data: fall back to the control polygon
    return ctrl.slice();
  }
  const w = weights && weights.length === n ? weights : undefined;
  const hx = new Float64Array(p + 1);
  const hy = new Float64Array(p + 1);
  const hw = new Float64Array(p + 1);
  const evalAt = (u: number, k: number): Pt => {
    // k: span index with knots[k] <= u < knots[k+1]
    for (let j = 0; j <= p; j++) {
      const cp = ctrl[k - p + j] as Pt;
      const wt = w ? (w[k - p + j] as number) : 1;
      hx[j] = cp.x * wt;
      hy[j] = cp.y * wt;
      hw[j] = wt;
    }
    for (let r = 1; r <= p; r++) {
      for (let j = p; j >= r; j--) {
        const i = k - p + j;
        const den = (knots[i + p - r + 1] as number) - (knots[i] as number);
        const a = den === 0 ? 0 : (u - (knots[i] as number)) / den;
        hx[j] = (1 - a) * (hx[j - 1] as number) + a * (hx[j] as number);
        hy[j] = (1 - a) * (hy[j - 1] as number) + a * (hy[j] as number);
        hw[j] = (1 - a) * (hw[j - 1] as number) + a * (hw[j] as number);
      }
    }
    const ww = (hw[p] as number) || 1;
    return { x: (hx[p] as number) / ww, y: (hy[p] as number) / ww };
  };
  const out: Pt[] = [];
  for (let k = p; k < n; k++) {
    const u0 = knots[k] as number;
    const u1 = knots[k + 1] as number;
    if (!(u1 > u0)) continue;
    // samples for this span: from the control polygon length of the span's points
    let len = 0;
    for (let j = k - p; j < k; j++) {
      const a = ctrl[j] as Pt;
      const b = ctrl[j + 1] as Pt;
      len += Math.hypot(b.x - a.x, b.y - a.y);
    }
    const m = Math.max(2, Math.min(256, Math.ceil(Math.sqrt(len / Math.max(tol, 1e-9)) * 0.75)));
    for (let s = out.length === 0 ? 0 : 1; s <= m; s++) {
      const u = u0 + ((u1 - u0) * s) / m;
      out.push(evalAt(s === m && k === n - 1 ? u1 : u, s === m ? k : k));
    }
  }
  return out.length >= 2 ? out : ctrl.slice();
}

export function polylineLength(pts: Pt[]): number {
  let l = 0;
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1] as Pt;
    const b = pts[i] as Pt;
    l += Math.hypot(b.x - a.x, b.y - a.y);
  }
  return l;
}

/** signed area (CCW positive) of a closed ring given without the repeated last point */
export function signedArea(ring: Pt[]): number {
  let s = 0;
  const n = ring.length;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = ring[j] as Pt;
    const b = ring[i] as Pt;
    s += (a.x - b.x) * (a.y + b.y);
  }
  return s / 2;
}

export interface BBox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function bboxOf(pts: Pt[]): BBox {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of pts) {
    if (p.x < minX) minX = p.x;
    if (p.x > maxX) maxX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.y > maxY) maxY = p.y;
  }
  return { minX, minY, maxX, maxY };
}

/** even-odd point in polygon; ring without repeated last point */
export function pointInRing(x: number, y: number, ring: Pt[]): boolean {
  let inside = false;
  const n = ring.length;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = ring[i] as Pt;
    const b = ring[j] as Pt;
    if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

// ---- flat rings: [x0, y0, x1, y1, …] (one packed array per ring: what the reader keeps) ----

/** flat ring/polyline → points */
export function toPoints(flat: ArrayLike<number>): Pt[] {
  const out: Pt[] = new Array<Pt>(flat.length >> 1);
  for (let i = 0, j = 0; i + 1 < flat.length; i += 2, j++) out[j] = { x: flat[i] as number, y: flat[i + 1] as number };
  return out;
}

/** signed area (CCW positive) of a closed flat ring without the repeated last point */
export function signedAreaFlat(r: number[]): number {
  const n = r.length;
  if (n < 6) return 0;
  let s = 0;
  let px = r[n - 2] as number;
  let py = r[n - 1] as number;
  for (let i = 0; i < n; i += 2) {
    const x = r[i] as number;
    const y = r[i + 1] as number;
    s += (px - x) * (py + y);
    px = x;
    py = y;
  }
  return s / 2;
}

export function bboxFlat(r: number[]): BBox {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i + 1 < r.length; i += 2) {
    const x = r[i] as number;
    const y = r[i + 1] as number;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return { minX, minY, maxX, maxY };
}

/** even-odd point in a flat ring */
export function pointInFlat(x: number, y: number, r: number[]): boolean {
  let inside = false;
  const n = r.length;
  let bx = r[n - 2] as number;
  let by = r[n - 1] as number;
  for (let i = 0; i < n; i += 2) {
    const ax = r[i] as number;
    const ay = r[i + 1] as number;
    if (ay > y !== by > y && x < ((bx - ax) * (y - ay)) / (by - ay) + ax) inside = !inside;
    bx = ax;
    by = ay;
  }
  return inside;
}

/** reverse the point order of a flat polyline in place */
export function reverseFlat(r: number[]): number[] {
  for (let i = 0, j = r.length - 2; i < j; i += 2, j -= 2) {
    const x = r[i] as number;
    const y = r[i + 1] as number;
    r[i] = r[j] as number;
    r[i + 1] = r[j + 1] as number;
    r[j] = x;
    r[j + 1] = y;
  }
  return r;
}

export function lengthFlat(r: number[], closed: boolean): number {
  let l = 0;
  for (let i = 2; i + 1 < r.length; i += 2) l += Math.hypot((r[i] as number) - (r[i - 2] as number), (r[i + 1] as number) - (r[i - 1] as number));
  if (closed && r.length >= 4) l += Math.hypot((r[0] as number) - (r[r.length - 2] as number), (r[1] as number) - (r[r.length - 1] as number));
  return l;
}
