import { bboxFlat, DxfWriter, partThumbnail } from '@al/cad';
import type { ProductGeometry } from '@al/contracts';

/** The product's drawing as a large SVG (the detail page zooms it). */
export const productSvg = (g: ProductGeometry, size = 900) =>
  partThumbnail({ outline: g.outline, holes: g.holes, bbox: bboxFlat(g.outline) }, [], size);

const ring = (flat: number[]) => {
  const pts: { x: number; y: number }[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) pts.push({ x: flat[i]!, y: flat[i + 1]! });
  return pts;
};

/** One product as its own DXF (mm): outline and holes on CUT, the code as text on TEXT. */
export function productDxf(p: {
  code: string;
  quantity: number;
  material: string | null;
  thickness: number | null;
  colorCode: string | null;
  geometry: ProductGeometry;
}): string {
  const w = new DxfWriter({});
  w.layer('CUT', 7).layer('TEXT', 3);
  w.polyline('CUT', ring(p.geometry.outline), true);
  for (const h of p.geometry.holes) w.polyline('CUT', ring(h), true);
  const b = bboxFlat(p.geometry.outline);
  const hgt = Math.max(5, Math.min(40, (b.maxY - b.minY) / 15));
  const at = (k: number) => ({ x: b.minX + hgt, y: b.maxY - hgt * (1.6 * k + 1.5) });
  w.text('TEXT', at(0), hgt, p.code);
  w.text('TEXT', at(1), hgt, `数量:${p.quantity}`);
  if (p.material || p.thickness)
    w.text('TEXT', at(2), hgt, `材质:${p.material ?? ''} 厚度:${p.thickness ?? ''}`);
  if (p.colorCode) w.text('TEXT', at(3), hgt, `颜色:${p.colorCode}`);
  return w.toString();
}

/** A rectangle outline for products typed in by hand (no drawing). */
export const rectangle = (length: number, width: number): ProductGeometry => ({
  outline: [0, 0, length, 0, length, width, 0, width],
  holes: [],
});
