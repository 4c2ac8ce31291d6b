import type { PartSpec, Sheet } from '../types.ts';
import { placedRings } from './geometry.ts';

const f = (n: number) => String(Math.round(n * 1000) / 1000);

/** One sheet as a standalone SVG in mm, y up like the plate; holes use the even-odd rule. */
export function sheetToSvg(sheet: Sheet, parts: readonly PartSpec[], opts: { labels?: boolean } = {}): string {
  const byId = new Map(parts.map((p) => [p.id, p]));
  const W = sheet.width;
  const H = sheet.height;
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${f(W)} ${f(H)}" width="${f(W)}mm" height="${f(H)}mm">`);
  out.push(`<g transform="translate(0 ${f(H)}) scale(1 -1)">`);
  out.push(`<rect class="plate" x="0" y="0" width="${f(W)}" height="${f(H)}" fill="#eef1f4" stroke="#556" stroke-width="${f(Math.max(W, H) / 1000)}"/>`);
  if (sheet.offcut) {
    const o = sheet.offcut;
    out.push(`<rect class="offcut" x="${f(o.x)}" y="${f(o.y)}" width="${f(o.width)}" height="${f(o.height)}" fill="#dfe" stroke="none"/>`);
  }
  for (const pl of sheet.placements) {
    const part = byId.get(pl.partId);
    if (!part) continue;
    const d = placedRings(part, pl)
      .map((r) => 'M' + r.map(([x, y]) => `${f(x)} ${f(y)}`).join(' L') + ' Z')
      .join(' ');
    out.push(`<path class="part" data-part="${escapeXml(pl.partId)}" data-copy="${pl.copy}" d="${d}" fill="#9bc" fill-rule="evenodd" stroke="#235" stroke-width="${f(Math.max(W, H) / 2000)}"/>`);
  }
  out.push('</g>');
  if (opts.labels) {
    for (const pl of sheet.placements) {
      const part = byId.get(pl.partId);
      if (!part) continue;
      const r = placedRings(part, pl)[0]!;
      const cx = r.reduce((a, p) => a + p[0], 0) / r.length;
      const cy = r.reduce((a, p) => a + p[1], 0) / r.length;
      out.push(`<text x="${f(cx)}" y="${f(H - cy)}" font-size="${f(Math.min(W, H) / 40)}" text-anchor="middle">${escapeXml(pl.partId)}</text>`);
    }
  }
  out.push('</svg>');
  return out.join('\n');
}

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}
