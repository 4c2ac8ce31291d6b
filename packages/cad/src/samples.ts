/**
 * Sample aluminium-panel drawings for the demo project and tests, generated on demand by the
 * project's own writer (no committed binaries).
 */
import { type PanelExpected, type PanelSpec, panelsDxf } from './panel.ts';

export interface SampleDrawing {
  fileName: string;
  dxf: string;
  expected: PanelExpected[];
}

/** One facade panel with flanges, corner notches, bend lines and mounting holes. */
export function sampleSinglePanel(): SampleDrawing {
  const spec: PanelSpec = { code: 'A-1F-001', width: 1200, height: 800, flange: 25, thickness: 2.5, quantity: 4, material: '3003', colorCode: 'RAL9010' };
  return { fileName: 'A-1F-001_单板.dxf', ...panelsDxf([spec]) };
}

/** A batch of six panels of one elevation, different sizes and quantities, on one drawing. */
export function sampleElevationBatch(): SampleDrawing {
  const specs: PanelSpec[] = [
    { code: 'A-1F-001', width: 1200, height: 800, quantity: 4, material: '3003', thickness: 2.5, colorCode: 'RAL9010' },
    { code: 'A-1F-002', width: 1200, height: 600, quantity: 6, material: '3003', thickness: 2.5, colorCode: 'RAL9010' },
    { code: 'A-1F-003', width: 900, height: 800, quantity: 2, material: '3003', thickness: 2.5, colorCode: 'RAL7016' },
    { code: 'A-2F-001', width: 1500, height: 1000, flange: 30, quantity: 8, material: '5052', thickness: 3, colorCode: 'RAL7016' },
    { code: 'A-2F-002', width: 600, height: 600, quantity: 12, material: '3003', thickness: 2, colorCode: 'RAL9006' },
    { code: 'A-2F-003', width: 1800, height: 450, flange: 20, quantity: 3, material: '3003', thickness: 2.5, colorCode: 'RAL9006' },
  ];
  return { fileName: 'A立面_1F-2F_铝单板.dxf', ...panelsDxf(specs, { rowWidth: 4000 }) };
}

/** Perforated panels with rounded flange corners, outline exploded into LINE/ARC (as many CAD exports do). */
export function samplePerforated(): SampleDrawing {
  const specs: PanelSpec[] = [
    { code: 'B-3F-011', width: 1000, height: 1000, quantity: 10, material: '3003', thickness: 2.5, colorCode: 'FC-2203', cornerRadius: 5, exploded: true, perforation: { diameter: 8, pitch: 40 } },
    { code: 'B-3F-012', width: 1000, height: 500, quantity: 5, material: '3003', thickness: 2.5, colorCode: 'FC-2203', cornerRadius: 5, exploded: true, perforation: { diameter: 6, pitch: 30 } },
  ];
  return { fileName: 'B区_冲孔板.dxf', ...panelsDxf(specs, { version: 'R12', rowWidth: 3000 }) };
}

export function sampleDrawings(): SampleDrawing[] {
  return [sampleSinglePanel(), sampleElevationBatch(), samplePerforated()];
}
