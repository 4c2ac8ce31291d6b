import type { SearchControl } from '../control.ts';
import { randInt, shuffle, type Rng } from '../rng.ts';
import type { PlacedPart } from './blf.ts';
import type { Nfp, NfpCache } from './nfp.ts';
import type { PartType } from './prep.ts';

/**
 * Strip compaction by overlap minimisation, after Imamichi et al. (2009) and sparrow (Gardeyne et al.
 * 2025): shrink the strip, push the parts beyond the cut leftwards, then resolve the overlaps by moving
 * one part at a time to the position of least weighted penetration (guided local search: the weight of a
 * pair grows while it keeps overlapping). Overlap is measured on the cached no-fit polygons: the
 * penetration depth of a pair is the distance from the relative position to the NFP's boundary, and a
 * pair overlaps exactly when the bottom-left-fill placer would call the position infeasible, so a layout
 * with no penetration is feasible by the placer's own test (and the caller runs the checker on it).
 */

/**
 * Exploration (sparrow's, issue 20): a failed separation is kept, and the next attempts at the same strip
 * length start from one of the failed ones, disrupted, up to this many times before the shrink is halved.
 * 8 against 0, ESICUP at 60 s of CPU in one run: see bench/nest/RESULTS.md.
 */
const EXPLORE = 8;
/** Fewer separations than this left in the budget at the recent pace: no exploration, and the shrink is quartered on failure. */
const SLOW_SEPARATIONS = 40;

export interface StripBox {
  x0: number;
  y0: number;
  /** Highest allowed top edge of a part's bounding box. */
  y1: number;
  /** Right end of the broad-phase grid: a plate's in bin mode; in strip mode the start layout's right end. */
  x1?: number;
}

interface State {
  r: Int32Array;
  x: Float64Array;
  y: Float64Array;
}

const stateOf = (parts: readonly PlacedPart[]): State => ({
  r: Int32Array.from(parts, (p) => Number(p.oid.split(':')[1])),
  x: Float64Array.from(parts, (p) => p.x),
  y: Float64Array.from(parts, (p) => p.y),
});

const copyState = (s: State): State => ({ r: s.r.slice(), x: s.x.slice(), y: s.y.slice() });

/** Edges per chunk: a chunk's bounding box lets the inner loops skip its edges (see `Flat.boxes`). */
const CHUNK = 8;

/** An NFP with its rings as flat coordinate arrays, for the inner loops. */
interface Flat {
  n: Nfp;
  rings: Float64Array[];
  /** Per ring, per edge: start x, start y, dx, dy and 1 / length² (0 for a zero-length edge). */
  edges: Float64Array[];
  /**
   * Per ring, per chunk of CHUNK edges (edge i ends at vertex i): min x, min y, max x, max y. The ring test
   * skips a chunk that no horizontal through the point meets, the nearest-edge search one whose box is
   * farther than the nearest edge found so far: both exact, and most chunks go (profiled on swim, the two
   * loops over every edge were 42 % of the CPU).
   */
  boxes: Float64Array[];
}

/**
 * The flattened NFPs of every pair of orientations of an instance's part types, by index pair: built as the
 * search needs them. Compactors of one instance may share one (bin mode makes one per settled sheet).
 */
export type FlatStore = (Flat | undefined)[];

/** An empty store for the part types' orientations. */
export function flatStore(partTypes: readonly PartType[]): FlatStore {
  const g = partTypes.reduce((a, t) => a + t.orients.length, 0);
  return new Array<Flat | undefined>(g * g);
}

export function flatten(n: Nfp): Flat {
  const rings = n.rings.map((r) => Float64Array.from(r.flatMap((p) => [p.x, p.y])));
  const edges = rings.map((r) => {
    const m = r.length / 2;
    const e = new Float64Array(5 * m);
    for (let i = 0; i < m; i++) {
      const ax = r[2 * ((i + m - 1) % m)]!;
      const ay = r[2 * ((i + m - 1) % m) + 1]!;
      const dx = r[2 * i]! - ax;
      const dy = r[2 * i + 1]! - ay;
      const l2 = dx * dx + dy * dy;
      e.set([ax, ay, dx, dy, l2 > 0 ? 1 / l2 : 0], 5 * i);
    }
    return e;
  });
  const boxes = edges.map((e) => {
    const m = e.length / 5;
    const b = new Float64Array(4 * Math.ceil(m / CHUNK));
    for (let c = 0; c < b.length / 4; c++) {
      let x0 = Infinity;
      let y0 = Infinity;
      let x1 = -Infinity;
      let y1 = -Infinity;
      for (let i = c * CHUNK; i < Math.min(m, (c + 1) * CHUNK); i++) {
        const ax = e[5 * i]!;
        const ay = e[5 * i + 1]!;
        const bx = ax + e[5 * i + 2]!;
        const by = ay + e[5 * i + 3]!;
        x0 = Math.min(x0, ax, bx);
        y0 = Math.min(y0, ay, by);
        x1 = Math.max(x1, ax, bx);
        y1 = Math.max(y1, ay, by);
      }
      b.set([x0, y0, x1, y1], 4 * c);
    }
    return b;
  });
  return { n, rings, edges, boxes };
}

/** 0 outside the ring, 1 strictly inside, 2 on its boundary; exact for integer coordinates. */
function ringTest(r: Float64Array, box: Float64Array, px: number, py: number): number {
  let inside = false;
  const m = r.length;
  for (let c = 0; c < box.length; c += 4) {
    // A chunk whose edges all lie above or below the point's horizontal neither crosses it nor holds the point.
    if (py < box[c + 1]! || py > box[c + 3]!) continue;
    const first = (c / 4) * CHUNK * 2;
    const end = Math.min(m, first + CHUNK * 2);
    let ax = r[(first + m - 2) % m]!;
    let ay = r[(first + m - 1) % m]!;
    for (let i = first; i < end; i += 2) {
      const bx = r[i]!;
      const by = r[i + 1]!;
      if (bx === px && by === py) return 2;
      if (ay > py !== by > py) {
        const cross = (bx - ax) * (py - ay) - (by - ay) * (px - ax);
        if (cross === 0) return 2;
        if (cross > 0 === by > ay) inside = !inside;
      } else if (ay === py && by === py && (ax <= px ? px <= bx : px >= bx)) return 2;
      ax = bx;
      ay = by;
    }
  }
  return inside ? 1 : 0;
}

/** Same rule as the placer's feasibility test (inNfp in blf.ts), on flat rings. */
export function overlaps(f: Flat, px: number, py: number): boolean {
  const n = f.n;
  if (px <= n.minX || px >= n.maxX || py <= n.minY || py >= n.maxY) return false;
  let winding = 0;
  for (let k = 0; k < f.rings.length; k++) {
    const t = ringTest(f.rings[k]!, f.boxes[k]!, px, py);
    if (t === 1) winding += n.signs[k]!;
    else if (t === 2 && n.signs[k]! < 0) winding -= 1;
  }
  return winding > 0;
}

/** Nearest boundary point of the last `boundaryDist` call (the way out of the overlap). */
let nearX = 0;
let nearY = 0;
/** Ends of the nearest edge: exact fits (zero-width gaps) are often only reachable at NFP vertices. */
let endAX = 0;
let endAY = 0;
let endBX = 0;
let endBY = 0;

/** Squared distance from (px, py) to the nearest edge of the rings; sets `nearX`, `nearY` and the edge's ends. */
function boundaryDist(f: Flat, px: number, py: number): number {
  let d2 = Infinity;
  for (let k = 0; k < f.edges.length; k++) {
    const e = f.edges[k]!;
    const box = f.boxes[k]!;
    for (let c = 0; c < box.length; c += 4) {
      const gx = px < box[c]! ? box[c]! - px : px > box[c + 2]! ? px - box[c + 2]! : 0;
      const gy = py < box[c + 1]! ? box[c + 1]! - py : py > box[c + 3]! ? py - box[c + 3]! : 0;
      if (gx * gx + gy * gy >= d2) continue;
      const end = Math.min(e.length, (c / 4 + 1) * CHUNK * 5);
      for (let i = (c / 4) * CHUNK * 5; i < end; i += 5) {
        const ax = e[i]!;
        const ay = e[i + 1]!;
        const dx = e[i + 2]!;
        const dy = e[i + 3]!;
        let t = ((px - ax) * dx + (py - ay) * dy) * e[i + 4]!;
        t = t < 0 ? 0 : t > 1 ? 1 : t;
        const qx = ax + t * dx;
        const qy = ay + t * dy;
        const ex = qx - px;
        const ey = qy - py;
        const d = ex * ex + ey * ey;
        if (d < d2) {
          d2 = d;
          nearX = qx;
          nearY = qy;
          endAX = ax;
          endAY = ay;
          endBX = ax + dx;
          endBY = ay + dy;
        }
      }
    }
  }
  return d2;
}

export class Compactor {
  private readonly n: number;
  private readonly types: number[];
  private readonly w: Float64Array;
  private readonly ov: Float64Array;
  private readonly oids: string[][];
  /** Small constant added to every overlapping pair so that shallow overlaps still cost something. */
  private readonly eps: number;
  private stop: () => boolean = () => this.ctl.done();
  /** First global orientation index of each part type, their count, and the flattened NFPs by index pair. */
  private readonly base: number[] = [];
  private readonly g: number;
  private readonly flats: FlatStore;
  /** Per pair: how much an overlap of the two costs relative to others (larger parts weigh more). */
  private readonly pen: Float64Array;
  /**
   * Broad phase of cost(): a uniform grid over the strip, each cell listing the parts whose bounding box
   * meets it, so a sample looks only at the parts near it. Without it the loop over every part was a third
   * of the CPU on shirts (99 parts).
   */
  private readonly cs: number;
  private readonly cols: number;
  private readonly rows: number;
  private readonly cells: number[][];
  /** Per part: the first and last column and row of the cells it is listed in. */
  private readonly span: Int32Array;
  /** Per part: the query that last looked at it (a part spans several cells, and is counted once). */
  private readonly seen: Int32Array;
  private query = 0;

  constructor(
    private readonly partTypes: PartType[],
    private readonly cache: NfpCache,
    private readonly box: StripBox,
    parts: readonly PlacedPart[],
    private readonly rng: Rng,
    private readonly ctl: SearchControl,
    flats?: FlatStore,
  ) {
    this.n = parts.length;
    this.types = parts.map((p) => p.o.type);
    this.w = new Float64Array(this.n * this.n).fill(1);
    this.ov = new Float64Array(this.n * this.n);
    this.oids = partTypes.map((t) => t.orients.map((_, r) => `${t.index}:${r}`));
    let dim = 0;
    for (const p of parts) dim = Math.max(dim, p.o.w, p.o.h);
    this.eps = dim * 1e-3;
    let g = 0;
    for (const t of partTypes) {
      this.base.push(g);
      g += t.orients.length;
    }
    this.g = g;
    this.flats = flats ?? flatStore(partTypes);
    // As in sparrow, an overlap between two large parts costs more than one with a small part (√(A·B)
    // of their areas, normalised to 1 on the mean), so the search prefers to move the small ones.
    const root = parts.map((p) => Math.sqrt(partTypes[p.o.type]!.area));
    const mean = root.reduce((a, x) => a + x, 0) / Math.max(1, root.length);
    this.pen = new Float64Array(this.n * this.n);
    for (let i = 0; i < this.n; i++)
      for (let k = 0; k < this.n; k++) this.pen[i * this.n + k] = (root[i]! * root[k]!) / (mean * mean);
    // cells of the parts' mean size, over the box up to x1 where given (a plate), else over the start
    // layout's strip (parts never move right of it)
    let size = 0;
    let right = box.x1 ?? box.x0;
    for (const p of parts) {
      size += Math.max(p.o.w, p.o.h) / Math.max(1, this.n);
      right = Math.max(right, p.x + p.o.w);
    }
    this.cs = Math.max(1, size);
    this.cols = Math.max(1, Math.ceil((right - box.x0) / this.cs));
    this.rows = Math.max(1, Math.ceil((box.y1 - box.y0) / this.cs));
    this.cells = Array.from({ length: this.cols * this.rows }, () => []);
    this.span = new Int32Array(4 * this.n);
    this.seen = new Int32Array(this.n);
  }

  /** NFP of part i in orientation ri moving around part k in orientation rk, flattened, by array index. */
  private nfp(k: number, rk: number, i: number, ri: number): Flat {
    const a = this.base[this.types[k]!]! + rk;
    const b = this.base[this.types[i]!]! + ri;
    const key = a * this.g + b;
    let f = this.flats[key];
    if (!f) {
      f = flatten(
        this.cache.get(
          this.orient(k, rk),
          this.oids[this.types[k]!]![rk]!,
          this.orient(i, ri),
          this.oids[this.types[i]!]![ri]!,
        ),
      );
      this.flats[key] = f;
    }
    return f;
  }

  private orient(i: number, r: number) {
    return this.partTypes[this.types[i]!]!.orients[r]!;
  }

  /**
   * Penetration depth of part i at (x, y) in orientation r into part k as placed in `s`, or −1 when they do
   * not overlap; leaves the nearest way out in nearX/nearY (relative to part k).
   */
  private depth(s: State, i: number, r: number, x: number, y: number, k: number): number {
    const o = this.orient(i, r);
    const ok = this.orient(k, s.r[k]!);
    const kx = s.x[k]!;
    const ky = s.y[k]!;
    // Bounding boxes apart: no NFP needed.
    if (x >= kx + ok.w || kx >= x + o.w || y >= ky + ok.h || ky >= y + o.h) return -1;
    const nfp = this.nfp(k, s.r[k]!, i, r);
    if (!overlaps(nfp, x - kx, y - ky)) return -1;
    return Math.sqrt(boundaryDist(nfp, x - kx, y - ky));
  }

  /** Weighted penetration of part i at (x, y, r) against every other part; stops above `cap`. */
  private cost(s: State, i: number, r: number, x: number, y: number, cap: number): number {
    let sum = 0;
    const o = this.orient(i, r);
    const q = ++this.query;
    const c1 = this.col(x + o.w);
    const r1 = this.row(y + o.h);
    for (let row = this.row(y); row <= r1; row++)
      for (let col = this.col(x); col <= c1; col++)
        for (const k of this.cells[row * this.cols + col]!) {
          if (k === i || this.seen[k] === q) continue;
          this.seen[k] = q;
          const d = this.depth(s, i, r, x, y, k);
          if (d < 0) continue;
          sum += (d + this.eps) * this.w[i * this.n + k]! * this.pen[i * this.n + k]!;
          if (sum >= cap) return sum;
        }
    return sum;
  }

  private col(x: number): number {
    return Math.min(this.cols - 1, Math.max(0, Math.floor((x - this.box.x0) / this.cs)));
  }

  private row(y: number): number {
    return Math.min(this.rows - 1, Math.max(0, Math.floor((y - this.box.y0) / this.cs)));
  }

  /** Lists part i in the cells its bounding box meets in `s` (after taking it out of those it was in). */
  private list(s: State, i: number, fresh = false) {
    const sp = this.span;
    if (!fresh)
      for (let row = sp[4 * i + 2]!; row <= sp[4 * i + 3]!; row++)
        for (let col = sp[4 * i]!; col <= sp[4 * i + 1]!; col++) {
          const cell = this.cells[row * this.cols + col]!;
          const at = cell.indexOf(i);
          cell[at] = cell[cell.length - 1]!;
          cell.pop();
        }
    const o = this.orient(i, s.r[i]!);
    sp[4 * i] = this.col(s.x[i]!);
    sp[4 * i + 1] = this.col(s.x[i]! + o.w);
    sp[4 * i + 2] = this.row(s.y[i]!);
    sp[4 * i + 3] = this.row(s.y[i]! + o.h);
    for (let row = sp[4 * i + 2]!; row <= sp[4 * i + 3]!; row++)
      for (let col = sp[4 * i]!; col <= sp[4 * i + 1]!; col++) this.cells[row * this.cols + col]!.push(i);
  }

  /** The overlaps of every pair and the grid, for a state the search starts from. */
  private refreshAll(s: State) {
    for (const cell of this.cells) cell.length = 0;
    for (let i = 0; i < this.n; i++) this.list(s, i, true);
    for (let i = 0; i < this.n; i++) this.refreshPair(s, i);
  }

  private refreshPair(s: State, i: number) {
    for (let k = 0; k < this.n; k++) {
      if (k === i) continue;
      const d = this.depth(s, i, s.r[i]!, s.x[i]!, s.y[i]!, k);
      const v = d < 0 ? 0 : (d + this.eps) * this.pen[i * this.n + k]!;
      this.ov[i * this.n + k] = v;
      this.ov[k * this.n + i] = v;
    }
  }

  private total(): number {
    let t = 0;
    for (let i = 0; i < this.n; i++) for (let k = i + 1; k < this.n; k++) t += this.ov[i * this.n + k]!;
    return t;
  }

  private partOverlap(i: number): number {
    let t = 0;
    for (let k = 0; k < this.n; k++) t += this.ov[i * this.n + k]!;
    return t;
  }

  /** Moves part i to the best of a few global and local samples, refined by a shrinking coordinate search. */
  private move(s: State, i: number, limit: number) {
    const t = this.partTypes[this.types[i]!]!;
    const nr = t.orients.length;
    const b = this.box;
    const xr = (r: number) => Math.max(b.x0, limit - this.orient(i, r).w);
    const yr = (r: number) => Math.max(b.y0, b.y1 - this.orient(i, r).h);
    let br = s.r[i]!;
    let bx = s.x[i]!;
    let by = s.y[i]!;
    let bc = this.cost(s, i, br, bx, by, Infinity);
    const tryAt = (r: number, x: number, y: number) => {
      // An orientation that does not fit the box (a long part across a narrow plate in bin mode) is no option.
      const o = this.orient(i, r);
      if (o.w > limit - b.x0 || o.h > b.y1 - b.y0) return;
      x = Math.round(Math.min(Math.max(x, b.x0), xr(r)));
      y = Math.round(Math.min(Math.max(y, b.y0), yr(r)));
      const c = this.cost(s, i, r, x, y, bc);
      if (c < bc) {
        bc = c;
        br = r;
        bx = x;
        by = y;
      }
    };
    const cur = this.orient(i, s.r[i]!);
    const span = Math.max(cur.w, cur.h);
    for (let k = 0; k < 24 && bc > 0; k++) {
      const r = randInt(this.rng, nr);
      tryAt(r, b.x0 + this.rng() * (xr(r) - b.x0), b.y0 + this.rng() * (yr(r) - b.y0));
    }
    const cx = s.x[i]!;
    const cy = s.y[i]!;
    for (let k = 0; k < 24 && bc > 0; k++) {
      const r = this.rng() < 0.8 ? s.r[i]! : randInt(this.rng, nr);
      tryAt(r, cx + (this.rng() * 2 - 1) * span * 0.5, cy + (this.rng() * 2 - 1) * span * 0.5);
    }
    // Coordinate descent from the best sample with a halving step, down to one unit.
    // Down to a hundredth of the part's size, not one unit: more moves per CPU second (1e-3 gave half again
    // as many) at the same density or better in 15 s runs (six ESICUP instances, two seeds: 81.4 % against
    // 81.2 % for one unit and for 1e-3); exact fits come from the exits below.
    const minStep = Math.max(1, span * 1e-2);
    for (let step = span * 0.1; step >= minStep && bc > 0;) {
      const c0 = bc;
      const x0 = bx;
      const y0 = by;
      tryAt(br, x0 + step, y0);
      tryAt(br, x0 - step, y0);
      tryAt(br, x0, y0 + step);
      tryAt(br, x0, y0 - step);
      if (bc >= c0) step /= 2;
    }
    // Shallow overlaps left by the sampling: step out of each overlapping neighbour's NFP to its nearest
    // boundary point (the four integer roundings of it), which resolves exact fits that sampling misses.
    for (let pass = 0; pass < 3 && bc > 0; pass++) {
      const r0 = br;
      const x0 = bx;
      const y0 = by;
      for (let k = 0; k < this.n && bc > 0; k++) {
        if (k === i) continue;
        const d = this.depth(s, i, r0, x0, y0, k);
        if (d < 0) continue;
        const kx = s.x[k]!;
        const ky = s.y[k]!;
        const tx = kx + nearX;
        const ty = ky + nearY;
        // Two units past the boundary along the way out: the rounding cannot fall back in.
        if (d > 0) tryAt(r0, Math.round(tx + ((tx - x0) / d) * 2), Math.round(ty + ((ty - y0) / d) * 2));
        tryAt(r0, Math.floor(tx), Math.floor(ty));
        tryAt(r0, Math.ceil(tx), Math.floor(ty));
        tryAt(r0, Math.floor(tx), Math.ceil(ty));
        tryAt(r0, Math.ceil(tx), Math.ceil(ty));
        tryAt(r0, kx + endAX, ky + endAY);
        tryAt(r0, kx + endBX, ky + endBY);
      }
      if (br === r0 && bx === x0 && by === y0) break;
    }
    s.r[i] = br;
    s.x[i] = bx;
    s.y[i] = by;
    this.list(s, i);
    this.refreshPair(s, i);
  }

  /** Resolves the overlaps of `s` inside the strip up to `limit`; true when a layout without overlap was reached. */
  private separate(s: State, limit: number): boolean {
    this.w.fill(1);
    this.refreshAll(s);
    let best = copyState(s);
    let bestOv = this.total();
    if (bestOv === 0) return true;
    const order = Array.from({ length: this.n }, (_, i) => i);
    const patience = Math.max(20, Math.min(100, 2 * this.n));
    // Rounds of guided search from the best overlap so far; a round that does not improve it is a strike.
    let strikes = 0;
    for (let round = 0; round < 12 && strikes < 3; round++) {
      const startOv = bestOv;
      let stale = 0;
      while (stale < patience) {
        if (this.stop()) return false;
        shuffle(this.rng, order);
        for (const i of order) {
          if (this.stop()) return false;
          if (this.partOverlap(i) > 0) this.move(s, i, limit);
        }
        this.ctl.iterations++;
        const tot = this.total();
        if (tot === 0) return true;
        if (tot < bestOv) {
          bestOv = tot;
          best = copyState(s);
          stale = 0;
        } else stale++;
        let maxOv = 0;
        for (let q = 0; q < this.ov.length; q++) if (this.ov[q]! > maxOv) maxOv = this.ov[q]!;
        for (let q = 0; q < this.ov.length; q++) {
          const v = this.ov[q]!;
          this.w[q] = v > 0 ? this.w[q]! * (1.2 + 0.8 * (v / maxOv)) : Math.max(1, this.w[q]! * 0.95);
        }
      }
      s.r.set(best.r);
      s.x.set(best.x);
      s.y.set(best.y);
      this.refreshAll(s);
      if (bestOv >= startOv) strikes++;
    }
    return false;
  }

  private right(s: State): number {
    let m = this.box.x0;
    for (let i = 0; i < this.n; i++) m = Math.max(m, s.x[i]! + this.orient(i, s.r[i]!).w);
    return m;
  }

  /**
   * Bin mode (issue 20, target 5): resolves the overlaps of `parts` (the constructor's, in the same order,
   * placed anywhere) inside the box up to `limit`, the plate's right edge. The parts without overlap, or
   * null when the guided search gave up or `stop` said so first.
   */
  settle(parts: readonly PlacedPart[], limit: number, stop: () => boolean): PlacedPart[] | null {
    this.stop = stop;
    const s = stateOf(parts);
    return this.separate(s, limit) ? this.toParts(s) : null;
  }

  /**
   * `adopt`, polled every round, may hand over a better layout found elsewhere (parallel searches).
   * Runs until the search control says stop: shrinks the best feasible layout's strip by a ratio that
   * halves on failure, and hands every feasible shorter layout to `accept` (which may reject it, e.g.
   * when the checker disagrees). `stop` may end the run before the search control does.
   */
  run(
    start: readonly PlacedPart[],
    accept: (parts: PlacedPart[]) => boolean,
    stop: () => boolean = () => this.ctl.done(),
    adopt?: () => PlacedPart[] | null,
  ): void {
    this.stop = stop;
    let best: State = stateOf(start);
    let bestLen = this.right(best) - this.box.x0;
    let ratio = 0.02;
    const pool: { s: State; ov: number; limit: number }[] = [];
    let poolTries = 0;
    let sepMs = 0;
    let slow = false;
    while (!this.stop()) {
      // A parallel search's shorter layout (same part types at the same indices): continue from it.
      const other = adopt?.();
      if (other) {
        best = stateOf(other);
        bestLen = this.right(best) - this.box.x0;
        ratio = 0.02;
      }
      let s: State;
      let limit: number;
      if (pool.length && poolTries < EXPLORE && !slow) {
        // Exploration (sparrow): instead of giving up the target, go on from one of the failed
        // attempts (the less overlap, the likelier), disrupted by swapping two large parts.
        pool.sort((a, b) => a.ov - b.ov);
        // half-normal rank (σ = a quarter of the pool), as sparrow picks: the best attempts most often
        const z =
          Math.abs(Math.sqrt(-2 * Math.log(1 - this.rng())) * Math.cos(2 * Math.PI * this.rng())) * 0.25;
        const p = pool[Math.floor(Math.min(z, 0.999) * pool.length)]!;
        s = copyState(p.s);
        limit = p.limit;
        this.disrupt(s, limit);
        poolTries++;
      } else {
        pool.length = 0;
        poolTries = 0;
        const target = Math.floor(bestLen * (1 - ratio));
        limit = this.box.x0 + target;
        s = copyState(best);
        // Cut out a vertical slice at a random position: everything right of it moves left.
        const cut = this.box.x0 + this.rng() * bestLen;
        const delta = bestLen - target;
        for (let i = 0; i < this.n; i++) {
          const o = this.orient(i, s.r[i]!);
          if (s.x[i]! + o.w / 2 > cut) s.x[i] = s.x[i]! - delta;
          s.x[i] = Math.max(this.box.x0, Math.min(s.x[i]!, limit - o.w));
        }
      }
      const t0 = this.ctl.elapsed();
      const separated = this.separate(s, limit);
      sepMs = Math.max(sepMs * 0.5, this.ctl.elapsed() - t0);
      // Slow separations (many detailed parts of many types, where most moves need new no-fit polygons):
      // too few of them fit in the rest of the budget to explore at a shrink that failed, so smaller steps.
      slow = sepMs * SLOW_SEPARATIONS > this.ctl.remainingMs();
      if (separated) {
        const parts = this.toParts(s);
        if (accept(parts)) {
          best = s;
          bestLen = this.right(s) - this.box.x0;
          pool.length = 0;
          poolTries = 0;
          continue;
        }
      } else if (!this.stop()) {
        // separate() leaves its least overlapping state in s
        pool.push({ s, ov: this.total(), limit });
        if (pool.length > 8) {
          pool.sort((a, b) => a.ov - b.ov);
          pool.length = 8;
        }
        if (poolTries < EXPLORE && !slow) continue;
      }
      ratio = ratio * (slow ? 0.25 : 0.5);
      if (ratio < 0.001) ratio = 0.01;
    }
  }

  /**
   * Swaps two large parts of different types (centre for centre), each kept inside the strip, as sparrow's
   * exploration disrupts a failed attempt. The parts whose centre the moved part now covers go to the room
   * it left (moved by the same offset back), so a big part dropped on small ones does not bury them.
   */
  private disrupt(s: State, limit: number) {
    const area = (i: number) => this.partTypes[this.types[i]!]!.area;
    const order = Array.from({ length: this.n }, (_, i) => i).sort((a, b) => area(b) - area(a));
    // 'large': the biggest parts that together make three quarters of the parts' area
    const total = order.reduce((a, i) => a + area(i), 0);
    let cum = 0;
    let cut = 0;
    while (cut < order.length && cum <= total * 0.75) cum += area(order[cut++]!);
    const large = order.slice(0, Math.max(2, cut));
    const i = large[randInt(this.rng, large.length)]!;
    const others = large.filter((k) => this.types[k] !== this.types[i]);
    const pool = others.length ? others : order.filter((k) => k !== i);
    const k = pool[randInt(this.rng, pool.length)]!;
    const oi = this.orient(i, s.r[i]!);
    const ok = this.orient(k, s.r[k]!);
    const from = [s.x[i]!, s.y[i]!, s.x[k]!, s.y[k]!] as const;
    const place = (j: number, o: { w: number; h: number }, cx: number, cy: number) => {
      s.x[j] = Math.round(Math.max(this.box.x0, Math.min(cx - o.w / 2, limit - o.w)));
      s.y[j] = Math.round(Math.max(this.box.y0, Math.min(cy - o.h / 2, this.box.y1 - o.h)));
    };
    place(i, oi, from[2] + ok.w / 2, from[3] + ok.h / 2);
    place(k, ok, from[0] + oi.w / 2, from[1] + oi.h / 2);
    for (const [j, o, ox, oy] of [
      [i, oi, from[0], from[1]],
      [k, ok, from[2], from[3]],
    ] as const) {
      const dx = ox - s.x[j]!;
      const dy = oy - s.y[j]!;
      for (let m = 0; m < this.n; m++) {
        if (m === i || m === k) continue;
        const om = this.orient(m, s.r[m]!);
        const cx = s.x[m]! + om.w / 2;
        const cy = s.y[m]! + om.h / 2;
        if (cx <= s.x[j]! || cx >= s.x[j]! + o.w || cy <= s.y[j]! || cy >= s.y[j]! + o.h) continue;
        if (this.depth(s, m, s.r[m]!, s.x[m]!, s.y[m]!, j) < 0) continue;
        place(m, om, cx + dx, cy + dy);
      }
    }
  }

  private toParts(s: State): PlacedPart[] {
    const out: PlacedPart[] = [];
    for (let i = 0; i < this.n; i++) {
      const r = s.r[i]!;
      out.push({ o: this.orient(i, r), oid: this.oids[this.types[i]!]![r]!, x: s.x[i]!, y: s.y[i]! });
    }
    return out;
  }
}
