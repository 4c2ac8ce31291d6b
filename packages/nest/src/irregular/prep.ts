import { area64, grownArea, offsetPaths, simplifyForNfp, simplifyOuterForNfp, toPath64, type Path64 } from '../geometry/clip.ts';
import { cleanRing, rotationsOf, shapeArea, transformRing } from '../geometry/polygon.ts';
import type { NestInput, Point } from '../types.ts';

/** One part type in one rotation, in scaled integers, grown by half the spacing, with its bounding box at the origin. */
export interface Oriented {
  type: number;
  rotation: number;
  outer: Path64;
  holes: Path64[];
  /** Bounding box size of the grown outline. */
  w: number;
  h: number;
  /** Shift applied after rotation and scaling: placement translation (mm) = (pos − shift) / scale. */
  shiftX: number;
  shiftY: number;
}

export interface PartType {
  index: number;
  id: string;
  quantity: number;
  priority: number;
  area: number;
  orients: Oriented[];
}

export interface Prepared {
  scale: number;
  /** Half the spacing plus a few units of safety against the rounding of boolean-operation vertices, in scaled units. */
  grow: number;
  types: PartType[];
}

/**
 * Detailed outlines are simplified before no-fit polygons are built: their cost grows with the vertices
 * of both parts. 20 vertices, or 40 where 20 would grow the part by more than 1 % of its area (a ragged
 * outline the simplification can only cover by adding material). With no-fit polygons from convex pieces
 * this beat a flat 20, 30, 40 or 60 on strip-extra at 20 s of CPU (mean 80.8 % against 79.9, 80.5, 80.3
 * and 77.9; a flat 40 or 60 slows the 100-type instances most); a ladder up to 60 at 2 % lost (74.6 %).
 */
const MAX_VERTICES = 20;
const DETAILED_MAX_VERTICES = 40;
const MAX_GROWTH = 0.01;
/**
 * Where the instance has few orientations in all (few part types), no-fit polygons are few and computed
 * once, so an outline that 40 vertices still grow by more than 1 % keeps up to 120: gardeyn5's ragged
 * parts (380 vertices) grew by about 6 % at 40, which capped its density far below the record.
 */
const FEW_ORIENTATIONS = 40;
const FEW_MAX_VERTICES = 120;

function simplifyOuter(outer: Path64, fewOrientations: boolean): { ring: Path64; eps: number } {
  const caps = fewOrientations ? [DETAILED_MAX_VERTICES, FEW_MAX_VERTICES] : [DETAILED_MAX_VERTICES];
  let so = simplifyOuterForNfp(outer, MAX_VERTICES);
  for (const cap of caps) {
    if (grownArea(so) <= Math.abs(area64(outer)) * (1 + MAX_GROWTH)) return so;
    so = simplifyOuterForNfp(outer, cap);
  }
  return so;
}

export function chooseScale(maxDim: number): number {
  // About 1e6–1e7 units across the plate: fine enough for 0.001 mm work, small enough for exact products.
  return Math.pow(10, Math.floor(Math.log10(1e7 / Math.max(1, maxDim))));
}

export function prepare(input: NestInput): Prepared {
  const params = input.params ?? {};
  let maxDim = 1;
  for (const p of input.plates) maxDim = Math.max(maxDim, p.height, p.width < 1e12 ? p.width : 0);
  for (const part of input.parts) for (const [x, y] of part.shape.outer) maxDim = Math.max(maxDim, Math.abs(x), Math.abs(y));
  const scale = chooseScale(maxDim);
  const grow = Math.ceil(((params.spacing ?? 0) * scale) / 2) + 4;
  const fewOrientations = input.parts.reduce((n, p) => n + rotationsOf(p.rotations).length, 0) <= FEW_ORIENTATIONS;
  const types = input.parts.map((part, index) => {
    const orients: Oriented[] = [];
    const seen = new Set<string>();
    for (const rotation of rotationsOf(part.rotations)) {
      const outerF = transformRing(cleanRing(part.shape.outer), rotation, 0, 0);
      let outer = toPath64(outerF, scale);
      if (area64(outer) < 0) outer.reverse();
      let holes = (part.shape.holes ?? []).map((h) => {
        const p = toPath64(transformRing(cleanRing(h), rotation, 0, 0), scale);
        if (area64(p) > 0) p.reverse();
        return p;
      });
      const so = simplifyOuter(outer, fewOrientations);
      outer = so.ring;
      let eps = so.eps;
      holes = holes.map((h) => {
        const sh = simplifyForNfp(h, MAX_VERTICES);
        eps = Math.max(eps, sh.eps);
        return sh.ring;
      });
      const grown = offsetPaths([outer, ...holes], grow + eps);
      let best = -1;
      for (let i = 0; i < grown.length; i++) if (area64(grown[i]!) > 0 && (best < 0 || area64(grown[i]!) > area64(grown[best]!))) best = i;
      outer = grown[best]!;
      holes = grown.filter((g, i) => i !== best && area64(g) < 0);
      let minX = Infinity;
      let minY = Infinity;
      let maxX = -Infinity;
      let maxY = -Infinity;
      for (const p of outer) {
        minX = Math.min(minX, p.x);
        minY = Math.min(minY, p.y);
        maxX = Math.max(maxX, p.x);
        maxY = Math.max(maxY, p.y);
      }
      const sh = (q: Path64) => q.map((p) => ({ x: p.x - minX, y: p.y - minY }));
      const o = sh(outer);
      const key = o.map((p) => `${p.x},${p.y}`).join(';');
      // Symmetric parts (a rectangle at 0 and 180) need only one orientation.
      if (seen.has(key) && holes.length === 0) continue;
      seen.add(key);
      orients.push({ type: index, rotation, outer: o, holes: holes.map(sh), w: maxX - minX, h: maxY - minY, shiftX: minX, shiftY: minY });
    }
    return { index, id: part.id, quantity: part.quantity, priority: part.priority ?? 0, area: shapeArea(part.shape), orients };
  });
  return { scale, grow, types };
}

export function ringToMm(ring: readonly Point[]): Point[] {
  return ring.map(([x, y]) => [x, y]);
}
