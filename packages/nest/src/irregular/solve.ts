import { SearchControl } from '../control.ts';
import type { SearchRole } from '../engine.ts';
import { transformRing, cleanRing } from '../geometry/polygon.ts';
import { plateCost, plateRank, solveRectangular } from '../rect/adapter.ts';
import { ringBox, rotationsOf } from '../geometry/polygon.ts';
import { DEFAULT_MIN_OFFCUT, largestOffcut } from '../offcut.ts';
import { randInt, type Rng } from '../rng.ts';
import type { NestInput, NestResult, PartSpec, Placement, Point, RotationRule, Sheet, Unplaced } from '../types.ts';
import { bestPosition, type Container, type PlacedPart, type Rule } from './blf.ts';
import { NfpCache } from './nfp.ts';
import { Compactor } from './compact.ts';
import { checkResult } from '../check/check.ts';
import { prepare, type PartType, type Prepared } from './prep.ts';
import type { Copy, Layout } from './layout.ts';
import { BinMoves } from './settle.ts';

/** Share of the budget the sequence search gets in strip mode before compaction starts. */
const COMPACT_AFTER = 0.25;
/** Bin mode: share of the budget the rectangle path takes for the start layout on bounding boxes (0.1 gave 22 plates on the panel bench, 0.4 and 0.7 gave 21). */
const BBOX_SHARE = 0.4;
/** Bin mode: share of the search's moves that try to empty a weak sheet (emptyWeak). */
const EMPTY_SHARE = 0.3;
/**
 * Bin mode: share of the search's CPU time for the overlap-minimising moves on the best layout (BinMoves);
 * the sequence moves take the rest. By time, not by count: a sequence move re-places a suffix with the
 * bottom-left fill and costs several times a settled one.
 */
const SETTLE_SHARE = 0.8;
/** Segment pairs between neighbouring outlines above which the checker is too slow to run inside the search. */
const CHECK_WORK = 2e6;

/** A layout as structured-cloneable data for another thread: placements as [sheet, orientation, x, y]. */
interface EncodedLayout {
  seq: Copy[];
  at: ([number, number, number, number] | null)[];
  plates: number[];
  score: [number, number, number];
}

function encodeLayout(l: Layout): EncodedLayout {
  return {
    seq: l.seq,
    at: l.at.map((a) => (a ? [a.sheet, Number(a.part.oid.split(':')[1]), a.part.x, a.part.y] : null)),
    plates: l.sheets.map((s) => s.plate),
    score: l.score,
  };
}

function decodeLayout(e: EncodedLayout, types: readonly PartType[]): Layout {
  const sheets: Layout['sheets'] = e.plates.map((plate) => ({ plate, placed: [] }));
  const at: Layout['at'] = e.at.map((a, i) => {
    if (!a) return null;
    const t = e.seq[i]!.type;
    const part: PlacedPart = { o: types[t]!.orients[a[1]]!, oid: `${t}:${a[1]}`, x: a[2], y: a[3] };
    sheets[a[0]]!.placed.push(part);
    return { sheet: a[0], part };
  });
  return { seq: e.seq, at, sheets, score: e.score };
}

function better(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) {
    if (a[i]! < b[i]! - 1e-9) return true;
    if (a[i]! > b[i]! + 1e-9) return false;
  }
  return false;
}

/**
 * Irregular parts: sequence-based placement on no-fit polygons (leftmost or lowest feasible vertex,
 * every allowed orientation tried for each copy), improved by a local search over the sequence that
 * re-places only the changed suffix.
 */
export function solveIrregular(input: NestInput, ctl: SearchControl, rng: Rng, report: (r: NestResult) => void, role?: SearchRole): NestResult {
  const params = input.params ?? {};
  const strip = params.mode === 'strip';
  const prep = prepare(input);
  const sc = prep.scale;
  const cache = new NfpCache(params.partInPart ?? false);
  const margin = Math.round((params.margin ?? 0) * sc);
  const plates = input.plates.map((p) => ({ ...p, count: p.count ?? Infinity }));
  let totalW = 0;
  for (const t of prep.types) totalW += (t.orients[0]?.w ?? 0) * t.quantity;
  const containerOf = (pi: number): Container => {
    const p = plates[pi]!;
    const H = Math.floor(p.height * sc);
    const W = strip ? margin + totalW + 10 : Math.floor(p.width * sc);
    return { x0: margin - prep.grow, y0: margin - prep.grow, x1: W - margin + prep.grow, y1: H - margin + prep.grow };
  };
  const oid = (t: number, r: number) => `${t}:${r}`;

  const copies: Copy[] = [];
  for (const t of prep.types) for (let c = 0; c < t.quantity; c++) copies.push({ type: t.index, copy: c });

  // Share of the budget after which the layout being built goes on shelves: in strip mode the first layout
  // leaves half of the budget to compaction, which needs no-fit polygons only for neighbouring pairs.
  const hurry = () => ctl.done() || (strip && ctl.used() >= 0.5);
  const placeOn = (placed: PlacedPart[], pi: number, t: PartType, rule: Rule): PlacedPart | null => {
    let best: { part: PlacedPart; p1: number; p2: number } | null = null;
    for (let r = 0; r < t.orients.length; r++) {
      const o = t.orients[r]!;
      const id = oid(t.index, r);
      // Out of budget: keep what was found; the caller falls back to shelves when nothing was.
      if (best && hurry()) break;
      const pos = bestPosition(containerOf(pi), placed, o, id, cache, rule);
      if (pos && (!best || pos.p1 < best.p1 || (pos.p1 === best.p1 && pos.p2 < best.p2))) best = { part: { o, oid: id, x: pos.x, y: pos.y }, p1: pos.p1, p2: pos.p2 };
    }
    return best?.part ?? null;
  };

  // Highest priority first (remnants by default: using up offcuts costs nothing), then in the order given.
  const plateOrder = plates.map((_, i) => i).sort((a, b) => plateRank(plates[b]!) - plateRank(plates[a]!) || a - b);
  const plateArea = (pi: number) => plates[pi]!.width * plates[pi]!.height;

  const evaluate = (seq: Copy[], rule: Rule, base: Layout | null, from: number): Layout => {
    const at: Layout['at'] = [];
    const sheets: Layout['sheets'] = [];
    const used = plates.map(() => 0);
    if (base && from > 0) {
      for (let i = 0; i < from; i++) at.push(base.at[i] ?? null);
      for (const a of at) {
        if (!a) continue;
        while (sheets.length <= a.sheet) sheets.push({ plate: base.sheets[sheets.length]!.plate, placed: [] });
        sheets[a.sheet]!.placed.push(a.part);
      }
      for (const s of sheets) used[s.plate]!++;
    }
    // Columns of bounding boxes right of everything placed, per sheet: the fallback once the budget is gone.
    const shelves = new Map<number, { x: number; y: number; w: number }>();
    const shelve = (s: number, t: PartType): PlacedPart | null => {
      const c = containerOf(sheets[s]!.plate);
      let sh = shelves.get(s);
      if (!sh) {
        let right = c.x0;
        for (const p of sheets[s]!.placed) right = Math.max(right, p.x + p.o.w);
        sh = { x: right, y: c.y0, w: 0 };
        shelves.set(s, sh);
      }
      let r = 0;
      for (let k = 1; k < t.orients.length; k++) if (t.orients[k]!.w < t.orients[r]!.w && t.orients[k]!.h <= c.y1 - c.y0) r = k;
      const o = t.orients[r]!;
      if (sh.y + o.h > c.y1) sh = { x: sh.x + sh.w, y: c.y0, w: 0 };
      shelves.set(s, sh);
      if (sh.y + o.h > c.y1 || sh.x + o.w > c.x1) return null;
      const part = { o, oid: oid(t.index, r), x: sh.x, y: sh.y };
      sh.y += o.h;
      sh.w = Math.max(sh.w, o.w);
      return part;
    };
    for (let i = from; i < seq.length; i++) {
      const t = prep.types[seq[i]!.type]!;
      let done: { sheet: number; part: PlacedPart } | null = null;
      if (hurry()) {
        for (let s = 0; s < sheets.length && !done; s++) {
          const part = shelve(s, t);
          if (part) done = { sheet: s, part };
        }
      }
      for (let s = 0; s < sheets.length && !done && !hurry(); s++) {
        const part = placeOn(sheets[s]!.placed, sheets[s]!.plate, t, rule);
        if (part) done = { sheet: s, part };
      }
      if (!done && (!strip || sheets.length === 0)) {
        for (const pi of plateOrder) {
          if (done) break;
          if (used[pi]! >= plates[pi]!.count) continue;
          const part = placeOn([], pi, t, rule);
          if (part) {
            sheets.push({ plate: pi, placed: [] });
            used[pi]!++;
            done = { sheet: sheets.length - 1, part };
          }
        }
      }
      if (done) sheets[done.sheet]!.placed.push(done.part);
      at.push(done);
    }
    return { seq, at, sheets, score: scoreOf(seq, at, sheets) };
  };

  const fillOf = (s: Layout['sheets'][number]) => {
    let a = 0;
    for (const p of s.placed) a += prep.types[p.o.type]!.area;
    return a / plateArea(s.plate);
  };
  const scoreOf = (seq: Copy[], at: Layout['at'], sheets: Layout['sheets']): Layout['score'] => {
    let unplaced = 0;
    at.forEach((a, i) => {
      if (!a) {
        const t = prep.types[seq[i]!.type]!;
        unplaced += t.area * (1 + t.priority);
      }
    });
    let primary = 0;
    let sq = 0;
    if (strip) {
      // No tie-breaker: a secondary 'compact to the left' term was tried and made the search worse, because
      // sideways moves on equal length are what lets late acceptance drift to better sequences.
      for (const s of sheets) for (const p of s.placed) primary = Math.max(primary, p.x + p.o.w);
    } else {
      for (const s of sheets) {
        primary += plateCost(plates[s.plate]!);
        const f = fillOf(s);
        sq += f * f;
      }
    }
    return [unplaced, primary, -sq];
  };

  /**
   * Bin mode, ruin and recreate: clears a weak sheet (the least filled, sometimes one of the three least
   * filled) and, every other time, one more at random, then puts their parts back, largest first (with some
   * noise), each at its lowest feasible position on the fullest sheet that takes it (sheets without the
   * free area for it are skipped), opening a sheet only when none does. The cleared sheets vanish when
   * their parts fit into the others' gaps. Null when the budget ran out.
   */
  const emptyWeak = (l: Layout): Layout | null => {
    if (l.sheets.length < 2) return null;
    const fills = l.sheets.map(fillOf);
    const weakest = l.sheets.map((_, i) => i).sort((a, b) => fills[a]! - fills[b]!);
    const clear = new Set([weakest[rng() < 0.7 ? 0 : randInt(rng, Math.min(3, weakest.length))]!]);
    if (rng() < 0.5) clear.add(randInt(rng, l.sheets.length));
    const renumber = new Map<number, number>();
    const sheets: Layout['sheets'] = [];
    l.sheets.forEach((s, i) => {
      if (clear.has(i)) return;
      renumber.set(i, sheets.length);
      sheets.push({ plate: s.plate, placed: s.placed.slice() });
    });
    const at: Layout['at'] = l.at.map((a) => (a && renumber.has(a.sheet) ? { sheet: renumber.get(a.sheet)!, part: a.part } : null));
    const redo = l.at.flatMap((a, i) => (a && clear.has(a.sheet) ? [i] : []));
    const key = new Map(redo.map((i) => [i, prep.types[l.seq[i]!.type]!.area * (0.85 + 0.3 * rng())]));
    redo.sort((a, b) => key.get(b)! - key.get(a)!);
    const used = plates.map(() => 0);
    for (const s of sheets) used[s.plate]!++;
    const partArea = sheets.map((s) => fillOf(s) * plateArea(s.plate));
    for (const i of redo) {
      if (ctl.done()) return null;
      const t = prep.types[l.seq[i]!.type]!;
      const order = sheets.map((_, k) => k).sort((a, b) => partArea[b]! / plateArea(sheets[b]!.plate) - partArea[a]! / plateArea(sheets[a]!.plate));
      let done: { sheet: number; part: PlacedPart } | null = null;
      for (const k of order) {
        if (plateArea(sheets[k]!.plate) - partArea[k]! < t.area) continue;
        const part = placeOn(sheets[k]!.placed, sheets[k]!.plate, t, rule);
        if (part) {
          done = { sheet: k, part };
          break;
        }
      }
      for (const pi of plateOrder) {
        if (done) break;
        if (used[pi]! >= plates[pi]!.count) continue;
        const part = placeOn([], pi, t, rule);
        if (!part) continue;
        sheets.push({ plate: pi, placed: [] });
        partArea.push(0);
        used[pi]!++;
        done = { sheet: sheets.length - 1, part };
      }
      if (!done) return null;
      sheets[done.sheet]!.placed.push(done.part);
      partArea[done.sheet]! += t.area;
      at[i] = done;
    }
    return { seq: l.seq, at, sheets, score: scoreOf(l.seq, at, sheets) };
  };

  const binMoves = new BinMoves({ prep, plates, plateOrder, containerOf, cache, rng, ctl, scoreOf });
  const n0 = copies.length;
  const orders: ((a: Copy, b: Copy) => number)[] = [
    (a, b) => prep.types[b.type]!.area - prep.types[a.type]!.area,
    (a, b) => Math.max(prep.types[b.type]!.orients[0]!.w, prep.types[b.type]!.orients[0]!.h) - Math.max(prep.types[a.type]!.orients[0]!.w, prep.types[a.type]!.orients[0]!.h),
    (a, b) => prep.types[b.type]!.orients[0]!.h - prep.types[a.type]!.orients[0]!.h,
  ];
  const prio = (a: Copy, b: Copy) => prep.types[b.type]!.priority - prep.types[a.type]!.priority;
  let best: Layout | null = null;
  const rule: Rule = strip ? 'left' : 'bottom';
  const offer = (l: Layout): boolean => {
    if (!best || better(l.score, best.score)) {
      best = l;
      report(toResult(input, prep, l, strip, ctl));
      return true;
    }
    return false;
  };
  /** A better layout from another thread, if there is one (throttled inside the portfolio). */
  const fromPeers = (): Layout | null => {
    if (!role || !best) return null;
    const e = role.portfolio.sync(best.score, () => encodeLayout(best!)) as EncodedLayout | null;
    if (!e) return null;
    const l = decodeLayout(e, prep.types);
    return offer(l) ? l : null;
  };
  /**
   * Bin mode: the rectangle path on the parts' bounding boxes (kerf between boxes, margin to the edges) is
   * a valid layout of the parts themselves, found in milliseconds, and for panel jobs (flanged trays with
   * notched corners, L shapes) far better than the bottom-left fill: it picks the plate size and the subset
   * of parts that fill each sheet best. The search below continues from it and fills the gaps. Null when
   * a part may not lie at 0° or the boxes leave parts out.
   */
  const bboxStart = (): Layout | null => {
    const boxed: PartSpec[] = [];
    for (const p of input.parts) {
      const set = rotationsOf(p.rotations);
      if (!set.includes(0)) return null;
      const rotations: RotationRule = set.includes(90) ? 'ortho' : 'none';
      const b = ringBox(p.shape.outer);
      const outer: Point[] = [[b.minX, b.minY], [b.maxX, b.minY], [b.maxX, b.maxY], [b.minX, b.maxY]];
      boxed.push({ ...p, rotations, shape: { outer } });
    }
    const sub = new SearchControl({ cancel: () => ctl.done() }, params.maxIterations !== undefined ? ctl.limitMs : ctl.limitMs * BBOX_SHARE, params.maxIterations !== undefined ? 20 : Infinity);
    // Its layouts are reported as they come (the first within milliseconds), with the parts' own area.
    let partArea = 0;
    let boxArea = 0;
    input.parts.forEach((p, i) => {
      partArea += prep.types[i]!.area * p.quantity;
      const b = ringBox(p.shape.outer);
      boxArea += (b.maxX - b.minX) * (b.maxY - b.minY) * p.quantity;
    });
    const r = solveRectangular({ ...input, parts: boxed }, sub, rng, (x) => report({ ...x, utilisation: (x.utilisation * partArea) / boxArea }));
    ctl.iterations += sub.iterations;
    if (r.unplaced.length > 0) return null;
    const typeOf = new Map(input.parts.map((p, i) => [p.id, i]));
    const plateOf = new Map(input.plates.map((p, i) => [p.id, i]));
    const seq: Copy[] = [];
    const at: Layout['at'] = [];
    const sheets: Layout['sheets'] = [];
    for (const s of r.sheets) {
      const sheet = sheets.length;
      sheets.push({ plate: plateOf.get(s.plateId)!, placed: [] });
      for (const pl of s.placements) {
        const t = prep.types[typeOf.get(pl.partId)!]!;
        const ri = t.orients.findIndex((o) => (((o.rotation - pl.rotation) % 360) + 360) % 360 === 0);
        if (ri < 0) return null;
        const o = t.orients[ri]!;
        const part: PlacedPart = { o, oid: oid(t.index, ri), x: pl.x * sc + o.shiftX, y: pl.y * sc + o.shiftY };
        seq.push({ type: t.index, copy: pl.copy });
        at.push({ sheet, part });
        sheets[sheet]!.placed.push(part);
      }
    }
    return { seq, at, sheets, score: scoreOf(seq, at, sheets) };
  };
  if (!strip && n0 > 1) {
    const start = bboxStart();
    if (start) offer(start);
  }
  // In strip mode the sequence search only finds a good start: overlap-minimising compaction takes the rest.
  const seqShare = strip ? COMPACT_AFTER : 1;
  // Parallel searches: each thread starts from its own share of the deterministic orders.
  const myOrders = role ? orders.filter((_, i) => i % role.count === role.index % orders.length) : orders;
  for (const ord of myOrders.length > 0 ? myOrders : orders.slice(0, 1)) {
    const seq = copies.slice().sort((a, b) => prio(a, b) || ord(a, b) || a.type - b.type || a.copy - b.copy);
    offer(evaluate(seq, rule, null, 0));
    ctl.iterations++;
    if (ctl.done() || ctl.used() >= seqShare) break;
  }
  let cur: Layout = best!;
  // Late-acceptance hill climbing over the sequence: accepts a move not worse than the layout of some
  // iterations ago, which escapes the plateaus of pure descent at no extra cost.
  const LA = 8;
  const hist: [number, number, number][] = Array.from({ length: LA }, () => cur.score);
  const n = copies.length;
  // Iterations per part without a new best before a restart (measured on fu and jakobs1: LAHC stalls).
  const STALL = 40;
  let lastGain = ctl.iterations;
  // Bin mode: time of the overlap-minimising moves against that of the sequence moves (SETTLE_SHARE). Under
  // an iteration budget it is counted in iterations, so that a seed gives one result whatever the machine.
  const clock = () => (params.maxIterations !== undefined ? ctl.iterations : ctl.elapsed());
  let settleTime = 0;
  let seqTime = 0;
  let seqFrom = -1;
  while (!ctl.done() && n > 1 && ctl.used() < seqShare) {
    if (seqFrom >= 0) seqTime += clock() - seqFrom;
    seqFrom = -1;
    const adopted = fromPeers();
    if (adopted) {
      cur = adopted;
      hist.fill(cur.score);
      lastGain = ctl.iterations;
    }
    if (!strip && best!.sheets.length > 1 && settleTime <= SETTLE_SHARE * (settleTime + seqTime)) {
      // Descent on the best layout: a settled move that pays becomes the best and the chain's current layout.
      const t0 = clock();
      ctl.iterations++;
      const next = binMoves.step(best!);
      settleTime += clock() - t0;
      if (next && offer(next)) {
        cur = next;
        hist.fill(cur.score);
        lastGain = ctl.iterations;
      }
      continue;
    }
    seqFrom = clock();
    const k = ctl.iterations++ % LA;
    const seq = cur.seq.slice();
    // Half of the moves near the end of the sequence: they re-place only a short suffix, so they are cheap.
    const i = rng() < 0.5 ? randInt(rng, n) : n - 1 - Math.floor(n * Math.pow(rng(), 2));
    let j = rng() < 0.5 ? i + 1 + randInt(rng, Math.min(6, n)) : randInt(rng, n);
    j = Math.min(n - 1, j);
    if (i === j || (seq[i]!.type === seq[j]!.type)) continue;
    if (rng() < 0.5) {
      const t = seq[i]!;
      seq[i] = seq[j]!;
      seq[j] = t;
    } else {
      const [m] = seq.splice(i, 1);
      seq.splice(j, 0, m!);
    }
    const from = Math.min(i, j);
    // Bin mode: now and then a move that empties a weak sheet into the others' gaps instead.
    const next = (!strip && cur.sheets.length > 1 && rng() < EMPTY_SHARE ? emptyWeak(cur) : null) ?? evaluate(seq, rule, cur, from);
    if (!better(cur.score, next.score) || !better(hist[k]!, next.score)) {
      cur = next;
      if (offer(next)) lastGain = ctl.iterations;
    }
    hist[k] = cur.score;
    if (ctl.iterations - lastGain > STALL * n) {
      // Stuck: restart from the best sequence shaken by a few random swaps.
      const shaken = best!.seq.slice();
      for (let s = 2 + randInt(rng, Math.max(1, Math.floor(n / 6))); s > 0; s--) {
        const a = randInt(rng, n);
        const b = randInt(rng, n);
        const t = shaken[a]!;
        shaken[a] = shaken[b]!;
        shaken[b] = t;
      }
      cur = evaluate(shaken, rule, null, 0);
      offer(cur);
      hist.fill(cur.score);
      lastGain = ctl.iterations;
    }
  }
  fromPeers();
  if (strip && n > 1 && !ctl.done() && best!.sheets.length === 1) {
    const b: Layout = best!;
    const c = containerOf(b.sheets[0]!.plate);
    const order = b.sheets[0]!.placed;
    const compactor = new Compactor(prep.types, cache, { x0: c.x0, y0: c.y0, y1: c.y1 }, order, rng, ctl);
    // The checker costs O(vertices²) per neighbouring pair: seconds on detailed outlines. While it is cheap,
    // every compacted layout is checked before it is accepted; otherwise only the last one is, at the end
    // (the compaction stops early enough for that), falling back to earlier layouts if it fails. Where even
    // one check could overrun the budget (segment pairs of the start layout's neighbours, estimated below),
    // compacted layouts are accepted on the placer's own feasibility test, as the sequence search's are.
    const verts = (p: PlacedPart) => {
      const sh = input.parts[p.o.type]!.shape;
      return sh.outer.length + (sh.holes ?? []).reduce((a, h) => a + h.length, 0);
    };
    let work = 0;
    for (let i = 0; i < order.length; i++)
      for (let j = i + 1; j < order.length; j++) {
        const p = order[i]!;
        const q = order[j]!;
        if (p.x < q.x + q.o.w && q.x < p.x + p.o.w && p.y < q.y + q.o.h && q.y < p.y + p.o.h) work += verts(p) * verts(q);
      }
    const checkable = work < CHECK_WORK;
    let lastGood: Layout = b;
    const unchecked: Layout[] = [];
    let checkMs = 0;
    const passes = (l: Layout): boolean => {
      const t0 = ctl.elapsed();
      const ok = checkResult(input, toResult(input, prep, l, strip, ctl)).length === 0;
      checkMs = ctl.elapsed() - t0;
      return ok;
    };
    // Another thread's shorter layout, its parts matched to this compactor's by type.
    const adopt = (): PlacedPart[] | null => {
      if (!role) return null;
      const e = role.portfolio.sync(best!.score, () => encodeLayout(best!)) as EncodedLayout | null;
      if (!e || e.plates.length !== 1 || e.at.some((a) => !a)) return null;
      const f = decodeLayout(e, prep.types);
      const slots = new Map<number, number[]>();
      order.forEach((p, k) => slots.set(p.o.type, [...(slots.get(p.o.type) ?? []), k]));
      const parts: PlacedPart[] = new Array<PlacedPart>(order.length);
      for (const p of f.sheets[0]!.placed) {
        const k = slots.get(p.o.type)?.pop();
        if (k === undefined) return null;
        parts[k] = p;
      }
      if (parts.length !== order.length || [...slots.values()].some((v) => v.length > 0)) return null;
      const idx = new Map(order.map((p, k) => [p, k]));
      const at: Layout['at'] = b.at.map((a) => (a ? { sheet: 0, part: parts[idx.get(a.part)!]! } : null));
      const l: Layout = { seq: b.seq, at, sheets: [{ plate: b.sheets[0]!.plate, placed: parts }], score: f.score };
      if (!offer(l)) return null;
      // The other thread accepted it under the same rules: checked, or on the placer's test when deferred.
      if (checkable && checkMs > 0.02 * ctl.limitMs) unchecked.push(l);
      else lastGood = l;
      return parts;
    };
    compactor.run(
      order,
      (parts) => {
        // Same sequence indices as the start layout: part k of the sheet is the copy at the same place in `at`.
        const idx = new Map(order.map((p, k) => [p, k]));
        const at: Layout['at'] = b.at.map((a) => (a ? { sheet: 0, part: parts[idx.get(a.part)!]! } : null));
        let len = 0;
        for (const p of parts) len = Math.max(len, p.x + p.o.w);
        const l: Layout = { seq: b.seq, at, sheets: [{ plate: b.sheets[0]!.plate, placed: parts }], score: [b.score[0], len, 0] };
        if (!better(l.score, best!.score)) return false;
        if (!checkable) lastGood = l;
        else if (checkMs > 0.02 * ctl.limitMs) unchecked.push(l);
        else if (passes(l)) lastGood = l;
        else return false;
        return offer(l);
      },
      () => ctl.done() || (unchecked.length > 0 && ctl.remainingMs() < checkMs),
      adopt,
    );
    if (unchecked.length > 0) {
      let l: Layout | undefined;
      while ((l = unchecked.pop())) if (passes(l)) break;
      best = l ?? lastGood;
    }
  }
  return toResult(input, prep, best!, strip, ctl, true);
}

function toResult(input: NestInput, prep: Prepared, l: Layout, strip: boolean, ctl: SearchControl, final = false): NestResult {
  const sc = prep.scale;
  const params = input.params ?? {};
  const margin = params.margin ?? 0;
  const spacing = params.spacing ?? 0;
  const sheets: Sheet[] = [];
  let partArea = 0;
  let plateArea = 0;
  let length: number | undefined;
  for (const s of l.sheets) {
    const plate = input.plates[s.plate]!;
    const placements: Placement[] = [];
    const boxes: { x0: number; y0: number; x1: number; y1: number }[] = [];
    let area = 0;
    let maxX = 0;
    const copyOf = new Map<PlacedPart, number>();
    l.at.forEach((a, i) => a && copyOf.set(a.part, l.seq[i]!.copy));
    for (const p of s.placed) {
      const t = prep.types[p.o.type]!;
      const part = input.parts[p.o.type]!;
      const x = (p.x - p.o.shiftX) / sc;
      const y = (p.y - p.o.shiftY) / sc;
      placements.push({ partId: t.id, copy: copyOf.get(p)!, rotation: p.o.rotation, x, y });
      const ring = transformRing(cleanRing(part.shape.outer), p.o.rotation, x, y);
      let x0 = Infinity;
      let y0 = Infinity;
      let x1 = -Infinity;
      let y1 = -Infinity;
      for (const [px, py] of ring) {
        x0 = Math.min(x0, px);
        y0 = Math.min(y0, py);
        x1 = Math.max(x1, px);
        y1 = Math.max(y1, py);
      }
      boxes.push({ x0, y0, x1, y1 });
      maxX = Math.max(maxX, x1);
      area += t.area;
    }
    const width = strip ? maxX + margin : plate.width;
    if (strip) length = width;
    sheets.push({ plateId: plate.id, width, height: plate.height, placements, utilisation: area / (width * plate.height), offcut: strip || !final ? null : largestOffcut(width, plate.height, boxes, spacing, params.minOffcut ?? DEFAULT_MIN_OFFCUT) });
    partArea += area;
    plateArea += width * plate.height;
  }
  const unplaced: Unplaced[] = [];
  l.at.forEach((a, i) => {
    if (a) return;
    const c = l.seq[i]!;
    unplaced.push({ partId: prep.types[c.type]!.id, copy: c.copy, reason: 'does not fit on any available plate (minus edge margin)' });
  });
  return { sheets, unplaced, utilisation: plateArea > 0 ? partArea / plateArea : 0, length, elapsedMs: ctl.elapsed(), iterations: ctl.iterations, path: 'irregular' };
}
