/** SVG thumbnail of a part: outline and holes (even-odd fill), bend lines dashed. */
import type { Pt } from './geom.ts';

export interface ThumbnailInput {
  /** flat [x0, y0, …] */
  outline: number[];
  holes: number[][];
  bbox: { minX: number; minY: number; maxX: number; maxY: number };
}

/** Douglas–Peucker-free cheap thinning: skip points closer than `eps` to the last kept one. */
function pathOf(ring: number[], ox: number, oy: number, k: number, eps: number): string {
  let d = '';
  let lx = NaN;
  let ly = NaN;
  for (let i = 0; i + 1 < ring.length; i += 2) {
    const x = ((ring[i] as number) - ox) * k;
    const y = (oy - (ring[i + 1] as number)) * k; // SVG y points down
    if (d && Math.abs(x - lx) < eps && Math.abs(y - ly) < eps) continue;
    d += `${d ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`;
    lx = x;
    ly = y;
  }
  return d + 'Z';
}

/** A self-contained SVG string, longest side `size` px (default 160); `bends`: the part's bend lines. */
export function partThumbnail(part: ThumbnailInput, bends: { a: Pt; b: Pt }[] = [], size = 160): string {
  const { minX, minY, maxX, maxY } = part.bbox;
  const w = maxX - minX || 1;
  const h = maxY - minY || 1;
  const k = (size - 8) / Math.max(w, h);
  const W = Math.ceil(w * k) + 8;
  const H = Math.ceil(h * k) + 8;
  const ox = minX - 4 / k;
  const oy = maxY + 4 / k;
  let d = pathOf(part.outline, ox, oy, k, 0.6);
  let dots = '';
  let ndots = 0;
  for (const hole of part.holes) {
    // holes under about a pixel (perforation, small mounting holes) are drawn as dots
    let hx0 = Infinity;
    let hx1 = -Infinity;
    let hy = 0;
    for (let i = 0; i < hole.length; i += 2 * Math.max(1, hole.length >> 4)) {
      const x = hole[i] as number;
      if (x < hx0) {
        hx0 = x;
        hy = hole[i + 1] as number;
      }
      if (x > hx1) hx1 = x;
    }
    if ((hx1 - hx0) * k < 1.2) {
      if (ndots++ < 4000) dots += `M${(((hx0 + hx1) / 2 - ox) * k).toFixed(1)} ${((oy - hy) * k).toFixed(1)}h0`;
      continue;
    }
    d += pathOf(hole, ox, oy, k, 0.6);
  }
  let lines = '';
  for (const b of bends) {
    lines += `<line x1="${((b.a.x - ox) * k).toFixed(1)}" y1="${((oy - b.a.y) * k).toFixed(1)}" x2="${((b.b.x - ox) * k).toFixed(1)}" y2="${((oy - b.b.y) * k).toFixed(1)}"/>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<path d="${d}" fill="#cfd8e3" fill-rule="evenodd" stroke="#1f4e79" stroke-width="1"/>` +
    (lines ? `<g stroke="#d9480f" stroke-width="0.8" stroke-dasharray="3 2">${lines}</g>` : '') +
    (dots ? `<path d="${dots}" stroke="#1f4e79" stroke-width="1.2" stroke-linecap="round"/>` : '') +
    `</svg>`
  );
}
