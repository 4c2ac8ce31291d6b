import type { SearchControl } from '../control.ts';
import type { SearchRole } from '../engine.ts';
import { asRectangle, ringBox } from '../geometry/polygon.ts';
import type { Rng } from '../rng.ts';
import { DEFAULT_MIN_OFFCUT, largestOffcut } from '../offcut.ts';
import type { NestInput, NestResult, Placement, PlateSpec, Sheet, Unplaced } from '../types.ts';
import { PACKER_KINDS, packAll, type PackerKind } from './packers.ts';
import { solveRect, type RectCopy, type RectPlate, type RectSolution } from './solve.ts';

/** Smallest power of ten (up to 1000) that makes every size integral; beyond that sizes are rounded safely. */
function integerScale(values: number[]): number {
  for (const s of [1, 10, 100, 1000]) if (values.every((v) => Math.abs(v * s - Math.round(v * s)) < 1e-9)) return s;
  return 1000;
}

export function allRectangular(input: NestInput): boolean {
  return input.parts.every((p) => asRectangle(p.shape) !== null);
}

/** Order of use of a plate: its priority, by default 1 for remnants and 0 for full plates. */
export function plateRank(p: PlateSpec): number {
  return p.priority ?? (p.remnant ? 1 : 0);
}

/**
 * Plate area as the search counts it: a quarter less per priority step above 0 (4^−priority), so that
 * using up remnants pays whenever it saves plates of lower priority, and a layout that needs one plate
 * more of a lower priority to leave a remnant unused is worse.
 */
export function plateCost(p: PlateSpec): number {
  return p.width * p.height * Math.pow(4, -Math.max(0, plateRank(p)));
}

export function solveRectangular(input: NestInput, ctl: SearchControl, rng: Rng, report: (r: NestResult) => void, role?: SearchRole): NestResult {
  const params = input.params ?? {};
  const spacing = params.spacing ?? 0;
  const margin = params.margin ?? 0;
  const dims = input.parts.map((p) => ({ part: p, r: asRectangle(p.shape)!, box: ringBox(p.shape.outer) }));
  const sc = integerScale([spacing, margin, ...dims.flatMap((d) => [d.r.w, d.r.h]), ...input.plates.flatMap((p) => [p.width, p.height])]);
  const S = Math.round(spacing * sc);
  const M = Math.round(margin * sc);
  // Every part is grown by the spacing and the usable plate by the same amount: parts then touch in the
  // packing but keep `spacing` between them, and exact fits stay exact (4 × 305 = 1220 with no kerf).
  const plates: RectPlate[] = input.plates.map((p) => ({
    W: Math.floor(p.width * sc + 1e-9) - 2 * M + S,
    H: Math.floor(p.height * sc + 1e-9) - 2 * M + S,
    count: p.count ?? Infinity,
    area: p.width * p.height,
    remnant: p.remnant ?? false,
    rank: plateRank(p),
    cost: plateCost(p),
  }));
  const copies: RectCopy[] = [];
  const meta: { part: number; copy: number }[] = [];
  dims.forEach((d, pi) => {
    const rot = (d.part.rotations ?? 'none') !== 'none' && d.part.rotations !== 'grain' && !(Array.isArray(d.part.rotations) && !d.part.rotations.some((r) => r % 180 === 90));
    for (let c = 0; c < d.part.quantity; c++) {
      copies.push({
        idx: copies.length,
        w: Math.ceil(d.r.w * sc - 1e-9) + S,
        h: Math.ceil(d.r.h * sc - 1e-9) + S,
        canRotate: rot,
        area: d.r.w * d.r.h,
        priority: d.part.priority ?? 0,
      });
      meta.push({ part: pi, copy: c });
    }
  });
  const kinds: PackerKind[] = params.guillotine ? ['guillotine'] : PACKER_KINDS;
  const minPlate = Math.min(...input.plates.map((p) => p.width * p.height));
  const totalArea = copies.reduce((a, c) => a + c.area, 0);
  // With plates of several priorities the weighted plate area has no simple bound: no early stop then.
  const ranked = input.plates.some((p) => plateRank(p) > 0);
  const lowerBoundArea = ranked ? 0 : Math.ceil(totalArea / minPlate - 1e-9) * minPlate;

  const toResult = (sol: RectSolution, final: boolean): NestResult => {
    const sheets: Sheet[] = sol.sheets.map((sh) => {
      const plate = input.plates[sh.plate]!;
      const placements: Placement[] = [];
      const boxes: { x0: number; y0: number; x1: number; y1: number }[] = [];
      for (const p of sh.pos) {
        const m = meta[p.idx]!;
        const d = dims[m.part]!;
        const x0 = (M + p.x) / sc;
        const y0 = (M + p.y) / sc;
        if (!p.rotated) {
          placements.push({ partId: d.part.id, copy: m.copy, rotation: 0, x: x0 - d.box.minX, y: y0 - d.box.minY });
          boxes.push({ x0, y0, x1: x0 + d.r.w, y1: y0 + d.r.h });
        } else {
          // rotate(p, 90) = (-y, x): the rotated box spans x ∈ [-maxY, -minY], y ∈ [minX, maxX].
          placements.push({ partId: d.part.id, copy: m.copy, rotation: 90, x: x0 + d.box.maxY, y: y0 - d.box.minX });
          boxes.push({ x0, y0, x1: x0 + d.r.h, y1: y0 + d.r.w });
        }
      }
      return { plateId: plate.id, width: plate.width, height: plate.height, placements, utilisation: sh.used / (plate.width * plate.height), offcut: final ? largestOffcut(plate.width, plate.height, boxes, spacing, params.minOffcut ?? DEFAULT_MIN_OFFCUT) : null };
    });
    const unplaced: Unplaced[] = sol.unplaced.map((c) => {
      const m = meta[c.idx]!;
      const fits = plates.some((pl) => (c.w <= pl.W && c.h <= pl.H) || (c.canRotate && c.h <= pl.W && c.w <= pl.H));
      return { partId: dims[m.part]!.part.id, copy: m.copy, reason: fits ? 'no plate left' : 'larger than every plate (minus edge margin)' };
    });
    let used = 0;
    let area = 0;
    for (const s of sheets) {
      used += s.utilisation * s.width * s.height;
      area += s.width * s.height;
    }
    return { sheets, unplaced, utilisation: area > 0 ? used / area : 0, elapsedMs: ctl.elapsed(), iterations: ctl.iterations, path: 'rect' };
  };

  const sol = solveRect(copies, plates, ctl, rng, { kinds, lowerBoundArea, role, onImprove: (s) => report(toResult(s, false)) });
  finishLastSheet(sol, plates, kinds, (params.minOffcut ?? DEFAULT_MIN_OFFCUT) * sc);
  return toResult(sol, true);
}

/** Puts the emptiest sheet last and repacks it so that its offcut (largestOffcut) is as large as possible. */
function finishLastSheet(sol: RectSolution, plates: readonly RectPlate[], kinds: readonly PackerKind[], minSide: number) {
  if (sol.sheets.length === 0) return;
  sol.sheets.sort((a, b) => b.used / plates[b.plate]!.area - a.used / plates[a.plate]!.area);
  const last = sol.sheets[sol.sheets.length - 1]!;
  const pl = plates[last.plate]!;
  // In packing units: items include the spacing on their right and top, so the boxes already keep it.
  const extent = (pos: typeof last.pos) => {
    const boxes = pos.map((p) => {
      const it = last.items.find((i) => i.idx === p.idx)!;
      return { x0: p.x, y0: p.y, x1: p.x + (p.rotated ? it.h : it.w), y1: p.y + (p.rotated ? it.w : it.h) };
    });
    const o = largestOffcut(pl.W, pl.H, boxes, 0, minSide);
    return o ? o.width * o.height : 0;
  };
  let bestPos = last.pos;
  let bestOff = extent(bestPos);
  for (const k of kinds) {
    for (const byW of [true, false]) {
      const seq = last.items.slice().sort((a, b) => (byW ? b.h - a.h || b.w - a.w : b.w - a.w || b.h - a.h));
      const pos = packAll(k, pl.W, pl.H, seq);
      if (pos && extent(pos) > bestOff) {
        bestOff = extent(pos);
        bestPos = pos;
      }
    }
  }
  last.pos = bestPos;
}
