/**
 * The 15 real DXF files in shared/bench/dxf (see SOURCES.md there for sources, licences and what
 * a correct reader should find — the "reading" column is asserted here).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type DrawingResult, readDxf } from '../src/index.ts';

const dir = new URL('../../../../shared/bench/dxf/', import.meta.url);
const cache = new Map<string, DrawingResult>();
function read(file: string): DrawingResult {
  let r = cache.get(file);
  if (!r) {
    r = readDxf(readFileSync(new URL(file, dir)), { fileName: file });
    cache.set(file, r);
  }
  return r;
}
const holes = (r: DrawingResult) => r.parts.reduce((s, p) => s + p.holeCount, 0);

const EXPECTED: [string, number, number][] = [
  ['01_deepnest_part06_acad2010.dxf', 1, 7],
  ['02_deepnest_part10_acad2010.dxf', 1, 4],
  ['03_cadman_sdi_part_noheader.dxf', 1, 0],
  ['04_ezdxf_forms_r2018.dxf', 23, 17],
  ['05_workshop_plate_r13_text_dims.dxf', 1, 2],
  ['06_librecad_dxfrw_letterA_cm.dxf', 1, 1],
  ['07_laserweb_text_polylines_noheader.dxf', 8, 4],
  ['08_crkbd_plates_chocolate_inch.dxf', 6, 66],
  ['09_crkbd_case_nest_unitless.dxf', 13, 100],
  ['10_iris_le_switch_plate_left_r12.dxf', 1, 42],
  ['11_iris_pe_mid_tented_r14.dxf', 2, 14],
  ['12_iris_le_rev3_bottom_plate_units_trap.dxf', 1, 11],
  ['13_osr_side_plate_freecad_r14.dxf', 1, 14],
  ['14_jubilee_side_panel_solidworks_r2000.dxf', 1, 17],
  ['15_redox_top_plate_dims_acad2010.dxf', 1, 40],
];

describe('real drawings from other CAD programs', () => {
  it.each(EXPECTED)('%s: %i parts, %i holes', (file, parts, holeCount) => {
    const r = read(file);
    expect(r.errors).toEqual([]);
    expect(r.parts.length).toBe(parts);
    expect(holes(r)).toBe(holeCount);
    for (const p of r.parts) {
      expect(p.area).toBeGreaterThan(0);
      expect(p.cutLength).toBeGreaterThan(0);
      expect(p.thumbnail.startsWith('<svg')).toBe(true);
    }
  });

  it('02 and 09: gaps of 0.001–0.016 are closed by the tolerant pass and reported; strict leaves them open', () => {
    const r = read('02_deepnest_part10_acad2010.dxf');
    expect(r.warnings.some((w) => w.code === 'gaps-closed' && w.message.includes('02_deepnest'))).toBe(true);
    const strict = readDxf(readFileSync(new URL('02_deepnest_part10_acad2010.dxf', dir)), { joinTolerance: 'strict' });
    expect(holes(strict)).toBe(3);
    expect(strict.openChains).toBe(2);
    const s9 = readDxf(readFileSync(new URL('09_crkbd_case_nest_unitless.dxf', dir)), { joinTolerance: 'strict' });
    expect(s9.parts.length).toBeGreaterThan(13);
  });

  it('03: the inner rectangle on the engraving layer is an engraving contour, not a cut hole', () => {
    const r = read('03_cadman_sdi_part_noheader.dxf');
    expect(r.parts[0]?.engraveCount).toBe(1);
    expect(r.parts[0]?.length).toBeCloseTo(340, 3);
    expect(r.parts[0]?.width).toBeCloseTo(165, 3);
  });

  it('05: 19 texts read, annotation lines left open, DIMENSIONs ignored', () => {
    const r = read('05_workshop_plate_r13_text_dims.dxf');
    expect(r.texts.length).toBe(19);
    expect(r.texts.map((t) => t.text)).toContain('OB 07/01/2022 320886');
    expect(r.openChains).toBeGreaterThan(50);
    expect(r.ignored.DIMENSION).toBe(7);
  });

  it('06: $INSUNITS 5 (cm) → the letter is 200 mm', () => {
    const r = read('06_librecad_dxfrw_letterA_cm.dxf');
    expect(r.units.name).toBe('cm');
    expect(r.parts[0]?.length).toBeCloseTo(200, 0);
  });

  it('08: true inches, nested INSERTs, escaped layer names: engraving layer kept apart, MTEXT stripped', () => {
    const r = read('08_crkbd_plates_chocolate_inch.dxf');
    expect(r.units.name).toBe('inch');
    const eng = r.parts.reduce((s, p) => s + p.engraveCount, 0) + r.looseEngravings;
    expect(eng).toBe(4);
    expect(r.engraveStrokes).toBe(8);
    expect(r.texts.map((t) => t.text)).toEqual(['chocolate', 'chocolate']);
    const xs = r.parts.flatMap((p) => [p.bbox.minX, p.bbox.maxX]);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(280);
    expect(Math.max(...xs) - Math.min(...xs)).toBeLessThan(295);
  });

  it('10: R12 cp1252 bytes, points→mm INSERT scale, unreferenced blocks ignored', () => {
    const r = read('10_iris_le_switch_plate_left_r12.dxf');
    expect(r.encoding).toBe('windows-1252');
    expect(r.parts[0]?.length).toBeCloseTo(153.5, 0);
    expect(r.parts[0]?.width).toBeCloseTo(133.7, 0);
    expect(r.texts.length).toBe(0);
  });

  it('12: the units trap — $INSUNITS says inch, geometry is mm: read as mm with a warning', () => {
    const r = read('12_iris_le_rev3_bottom_plate_units_trap.dxf');
    expect(r.units).toMatchObject({ name: 'mm', source: 'sanity', insunits: 1 });
    expect(r.parts[0]?.length).toBeCloseTo(153.5, 0);
    expect(r.parts[0]?.width).toBeCloseTo(133.7, 0);
    expect(r.warnings.find((w) => w.code === 'units-sanity')?.message).toContain('12_iris_le_rev3_bottom_plate_units_trap.dxf');
    // the sanity check can be switched off, and the unit forced
    const raw = readDxf(readFileSync(new URL('12_iris_le_rev3_bottom_plate_units_trap.dxf', dir)), { unitsSanityMaxMm: 0 });
    expect(raw.parts[0]?.length).toBeCloseTo(153.5 * 25.4, -1);
    const forced = readDxf(readFileSync(new URL('12_iris_le_rev3_bottom_plate_units_trap.dxf', dir)), { units: 'mm' });
    expect(forced.units.source).toBe('option');
  });

  it('14: SolidWorks panel 604 × 470 mm', () => {
    const p = read('14_jubilee_side_panel_solidworks_r2000.dxf').parts[0];
    expect(p?.length).toBeCloseTo(604, 1);
    expect(p?.width).toBeCloseTo(470, 1);
  });

  it('15: ANSI_936 AutoCAD file, DIMENSION blocks are not geometry', () => {
    const r = read('15_redox_top_plate_dims_acad2010.dxf');
    expect(r.ignored.DIMENSION).toBe(2);
    expect(r.parts[0]?.length).toBeCloseTo(172.6, 0);
  });
});
