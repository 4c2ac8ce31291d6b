/**
 * Generator of realistic aluminium-panel flat patterns: a rectangular panel with flanges folded
 * on four sides, unfolded → cross-shaped outline with square corner notches, four bend lines on
 * the BEND layer, mounting holes along the flanges, optional perforation of the face, rounded
 * notch corners, and the code / quantity / material / thickness / colour texts in the face.
 *
 * Unfolding uses the bend allowance of a 90° bend with inner radius r = t and K-factor 0.44:
 *   BA = π/2 · (r + K·t), OSSB = r + t, edge → bend line d = flange − OSSB + BA/2,
 *   flat face = W − 2·OSSB + BA, so the flat size is W + 2·flange − 2·(2·OSSB − BA).
 */
import type { Pt } from './geom.ts';
import { DxfWriter, type DxfWriterOptions, type PolyVertex } from './writer.ts';

export interface PanelSpec {
  code: string;
  /** finished face size, outer dimensions, mm */
  width: number;
  height: number;
  /** flange height, outer, mm (default 25) */
  flange?: number;
  thickness?: number;
  quantity?: number;
  material?: string;
  colorCode?: string;
  /** mounting hole diameter on the flanges (default 5; 0 = none) */
  holeDiameter?: number;
  /** mounting hole pitch (default 300) */
  holePitch?: number;
  /** perforation of the face: hole diameter and pitch (default none) */
  perforation?: { diameter: number; pitch: number };
  /** radius of the 8 convex corners at the flange ends (default 0) */
  cornerRadius?: number;
  /** write the outline as separate LINE/ARC entities instead of one LWPOLYLINE */
  exploded?: boolean;
}

export interface PanelExpected {
  code: string;
  /** flat size */
  length: number;
  width: number;
  area: number;
  cutLength: number;
  holeCount: number;
  bendCount: number;
  /** flat bounding box in the drawing */
  origin: Pt;
}

export const PANEL_LAYERS = { cut: 'CUT', bend: 'BEND', text: 'TEXT' } as const;

/** flat dimensions of a panel */
export function unfold(spec: PanelSpec): { flatW: number; flatH: number; d: number } {
  const t = spec.thickness ?? 2.5;
  const f = spec.flange ?? 25;
  const r = t;
  const ba = (Math.PI / 2) * (r + 0.44 * t);
  const ossb = r + t;
  const d = f - ossb + ba / 2;
  return { flatW: spec.width + 2 * f - 2 * (2 * ossb - ba), flatH: spec.height + 2 * f - 2 * (2 * ossb - ba), d };
}

/** draw one panel with its flat bounding box's lower-left corner at `o`; returns the expected reading */
export function drawPanel(w: DxfWriter, spec: PanelSpec, o: Pt): PanelExpected {
  const { flatW: W, flatH: H, d } = unfold(spec);
  const rc = Math.min(spec.cornerRadius ?? 0, d / 2);
  const P = (x: number, y: number): Pt => ({ x: o.x + x, y: o.y + y });
  // outline, counter-clockwise, corners listed with whether they are convex flange-end corners
  const corners: [number, number, boolean][] = [
    [d, 0, true],
    [W - d, 0, true],
    [W - d, d, false],
    [W, d, true],
    [W, H - d, true],
    [W - d, H - d, false],
    [W - d, H, true],
    [d, H, true],
    [d, H - d, false],
    [0, H - d, true],
    [0, d, true],
    [d, d, false],
  ];
  // build vertices with optional fillets on convex corners
  const verts: PolyVertex[] = [];
  const bulge90 = Math.tan(Math.PI / 8);
  const n = corners.length;
  for (let i = 0; i < n; i++) {
    const [x, y, convex] = corners[i] as [number, number, boolean];
    if (!convex || rc <= 0) {
      verts.push(P(x, y));
      continue;
    }
    const [px, py] = corners[(i + n - 1) % n] as [number, number, boolean];
    const [nx, ny] = corners[(i + 1) % n] as [number, number, boolean];
    const ix = Math.sign(px - x);
    const iy = Math.sign(py - y);
    const ox = Math.sign(nx - x);
    const oy = Math.sign(ny - y);
    verts.push({ ...P(x + ix * rc, y + iy * rc), bulge: bulge90 });
    verts.push(P(x + ox * rc, y + oy * rc));
  }
  if (spec.exploded) {
    for (let i = 0; i < verts.length; i++) {
      const a = verts[i] as PolyVertex;
      const b = verts[(i + 1) % verts.length] as PolyVertex;
      if (a.bulge) {
        // 90° CCW fillet: centre is a + rotate90(b − a)/2 + (b − a)/2
        const mx = (a.x + b.x) / 2;
        const my = (a.y + b.y) / 2;
        const cx = mx - (b.y - a.y) / 2;
        const cy = my + (b.x - a.x) / 2;
        const a0 = (Math.atan2(a.y - cy, a.x - cx) * 180) / Math.PI;
        w.arc(PANEL_LAYERS.cut, { x: cx, y: cy }, rc, a0, a0 + 90);
      } else w.line(PANEL_LAYERS.cut, { x: a.x, y: a.y }, { x: b.x, y: b.y });
    }
  } else w.polyline(PANEL_LAYERS.cut, verts, true);

  // bend lines along the face edges
  w.line(PANEL_LAYERS.bend, P(d, d), P(W - d, d));
  w.line(PANEL_LAYERS.bend, P(W - d, d), P(W - d, H - d));
  w.line(PANEL_LAYERS.bend, P(W - d, H - d), P(d, H - d));
  w.line(PANEL_LAYERS.bend, P(d, H - d), P(d, d));

  let holes = 0;
  let holeLen = 0;
  let holeArea = 0;
  const hd = spec.holeDiameter ?? 5;
  const hr = hd / 2;
  if (hd > 0 && d / 2 > hr + 1) {
    const pitch = spec.holePitch ?? 300;
    const along = (len: number) => {
      const m = Math.max(2, Math.floor((len - 100) / pitch) + 1);
      const first = (len - (m - 1) * pitch) / 2;
      return m === 2 && len < pitch + 100 ? [len * 0.2, len * 0.8] : Array.from({ length: m }, (_, i) => first + i * pitch);
    };
    const faceW = W - 2 * d;
    const faceH = H - 2 * d;
    for (const x of along(faceW)) {
      w.circle(PANEL_LAYERS.cut, P(d + x, d / 2), hr);
      w.circle(PANEL_LAYERS.cut, P(d + x, H - d / 2), hr);
      holes += 2;
    }
    for (const y of along(faceH)) {
      w.circle(PANEL_LAYERS.cut, P(d / 2, d + y), hr);
      w.circle(PANEL_LAYERS.cut, P(W - d / 2, d + y), hr);
      holes += 2;
    }
    holeLen += holes * Math.PI * hd;
    holeArea += holes * Math.PI * hr * hr;
  }
  if (spec.perforation) {
    const { diameter, pitch } = spec.perforation;
    const margin = 60;
    const x0 = d + margin;
    const y0 = d + margin;
    const nx = Math.floor((W - 2 * d - 2 * margin) / pitch) + 1;
    const ny = Math.floor((H - 2 * d - 2 * margin - 60) / pitch) + 1; // keep a text band free at the top
    for (let i = 0; i < nx; i++)
      for (let j = 0; j < ny; j++) {
        w.circle(PANEL_LAYERS.cut, P(x0 + i * pitch, y0 + j * pitch), diameter / 2);
      }
    const m = Math.max(0, nx) * Math.max(0, ny);
    holes += m;
    holeLen += m * Math.PI * diameter;
    holeArea += (m * Math.PI * diameter * diameter) / 4;
  }

  // texts in the face, top-left
  const th = Math.max(5, Math.min(20, (W - 2 * d) / 40));
  const tx = d + 20;
  let ty = H - d - 20 - th;
  const lines = [
    spec.code,
    `数量:${spec.quantity ?? 1}`,
    spec.material ?? '3003',
    `${spec.thickness ?? 2.5}mm`,
    spec.colorCode ?? 'RAL9010',
  ];
  for (const l of lines) {
    w.text(PANEL_LAYERS.text, P(tx, ty), th, l);
    ty -= th * 1.6;
  }

  const filletArea = rc > 0 ? 8 * (rc * rc - (Math.PI * rc * rc) / 4) : 0;
  const filletLen = rc > 0 ? 8 * (2 * rc - (Math.PI * rc) / 2) : 0;
  const outerArea = W * H - 4 * d * d - filletArea;
  return {
    code: spec.code,
    length: Math.max(W, H),
    width: Math.min(W, H),
    area: outerArea - holeArea,
    cutLength: 2 * (W + H) - filletLen + holeLen,
    holeCount: holes,
    bendCount: 4,
    origin: o,
  };
}

/** lay out panels in rows on one drawing; returns the DXF text and the expected reading of each panel */
export function panelsDxf(specs: PanelSpec[], opts: DxfWriterOptions & { rowWidth?: number; gap?: number } = {}): { dxf: string; expected: PanelExpected[] } {
  const w = new DxfWriter(opts);
  w.layer(PANEL_LAYERS.cut, 7).layer(PANEL_LAYERS.bend, 1).layer(PANEL_LAYERS.text, 3);
  const gap = opts.gap ?? 50;
  const rowWidth = opts.rowWidth ?? 12000;
  const expected: PanelExpected[] = [];
  let x = 0;
  let y = 0;
  let rowH = 0;
  for (const s of specs) {
    const { flatW, flatH } = unfold(s);
    if (x > 0 && x + flatW > rowWidth) {
      x = 0;
      y -= rowH + gap;
      rowH = 0;
    }
    expected.push(drawPanel(w, s, { x, y: y - flatH }));
    x += flatW + gap;
    rowH = Math.max(rowH, flatH);
  }
  return { dxf: w.toString(), expected };
}
