/**
 * Minimal ASCII DXF writer: R12 (POLYLINE/VERTEX) or AC1015 (LWPOLYLINE), LINE, ARC, CIRCLE, TEXT,
 * layers. Non-ASCII text is written as `\U+XXXX` escapes, which every reader since R13 decodes,
 * so the output is pure ASCII and independent of the code page.
 */
import type { Pt } from './geom.ts';

export interface DxfWriterOptions {
  /** 'AC1015' (default, LWPOLYLINE) or 'R12' (POLYLINE/VERTEX) */
  version?: 'AC1015' | 'R12';
  /** $INSUNITS (default 4 = mm) */
  insunits?: number;
  /** line ending (default '\r\n', as AutoCAD writes) */
  eol?: '\n' | '\r\n';
}

export interface PolyVertex extends Pt {
  /** bulge to the next vertex: tan(sweep/4), + = counter-clockwise */
  bulge?: number;
}

function fmt(v: number): string {
  if (Number.isInteger(v)) return String(v);
  const s = v.toFixed(6);
  let e = s.length;
  while (s.charCodeAt(e - 1) === 48) e--;
  if (s.charCodeAt(e - 1) === 46) e--;
  const r = s.slice(0, e);
  return r === '-0' ? '0' : r;
}

function escapeText(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.codePointAt(0) as number;
    if (c < 128) out += ch;
    else if (c <= 0xffff) out += `\\U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
    else out += '?';
  }
  return out;
}

export class DxfWriter {
  private readonly version: 'AC1015' | 'R12';
  private readonly insunits: number;
  private readonly eol: string;
  private readonly layers = new Map<string, number>();
  private readonly out: string[] = [];
  private handle = 0x100;

  constructor(opts: DxfWriterOptions = {}) {
    this.version = opts.version ?? 'AC1015';
    this.insunits = opts.insunits ?? 4;
    this.eol = opts.eol ?? '\r\n';
    this.layers.set('0', 7);
  }

  /** declare a layer with an ACI colour */
  layer(name: string, color = 7): this {
    this.layers.set(name, color);
    return this;
  }

  private pair(code: number, value: string | number) {
    this.out.push(String(code).padStart(3, ' '), typeof value === 'number' ? fmt(value) : value);
  }

  private head(type: string, layer: string, sub: string) {
    if (!this.layers.has(layer)) this.layers.set(layer, 7);
    this.pair(0, type);
    if (this.version === 'AC1015') {
      this.pair(5, (this.handle++).toString(16).toUpperCase());
      this.pair(100, 'AcDbEntity');
    }
    this.pair(8, escapeText(layer));
    if (this.version === 'AC1015' && sub) this.pair(100, sub);
  }

  line(layer: string, a: Pt, b: Pt): this {
    this.head('LINE', layer, 'AcDbLine');
    this.pair(10, a.x);
    this.pair(20, a.y);
    this.pair(30, 0);
    this.pair(11, b.x);
    this.pair(21, b.y);
    this.pair(31, 0);
    return this;
  }

  circle(layer: string, c: Pt, r: number): this {
    this.head('CIRCLE', layer, 'AcDbCircle');
    this.pair(10, c.x);
    this.pair(20, c.y);
    this.pair(30, 0);
    this.pair(40, r);
    return this;
  }

  /** counter-clockwise arc from startDeg to endDeg */
  arc(layer: string, c: Pt, r: number, startDeg: number, endDeg: number): this {
    this.head('ARC', layer, 'AcDbCircle');
    this.pair(10, c.x);
    this.pair(20, c.y);
    this.pair(30, 0);
    this.pair(40, r);
    if (this.version === 'AC1015') this.pair(100, 'AcDbArc');
    this.pair(50, startDeg);
    this.pair(51, endDeg);
    return this;
  }

  polyline(layer: string, pts: PolyVertex[], closed: boolean): this {
    if (this.version === 'AC1015') {
      this.head('LWPOLYLINE', layer, 'AcDbPolyline');
      this.pair(90, pts.length);
      this.pair(70, closed ? 1 : 0);
      for (const p of pts) {
        this.pair(10, p.x);
        this.pair(20, p.y);
        if (p.bulge) this.pair(42, p.bulge);
      }
      return this;
    }
    this.head('POLYLINE', layer, '');
    this.pair(66, 1);
    this.pair(10, 0);
    this.pair(20, 0);
    this.pair(30, 0);
    this.pair(70, closed ? 1 : 0);
    for (const p of pts) {
      this.pair(0, 'VERTEX');
      this.pair(8, escapeText(layer));
      this.pair(10, p.x);
      this.pair(20, p.y);
      this.pair(30, 0);
      if (p.bulge) this.pair(42, p.bulge);
    }
    this.pair(0, 'SEQEND');
    this.pair(8, escapeText(layer));
    return this;
  }

  text(layer: string, p: Pt, height: number, text: string, rotationDeg = 0): this {
    this.head('TEXT', layer, 'AcDbText');
    this.pair(10, p.x);
    this.pair(20, p.y);
    this.pair(30, 0);
    this.pair(40, height);
    this.pair(1, escapeText(text));
    if (rotationDeg) this.pair(50, rotationDeg);
    if (this.version === 'AC1015') this.pair(100, 'AcDbText');
    return this;
  }

  /** the complete DXF text */
  toString(): string {
    const body = this.out;
    const h: string[] = [];
    const p = (c: number, v: string | number) => h.push(String(c).padStart(3, ' '), typeof v === 'number' ? fmt(v) : v);
    p(999, 'al-cloud @al/cad DXF writer');
    p(0, 'SECTION');
    p(2, 'HEADER');
    p(9, '$ACADVER');
    p(1, this.version === 'AC1015' ? 'AC1015' : 'AC1009');
    p(9, '$DWGCODEPAGE');
    p(3, 'ANSI_1252');
    p(9, '$INSUNITS');
    p(70, this.insunits);
    if (this.version === 'AC1015') {
      p(9, '$HANDSEED');
      p(5, (this.handle + 0x1000).toString(16).toUpperCase());
    }
    p(0, 'ENDSEC');
    p(0, 'SECTION');
    p(2, 'TABLES');
    p(0, 'TABLE');
    p(2, 'LAYER');
    p(70, this.layers.size);
    let lh = 0x20;
    for (const [name, color] of this.layers) {
      p(0, 'LAYER');
      if (this.version === 'AC1015') {
        p(5, (lh++).toString(16).toUpperCase());
        p(100, 'AcDbSymbolTableRecord');
        p(100, 'AcDbLayerTableRecord');
      }
      p(2, escapeText(name));
      p(70, 0);
      p(62, color);
      p(6, 'CONTINUOUS');
    }
    p(0, 'ENDTAB');
    p(0, 'ENDSEC');
    p(0, 'SECTION');
    p(2, 'ENTITIES');
    const tail = ['  0', 'ENDSEC', '  0', 'EOF', ''];
    return h.join(this.eol) + this.eol + body.join(this.eol) + (body.length ? this.eol : '') + tail.join(this.eol);
  }
}
