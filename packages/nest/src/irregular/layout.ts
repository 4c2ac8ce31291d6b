import type { PlacedPart } from './blf.ts';

/** One copy of a part type: the unit the sequence search orders. */
export interface Copy {
  type: number;
  copy: number;
}

/** A layout of the irregular path: the sequence, where each copy lies, and the sheets. */
export interface Layout {
  seq: Copy[];
  /** Per sequence index: sheet and placement, or null when unplaced. */
  at: ({ sheet: number; part: PlacedPart } | null)[];
  sheets: { plate: number; placed: PlacedPart[] }[];
  /** Lexicographic objective: unplaced, plate area or strip length, unevenness. */
  score: [number, number, number];
}
