import { area64, difference, innerFitInHole, noFitPolygon, type Path64, type Paths64 } from '../geometry/clip.ts';
import type { Oriented } from './prep.ts';

export interface Nfp {
  rings: Paths64;
  /** +1 for outer rings, −1 for holes. */
  signs: number[];
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** No-fit polygons per (fixed orientation, moving orientation); computed once per pair, reused for every copy. */
export class NfpCache {
  private map = new Map<string, Nfp>();
  constructor(private readonly partInPart: boolean) {}
  get size(): number {
    return this.map.size;
  }
  get(a: Oriented, ai: string, b: Oriented, bi: string): Nfp {
    const key = ai + '|' + bi;
    let n = this.map.get(key);
    if (!n) {
      n = this.compute(a, b);
      this.map.set(key, n);
    }
    return n;
  }
  private compute(a: Oriented, b: Oriented): Nfp {
    let rings = noFitPolygon(a.outer, b.outer);
    if (this.partInPart && a.holes.length > 0) {
      const pockets: Path64[] = [];
      for (const h of a.holes) pockets.push(...innerFitInHole(h, b.outer));
      if (pockets.length > 0) rings = difference(rings, pockets);
    }
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const r of rings)
      for (const p of r) {
        if (p.x < minX) minX = p.x;
        if (p.y < minY) minY = p.y;
        if (p.x > maxX) maxX = p.x;
        if (p.y > maxY) maxY = p.y;
      }
    const signs = rings.map((r) => (area64(r) > 0 ? 1 : -1));
    return { rings, signs, minX, minY, maxX, maxY };
  }
}
