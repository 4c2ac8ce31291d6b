/** Writer → reader round trips on generated aluminium panels, and the sample drawings. */
import { describe, expect, it } from 'vitest';
import { DxfWriter, type PanelSpec, panelsDxf, parseDxf, readDxf, sampleDrawings, unfold } from '../src/index.ts';

const base: PanelSpec = { code: 'A-1F-001', width: 1200, height: 800, flange: 25, thickness: 2.5, quantity: 4, material: '3003', colorCode: 'RAL9010' };

function roundTrip(specs: PanelSpec[], opts: Parameters<typeof panelsDxf>[1] = {}) {
  const { dxf, expected } = panelsDxf(specs, opts);
  const r = readDxf(dxf, { fileName: 'panels.dxf' });
  expect(r.errors).toEqual([]);
  expect(r.openChains).toBe(0);
  expect(r.parts).toHaveLength(specs.length);
  for (const e of expected) {
    const p = r.parts.find((q) => q.code === e.code);
    expect(p, e.code).toBeDefined();
    if (!p) continue;
    expect(p.area).toBeCloseTo(e.area, 1); // mm², exact within 0.05 mm²
    expect(p.cutLength).toBeCloseTo(e.cutLength, 3);
    expect(p.length).toBeCloseTo(e.length, 3);
    expect(p.width).toBeCloseTo(e.width, 3);
    expect(p.holeCount).toBe(e.holeCount);
    expect(p.bendCount).toBe(e.bendCount);
  }
  return { r, expected, dxf };
}

describe('writer → reader round trip', () => {
  it('one panel: unfold size, notches, bends, holes and the texts', () => {
    const { r } = roundTrip([base]);
    const p = r.parts[0]!;
    expect(p).toMatchObject({ code: 'A-1F-001', quantity: 4, material: '3003', thickness: 2.5, colorCode: 'RAL9010', bendCount: 4 });
    const { flatW, flatH, d } = unfold(base);
    expect(p.length).toBeCloseTo(flatW, 6);
    expect(p.width).toBeCloseTo(flatH, 6);
    expect(p.outline).toHaveLength(24); // cross shape: 12 corners (4 corner notches), flat x/y
    expect(p.area + 14 * Math.PI * 6.25).toBeCloseTo(flatW * flatH - 4 * d * d, 1);
    expect(p.thumbnail).toMatch(/^<svg[^>]*viewBox/);
  });

  it('AC1015 LWPOLYLINE with bulged corners, R12 POLYLINE, exploded LINE/ARC outlines, perforation', () => {
    const specs: PanelSpec[] = [
      { ...base, code: 'P-01', cornerRadius: 4 },
      { ...base, code: 'P-02', cornerRadius: 4, exploded: true, width: 900, height: 600 },
      { ...base, code: 'P-03', perforation: { diameter: 6, pitch: 50 }, width: 700, height: 700, colorCode: 'FC-2203' },
      { ...base, code: 'P-04', flange: 40, thickness: 3, width: 2000, height: 400 },
    ];
    roundTrip(specs);
    roundTrip(specs, { version: 'R12' });
    roundTrip(specs, { eol: '\n', rowWidth: 1000 });
  });

  it('writes valid, pure-ASCII DXF: header, layers, handles; non-ASCII text escaped', () => {
    const w = new DxfWriter({ insunits: 4 }).layer('切割', 1);
    w.polyline('切割', [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }], true).text('切割', { x: 1, y: 1 }, 2, '数量:2').arc('切割', { x: 0, y: 0 }, 5, 0, 90);
    const s = w.toString();
    expect(/^[\x20-\x7e\r\n]*$/.test(s)).toBe(true);
    const doc = parseDxf(s);
    expect(doc.problem).toBeUndefined();
    expect([...doc.layers.keys()]).toContain('切割');
    expect(doc.entities.map((e) => e.type)).toEqual(['LWPOLYLINE', 'TEXT', 'ARC']);
    const r = readDxf(s);
    expect(r.texts[0]!.text).toBe('数量:2');
    expect(r.parts[0]!.layer).toBe('切割');
  });
});

describe('sample drawings', () => {
  it.each(sampleDrawings().map((s) => [s.fileName, s] as const))('%s reads back as generated', (_name, s) => {
    const r = readDxf(s.dxf, { fileName: s.fileName });
    expect(r.ok).toBe(true);
    expect(r.warnings).toEqual([]);
    expect(r.parts).toHaveLength(s.expected.length);
    for (const e of s.expected) {
      const p = r.parts.find((q) => q.code === e.code)!;
      expect(p.area).toBeCloseTo(e.area, 1);
      expect(p.cutLength).toBeCloseTo(e.cutLength, 3);
      expect(p.holeCount).toBe(e.holeCount);
      expect(p.quantity).toBeGreaterThan(0);
      expect(p.colorCode!.length).toBeGreaterThanOrEqual(5);
    }
  });
});
