/**
 * 1-D cutting stock (profiles and bars): pieces with kerf cut from stock lengths. Exact branch and bound
 * on top of first/best-fit-decreasing, with the Martello–Toth L2 lower bound to prove optimality or
 * the remaining gap. Integer arithmetic after scaling to 0.01 mm.
 */
export interface OneDPiece {
  id: string;
  length: number;
  quantity: number;
}

export interface OneDStock {
  id: string;
  length: number;
  /** Available bars; undefined = unlimited. */
  count?: number;
}

export interface OneDInput {
  pieces: OneDPiece[];
  stock: OneDStock[];
  /** Saw blade width consumed by every cut. */
  kerf?: number;
  /** Unusable length at each end of a bar. */
  trim?: number;
  /** Search budget for the exact phase (nodes); default 2e6. */
  maxNodes?: number;
}

export interface OneDCut {
  pieceId: string;
  copy: number;
  offset: number;
  length: number;
}

export interface OneDBar {
  stockId: string;
  length: number;
  cuts: OneDCut[];
  waste: number;
}

export interface OneDResult {
  bars: OneDBar[];
  unplaced: { pieceId: string; copy: number; reason: string }[];
  /** Lower bound on the number of bars of the longest stock. */
  lowerBound: number;
  optimal: boolean;
}

/** What the search knows so far: bars of the best cut found, the bound it cannot beat, nodes searched. */
export interface OneDProgress {
  bars: number;
  lowerBound: number;
  nodes: number;
}

export interface OneDOptions {
  /** Called with the first cut, on every better one and every PROGRESS_EVERY nodes of the search. */
  onProgress?: (p: OneDProgress) => void;
}

const SCALE = 100;
/** Nodes between two progress reports: cheap enough to cost nothing against the node budget. */
const PROGRESS_EVERY = 1 << 16;

export function lowerBoundL2(sizes: readonly number[], C: number): number {
  let sum = 0;
  for (const s of sizes) sum += s;
  let best = Math.ceil(sum / C - 1e-12);
  const ks = [...new Set(sizes.filter((s) => s <= C / 2))];
  ks.push(0);
  for (const k of ks) {
    let n1 = 0;
    let n2 = 0;
    let s2 = 0;
    let s3 = 0;
    for (const s of sizes) {
      if (s > C - k) n1++;
      else if (s > C / 2) {
        n2++;
        s2 += s;
      } else if (s >= k) s3 += s;
    }
    const lb = n1 + n2 + Math.max(0, Math.ceil((s3 - (n2 * C - s2)) / C - 1e-12));
    if (lb > best) best = lb;
  }
  // A bar holds at most one piece longer than half and at most two longer than a third.
  let big = 0;
  let mid = 0;
  for (const s of sizes) {
    if (s > C / 2) big++;
    else if (s > C / 3) mid++;
  }
  return Math.max(best, big + Math.ceil(Math.max(0, mid - big) / 2));
}

/** Fewest bins for `sizes` (sorted descending) of capacity C; returns the assignment. */
export function binPack(sizes: readonly number[], C: number, maxNodes: number, onProgress?: OneDOptions['onProgress']): { bins: number[][]; optimal: boolean; lowerBound: number } {
  const n = sizes.length;
  const lb = lowerBoundL2(sizes, C);
  // Best-fit decreasing as the incumbent.
  const loads: number[] = [];
  const assign: number[] = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    let b = -1;
    for (let j = 0; j < loads.length; j++) if (loads[j]! + sizes[i]! <= C && (b < 0 || loads[j]! > loads[b]!)) b = j;
    if (b < 0) {
      b = loads.length;
      loads.push(0);
    }
    loads[b]! += sizes[i]!;
    assign[i] = b;
  }
  let bestCount = loads.length;
  let bestAssign = assign.slice();
  let nodes = 0;
  let exhausted = true;
  onProgress?.({ bars: bestCount, lowerBound: lb, nodes });
  if (bestCount > lb) {
    const suffix = new Array<number>(n + 1).fill(0);
    for (let i = n - 1; i >= 0; i--) suffix[i] = suffix[i + 1]! + sizes[i]!;
    const cur: number[] = [];
    const a = new Array<number>(n);
    const rec = (i: number): boolean => {
      if (++nodes > maxNodes) {
        exhausted = false;
        return true;
      }
      if (onProgress && nodes % PROGRESS_EVERY === 0) onProgress({ bars: bestCount, lowerBound: lb, nodes });
      if (i === n) {
        if (cur.length < bestCount) {
          bestCount = cur.length;
          bestAssign = a.slice();
          onProgress?.({ bars: bestCount, lowerBound: lb, nodes });
        }
        return bestCount <= lb;
      }
      let free = 0;
      for (const l of cur) free += C - l;
      if (cur.length + Math.max(0, Math.ceil((suffix[i]! - free) / C - 1e-12)) >= bestCount) return false;
      const s = sizes[i]!;
      const tried = new Set<number>();
      for (let b = 0; b < cur.length; b++) {
        const l = cur[b]!;
        if (l + s > C || tried.has(l)) continue;
        tried.add(l);
        cur[b] = l + s;
        a[i] = b;
        // Bins with equal loads are interchangeable: trying one of them is enough.
        if (rec(i + 1)) return true;
        cur[b] = l;
      }
      if (cur.length + 1 < bestCount) {
        cur.push(s);
        a[i] = cur.length - 1;
        if (rec(i + 1)) return true;
        cur.pop();
      }
      return false;
    };
    rec(0);
  }
  const bins: number[][] = Array.from({ length: bestCount }, () => []);
  bestAssign.forEach((b, i) => bins[b]!.push(i));
  return { bins: bins.filter((b) => b.length > 0), optimal: bestCount <= lb || exhausted, lowerBound: lb };
}

export function solveOneD(input: OneDInput, options: OneDOptions = {}): OneDResult {
  const kerf = Math.round((input.kerf ?? 0) * SCALE);
  const trim = Math.round((input.trim ?? 0) * SCALE);
  const stock = input.stock.slice().sort((a, b) => b.length - a.length);
  const longest = stock[0];
  if (!longest) throw new Error('solveOneD: no stock');
  // Each piece consumes its length plus one kerf; the bar gains one kerf because its last cut is free.
  const cap = (len: number) => Math.round(len * SCALE) - 2 * trim + kerf;
  const C = cap(longest.length);
  const copies: { id: string; copy: number; len: number; size: number }[] = [];
  const unplaced: OneDResult['unplaced'] = [];
  for (const p of input.pieces) {
    for (let c = 0; c < p.quantity; c++) {
      const size = Math.round(p.length * SCALE) + kerf;
      if (size > C) unplaced.push({ pieceId: p.id, copy: c, reason: 'longer than every stock length' });
      else copies.push({ id: p.id, copy: c, len: p.length, size });
    }
  }
  copies.sort((a, b) => b.size - a.size);
  const { bins, optimal, lowerBound } = binPack(
    copies.map((c) => c.size),
    C,
    input.maxNodes ?? 2e6,
    options.onProgress,
  );
  const left = new Map(stock.map((s) => [s.id, s.count ?? Infinity]));
  const bars: OneDBar[] = [];
  // Fullest bars first get the long stock; each bar then takes the shortest stock that still holds it.
  const loads = bins.map((b) => ({ b, load: b.reduce((a, i) => a + copies[i]!.size, 0) })).sort((x, y) => y.load - x.load);
  for (const { b, load } of loads) {
    const fit = stock
      .filter((s) => (left.get(s.id) ?? 0) > 0 && cap(s.length) >= load)
      .sort((x, y) => x.length - y.length)[0];
    if (!fit) {
      for (const i of b) unplaced.push({ pieceId: copies[i]!.id, copy: copies[i]!.copy, reason: 'no stock left' });
      continue;
    }
    left.set(fit.id, (left.get(fit.id) ?? 0) - 1);
    let off = trim;
    const cuts: OneDCut[] = [];
    for (const i of b) {
      const c = copies[i]!;
      cuts.push({ pieceId: c.id, copy: c.copy, offset: off / SCALE, length: c.len });
      off += c.size;
    }
    bars.push({ stockId: fit.id, length: fit.length, cuts, waste: (Math.round(fit.length * SCALE) - (off - kerf) - trim) / SCALE });
  }
  return { bars, unplaced, lowerBound, optimal };
}
