import type { PartSpec, Point, Sheet } from '../types.ts';
import { placedRings } from './geometry.ts';

/**
 * One sheet as an AutoCAD R12 DXF (entities only, closed POLYLINEs in mm): the oldest dialect, which
 * every CAM program reads. Layers: PLATE, OFFCUT, PARTS (outer contours), HOLES (inner contours).
 */
export function sheetToDxf(sheet: Sheet, parts: readonly PartSpec[]): string {
  const byId = new Map(parts.map((p) => [p.id, p]));
  const out: string[] = ['0', 'SECTION', '2', 'HEADER', '9', '$INSUNITS', '70', '4', '0', 'ENDSEC', '0', 'SECTION', '2', 'ENTITIES'];
  const poly = (layer: string, ring: Point[]) => {
    out.push('0', 'POLYLINE', '8', layer, '66', '1', '10', '0', '20', '0', '30', '0', '70', '1');
    for (const [x, y] of ring) out.push('0', 'VERTEX', '8', layer, '10', num(x), '20', num(y), '30', '0');
    out.push('0', 'SEQEND', '8', layer);
  };
  const rect = (x: number, y: number, w: number, h: number): Point[] => [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ];
  poly('PLATE', rect(0, 0, sheet.width, sheet.height));
  if (sheet.offcut) poly('OFFCUT', rect(sheet.offcut.x, sheet.offcut.y, sheet.offcut.width, sheet.offcut.height));
  for (const pl of sheet.placements) {
    const part = byId.get(pl.partId);
    if (!part) continue;
    placedRings(part, pl).forEach((r, i) => poly(i === 0 ? 'PARTS' : 'HOLES', r));
  }
  out.push('0', 'ENDSEC', '0', 'EOF');
  return out.join('\n') + '\n';
}

function num(n: number): string {
  return (Math.round(n * 1e6) / 1e6).toString();
}
