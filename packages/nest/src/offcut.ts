import type { Rect } from './types.ts';

/** Minimum shorter side of a reusable offcut, in mm, unless `params.minOffcut` says otherwise. */
export const DEFAULT_MIN_OFFCUT = 100;

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * The largest empty axis-aligned rectangle of a width × height plate that keeps `spacing` (the kerf of the
 * cut that separates it) from every part's bounding box, with both sides at least `minSide`; null when
 * there is none. It reaches the plate edges: the piece is cut off whole, and the edge margin applies
 * again when it is used as a remnant. Exact over bounding boxes: every maximal empty rectangle has its
 * left edge on the plate edge or a box's right side (plus the kerf), and its bottom likewise, so all
 * those corners are tried, each with a sweep to the right that lowers the top at every box in the way.
 */
export function largestOffcut(width: number, height: number, parts: readonly Box[], spacing: number, minSide: number): Rect | null {
  const obs = parts.map((b) => ({ x0: b.x0 - spacing, y0: b.y0 - spacing, x1: b.x1 + spacing, y1: b.y1 + spacing })).sort((a, b) => a.x0 - b.x0);
  const xs = [...new Set([0, ...obs.map((o) => o.x1).filter((x) => x < width)])];
  const ys = [...new Set([0, ...obs.map((o) => o.y1).filter((y) => y < height)])];
  let best: Rect | null = null;
  let bestArea = 0;
  const offer = (x: number, y: number, x1: number, y1: number) => {
    const w = x1 - x;
    const h = y1 - y;
    if (w < minSide || h < minSide || w * h <= bestArea) return;
    bestArea = w * h;
    best = { x, y, width: w, height: h };
  };
  for (const l of xs) {
    for (const b of ys) {
      let top = height;
      let blocked = false;
      let right = width;
      for (const o of obs) {
        if (o.x1 <= l || o.y1 <= b) continue;
        if (o.x0 <= l) {
          // Spans the left edge: inside it, or above the corner (lowers the top).
          if (o.y0 <= b) {
            blocked = true;
            break;
          }
          top = Math.min(top, o.y0);
          continue;
        }
        if (o.y0 >= top) continue;
        offer(l, b, o.x0, top);
        if (o.y0 <= b) {
          right = o.x0;
          break;
        }
        top = o.y0;
      }
      if (blocked) continue;
      if (right === width) offer(l, b, width, top);
    }
  }
  return best;
}
