import type { PanelSpec } from '../../packages/cad/src/index.ts';

/**
 * n aluminium panels as a facade job has them (four elevations, 50 a floor, sizes, flanges,
 * thicknesses, colours and perforation spread over the usual range), always the same for the same n:
 * the drawings the CAD reader and the upload benchmarks read.
 */
export function panelSpecs(n: number): PanelSpec[] {
  const out: PanelSpec[] = [];
  let seed = 7;
  const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  const colours = ['RAL9010', 'RAL7016', 'RAL9006', 'FC-2203', 'RAL1013'];
  for (let i = 0; i < n; i++) {
    const floor = 1 + Math.floor(i / 50);
    out.push({
      code: `${String.fromCharCode(65 + (i % 4))}-${floor}F-${String((i % 50) + 1).padStart(3, '0')}`,
      width: 500 + Math.round(rnd() * 13) * 100,
      height: 400 + Math.round(rnd() * 8) * 100,
      flange: [20, 25, 30][i % 3],
      thickness: [2, 2.5, 3][i % 3],
      quantity: 1 + Math.floor(rnd() * 12),
      material: i % 5 === 0 ? '5052' : '3003',
      colorCode: colours[i % colours.length],
      cornerRadius: i % 2 ? 3 : 0,
      exploded: i % 2 === 1,
      perforation: i % 3 === 0 ? { diameter: 8, pitch: 75 } : undefined,
    });
  }
  return out;
}
