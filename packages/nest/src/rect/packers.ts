/**
 * Single-bin rectangle packers on integer coordinates. Each keeps its own free-space model; all share
 * one interface so the search can mix them. Sizes already include the spacing (see rect/solve.ts).
 */
export interface RectItem {
  /** Index into the solver's copy list. */
  idx: number;
  w: number;
  h: number;
  canRotate: boolean;
}

export interface RectPos {
  idx: number;
  x: number;
  y: number;
  rotated: boolean;
}

export type PackerKind = 'maxrects-bssf' | 'maxrects-baf' | 'maxrects-bl' | 'maxrects-cp' | 'skyline' | 'guillotine';
export const PACKER_KINDS: PackerKind[] = ['maxrects-bssf', 'maxrects-baf', 'maxrects-bl', 'maxrects-cp', 'skyline', 'guillotine'];

export interface Packer {
  /** Best position for w×h, or null; score lower is better. */
  find(w: number, h: number): { x: number; y: number; s1: number; s2: number } | null;
  commit(x: number, y: number, w: number, h: number): void;
}

interface FR {
  x: number;
  y: number;
  w: number;
  h: number;
}

class MaxRects implements Packer {
  free: FR[];
  used: FR[] = [];
  constructor(
    private W: number,
    private H: number,
    private rule: 'bssf' | 'baf' | 'bl' | 'cp',
  ) {
    this.free = [{ x: 0, y: 0, w: W, h: H }];
  }
  private contact(x: number, y: number, w: number, h: number): number {
    let s = 0;
    if (x === 0 || x + w === this.W) s += h;
    if (y === 0 || y + h === this.H) s += w;
    for (const u of this.used) {
      if (u.x === x + w || u.x + u.w === x) s += Math.max(0, Math.min(u.y + u.h, y + h) - Math.max(u.y, y));
      if (u.y === y + h || u.y + u.h === y) s += Math.max(0, Math.min(u.x + u.w, x + w) - Math.max(u.x, x));
    }
    return s;
  }
  find(w: number, h: number) {
    let best: { x: number; y: number; s1: number; s2: number } | null = null;
    for (const f of this.free) {
      if (f.w < w || f.h < h) continue;
      let s1: number;
      let s2: number;
      const lw = f.w - w;
      const lh = f.h - h;
      switch (this.rule) {
        case 'bssf':
          s1 = Math.min(lw, lh);
          s2 = Math.max(lw, lh);
          break;
        case 'baf':
          s1 = f.w * f.h - w * h;
          s2 = Math.min(lw, lh);
          break;
        case 'bl':
          s1 = f.y + h;
          s2 = f.x;
          break;
        default:
          s1 = -this.contact(f.x, f.y, w, h);
          s2 = f.y + h;
      }
      if (!best || s1 < best.s1 || (s1 === best.s1 && s2 < best.s2)) best = { x: f.x, y: f.y, s1, s2 };
    }
    return best;
  }
  commit(x: number, y: number, w: number, h: number) {
    const next: FR[] = [];
    for (const f of this.free) {
      if (x >= f.x + f.w || x + w <= f.x || y >= f.y + f.h || y + h <= f.y) {
        next.push(f);
        continue;
      }
      if (x > f.x) next.push({ x: f.x, y: f.y, w: x - f.x, h: f.h });
      if (x + w < f.x + f.w) next.push({ x: x + w, y: f.y, w: f.x + f.w - x - w, h: f.h });
      if (y > f.y) next.push({ x: f.x, y: f.y, w: f.w, h: y - f.y });
      if (y + h < f.y + f.h) next.push({ x: f.x, y: y + h, w: f.w, h: f.y + f.h - y - h });
    }
    // Drop free rectangles contained in another one.
    const keep: FR[] = [];
    for (let i = 0; i < next.length; i++) {
      const a = next[i]!;
      let contained = false;
      for (let j = 0; j < next.length; j++) {
        if (i === j) continue;
        const b = next[j]!;
        if (a.x >= b.x && a.y >= b.y && a.x + a.w <= b.x + b.w && a.y + a.h <= b.y + b.h) {
          if (a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h && i < j) continue;
          contained = true;
          break;
        }
      }
      if (!contained) keep.push(a);
    }
    this.free = keep;
    if (this.rule === 'cp') this.used.push({ x, y, w, h });
  }
}

class Skyline implements Packer {
  // Segments [x, y, width], left to right, covering the bin width.
  sky: [number, number, number][];
  constructor(
    private W: number,
    private H: number,
  ) {
    this.sky = [[0, 0, W]];
  }
  private fitAt(i: number, w: number, h: number): number {
    const s = this.sky[i]!;
    if (s[0] + w > this.W) return -1;
    let y = s[1];
    let left = w;
    let j = i;
    while (left > 0) {
      const t = this.sky[j];
      if (!t) return -1;
      y = Math.max(y, t[1]);
      if (y + h > this.H) return -1;
      left -= t[2];
      j++;
    }
    return y;
  }
  find(w: number, h: number) {
    let best: { x: number; y: number; s1: number; s2: number } | null = null;
    for (let i = 0; i < this.sky.length; i++) {
      const y = this.fitAt(i, w, h);
      if (y < 0) continue;
      const x = this.sky[i]![0];
      if (!best || y + h < best.s1 || (y + h === best.s1 && x < best.s2)) best = { x, y, s1: y + h, s2: x };
    }
    return best;
  }
  commit(x: number, y: number, w: number, h: number) {
    const out: [number, number, number][] = [];
    for (const s of this.sky) {
      const sx = s[0];
      const ex = s[0] + s[2];
      if (ex <= x || sx >= x + w) {
        out.push(s);
        continue;
      }
      if (sx < x) out.push([sx, s[1], x - sx]);
      if (ex > x + w) out.push([x + w, s[1], ex - x - w]);
    }
    out.push([x, y + h, w]);
    out.sort((a, b) => a[0] - b[0]);
    const merged: [number, number, number][] = [];
    for (const s of out) {
      const last = merged[merged.length - 1];
      if (last && last[1] === s[1]) last[2] += s[2];
      else merged.push([s[0], s[1], s[2]]);
    }
    this.sky = merged;
  }
}

/** Guillotine free-rectangle packer: every layout it makes can be cut by edge-to-edge saw cuts. */
class Guillotine implements Packer {
  free: FR[];
  constructor(W: number, H: number) {
    this.free = [{ x: 0, y: 0, w: W, h: H }];
  }
  find(w: number, h: number) {
    let best: { x: number; y: number; s1: number; s2: number } | null = null;
    for (const f of this.free) {
      if (f.w < w || f.h < h) continue;
      const s1 = f.w * f.h - w * h;
      const s2 = Math.min(f.w - w, f.h - h);
      if (!best || s1 < best.s1 || (s1 === best.s1 && s2 < best.s2)) best = { x: f.x, y: f.y, s1, s2 };
    }
    return best;
  }
  commit(x: number, y: number, w: number, h: number) {
    const i = this.free.findIndex((f) => f.x === x && f.y === y && f.w >= w && f.h >= h);
    if (i < 0) throw new Error('guillotine: commit without find');
    const f = this.free[i]!;
    this.free.splice(i, 1);
    const lw = f.w - w;
    const lh = f.h - h;
    // Shorter-leftover-axis split keeps the larger leftover in one piece.
    if (lw < lh) {
      if (lw > 0) this.free.push({ x: x + w, y, w: lw, h });
      if (lh > 0) this.free.push({ x, y: y + h, w: f.w, h: lh });
    } else {
      if (lw > 0) this.free.push({ x: x + w, y, w: lw, h: f.h });
      if (lh > 0) this.free.push({ x, y: y + h, w, h: lh });
    }
  }
}

export function makePacker(kind: PackerKind, W: number, H: number): Packer {
  switch (kind) {
    case 'maxrects-bssf':
      return new MaxRects(W, H, 'bssf');
    case 'maxrects-baf':
      return new MaxRects(W, H, 'baf');
    case 'maxrects-bl':
      return new MaxRects(W, H, 'bl');
    case 'maxrects-cp':
      return new MaxRects(W, H, 'cp');
    case 'skyline':
      return new Skyline(W, H);
    case 'guillotine':
      return new Guillotine(W, H);
  }
}

/** Puts one item at the packer's best position, in either orientation when allowed; null when it fits nowhere. */
function placeItem(p: Packer, W: number, H: number, it: RectItem): RectPos | null {
  const a = it.w <= W && it.h <= H ? p.find(it.w, it.h) : null;
  const b = it.canRotate && it.w !== it.h && it.h <= W && it.w <= H ? p.find(it.h, it.w) : null;
  if (a && (!b || a.s1 < b.s1 || (a.s1 === b.s1 && a.s2 <= b.s2))) {
    p.commit(a.x, a.y, it.w, it.h);
    return { idx: it.idx, x: a.x, y: a.y, rotated: false };
  }
  if (!b) return null;
  p.commit(b.x, b.y, it.h, it.w);
  return { idx: it.idx, x: b.x, y: b.y, rotated: true };
}

/**
 * Fills one bin from `items` in order (first fit in sequence, each at the packer's best position,
 * trying both orientations when allowed). Returns the placed positions; `items` is not modified.
 */
export function fillBin(kind: PackerKind, W: number, H: number, items: readonly RectItem[]): RectPos[] {
  const p = makePacker(kind, W, H);
  const out: RectPos[] = [];
  for (const it of items) {
    const pos = placeItem(p, W, H, it);
    if (pos) out.push(pos);
  }
  return out;
}

/** Tries to pack all of `items` into one bin; the layout or null. */
export function packAll(kind: PackerKind, W: number, H: number, items: readonly RectItem[]): RectPos[] | null {
  const p = makePacker(kind, W, H);
  const out: RectPos[] = [];
  for (const it of items) {
    const pos = placeItem(p, W, H, it);
    if (!pos) return null;
    out.push(pos);
  }
  return out;
}
