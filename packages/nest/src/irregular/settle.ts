import type { SearchControl } from '../control.ts';
import { plateCost, plateRank } from '../rect/adapter.ts';
import { randInt, shuffle, type Rng } from '../rng.ts';
import type { PlateSpec } from '../types.ts';
import type { Container, PlacedPart } from './blf.ts';
import { Compactor, flatStore, type FlatStore } from './compact.ts';
import type { Layout } from './layout.ts';
import type { NfpCache } from './nfp.ts';
import type { Prepared } from './prep.ts';

/** What the bin-mode moves need of the search they serve (irregular/solve.ts). */
export interface BinSearch {
  prep: Prepared;
  plates: readonly (PlateSpec & { count: number })[];
  /** Plate indices in their order of use (highest priority first). */
  plateOrder: readonly number[];
  /** Bounds of a grown part's bounding box on plate `pi`, in scaled units. */
  containerOf: (pi: number) => Container;
  cache: NfpCache;
  rng: Rng;
  ctl: SearchControl;
  scoreOf: (seq: Layout['seq'], at: Layout['at'], sheets: Layout['sheets']) => Layout['score'];
}

/** A sheet whose parts a move replaced: the copy of `before[j]` now lies at `placed[j]`. */
interface Change {
  sheet: number;
  plate: number;
  before: readonly PlacedPart[];
  placed: PlacedPart[];
}

/** Share of its free area a sheet that takes a part in an ejection chain keeps (it passes on smaller parts for the rest). */
const CHAIN_ROOM = 0.5;
/** Share of the moves that put the weak sheet on a cheaper plate, when there is one its parts might fit. */
const CHEAPER_SHARE = 0.2;
/** Share of the moves that put the weak sheet and one of the next weakest onto one plate of lower cost. */
const MERGE_SHARE = 0.1;
/** Share of the remaining moves that move parts straight into a sheet with room, when there is one. */
const DIRECT_SHARE = 0.7;

/**
 * Bin mode, moves by overlap minimisation (issue 20, target 5). Parts of a weak sheet go to another sheet,
 * dropped anywhere on it, and the guided local search of the strip compaction (Compactor.settle)
 * rearranges that whole sheet until nothing overlaps. Unlike the bottom-left fill, which only finds the
 * gaps a sheet's arrangement happens to leave, this moves the sheet's own parts aside to make room. A
 * success leaves the weak sheet emptier, which the objective prefers (uneven sheets), until it vanishes.
 *
 * One step is one of four moves on the weak sheet (the least filled, sometimes one of the three least):
 * - merged with one of the next weakest onto one plate that costs less than both;
 * - onto a cheaper plate: all its parts, where they lie or turned to fit;
 * - direct: one part of it, sometimes two, into a sheet with the free area for them;
 * - an ejection chain: one part into a sheet without that room, which passes smaller parts of its own on to
 *   sheets with room for them, so that large parts leave the weak sheet too.
 */
export class BinMoves {
  /** The flattened NFPs, shared by the compactors of every settle (built once per pair, not once per move). */
  private flats: FlatStore | null = null;

  constructor(private readonly b: BinSearch) {}

  /** One move on `l`: the new layout (not necessarily better), or null when it failed or the budget ran out. */
  step(l: Layout): Layout | null {
    if (l.sheets.length < 2) return null;
    const { rng } = this.b;
    const fills = l.sheets.map((s) => this.fill(s));
    const weakest = l.sheets.map((_, i) => i).sort((a, b) => fills[a]! - fills[b]!);
    const w = weakest[rng() < 0.7 ? 0 : randInt(rng, Math.min(3, weakest.length))]!;
    if (rng() < MERGE_SHARE) {
      const v = weakest.filter((k) => k !== w).slice(0, 3);
      return this.merge(l, w, v[randInt(rng, v.length)]!);
    }
    const cheaper = this.cheaperPlates(l, w);
    if (cheaper.length > 0 && rng() < CHEAPER_SHARE)
      return this.toCheaperPlate(l, w, cheaper[randInt(rng, cheaper.length)]!);
    const free = l.sheets.map((s, k) => this.plateArea(s.plate) * (1 - fills[k]!));
    const pick = shuffle(rng, l.sheets[w]!.placed.slice()).slice(0, rng() < 0.3 ? 2 : 1);
    const need = pick.reduce((a, p) => a + this.area(p), 0);
    const roomy = l.sheets.map((_, k) => k).filter((k) => k !== w && free[k]! >= need * 1.02);
    if (roomy.length > 0 && rng() < DIRECT_SHARE)
      return this.direct(l, w, pick, roomy[randInt(rng, roomy.length)]!);
    return this.chain(l, w, pick[0]!, free);
  }

  private area(p: PlacedPart): number {
    return this.b.prep.types[p.o.type]!.area;
  }

  private plateArea(pi: number): number {
    return this.b.plates[pi]!.width * this.b.plates[pi]!.height;
  }

  private fill(s: Layout['sheets'][number]): number {
    return s.placed.reduce((a, p) => a + this.area(p), 0) / this.plateArea(s.plate);
  }

  /** How many sheets of the layout use each plate (against its stock). */
  private sheetsPerPlate(l: Layout): number[] {
    const used = this.b.plates.map(() => 0);
    for (const s of l.sheets) used[s.plate]!++;
    return used;
  }

  /** Plates with stock left, of no lower priority and lower cost than sheet w's, with the area for its parts. */
  private cheaperPlates(l: Layout, w: number): number[] {
    const { plates, plateOrder } = this.b;
    const used = this.sheetsPerPlate(l);
    const cur = plates[l.sheets[w]!.plate]!;
    const parts = l.sheets[w]!.placed.reduce((a, p) => a + this.area(p), 0);
    return plateOrder.filter((pi) => {
      const p = plates[pi]!;
      return (
        used[pi]! < p.count &&
        plateRank(p) >= plateRank(cur) &&
        plateCost(p) < plateCost(cur) &&
        parts < this.plateArea(pi) * 0.95
      );
    });
  }

  /** Sheet w's parts on plate pi, where they lie (see carried). */
  private toCheaperPlate(l: Layout, w: number, pi: number): Layout | null {
    const src = l.sheets[w]!.placed;
    const parts = this.carried(src, pi);
    const placed = parts && this.settle(parts, pi);
    return placed && this.rebuild(l, [{ sheet: w, plate: pi, before: src, placed }]);
  }

  /**
   * Two weak sheets onto one plate that costs less than both (two 1250×2500 sheets onto one 1500×3000):
   * sheet w's parts where they lie, sheet v's dropped at random spots, settled together. One plate less.
   */
  private merge(l: Layout, w: number, v: number): Layout | null {
    const { plates, plateOrder, rng } = this.b;
    const a = l.sheets[w]!;
    const b = l.sheets[v]!;
    const used = this.sheetsPerPlate(l);
    used[a.plate]!--;
    used[b.plate]!--;
    const parts = [...a.placed, ...b.placed].reduce((x, p) => x + this.area(p), 0);
    const rank = Math.max(plateRank(plates[a.plate]!), plateRank(plates[b.plate]!));
    const cost = plateCost(plates[a.plate]!) + plateCost(plates[b.plate]!);
    const fit = plateOrder.filter((pi) => {
      const p = plates[pi]!;
      return (
        used[pi]! < p.count &&
        plateRank(p) >= rank &&
        plateCost(p) < cost &&
        parts < this.plateArea(pi) * 0.95
      );
    });
    if (fit.length === 0) return null;
    const pi = fit[randInt(rng, fit.length)]!;
    const stay = this.carried(a.placed, pi);
    const placed = stay && this.settleWith(stay, b.placed, pi);
    if (!placed) return null;
    return this.rebuild(l, [
      { sheet: w, plate: pi, before: [...a.placed, ...b.placed], placed },
      { sheet: v, plate: b.plate, before: [], placed: [] },
    ]);
  }

  /** Parts carried to plate pi where they lie (pulled inside), one too long for it as it lies turned to an orientation that fits; null when one fits in none. */
  private carried(src: readonly PlacedPart[], pi: number): PlacedPart[] | null {
    const c = this.b.containerOf(pi);
    const parts: PlacedPart[] = [];
    for (const p of src) {
      const t = this.b.prep.types[p.o.type]!;
      const fits = (r: number) => t.orients[r]!.w <= c.x1 - c.x0 && t.orients[r]!.h <= c.y1 - c.y0;
      const now = Number(p.oid.split(':')[1]);
      const r = fits(now) ? now : t.orients.findIndex((_, q) => fits(q));
      if (r < 0) return null;
      const o = t.orients[r]!;
      parts.push({ o, oid: `${t.index}:${r}`, x: Math.min(p.x, c.x1 - o.w), y: Math.min(p.y, c.y1 - o.h) });
    }
    return parts;
  }

  /** The parts `pick` of sheet w dropped onto sheet k and settled there. */
  private direct(l: Layout, w: number, pick: PlacedPart[], k: number): Layout | null {
    const pi = l.sheets[k]!.plate;
    const placed = this.settleWith(l.sheets[k]!.placed, pick, pi);
    if (!placed) return null;
    const rest = l.sheets[w]!.placed.filter((p) => !pick.includes(p));
    return this.rebuild(l, [
      { sheet: k, plate: pi, before: [...l.sheets[k]!.placed, ...pick], placed },
      { sheet: w, plate: l.sheets[w]!.plate, before: rest, placed: rest },
    ]);
  }

  /**
   * Part p of sheet w into a random sheet k that lacks the room: k passes on smaller parts of its own, at
   * least the area p needs beyond CHAIN_ROOM of k's free area, each to a sheet (not w) with room for it.
   */
  private chain(l: Layout, w: number, p: PlacedPart, free: readonly number[]): Layout | null {
    const { rng } = this.b;
    const k = randInt(rng, l.sheets.length);
    if (k === w) return null;
    const lack = this.area(p) - free[k]! * CHAIN_ROOM;
    const room = free.map((f, j) => (j === w || j === k ? 0 : f));
    const out = new Map<number, PlacedPart[]>();
    let freed = 0;
    for (const q of shuffle(
      rng,
      l.sheets[k]!.placed.filter((q) => this.area(q) < this.area(p)),
    )) {
      if (freed >= lack) break;
      const fits = room.flatMap((r, j) => (r >= this.area(q) * 1.02 ? [j] : []));
      if (fits.length === 0) continue;
      const j = fits[randInt(rng, fits.length)]!;
      room[j]! -= this.area(q);
      out.set(j, [...(out.get(j) ?? []), q]);
      freed += this.area(q);
    }
    if (freed < lack || out.size === 0) return null;
    const gone = new Set([...out.values()].flat());
    const stay = l.sheets[k]!.placed.filter((q) => !gone.has(q));
    const pk = l.sheets[k]!.plate;
    const inK = this.settleWith(stay, [p], pk);
    if (!inK) return null;
    const changes: Change[] = [{ sheet: k, plate: pk, before: [...stay, p], placed: inK }];
    for (const [j, qs] of out) {
      const pj = l.sheets[j]!.plate;
      const inJ = this.settleWith(l.sheets[j]!.placed, qs, pj);
      if (!inJ) return null;
      changes.push({ sheet: j, plate: pj, before: [...l.sheets[j]!.placed, ...qs], placed: inJ });
    }
    const rest = l.sheets[w]!.placed.filter((q) => q !== p);
    return this.rebuild(l, [...changes, { sheet: w, plate: l.sheets[w]!.plate, before: rest, placed: rest }]);
  }

  /** `stay` where they lie and `incoming` dropped at random spots in random orientations, settled on plate pi. */
  private settleWith(
    stay: readonly PlacedPart[],
    incoming: readonly PlacedPart[],
    pi: number,
  ): PlacedPart[] | null {
    const { prep, rng } = this.b;
    const c = this.b.containerOf(pi);
    const parts = stay.slice();
    for (const p of incoming) {
      const t = prep.types[p.o.type]!;
      const r = randInt(rng, t.orients.length);
      const o = t.orients[r]!;
      if (o.w > c.x1 - c.x0 || o.h > c.y1 - c.y0) return null;
      parts.push({
        o,
        oid: `${t.index}:${r}`,
        x: Math.round(c.x0 + rng() * (c.x1 - c.x0 - o.w)),
        y: Math.round(c.y0 + rng() * (c.y1 - c.y0 - o.h)),
      });
    }
    return this.settle(parts, pi);
  }

  /** The parts without overlap on plate pi, or null when the guided search gave up or the budget ran out. */
  private settle(parts: PlacedPart[], pi: number): PlacedPart[] | null {
    const { prep, cache, rng, ctl } = this.b;
    const c = this.b.containerOf(pi);
    const compactor = new Compactor(
      prep.types,
      cache,
      { x0: c.x0, y0: c.y0, y1: c.y1, x1: c.x1 },
      parts,
      rng,
      ctl,
      (this.flats ??= flatStore(prep.types)),
    );
    return compactor.settle(parts, c.x1, () => ctl.done());
  }

  /** `l` with the changes made; a sheet left empty vanishes and the others are renumbered. */
  private rebuild(l: Layout, changes: readonly Change[]): Layout {
    const atOf = new Map<PlacedPart, number>();
    l.at.forEach((a, i) => a && atOf.set(a.part, i));
    const sheets = l.sheets.slice();
    const at = l.at.slice();
    for (const c of changes) {
      sheets[c.sheet] = { plate: c.plate, placed: c.placed };
      c.before.forEach((p, j) => (at[atOf.get(p)!] = { sheet: c.sheet, part: c.placed[j]! }));
    }
    const renumber: number[] = [];
    let next = 0;
    for (const s of sheets) renumber.push(s.placed.length > 0 ? next++ : -1);
    const live = sheets.filter((s) => s.placed.length > 0);
    const moved = at.map((a) => (a ? { sheet: renumber[a.sheet]!, part: a.part } : null));
    return { seq: l.seq, at: moved, sheets: live, score: this.b.scoreOf(l.seq, moved, live) };
  }
}
