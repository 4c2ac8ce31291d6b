/** Unit tests of the reader on small hand-written drawings. */
import { describe, expect, it } from 'vitest';
import { DxfWriter, readDrawingFile, readDxf, stripMtext, toPoints } from '../src/index.ts';

/** a DXF from raw entity pair lists, with optional header vars and blocks */
function dxf(opts: { header?: string[]; blocks?: string[]; entities: string[]; eol?: string }): string {
  const lines: string[] = [];
  if (opts.header) lines.push('0', 'SECTION', '2', 'HEADER', ...opts.header, '0', 'ENDSEC');
  if (opts.blocks) lines.push('0', 'SECTION', '2', 'BLOCKS', ...opts.blocks, '0', 'ENDSEC');
  lines.push('0', 'SECTION', '2', 'ENTITIES', ...opts.entities, '0', 'ENDSEC', '0', 'EOF', '');
  return lines.join(opts.eol ?? '\n');
}
const line = (x1: number, y1: number, x2: number, y2: number, layer = '0') => ['0', 'LINE', '8', layer, '10', `${x1}`, '20', `${y1}`, '11', `${x2}`, '21', `${y2}`];
const circle = (x: number, y: number, r: number, layer = '0') => ['0', 'CIRCLE', '8', layer, '10', `${x}`, '20', `${y}`, '40', `${r}`];
const arc = (x: number, y: number, r: number, a0: number, a1: number, layer = '0') => ['0', 'ARC', '8', layer, '10', `${x}`, '20', `${y}`, '40', `${r}`, '50', `${a0}`, '51', `${a1}`];
const lw = (pts: [number, number, number?][], closed = true, layer = '0', extra: string[] = []) => [
  '0', 'LWPOLYLINE', '8', layer, '90', `${pts.length}`, '70', closed ? '1' : '0', ...extra,
  ...pts.flatMap(([x, y, b]) => ['10', `${x}`, '20', `${y}`, ...(b ? ['42', `${b}`] : [])]),
];
const rect = (x: number, y: number, w: number, h: number, layer = '0') => lw([[x, y], [x + w, y], [x + w, y + h], [x, y + h]], true, layer);
const mm = ['9', '$INSUNITS', '70', '4'];

describe('outlines and holes', () => {
  it('a plate with a rectangular and a round hole: area, cut length, hole count', () => {
    const r = readDxf(dxf({ header: mm, entities: [...rect(0, 0, 200, 100), ...rect(20, 20, 40, 30), ...circle(150, 50, 10)] }));
    expect(r.ok).toBe(true);
    expect(r.parts).toHaveLength(1);
    const p = r.parts[0]!;
    expect(p.holeCount).toBe(2);
    expect(p.area).toBeCloseTo(200 * 100 - 40 * 30 - Math.PI * 100, 1);
    expect(p.areaM2).toBeCloseTo(p.area / 1e6, 9);
    expect(p.cutLength).toBeCloseTo(600 + 140 + 2 * Math.PI * 10, 6);
    expect([p.length, p.width]).toEqual([200, 100]);
    // outline CCW, holes CW
    const sa = (r: { x: number; y: number }[]) => r.reduce((s, a, i) => s + (a.x * r[(i + 1) % r.length]!.y - r[(i + 1) % r.length]!.x * a.y), 0);
    expect(sa(toPoints(p.outline))).toBeGreaterThan(0);
    for (const h of p.holes) expect(sa(toPoints(h))).toBeLessThan(0);
  });

  it('an island inside a hole becomes a new part; two separate plates are two parts', () => {
    const r = readDxf(dxf({ entities: [...rect(0, 0, 100, 100), ...rect(10, 10, 80, 80), ...rect(30, 30, 40, 40), ...circle(50, 50, 5), ...rect(200, 0, 50, 50)] }));
    expect(r.parts).toHaveLength(3);
    const island = r.parts.find((p) => p.length === 40)!;
    expect(island.holeCount).toBe(1);
    expect(r.parts.find((p) => p.length === 100)!.holeCount).toBe(1);
    expect(r.parts.find((p) => p.length === 50)!.holeCount).toBe(0);
  });

  it('a duplicated outline (drawn twice) is counted once, with a warning', () => {
    const r = readDxf(dxf({ entities: [...rect(0, 0, 100, 50), ...rect(0, 0, 100, 50), ...circle(50, 25, 5)] }));
    expect(r.parts).toHaveLength(1);
    expect(r.parts[0]!.holeCount).toBe(1);
    expect(r.warnings.some((w) => w.code === 'duplicates')).toBe(true);
  });
});

describe('arcs, bulges, chains', () => {
  it('LINE+ARC chain in any order and direction: a slot 100 × 20 with round ends', () => {
    const ents = [...arc(100, 10, 10, 270, 90), ...line(0, 0, 100, 0), ...line(100, 20, 0, 20), ...arc(0, 10, 10, 90, 270)];
    const r = readDxf(dxf({ header: mm, entities: ents }));
    expect(r.parts).toHaveLength(1);
    expect(r.openChains).toBe(0);
    const p = r.parts[0]!;
    expect(p.area).toBeCloseTo(100 * 20 + Math.PI * 100, 1);
    expect(p.cutLength).toBeCloseTo(200 + 2 * Math.PI * 10, 6);
    expect(p.length).toBeCloseTo(120, 1);
  });

  it('LWPOLYLINE bulges: a 60 × 20 obround from two half-circle bulges', () => {
    const r = readDxf(dxf({ entities: lw([[10, 0], [50, 0, 1], [50, 20], [10, 20, 1]]) }));
    const p = r.parts[0]!;
    expect(p.area).toBeCloseTo(40 * 20 + Math.PI * 100, 1);
    expect(p.cutLength).toBeCloseTo(80 + 2 * Math.PI * 10, 6);
    expect(p.length).toBeCloseTo(60, 2);
  });

  it('a full ELLIPSE is a loop; an open chain is reported', () => {
    const ell = ['0', 'ELLIPSE', '8', '0', '10', '0', '20', '0', '11', '50', '21', '0', '40', '0.5', '41', '0', '42', `${2 * Math.PI}`];
    const r = readDxf(dxf({ entities: [...ell, ...line(100, 0, 150, 0), ...line(150, 0, 150, 40)], header: mm }));
    expect(r.parts).toHaveLength(1);
    expect(r.parts[0]!.area).toBeCloseTo(Math.PI * 50 * 25, 0);
    expect(r.openChains).toBe(1);
    expect(r.warnings.find((w) => w.code === 'open-chains')?.message).toContain('1 条不闭合');
  });

  it('a closed periodic SPLINE (degree 2 NURBS circle) is evaluated with its weights', () => {
    const w = Math.SQRT1_2;
    const ctrl = [[1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1], [0, -1], [1, -1], [1, 0]].map(([x, y]) => [x! * 50, y! * 50]);
    const knots = [0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 4];
    const weights = [1, w, 1, w, 1, w, 1, w, 1];
    const spline = ['0', 'SPLINE', '8', '0', '70', '11', '71', '2', '72', '12', '73', '9', ...knots.flatMap((k) => ['40', `${k}`]), ...weights.flatMap((k) => ['41', `${k}`]), ...ctrl.flatMap(([x, y]) => ['10', `${x}`, '20', `${y}`, '30', '0'])];
    const r = readDxf(dxf({ entities: spline }));
    expect(r.parts).toHaveLength(1);
    expect(r.parts[0]!.area).toBeCloseTo(Math.PI * 2500, -1);
    expect(r.parts[0]!.length).toBeCloseTo(100, 1);
  });
});

describe('blocks', () => {
  const blocks = [
    '0', 'BLOCK', '8', '0', '2', 'HOLE', '70', '0', '10', '0', '20', '0', ...circle(0, 0, 5), '0', 'ENDBLK',
    // PLATE: 100 × 50 with two HOLE inserts (nested)
    '0', 'BLOCK', '8', '0', '2', 'PLATE', '70', '0', '10', '0', '20', '0', ...rect(0, 0, 100, 50),
    '0', 'INSERT', '8', '0', '2', 'HOLE', '10', '20', '20', '25', '0', 'INSERT', '8', '0', '2', 'HOLE', '10', '80', '20', '25', '0', 'ENDBLK',
  ];
  it('nested INSERTs with translation, rotation, scale', () => {
    const ins = ['0', 'INSERT', '8', 'CUT', '2', 'PLATE', '10', '1000', '20', '0', '41', '2', '42', '2', '50', '90'];
    const r = readDxf(dxf({ header: mm, blocks, entities: ins }));
    expect(r.parts).toHaveLength(1);
    const p = r.parts[0]!;
    expect(p.holeCount).toBe(2);
    expect(p.layer).toBe('CUT'); // layer 0 inside a block takes the INSERT's layer
    expect(p.bbox.minX).toBeCloseTo(900, 6);
    expect(p.bbox.maxX).toBeCloseTo(1000, 6);
    expect(p.bbox.maxY).toBeCloseTo(200, 6);
    expect(p.area).toBeCloseTo(200 * 100 - 2 * Math.PI * 100, 0);
    expect(p.cutLength).toBeCloseTo(600 + 2 * 2 * Math.PI * 10, 6);
  });
  it('negative extrusion mirrors the insert; column/row arrays repeat it', () => {
    const mirrored = ['0', 'INSERT', '8', '0', '2', 'PLATE', '10', '10', '20', '0', '230', '-1'];
    const r = readDxf(dxf({ blocks, entities: mirrored }));
    expect(r.parts[0]!.bbox.minX).toBeCloseTo(-110, 6);
    expect(r.parts[0]!.bbox.maxX).toBeCloseTo(-10, 6);
    const arr = ['0', 'INSERT', '8', '0', '2', 'PLATE', '10', '0', '20', '0', '70', '3', '71', '2', '44', '150', '45', '100'];
    const r2 = readDxf(dxf({ blocks, entities: arr }));
    expect(r2.parts).toHaveLength(6);
    expect(r2.parts.every((p) => p.holeCount === 2)).toBe(true);
  });
  it('an INSERT array bomb is cut off with a warning', () => {
    const bomb = ['0', 'INSERT', '8', '0', '2', 'PLATE', '10', '0', '20', '0', '70', '30000', '71', '30000', '44', '150', '45', '100'];
    const r = readDxf(dxf({ blocks, entities: bomb }), { maxInsertEntities: 3000 });
    expect(r.warnings.find((w) => w.code === 'insert-budget')?.message).toContain('3000');
    expect(r.parts.length).toBeLessThan(3000);
  });
  it('a self-referencing block does not loop forever', () => {
    const bad = ['0', 'BLOCK', '2', 'A', '10', '0', '20', '0', ...rect(0, 0, 10, 10), '0', 'INSERT', '8', '0', '2', 'A', '10', '1', '20', '1', '0', 'ENDBLK'];
    const r = readDxf(dxf({ blocks: bad, entities: ['0', 'INSERT', '8', '0', '2', 'A', '10', '0', '20', '0'] }));
    expect(r.warnings.some((w) => w.code === 'insert-recursion')).toBe(true);
  });
});

describe('units', () => {
  const plate = [...rect(0, 0, 10, 5)];
  it.each([
    [1, 'inch', 254],
    [4, 'mm', 10],
    [5, 'cm', 100],
    [6, 'm', 10000],
  ])('$INSUNITS %i → %s', (code, name, len) => {
    const r = readDxf(dxf({ header: ['9', '$INSUNITS', '70', `${code}`], entities: plate }), { unitsSanityMaxMm: 0 });
    expect(r.units.name).toBe(name);
    expect(r.parts[0]!.length).toBeCloseTo(len, 6);
    expect(r.parts[0]!.area).toBeCloseTo(len * len * 0.5, 3);
  });
  it('no $INSUNITS: millimetres with a warning; the option forces a unit', () => {
    const r = readDxf(dxf({ entities: plate }), { fileName: 'p.dxf' });
    expect(r.units.source).toBe('default');
    expect(r.warnings.some((w) => w.code === 'units-unknown' && w.message.includes('p.dxf'))).toBe(true);
    expect(readDxf(dxf({ entities: plate }), { units: 'cm' }).parts[0]!.length).toBe(100);
  });
});

describe('texts and layers', () => {
  it('TEXT and MTEXT with inline codes give code, quantity, material, thickness and colour of the part containing them', () => {
    const ents = [
      ...rect(0, 0, 1000, 500, 'CUT'),
      '0', 'TEXT', '8', 'TEXT', '10', '100', '20', '400', '40', '10', '1', 'A-1F-001',
      '0', 'MTEXT', '8', 'TEXT', '10', '100', '20', '300', '40', '10', '1', '{\\fSimSun|b0|i0|c134;\\H12;数量:4}\\P材质:3003\\P\\C1;2.5mm\\P颜色:RAL9010',
      ...rect(2000, 0, 800, 400, 'CUT'),
      '0', 'TEXT', '8', 'TEXT', '10', '2100', '20', '200', '40', '10', '1', 'B-2F-007 6件 5052 T=3 RAL7016',
    ];
    const r = readDxf(dxf({ header: mm, entities: ents }));
    expect(r.parts).toHaveLength(2);
    const [a, b] = [...r.parts].sort((p, q) => p.bbox.minX - q.bbox.minX);
    expect(a).toMatchObject({ code: 'A-1F-001', quantity: 4, material: '3003', thickness: 2.5, colorCode: 'RAL9010' });
    expect(b).toMatchObject({ code: 'B-2F-007', quantity: 6, material: '5052', thickness: 3, colorCode: 'RAL7016' });
  });
  it('texts outside every part (title block) give drawing-wide material, thickness and colour, never code or quantity', () => {
    const ents = [
      ...rect(0, 0, 500, 300), '0', 'TEXT', '8', '0', '10', '20', '20', '200', '1', 'A-1F-001',
      ...rect(600, 0, 500, 300), '0', 'TEXT', '8', '0', '10', '620', '20', '200', '1', 'A-1F-002 材质:5052',
      '0', 'MTEXT', '8', 'TITLE', '10', '0', '20', '-100', '1', '材质:3003\\P板厚:2.5\\P颜色:RAL9010\\P数量:99\\PZ-9-999',
    ];
    const r = readDxf(dxf({ entities: ents }));
    const [a, b] = [...r.parts].sort((p, q) => p.bbox.minX - q.bbox.minX);
    expect(a).toMatchObject({ code: 'A-1F-001', material: '3003', thickness: 2.5, colorCode: 'RAL9010' });
    expect(a!.quantity).toBeUndefined();
    expect(b).toMatchObject({ code: 'A-1F-002', material: '5052', thickness: 2.5, colorCode: 'RAL9010' });
  });
  it('a colour code under 5 characters is refused with a warning; patterns are configurable', () => {
    const ents = [...rect(0, 0, 100, 100), '0', 'TEXT', '8', '0', '10', '10', '20', '10', '40', '5', '1', '颜色:W01'];
    const r = readDxf(dxf({ entities: ents }), { fileName: '色.dxf' });
    expect(r.parts[0]!.colorCode).toBeUndefined();
    expect(r.warnings.find((w) => w.code === 'text-field')?.message).toContain('W01');
    const r2 = readDxf(dxf({ entities: [...rect(0, 0, 100, 100), '0', 'TEXT', '8', '0', '10', '10', '20', '10', '1', 'PN#XY77 QTY=9'] }), {
      textPatterns: { partCode: [/PN#(\w+)/] },
    });
    expect(r2.parts[0]).toMatchObject({ code: 'XY77', quantity: 9 });
  });
  it('stripMtext removes formatting codes', () => {
    expect(stripMtext('\\A1;{\\fArial|b1;\\H2.5x;Hello}\\PWorld \\S1^2; %%c5')).toBe('Hello\nWorld 1/2 Ø5');
    expect(stripMtext('\\U+6570\\U+91CF:4')).toBe('数量:4');
  });
  it('bend lines on the BEND layer are counted per part; engraving loops are not holes; annotation layers are ignored', () => {
    const ents = [
      ...rect(0, 0, 300, 200, 'CUT'),
      ...line(0, 20, 300, 20, 'BEND'),
      ...line(0, 180, 300, 180, 'BEND'),
      ...rect(100, 80, 50, 20, 'ENGRAVE'),
      ...circle(50, 100, 5, 'CUT'),
      ...line(-50, -50, 350, -50, 'DIM'),
    ];
    const r = readDxf(dxf({ entities: ents }));
    expect(r.parts).toHaveLength(1);
    expect(r.parts[0]).toMatchObject({ bendCount: 2, holeCount: 1, engraveCount: 1 });
    expect(r.openChains).toBe(0);
    expect(r.parts[0]!.thumbnail).toContain('stroke-dasharray');
    const custom = readDxf(dxf({ entities: [...rect(0, 0, 300, 200, 'K'), ...line(0, 20, 300, 20, '折线')] }), { bendLayers: /^折线$/ });
    expect(custom.parts[0]!.bendCount).toBe(1);
  });
});

describe('encodings and line endings', () => {
  it('CRLF and leading spaces in codes', () => {
    const s = dxf({ entities: [...rect(0, 0, 10, 10), ...circle(5, 5, 1)], eol: '\r\n' }).replace(/^(\d+)$/gm, '  $1');
    expect(readDxf(s).parts[0]!.holeCount).toBe(1);
  });
  it('ANSI_936 (GBK) bytes are decoded by $DWGCODEPAGE', () => {
    const text = dxf({ header: ['9', '$DWGCODEPAGE', '3', 'ANSI_936'], entities: [...rect(0, 0, 100, 100), '0', 'TEXT', '8', '0', '10', '5', '20', '5', '1', '数量:7'] });
    // GBK encoding of 数量 is CA FD C1 BF
    const i = text.indexOf('数量');
    const bytes = Buffer.concat([Buffer.from(text.slice(0, i), 'latin1'), Buffer.from([0xca, 0xfd, 0xc1, 0xbf]), Buffer.from(text.slice(i + 2), 'latin1')]);
    const r = readDxf(bytes);
    expect(r.encoding).toBe('gbk');
    expect(r.parts[0]!.quantity).toBe(7);
  });
  it('a file without HEADER (ENTITIES only) is read', () => {
    expect(readDxf(['0', 'SECTION', '2', 'ENTITIES', ...rect(0, 0, 5, 5), '0', 'ENDSEC', '0', 'EOF'].join('\n')).parts).toHaveLength(1);
  });
});

describe('broken files: a clear Chinese error naming the file, what was read is kept', () => {
  const good = dxf({ header: mm, entities: [...rect(0, 0, 100, 100), ...circle(50, 50, 10), ...rect(200, 0, 50, 50)] });
  it('malformed group code', () => {
    const bad = good.replace('0\nLWPOLYLINE', '0\nLWPOLYLINE').replace(/\n10\n200\n/, '\nxx\n200\n');
    const r = readDxf(bad, { fileName: '坏文件.dxf' });
    expect(r.ok).toBe(false);
    expect(r.errors[0]!.code).toBe('malformed');
    expect(r.errors[0]!.message).toMatch(/文件“坏文件\.dxf”格式错误：第 \d+ 行应为整数组码，实际是“xx”/);
    expect(r.parts).toHaveLength(1); // the plate before the break is kept
    expect(r.parts[0]!.holeCount).toBe(1);
  });
  it('truncated file', () => {
    const cut = good.slice(0, good.indexOf('200'));
    const r = readDxf(cut, { fileName: 'upload_中断.dxf' });
    expect(r.ok).toBe(false);
    expect(r.errors[0]!.code).toBe('truncated');
    expect(r.errors[0]!.message).toContain('文件“upload_中断.dxf”不完整');
    expect(r.parts).toHaveLength(1);
    // cut in the middle of a pair
    const r2 = readDxf(good.slice(0, good.indexOf('\n', good.indexOf('CIRCLE')) + 1) + '8', { fileName: 'b.dxf' });
    expect(r2.errors[0]!.code).toBe('truncated');
  });
  it('empty file, binary DXF, DWG bytes', () => {
    expect(readDxf('', { fileName: 'e.dxf' }).errors[0]!.message).toContain('文件“e.dxf”是空文件');
    expect(readDxf(Buffer.from('AutoCAD Binary DXF\r\n\x1a\x00'), { fileName: 'b.dxf' }).errors[0]!.code).toBe('binary');
    expect(readDxf(Buffer.from('AC1027\x00\x00\x00'), { fileName: 'x.dxf' }).errors[0]!.message).toContain('DWG');
  });
});

describe('DWG uploads', () => {
  const dwg = new Uint8Array([0x41, 0x43, 0x31, 0x30, 0x33, 0x32, 0, 0]);
  it('are refused with a message asking for DXF when no commercially licensed converter is configured', async () => {
    const r = await readDrawingFile('立面图.dwg', dwg);
    expect(r.ok).toBe(false);
    expect(r.errors[0]!.message).toContain('文件“立面图.dwg”是 DWG 格式');
    expect(r.errors[0]!.message).toContain('DXF');
    const gpl = { name: 'LibreDWG', licence: 'GPL-3.0', commercialUseAllowed: false, toDxf: async () => '' };
    expect((await readDrawingFile('a.dwg', dwg, { dwgConverter: gpl })).errors[0]!.code).toBe('dwg-refused');
  });
  it('go through a licensed converter when one is configured', async () => {
    const w = new DxfWriter();
    w.polyline('0', [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }], true);
    const conv = { name: 'test', licence: 'commercial', commercialUseAllowed: true, toDxf: async () => w.toString() };
    const r = await readDrawingFile('a.dwg', dwg, { dwgConverter: conv });
    expect(r.parts).toHaveLength(1);
    const failing = { ...conv, toDxf: async () => Promise.reject(new Error('timeout')) };
    expect((await readDrawingFile('a.dwg', dwg, { dwgConverter: failing })).errors[0]!.message).toContain('timeout');
    expect((await readDrawingFile('a.pdf', new Uint8Array([1]))).errors[0]!.code).toBe('not-dxf');
  });
});
