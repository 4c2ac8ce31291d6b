import type { SearchControl } from '../control.ts';
import type { SearchRole } from '../engine.ts';
import { randInt, shuffle, type Rng } from '../rng.ts';
import { fillBin, packAll, type PackerKind, type RectItem, type RectPos } from './packers.ts';

export interface RectCopy extends RectItem {
  /** True (unspaced) area, for utilisation. */
  area: number;
  priority: number;
}

export interface RectPlate {
  W: number;
  H: number;
  count: number;
  /** Plate area in the objective's units (original, not spacing-inflated). */
  area: number;
  remnant: boolean;
  /** Order of use: a new sheet takes a plate of the highest rank that holds a part (PlateSpec.priority). */
  rank: number;
  /** Area as the objective counts it, lower for higher ranks (adapter.ts, plateCost). */
  cost: number;
}

export interface RectSheet {
  plate: number;
  items: RectCopy[];
  pos: RectPos[];
  used: number;
}

export interface RectSolution {
  sheets: RectSheet[];
  unplaced: RectCopy[];
}

export interface RectSolveOptions {
  kinds: PackerKind[];
  /** Known lower bound on the plate area; the search stops when it is reached. */
  lowerBoundArea: number;
  onImprove?: (s: RectSolution) => void;
  /** One of several parallel searches: shares its best solution and continues from better ones. */
  role?: SearchRole;
}

/** A solution as structured-cloneable data for another thread: copies by index. */
interface EncodedRect {
  sheets: { plate: number; pos: RectPos[] }[];
  unplaced: number[];
}

function encodeRect(s: RectSolution): EncodedRect {
  return { sheets: s.sheets.map((sh) => ({ plate: sh.plate, pos: sh.pos })), unplaced: s.unplaced.map((u) => u.idx) };
}

function decodeRect(e: EncodedRect, byIdx: ReadonlyMap<number, RectCopy>): RectSolution {
  return {
    sheets: e.sheets.map((sh) => {
      const items = sh.pos.map((p) => byIdx.get(p.idx)!);
      return { plate: sh.plate, items, pos: sh.pos.slice(), used: sheetUsed(items) };
    }),
    unplaced: e.unplaced.map((i) => byIdx.get(i)!),
  };
}

/** Objective as a tuple compared lexicographically: unplaced (priority-weighted), plate area, unevenness. */
export function score(s: RectSolution, plates: readonly RectPlate[]): [number, number, number] {
  let unplaced = 0;
  for (const u of s.unplaced) unplaced += u.area * (1 + u.priority);
  let plateArea = 0;
  let sq = 0;
  for (const sh of s.sheets) {
    const a = plates[sh.plate]!.area;
    plateArea += plates[sh.plate]!.cost;
    const f = sh.used / a;
    sq += f * f;
  }
  // Uneven sheets are preferred: a nearly empty last sheet is the next one to vanish and leaves the biggest offcut.
  return [unplaced, plateArea, -sq];
}

export function better(a: [number, number, number], b: [number, number, number]): boolean {
  const eps = 1e-9;
  if (Math.abs(a[0] - b[0]) > eps * Math.max(1, b[0])) return a[0] < b[0];
  if (Math.abs(a[1] - b[1]) > eps * Math.max(1, b[1])) return a[1] < b[1];
  return a[2] < b[2] - 1e-12;
}

type Key = (it: RectCopy) => number;
const KEYS: Key[] = [
  (it) => it.w * it.h,
  (it) => it.h * 1e6 + it.w,
  (it) => it.w * 1e6 + it.h,
  (it) => Math.max(it.w, it.h) * 1e6 + Math.min(it.w, it.h),
  (it) => it.w + it.h,
];

function ordered(items: readonly RectCopy[], key: Key, rng: Rng | null, noise: number): RectCopy[] {
  const k = items.map((it) => ({ it, v: -(key(it) * (rng ? 1 + noise * (rng() - 0.5) : 1)) - it.priority * 1e18 }));
  k.sort((a, b) => a.v - b.v || a.it.idx - b.it.idx);
  return k.map((x) => x.it);
}

/** One plate filled from the remaining parts: the plate, the placements, the area used, whether it took them all. */
interface SheetFill {
  plate: number;
  pos: RectPos[];
  used: number;
  all: boolean;
  util: number;
}

function sheetFill(plate: number, pl: RectPlate, pos: RectPos[], areaOf: (idx: number) => number, remaining: number): SheetFill {
  let used = 0;
  for (const p of pos) used += areaOf(p.idx);
  return { plate, pos, used, all: pos.length === remaining, util: used / pl.area };
}

/**
 * Whether `cand` makes a better next sheet than `best`: a plate of higher rank first; on plates of one
 * rank, of two fills that take all the rest the smaller plate, else the one that takes all, else the
 * fuller (by more than `eps`).
 */
function betterFill(cand: SheetFill, best: SheetFill | null, plates: readonly RectPlate[], eps: number): boolean {
  if (!best) return true;
  const a = plates[cand.plate]!;
  const b = plates[best.plate]!;
  if (a.rank !== b.rank) return a.rank > b.rank;
  if (cand.all && best.all) return a.area < b.area;
  if (cand.all !== best.all) return cand.all;
  return cand.util > best.util + eps;
}

export function construct(items: readonly RectCopy[], plates: readonly RectPlate[], kind: PackerKind): RectSolution {
  let remaining = items.slice();
  const left = plates.map((p) => p.count);
  const sheets: RectSheet[] = [];
  while (remaining.length > 0) {
    let best: SheetFill | null = null;
    for (let pi = 0; pi < plates.length; pi++) {
      if (left[pi]! <= 0) continue;
      const pl = plates[pi]!;
      const pos = fillBin(kind, pl.W, pl.H, remaining);
      if (pos.length === 0) continue;
      const cand = sheetFill(pi, pl, pos, (idx) => items.find((it) => it.idx === idx)!.area, remaining.length);
      if (betterFill(cand, best, plates, 0)) best = cand;
    }
    if (!best) break;
    left[best.plate]!--;
    const placed = new Set(best.pos.map((p) => p.idx));
    const byIdx = new Map(remaining.map((it) => [it.idx, it]));
    sheets.push({ plate: best.plate, items: best.pos.map((p) => byIdx.get(p.idx)!), pos: best.pos, used: best.used });
    remaining = remaining.filter((it) => !placed.has(it.idx));
  }
  return { sheets, unplaced: remaining };
}

/**
 * Sheet by sheet, keeps the fullest of many fills (orders × rules, plus random orders): much stronger
 * than one sequence for bin packing, because each sheet picks the subset of parts that fills it best.
 */
export function constructMaxFill(items: readonly RectCopy[], plates: readonly RectPlate[], kinds: readonly PackerKind[], rng: Rng, randomOrders: number, keys = KEYS.length): RectSolution {
  let remaining = items.slice();
  const left = plates.map((p) => p.count);
  const sheets: RectSheet[] = [];
  const byIdx = new Map(items.map((it) => [it.idx, it]));
  while (remaining.length > 0) {
    let best: SheetFill | null = null;
    const orders: RectCopy[][] = KEYS.slice(0, keys).map((k) => ordered(remaining, k, null, 0));
    for (let r = 0; r < randomOrders; r++) orders.push(ordered(remaining, KEYS[randInt(rng, KEYS.length)]!, rng, 0.4));
    for (let pi = 0; pi < plates.length; pi++) {
      if (left[pi]! <= 0) continue;
      const pl = plates[pi]!;
      for (const seq of orders) {
        for (const k of kinds) {
          const pos = fillBin(k, pl.W, pl.H, seq);
          if (pos.length === 0) continue;
          const cand = sheetFill(pi, pl, pos, (idx) => byIdx.get(idx)!.area, remaining.length);
          if (betterFill(cand, best, plates, 1e-12)) best = cand;
        }
      }
    }
    if (!best) break;
    left[best.plate]!--;
    const placed = new Set(best.pos.map((p) => p.idx));
    sheets.push({ plate: best.plate, items: best.pos.map((p) => byIdx.get(p.idx)!), pos: best.pos, used: best.used });
    remaining = remaining.filter((it) => !placed.has(it.idx));
  }
  return { sheets, unplaced: remaining };
}

const REPACK_KEYS: Key[] = [KEYS[0]!, KEYS[1]!, KEYS[2]!, KEYS[3]!];

/** Tries to pack all `items` into one plate with several orders and rules; null when none succeeds. */
export function repack(items: readonly RectCopy[], pl: RectPlate, kinds: readonly PackerKind[], rng: Rng | null): RectPos[] | null {
  let a = 0;
  for (const it of items) a += it.w * it.h;
  if (a > pl.W * pl.H) return null;
  for (const key of REPACK_KEYS) {
    const seq = ordered(items, key, null, 0);
    for (const k of kinds) {
      const r = packAll(k, pl.W, pl.H, seq);
      if (r) return r;
    }
  }
  if (rng) {
    for (let t = 0; t < 4; t++) {
      const seq = ordered(items, KEYS[randInt(rng, KEYS.length)]!, rng, 0.6);
      const r = packAll(kinds[randInt(rng, kinds.length)]!, pl.W, pl.H, seq);
      if (r) return r;
    }
  }
  return null;
}

function clone(s: RectSolution): RectSolution {
  return { sheets: s.sheets.map((sh) => ({ ...sh, items: sh.items.slice(), pos: sh.pos.slice() })), unplaced: s.unplaced.slice() };
}

function sheetUsed(items: readonly RectCopy[]): number {
  let u = 0;
  for (const it of items) u += it.area;
  return u;
}

/**
 * One local-search step across sheets: empty a weak sheet by moving its items into others (repacking
 * the receiving sheet from scratch), with swaps that make the receiving sheet fuller. Returns a new
 * solution (never worse in sheet count) or null if nothing moved.
 */
function improveStep(cur: RectSolution, plates: readonly RectPlate[], kinds: readonly PackerKind[], rng: Rng): RectSolution | null {
  const s = clone(cur);
  if (s.sheets.length < 1) return null;
  const order = s.sheets.map((sh, i) => ({ i, f: sh.used / plates[sh.plate]!.area }));
  order.sort((a, b) => a.f - b.f);
  const pick = rng() < 0.6 ? 0 : randInt(rng, Math.min(order.length, 4));
  const ti = order[pick]!.i;
  const t = s.sheets[ti]!;
  let moved = false;
  const others = shuffle(
    rng,
    s.sheets.map((_, i) => i).filter((i) => i !== ti),
  );
  const tItems = t.items.slice().sort((a, b) => b.area - a.area);
  for (const it of tItems) {
    for (const oi of others) {
      const o = s.sheets[oi]!;
      const pos = repack([...o.items, it], plates[o.plate]!, kinds, rng);
      if (pos) {
        o.items.push(it);
        o.pos = pos;
        o.used += it.area;
        t.items = t.items.filter((x) => x !== it);
        t.used -= it.area;
        moved = true;
        break;
      }
    }
  }
  // Unplaced copies get a chance whenever space opens up.
  for (const it of s.unplaced.slice()) {
    for (const oi of s.sheets.keys()) {
      const o = s.sheets[oi]!;
      const pos = repack([...o.items, it], plates[o.plate]!, kinds, null);
      if (pos) {
        o.items.push(it);
        o.pos = pos;
        o.used += it.area;
        s.unplaced = s.unplaced.filter((x) => x !== it);
        moved = true;
        break;
      }
    }
  }
  if (t.items.length > 0 && others.length > 0) {
    // Swap: a big item of t for smaller items of another sheet, if that sheet gets fuller.
    const oi = others[randInt(rng, others.length)]!;
    const o = s.sheets[oi]!;
    const a = t.items[randInt(rng, t.items.length)]!;
    const cands = o.items.filter((b) => b.area < a.area);
    if (cands.length > 0) {
      const b = cands[randInt(rng, cands.length)]!;
      const oNew = [...o.items.filter((x) => x !== b), a];
      const tNew = [...t.items.filter((x) => x !== a), b];
      const po = repack(oNew, plates[o.plate]!, kinds, rng);
      const pt = po ? repack(tNew, plates[t.plate]!, kinds, rng) : null;
      if (po && pt) {
        o.items = oNew;
        o.pos = po;
        o.used = sheetUsed(oNew);
        t.items = tNew;
        t.pos = pt;
        t.used = sheetUsed(tNew);
        moved = true;
      }
    }
  }
  if (t.items.length === 0) s.sheets.splice(ti, 1);
  else if (moved) {
    const pos = repack(t.items, plates[t.plate]!, kinds, rng);
    if (!pos) return null;
    t.pos = pos;
  }
  // A smaller plate type may now hold the weak sheet.
  if (t.items.length > 0 && plates.length > 1) {
    const usedCount = plates.map(() => 0);
    for (const sh of s.sheets) usedCount[sh.plate]!++;
    for (let pi = 0; pi < plates.length; pi++) {
      const pl = plates[pi]!;
      if (pl.area >= plates[t.plate]!.area || pl.rank < plates[t.plate]!.rank || usedCount[pi]! >= pl.count) continue;
      const pos = repack(t.items, pl, kinds, null);
      if (pos) {
        t.plate = pi;
        t.pos = pos;
        moved = true;
        break;
      }
    }
  }
  return moved ? s : null;
}

/**
 * A large-neighbourhood move across sheets: the weakest sheet and one or two others are emptied into one
 * pool, which the sheet-by-sheet best fill packs again with fresh random orders. It pays when the pool
 * fits one sheet fewer, or when it comes out more uneven (the weakest sheet emptier, so the next move
 * can make it vanish). Item-by-item moves (improveStep) cannot find such a rearrangement: moving one item
 * at a time into a full sheet is refused long before the sheets have been reshuffled.
 */
function poolStep(cur: RectSolution, plates: readonly RectPlate[], kinds: readonly PackerKind[], rng: Rng): RectSolution | null {
  if (cur.sheets.length < 2) return null;
  const order = cur.sheets.map((sh, i) => ({ i, f: sh.used / plates[sh.plate]!.area }));
  order.sort((a, b) => a.f - b.f);
  const m = Math.min(cur.sheets.length, 2 + randInt(rng, 2));
  const chosen = new Set<number>([order[rng() < 0.7 ? 0 : randInt(rng, Math.min(order.length, 3))]!.i]);
  while (chosen.size < m) chosen.add(randInt(rng, cur.sheets.length));
  const pool: RectCopy[] = [];
  const left = plates.map((p) => p.count);
  let before = 0;
  cur.sheets.forEach((sh, i) => {
    if (chosen.has(i)) {
      pool.push(...sh.items);
      const f = sh.used / plates[sh.plate]!.area;
      before += f * f;
    } else left[sh.plate]!--;
  });
  const avail = plates.map((p, i) => ({ ...p, count: left[i]! }));
  const packed = constructMaxFill(pool, avail, kinds, rng, 2, 2 + randInt(rng, KEYS.length - 1));
  if (packed.unplaced.length > 0 || packed.sheets.length > m) return null;
  if (packed.sheets.length === m) {
    let after = 0;
    let costBefore = 0;
    let costAfter = 0;
    for (const i of chosen) costBefore += plates[cur.sheets[i]!.plate]!.cost;
    for (const sh of packed.sheets) {
      const f = sh.used / plates[sh.plate]!.area;
      after += f * f;
      costAfter += plates[sh.plate]!.cost;
    }
    if (costAfter > costBefore + 1e-9 || (costAfter > costBefore - 1e-9 && after <= before + 1e-12)) return null;
  }
  return { sheets: [...cur.sheets.filter((_, i) => !chosen.has(i)), ...packed.sheets], unplaced: cur.unplaced.slice() };
}

export function solveRect(items: readonly RectCopy[], plates: readonly RectPlate[], ctl: SearchControl, rng: Rng, opts: RectSolveOptions): RectSolution {
  let best: RectSolution | null = null;
  let bestScore: [number, number, number] = [Infinity, Infinity, 0];
  const offer = (s: RectSolution): boolean => {
    const sc = score(s, plates);
    if (!best || better(sc, bestScore)) {
      best = s;
      bestScore = sc;
      opts.onImprove?.(s);
      return true;
    }
    return false;
  };
  const atBound = () => bestScore[0] === 0 && bestScore[1] <= opts.lowerBoundArea * (1 + 1e-9);
  const role = opts.role;
  const byIdx = new Map(items.map((it) => [it.idx, it]));
  /** A better solution from another thread, if there is one (throttled inside the portfolio). */
  const fromPeers = (): RectSolution | null => {
    if (!role || !best) return null;
    const e = role.portfolio.sync(bestScore, () => encodeRect(best!)) as EncodedRect | null;
    if (!e) return null;
    const s = decodeRect(e, byIdx);
    return offer(s) ? s : null;
  };

  // A fast complete layout first, then the sheet-by-sheet best fills (trimmed for big jobs so that they
  // arrive within a second), then the remaining deterministic orders and rules.
  const big = items.length > 200;
  const firstKinds = opts.kinds.filter((k) => k === 'maxrects-bssf' || k === 'skyline');
  // Big jobs: the first layout is already a (trimmed) best-fill one, so that it is close to the final result.
  if (big && firstKinds.length > 0) offer(constructMaxFill(items, plates, firstKinds, rng, 0, 2));
  else offer(construct(ordered(items, KEYS[0]!, null, 0), plates, opts.kinds[0]!));
  ctl.iterations++;
  const fastKinds = big ? opts.kinds.filter((k) => k === 'maxrects-bssf' || k === 'maxrects-baf' || k === 'skyline' || k === 'guillotine') : opts.kinds;
  // Parallel searches: the deterministic constructions below are the same in every thread, so only the
  // first thread makes them; the others go straight to the randomised search.
  const deterministic = !role || role.index === 0;
  if (!ctl.done() && deterministic) offer(constructMaxFill(items, plates, fastKinds.length ? fastKinds : opts.kinds, rng, 0, big ? 3 : KEYS.length));
  for (const key of KEYS) {
    for (const k of opts.kinds) {
      if (ctl.done() || atBound() || !deterministic) break;
      fromPeers();
      offer(construct(ordered(items, key, null, 0), plates, k));
      ctl.iterations++;
    }
  }
  let cur = clone(best!);
  let stall = 0;
  while (!ctl.done() && !atBound()) {
    ctl.iterations++;
    const adopted = fromPeers();
    if (adopted) {
      cur = clone(adopted);
      stall = 0;
    }
    const next = rng() < 0.5 ? poolStep(cur, plates, opts.kinds, rng) : improveStep(cur, plates, opts.kinds, rng);
    if (next) {
      cur = next;
      if (offer(clone(next))) stall = 0;
      else stall++;
    } else stall++;
    if (stall > 60) {
      // Restart from a perturbed construction; the best is kept.
      const s = items.length <= 400 ? constructMaxFill(items, plates, opts.kinds, rng, 3) : construct(ordered(items, KEYS[randInt(rng, KEYS.length)]!, rng, 0.5), plates, opts.kinds[randInt(rng, opts.kinds.length)]!);
      offer(s);
      cur = rng() < 0.5 ? clone(best!) : s;
      stall = 0;
    }
  }
  return best!;
}
