import { shapeArea } from '../geometry/polygon.ts';
import type { NestInput, NestResult } from '../types.ts';

export interface CutListRow {
  partId: string;
  ordered: number;
  placed: number;
  unplaced: number;
  /** Sheet index → copies on that sheet. */
  perSheet: Record<number, number>;
  areaEach: number;
}

/** Per part: how many were ordered, placed (and on which sheets) and left out. */
export function cutList(input: NestInput, result: NestResult): CutListRow[] {
  const rows = new Map<string, CutListRow>();
  for (const p of input.parts) rows.set(p.id, { partId: p.id, ordered: p.quantity, placed: 0, unplaced: 0, perSheet: {}, areaEach: shapeArea(p.shape) });
  result.sheets.forEach((s, i) => {
    for (const pl of s.placements) {
      const r = rows.get(pl.partId);
      if (!r) continue;
      r.placed++;
      r.perSheet[i] = (r.perSheet[i] ?? 0) + 1;
    }
  });
  for (const u of result.unplaced) {
    const r = rows.get(u.partId);
    if (r) r.unplaced++;
  }
  return [...rows.values()];
}
