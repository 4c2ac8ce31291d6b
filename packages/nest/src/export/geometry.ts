import { cleanRing, transformRing } from '../geometry/polygon.ts';
import type { PartSpec, Placement, Point } from '../types.ts';

/** Rings of a placed part in plate coordinates: outer first, then holes. */
export function placedRings(part: PartSpec, pl: Placement): Point[][] {
  return [part.shape.outer, ...(part.shape.holes ?? [])].map((r) => transformRing(cleanRing(r), pl.rotation, pl.x, pl.y));
}
