/**
 * DXF → parts. Pure: takes a string or bytes, returns data (safe in a worker thread).
 *
 * Pipeline: decode → tokenize/parse (dxf.ts) → walk model space, expanding INSERTs with nested
 * transforms → approximate curves to polylines (chord tolerance) → per-layer chaining of open
 * pieces into loops (strict, then tolerant for what is left, each tolerant joint reported) →
 * units to mm (with a sanity check) → containment nesting (outer → holes → islands) →
 * texts and bend lines assigned to the part that contains them → metrics and thumbnails.
 */
import {
  type DxfDocument,
  type DxfEntity,
  type DxfRecord,
  decodeDxfBytes,
  decodeLayerName,
  headerNum,
  headerStr,
  num,
  nums,
  parseDxf,
  str,
} from './dxf.ts';
import {
  type BBox,
  type Mat,
  type Pt,
  IDENTITY,
  MIRROR_X,
  apply,
  arcDefect,
  bboxFlat,
  lengthFlat,
  pointInFlat,
  reverseFlat,
  signedAreaFlat,
  arcFlat,
  bboxOf,
  bulgePoints,
  ellipsePoints,
  maxScale,
  mul,
  nurbsPoints,
  rotate,
  scale,
  similarityScale,
  translate,
} from './geom.ts';
import { DEFAULT_TEXT_PATTERNS, type TextFields, type TextPatterns, cleanText, extractFields, stripMtext } from './texts.ts';
import { partThumbnail } from './thumbnail.ts';

export interface ReadOptions {
  /** file name used in messages */
  fileName?: string;
  /** chord tolerance for arcs, circles, ellipses, splines, in mm (default 0.05) */
  chordTolerance?: number;
  /**
   * Joining tolerance for chaining LINE/ARC/open polylines, relative to the drawing's
   * bounding-box diagonal. 'strict' = 1e-5 only; 'tolerant' (default) = strict first, then
   * remaining open ends joined up to 5e-4 × diagonal (each such joint is reported as a warning);
   * a number = that relative tolerance in a single pass.
   */
  joinTolerance?: 'strict' | 'tolerant' | number;
  /** force the drawing unit (overrides $INSUNITS), e.g. 'mm' for a file whose header lies */
  units?: UnitName;
  /** when $INSUNITS says inch/feet but the scaled drawing would exceed this size (smaller side, mm), read it as mm. Default 2500; 0 disables. */
  unitsSanityMaxMm?: number;
  /** decoding of non-UTF-8 files without $DWGCODEPAGE (default windows-1252; 'gbk' for Chinese) */
  fallbackEncoding?: string;
  /** layers whose geometry is annotation, not cut (matched on the layer name) */
  ignoreLayers?: RegExp;
  /** engraving/marking layers: loops counted per part, never holes */
  engraveLayers?: RegExp;
  /** bend-line layers: LINE/polyline entities counted as bend lines of the part containing them */
  bendLayers?: RegExp;
  textPatterns?: Partial<TextPatterns>;
  /** at most this many entities are expanded from INSERTs (default 500,000): guards against array/nesting bombs */
  maxInsertEntities?: number;
  /** if given, filled with the milliseconds spent in each phase */
  timings?: Record<string, number>;
  /** generate SVG thumbnails (default true) */
  thumbnails?: boolean;
}

export type UnitName = 'unitless' | 'inch' | 'foot' | 'mile' | 'mm' | 'cm' | 'm' | 'km' | 'microinch' | 'mil' | 'yard' | 'dm';

export const INSUNITS: Record<number, { name: UnitName; mm: number }> = {
  0: { name: 'unitless', mm: 1 },
  1: { name: 'inch', mm: 25.4 },
  2: { name: 'foot', mm: 304.8 },
  3: { name: 'mile', mm: 1609344 },
  4: { name: 'mm', mm: 1 },
  5: { name: 'cm', mm: 10 },
  6: { name: 'm', mm: 1000 },
  7: { name: 'km', mm: 1e6 },
  8: { name: 'microinch', mm: 25.4e-6 },
  9: { name: 'mil', mm: 0.0254 },
  10: { name: 'yard', mm: 914.4 },
  14: { name: 'dm', mm: 100 },
};

const UNIT_MM: Record<UnitName, number> = Object.fromEntries(Object.values(INSUNITS).map((u) => [u.name, u.mm])) as Record<UnitName, number>;

export interface Issue {
  code: string;
  /** Chinese message naming the file and the reason */
  message: string;
  line?: number;
}

export interface PartText {
  text: string;
  x: number;
  y: number;
  layer: string;
}

export interface Part extends TextFields {
  /** 1-based, in reading order (top to bottom, left to right) */
  index: number;
  layer: string;
  /** outer outline in mm, flat [x0, y0, x1, y1, …], counter-clockwise, not closed (last ≠ first); see toPoints */
  outline: number[];
  /** holes in mm, flat like the outline, clockwise */
  holes: number[][];
  bbox: BBox;
  /** unfold length (longer side of the bounding box), mm */
  length: number;
  /** unfold width (shorter side), mm */
  width: number;
  /** outline minus holes, mm² */
  area: number;
  areaM2: number;
  /** perimeter of outline and holes, mm */
  cutLength: number;
  holeCount: number;
  bendCount: number;
  /** closed loops on engraving layers inside the part */
  engraveCount: number;
  texts: PartText[];
  thumbnail: string;
}

export interface DrawingResult {
  fileName: string;
  /** true when no error: the whole file was read */
  ok: boolean;
  version?: string;
  encoding: string;
  units: { insunits?: number; name: UnitName; toMm: number; source: 'header' | 'option' | 'sanity' | 'default' };
  parts: Part[];
  /** closed loops on engraving layers not inside any part */
  looseEngravings: number;
  /** open chains left on cut layers */
  openChains: number;
  /** open strokes on engraving layers */
  engraveStrokes: number;
  texts: PartText[];
  /** entity types not used as geometry, with counts (DIMENSION, HATCH, …) */
  ignored: Record<string, number>;
  warnings: Issue[];
  errors: Issue[];
}

type LayerKind = 'cut' | 'engrave' | 'bend' | 'ignore';

/** default layer classes (matched on the decoded layer name; override with the options) */
export const DEFAULT_IGNORE = /(^|[^a-z])(dim|dims|dimension|annotation|anno|text|notes?|defpoints|hidden|center|title|border|frame-?text)([^a-z]|$)|标注|尺寸|文字|注释|图框|中心线/i;
export const DEFAULT_ENGRAVE = /engrav|(^|[^a-z])etch|(^|[^a-z])mark|scribe|彫刻|雕刻|刻字|打标|标记/i;
export const DEFAULT_BEND = /bend|(^|[^a-z])fold([^a-z]|$)|折弯/i;

interface Piece {
  /** flat [x0, y0, x1, y1, …] */
  pts: number[];
  closed: boolean;
  layer: string;
  len: number;
  /** signed area between the true curves and the polyline, in the direction of pts (see arcDefect) */
  da: number;
}

interface Ctx {
  doc: DxfDocument;
  tolLocal: number; // chord tolerance in drawing units
  pieces: Piece[];
  texts: PartText[];
  bends: { a: Pt; b: Pt }[];
  ignored: Map<string, number>;
  kindOf: (layer: string) => LayerKind;
  warnings: Issue[];
  file: string;
  depthWarned: boolean;
  /** entities still allowed to be expanded from INSERTs (guards against array/nesting bombs) */
  budget: number;
  budgetMax: number;
  budgetWarned: boolean;
  missingBlocks: Set<string>;
}

function ocsMat(r: DxfRecord): Mat {
  const k = r.find(230);
  if (k >= 0 && r.numberAt(k) < 0) return MIRROR_X;
  return IDENTITY;
}

function pushPiece(ctx: Ctx, layer: string, local: Pt[], m: Mat, closed: boolean, lenLocal: number | undefined, daLocal = 0) {
  if (local.length < 2) return;
  // the kept form is one packed number array per piece (the Pt objects above die young)
  const pts: number[] = new Array<number>(local.length * 2);
  const [a, b, c, d, e, f] = m;
  for (let i = 0, j = 0; i < local.length; i++, j += 2) {
    const p = local[i] as Pt;
    pts[j] = a * p.x + c * p.y + e;
    pts[j + 1] = b * p.x + d * p.y + f;
  }
  const s = lenLocal === undefined ? undefined : similarityScale(m);
  const len = s === undefined || lenLocal === undefined ? lengthFlat(pts, closed) : lenLocal * s;
  const det = m[0] * m[3] - m[1] * m[2];
  ctx.pieces.push({ pts, closed, layer, len, da: daLocal * det });
}

/** like pushPiece, for a flat local array (transformed in place) */
function pushFlat(ctx: Ctx, layer: string, pts: number[], m: Mat, closed: boolean, lenLocal: number, daLocal: number) {
  if (pts.length < 4) return;
  if (m !== IDENTITY) {
    const [a, b, c, d, e, f] = m;
    for (let j = 0; j < pts.length; j += 2) {
      const x = pts[j] as number;
      const y = pts[j + 1] as number;
      pts[j] = a * x + c * y + e;
      pts[j + 1] = b * x + d * y + f;
    }
  }
  const s = similarityScale(m);
  const len = s === undefined ? lengthFlat(pts, closed) : lenLocal * s;
  const det = m[0] * m[3] - m[1] * m[2];
  ctx.pieces.push({ pts, closed, layer, len, da: daLocal * det });
}

function tolFor(ctx: Ctx, m: Mat): number {
  return m === IDENTITY ? ctx.tolLocal : ctx.tolLocal / maxScale(m);
}

function count(ctx: Ctx, type: string) {
  ctx.ignored.set(type, (ctx.ignored.get(type) ?? 0) + 1);
}

function walk(ctx: Ctx, ents: DxfEntity[], m: Mat, parentLayer: string | undefined, depth: number, stack: string[]) {
  for (const e of ents) {
    if (num(e, 67) === 1) continue; // paper space
    let layer = decodeLayerName(str(e, 8, '0'));
    if (parentLayer !== undefined && layer === '0') layer = parentLayer;
    const t = e.type;
    if (t === 'INSERT') {
      expandInsert(ctx, e, m, layer, depth, stack);
      continue;
    }
    if (t === 'TEXT' || t === 'MTEXT' || t === 'ATTRIB' || t === 'ATTDEF') {
      if (t === 'ATTDEF') continue;
      let text: string;
      if (t === 'MTEXT') {
        let raw = '';
        for (let k = 0; k < e.count; k++) if (e.codeAt(k) === 3) raw += e.valueAt(k);
        raw += str(e, 1);
        text = stripMtext(raw);
      } else text = cleanText(str(e, 1));
      if (!text) continue;
      const useAlign = t !== 'MTEXT' && (num(e, 72) !== 0 || num(e, 73) !== 0) && e.has(11);
      const p = apply(mul(m, ocsMat(e)), num(e, useAlign ? 11 : 10), num(e, useAlign ? 21 : 20));
      ctx.texts.push({ text, x: p.x, y: p.y, layer });
      continue;
    }
    const kind = ctx.kindOf(layer);
    if (kind === 'ignore') {
      count(ctx, `${t}@${layer}`);
      continue;
    }
    if (kind === 'bend') {
      if (t === 'LINE') {
        ctx.bends.push({ a: apply(m, num(e, 10), num(e, 20)), b: apply(m, num(e, 11), num(e, 21)) });
        continue;
      }
      if (t === 'LWPOLYLINE' || t === 'POLYLINE') {
        const xs = t === 'LWPOLYLINE' ? nums(e, 10) : (e.children ?? []).map((v) => num(v, 10));
        const ys = t === 'LWPOLYLINE' ? nums(e, 20) : (e.children ?? []).map((v) => num(v, 20));
        const om = mul(m, ocsMat(e));
        if (xs.length >= 2)
          ctx.bends.push({
            a: apply(om, xs[0] as number, ys[0] as number),
            b: apply(om, xs[xs.length - 1] as number, ys[ys.length - 1] as number),
          });
        continue;
      }
      count(ctx, `${t}@${layer}`);
      continue;
    }
    switch (t) {
      case 'LINE': {
        const a = { x: num(e, 10), y: num(e, 20) };
        const b = { x: num(e, 11), y: num(e, 21) };
        pushPiece(ctx, layer, [a, b], m, false, Math.hypot(b.x - a.x, b.y - a.y));
        break;
      }
      case 'ARC':
      case 'CIRCLE': {
        const om = mul(m, ocsMat(e));
        const r = num(e, 40);
        if (!(r > 0)) break;
        const cx = num(e, 10);
        const cy = num(e, 20);
        if (t === 'CIRCLE') {
          const pts = arcFlat(cx, cy, r, 0, Math.PI * 2, tolFor(ctx, om));
          const da = arcDefect(r, Math.PI * 2, (pts.length >> 1) - 1);
          pts.length -= 2;
          pushFlat(ctx, layer, pts, om, true, 2 * Math.PI * r, da);
        } else {
          const a0 = (num(e, 50) * Math.PI) / 180;
          let a1 = (num(e, 51) * Math.PI) / 180;
          while (a1 <= a0) a1 += Math.PI * 2;
          const sweep = a1 - a0;
          const pts = arcFlat(cx, cy, r, a0, sweep, tolFor(ctx, om));
          pushFlat(ctx, layer, pts, om, false, r * sweep, arcDefect(r, sweep, (pts.length >> 1) - 1));
        }
        break;
      }
      case 'ELLIPSE': {
        const c = { x: num(e, 10), y: num(e, 20) };
        const maj = { x: num(e, 11), y: num(e, 21) };
        const ratio = num(e, 40, 1);
        const nz = num(e, 230, 1);
        const minr = nz < 0 ? { x: maj.y * ratio, y: -maj.x * ratio } : { x: -maj.y * ratio, y: maj.x * ratio };
        const t0 = num(e, 41, 0);
        let t1 = num(e, 42, Math.PI * 2);
        while (t1 <= t0) t1 += Math.PI * 2;
        const full = Math.abs(t1 - t0 - Math.PI * 2) < 1e-9;
        const pts = ellipsePoints(c, maj, minr, t0, t1, tolFor(ctx, m));
        // affine image of a unit circle: the defect scales by a·b, sign by the normal
        const da = arcDefect(1, t1 - t0, pts.length - 1) * Math.hypot(maj.x, maj.y) * Math.hypot(minr.x, minr.y) * (nz < 0 ? -1 : 1);
        if (full) pts.pop();
        pushPiece(ctx, layer, pts, m, full, undefined, da);
        break;
      }
      case 'LWPOLYLINE':
      case 'POLYLINE': {
        addPolyline(ctx, e, m, layer, tolFor(ctx, mul(m, ocsMat(e))));
        break;
      }
      case 'SPLINE': {
        addSpline(ctx, e, m, layer, tolFor(ctx, m));
        break;
      }
      default:
        count(ctx, t);
    }
  }
}

function addPolyline(ctx: Ctx, e: DxfEntity, m: Mat, layer: string, tol: number) {
  const flags = num(e, 70);
  const om = mul(m, ocsMat(e));
  const verts: { x: number; y: number; b: number }[] = [];
  if (e.type === 'LWPOLYLINE') {
    let v: { x: number; y: number; b: number } | null = null;
    for (let i = 0; i < e.count; i++) {
      const c = e.codeAt(i);
      if (c === 10) {
        v = { x: e.numberAt(i), y: 0, b: 0 };
        verts.push(v);
      } else if (c === 20 && v) v.y = e.numberAt(i);
      else if (c === 42 && v) v.b = e.numberAt(i);
    }
  } else {
    if (flags & (16 | 64)) {
      count(ctx, 'POLYLINE(mesh)');
      return;
    }
    const splineFit = (flags & 4) !== 0;
    for (const vx of e.children ?? []) {
      const vf = num(vx, 70);
      if (splineFit && vf & 16) continue; // spline frame control point: the fitted vertices follow
      verts.push({ x: num(vx, 10), y: num(vx, 20), b: num(vx, 42) });
    }
  }
  if (verts.length < 2) return;
  let closed = (flags & 1) !== 0;
  const pts: Pt[] = [{ x: (verts[0] as { x: number }).x, y: (verts[0] as { y: number }).y }];
  let len = 0;
  const acc = { da: 0 };
  const n = verts.length;
  const segs = closed ? n : n - 1;
  for (let i = 0; i < segs; i++) {
    const a = verts[i] as { x: number; y: number; b: number };
    const b = verts[(i + 1) % n] as { x: number; y: number; b: number };
    len += bulgePoints({ x: a.x, y: a.y }, { x: b.x, y: b.y }, a.b, tol, pts, acc);
  }
  if (closed) pts.pop();
  else if (pts.length > 2) {
    // closed by coincident first/last vertex
    const f = pts[0] as Pt;
    const l = pts[pts.length - 1] as Pt;
    if (Math.abs(f.x - l.x) <= tol * 1e-3 + 1e-12 && Math.abs(f.y - l.y) <= tol * 1e-3 + 1e-12) {
      pts.pop();
      closed = true;
    }
  }
  pushPiece(ctx, layer, pts, om, closed, len, acc.da);
}

function addSpline(ctx: Ctx, e: DxfEntity, m: Mat, layer: string, tol: number) {
  const flags = num(e, 70);
  const degree = num(e, 71, 3);
  const knots = nums(e, 40);
  const weights = nums(e, 41);
  const cx = nums(e, 10);
  const cy = nums(e, 20);
  const ctrl: Pt[] = cx.map((x, i) => ({ x, y: cy[i] ?? 0 }));
  let pts: Pt[];
  if (ctrl.length >= 2 && knots.length === ctrl.length + degree + 1) {
    pts = nurbsPoints(degree, knots, ctrl, weights.length === ctrl.length ? weights : undefined, tol);
  } else {
    const fx = nums(e, 11);
    const fy = nums(e, 21);
    pts = fx.map((x, i) => ({ x, y: fy[i] ?? 0 }));
    if (pts.length < 2) pts = ctrl;
  }
  if (pts.length < 2) return;
  const f = pts[0] as Pt;
  const l = pts[pts.length - 1] as Pt;
  const sb = bboxOf(pts);
  const diag = Math.hypot(sb.maxX - sb.minX, sb.maxY - sb.minY);
  const coincident = Math.hypot(f.x - l.x, f.y - l.y) <= Math.max(diag * 1e-9, 1e-12);
  let closed = false;
  if (coincident) {
    pts.pop();
    closed = true;
  } else if (flags & 1 && Math.hypot(f.x - l.x, f.y - l.y) <= diag * 1e-3) closed = true;
  pushPiece(ctx, layer, pts, m, closed, undefined);
}

function expandInsert(ctx: Ctx, e: DxfEntity, m: Mat, layer: string, depth: number, stack: string[]) {
  const name = str(e, 2);
  const block = ctx.doc.blocks.get(name);
  if (!block) {
    ctx.missingBlocks.add(name);
    return;
  }
  if (depth > 16 || stack.includes(name)) {
    if (!ctx.depthWarned)
      ctx.warnings.push({ code: 'insert-recursion', message: `文件“${ctx.file}”中的块“${name}”嵌套过深或自引用，已跳过` });
    ctx.depthWarned = true;
    return;
  }
  const sx = num(e, 41, 1);
  const sy = num(e, 42, 1);
  const rot = (num(e, 50) * Math.PI) / 180;
  const cols = Math.max(1, num(e, 70, 1));
  const rows = Math.max(1, num(e, 71, 1));
  const cs = num(e, 44);
  const rs = num(e, 45);
  const px = num(e, 10);
  const py = num(e, 20);
  const ocs = ocsMat(e);
  const base = mul(rotate(rot), mul(scale(sx, sy), translate(-block.baseX, -block.baseY)));
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      ctx.budget -= block.entities.length;
      if (ctx.budget < 0) {
        if (!ctx.budgetWarned)
          ctx.warnings.push({ code: 'insert-budget', message: `文件“${ctx.file}”的块引用展开后超过 ${ctx.budgetMax} 个实体，其余部分未展开，请检查图纸` });
        ctx.budgetWarned = true;
        return;
      }
      const off = apply(rotate(rot), c * cs, r * rs);
      const im = mul(m, mul(ocs, mul(translate(px + off.x, py + off.y), base)));
      walk(ctx, block.entities, im, layer, depth + 1, [...stack, name]);
    }
  }
  for (const a of e.children ?? []) {
    const text = cleanText(str(a, 1));
    if (!text) continue;
    const p = apply(mul(m, ocs), num(a, 10), num(a, 20));
    ctx.texts.push({ text, x: p.x, y: p.y, layer });
  }
}

// ---------------------------------------------------------------- chaining

interface Chain {
  pts: number[];
  len: number;
  layer: string;
  da: number;
}

/**
 * Greedy chaining: start at an unused piece, extend at its end by the nearest free endpoint
 * within tol (grid lookup), then at its start; closed when the ends meet within tol.
 */
function chainPieces(pieces: Chain[], tol: number, maxGapFor?: (a: Chain, b: Chain | null) => number): { loops: Chain[]; open: Chain[]; joints: Pt[] } {
  const loops: Chain[] = [];
  const open: Chain[] = [];
  const joints: Pt[] = [];
  const cell = tol > 0 ? tol * 2 : 1e-9;
  const grid = new Map<string, number[]>(); // endpoint id = piece*2 + (0 start | 1 end)
  const key = (x: number, y: number) => `${Math.floor(x / cell)},${Math.floor(y / cell)}`;
  const endPt = (id: number): Pt => {
    const p = (pieces[id >> 1] as Chain).pts;
    return id & 1 ? { x: p[p.length - 2] as number, y: p[p.length - 1] as number } : { x: p[0] as number, y: p[1] as number };
  };
  pieces.forEach((p, i) => {
    for (const k of [0, 1]) {
      const q = endPt(i * 2 + k);
      const kk = key(q.x, q.y);
      const arr = grid.get(kk);
      if (arr) arr.push(i * 2 + k);
      else grid.set(kk, [i * 2 + k]);
      void p;
    }
  });
  const used = new Uint8Array(pieces.length);
  const nearest = (q: Pt, limit: number): number => {
    const cx = Math.floor(q.x / cell);
    const cy = Math.floor(q.y / cell);
    let best = -1;
    let bd = limit;
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++) {
        const arr = grid.get(`${cx + dx},${cy + dy}`);
        if (!arr) continue;
        for (const id of arr) {
          if (used[id >> 1]) continue;
          const p = endPt(id);
          const d = Math.hypot(p.x - q.x, p.y - q.y);
          if (d <= bd) {
            bd = d;
            best = id;
          }
        }
      }
    return best;
  };
  for (let i = 0; i < pieces.length; i++) {
    if (used[i]) continue;
    used[i] = 1;
    const first = pieces[i] as Chain;
    const pts = first.pts.slice();
    let len = first.len;
    let da = first.da;
    let closed = false;
    let gaps: Pt[] = [];
    for (let dir = 0; dir < 2 && !closed; dir++) {
      if (dir === 1) {
        reverseFlat(pts);
        da = -da;
      }
      for (;;) {
        const end = { x: pts[pts.length - 2] as number, y: pts[pts.length - 1] as number };
        const start = { x: pts[0] as number, y: pts[1] as number };
        const closeGap = Math.hypot(end.x - start.x, end.y - start.y);
        const self: Chain = { pts, len, layer: first.layer, da };
        const lim = maxGapFor ? Math.min(tol, maxGapFor(self, null)) : tol;
        const id = nearest(end, lim);
        const pd = id < 0 ? Infinity : Math.hypot(endPt(id).x - end.x, endPt(id).y - end.y);
        if (pts.length > 4 && closeGap <= lim && closeGap <= pd) {
          if (closeGap > 0) gaps.push(end);
          closed = true;
          break;
        }
        if (id < 0) break;
        const p = pieces[id >> 1] as Chain;
        if (maxGapFor && pd > maxGapFor(self, p)) break;
        used[id >> 1] = 1;
        if (pd > 0) gaps.push(end);
        const q = p.pts;
        if (id & 1) for (let k = q.length - 4; k >= 0; k -= 2) pts.push(q[k] as number, q[k + 1] as number);
        else for (let k = 2; k < q.length; k += 2) pts.push(q[k] as number, q[k + 1] as number);
        len += p.len + pd;
        da += id & 1 ? -p.da : p.da;
      }
    }
    if (closed) {
      const gap = Math.hypot((pts[0] as number) - (pts[pts.length - 2] as number), (pts[1] as number) - (pts[pts.length - 1] as number));
      len += gap;
      if (gap <= tol) pts.length -= 2;
      loops.push({ pts, len, layer: first.layer, da });
      joints.push(...gaps);
    } else {
      gaps = [];
      open.push({ pts, len, layer: first.layer, da });
    }
  }
  return { loops, open, joints };
}

// ---------------------------------------------------------------- nesting

interface Loop {
  ring: number[];
  area: number; // absolute
  bbox: BBox;
  len: number;
  layer: string;
  engrave: boolean;
  parent: Loop | null;
  depth: number;
  holes: Loop[];
  part?: Part;
}

class LoopGrid {
  private cells = new Map<number, Loop[]>();
  private big: Loop[] = [];
  constructor(
    private readonly ext: BBox,
    private readonly size: number,
  ) {}
  private ix(x: number) {
    return Math.floor((x - this.ext.minX) / this.size);
  }
  private iy(y: number) {
    return Math.floor((y - this.ext.minY) / this.size);
  }
  add(l: Loop) {
    const x0 = this.ix(l.bbox.minX);
    const x1 = this.ix(l.bbox.maxX);
    const y0 = this.iy(l.bbox.minY);
    const y1 = this.iy(l.bbox.maxY);
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > 1024) {
      this.big.push(l);
      return;
    }
    for (let x = x0; x <= x1; x++)
      for (let y = y0; y <= y1; y++) {
        const k = x * 1048576 + y;
        const a = this.cells.get(k);
        if (a) a.push(l);
        else this.cells.set(k, [l]);
      }
  }
  at(x: number, y: number): Loop[] {
    const a = this.cells.get(this.ix(x) * 1048576 + this.iy(y));
    return a ? (this.big.length ? [...a, ...this.big] : a) : this.big;
  }
}

function bboxContains(o: BBox, i: BBox, eps: number) {
  return o.minX <= i.minX + eps && o.minY <= i.minY + eps && o.maxX >= i.maxX - eps && o.maxY >= i.maxY - eps;
}

function loopInside(inner: Loop, outer: Loop): boolean {
  // majority of three vertices (a vertex may lie on the outer boundary where loops touch)
  const r = inner.ring;
  const n = r.length >> 1;
  const at = (i: number) => pointInFlat(r[2 * i] as number, r[2 * i + 1] as number, outer.ring);
  const a = at(0);
  const b = at(Math.floor(n / 3));
  if (a === b) return a;
  return at(Math.floor((2 * n) / 3));
}

// ---------------------------------------------------------------- main

function sectionCountForMsg(doc: DxfDocument) {
  return doc.entities.length;
}

/** Read a DXF drawing (text or bytes) into parts. Never throws on bad drawing content. */
export function readDxf(input: string | Uint8Array, options: ReadOptions = {}): DrawingResult {
  const file = options.fileName ?? 'drawing.dxf';
  const timings = options.timings;
  let tLap = timings ? performance.now() : 0;
  const lap = (name: string) => {
    if (!timings) return;
    const t = performance.now();
    timings[name] = (timings[name] ?? 0) + t - tLap;
    tLap = t;
  };
  const warnings: Issue[] = [];
  const errors: Issue[] = [];
  let text: string;
  let encoding = 'utf-8';
  if (typeof input === 'string') text = input;
  else {
    const head = new TextDecoder('latin1').decode(input.subarray(0, 6));
    if (/^AC10\d\d$/.test(head) || /^AC1\d{3}$/.test(head)) {
      return emptyResult(file, encoding, [
        { code: 'dwg', message: `文件“${file}”是 DWG 格式而不是 DXF，无法直接读取，请在 CAD 中另存为 DXF（R12–2018 ASCII）后重新上传` },
      ]);
    }
    const d = decodeDxfBytes(input, options.fallbackEncoding);
    text = d.text;
    encoding = d.encoding;
  }
  lap('decode');
  const doc = parseDxf(text);
  if (doc.problem) {
    const p = doc.problem;
    const n = sectionCountForMsg(doc);
    if (p.kind === 'binary')
      return emptyResult(file, encoding, [{ code: 'binary', message: `文件“${file}”是二进制 DXF，暂不支持，请在 CAD 中另存为 ASCII DXF 后重新上传` }]);
    if (p.kind === 'malformed')
      errors.push({
        code: 'malformed',
        line: p.line,
        message: `文件“${file}”格式错误：第 ${p.line} 行应为整数组码，实际是“${p.detail}”，文件已损坏或不是 DXF；已保留此前读取的 ${n} 个实体`,
      });
    else if (p.detail === 'empty')
      errors.push({ code: 'empty', message: `文件“${file}”是空文件或不是 DXF，没有可读取的内容` });
    else
      errors.push({
        code: 'truncated',
        line: p.line,
        message: `文件“${file}”不完整：在第 ${p.line} 行意外结束（缺少 EOF 结束标记），可能上传中断或文件被截断；已保留读取到的 ${n} 个实体`,
      });
  }

  lap('parse');
  // units
  const ins = headerNum(doc, '$INSUNITS', 70);
  let unit: { name: UnitName; mm: number } = ins !== undefined && INSUNITS[ins] ? (INSUNITS[ins] as { name: UnitName; mm: number }) : { name: 'unitless', mm: 1 };
  let unitSource: DrawingResult['units']['source'] = ins !== undefined && INSUNITS[ins] ? 'header' : 'default';
  if (options.units) {
    unit = { name: options.units, mm: UNIT_MM[options.units] };
    unitSource = 'option';
  }

  const ignoreRe = options.ignoreLayers ?? DEFAULT_IGNORE;
  const engraveRe = options.engraveLayers ?? DEFAULT_ENGRAVE;
  const bendRe = options.bendLayers ?? DEFAULT_BEND;
  const kinds = new Map<string, LayerKind>();
  const kindOf = (layer: string): LayerKind => {
    let k = kinds.get(layer);
    if (!k) {
      k = bendRe.test(layer) ? 'bend' : engraveRe.test(layer) ? 'engrave' : ignoreRe.test(layer) ? 'ignore' : 'cut';
      kinds.set(layer, k);
    }
    return k;
  };
  const chordMm = options.chordTolerance ?? 0.05;
  const ctx: Ctx = {
    doc,
    tolLocal: chordMm / unit.mm,
    pieces: [],
    texts: [],
    bends: [],
    ignored: new Map(),
    kindOf,
    warnings,
    file,
    depthWarned: false,
    budget: options.maxInsertEntities ?? 500_000,
    budgetMax: options.maxInsertEntities ?? 500_000,
    budgetWarned: false,
    missingBlocks: new Set(),
  };
  walk(ctx, doc.entities, IDENTITY, undefined, 0, []);
  lap('entities');
  if (ctx.missingBlocks.size)
    warnings.push({ code: 'missing-block', message: `文件“${file}”引用了不存在的块：${[...ctx.missingBlocks].slice(0, 5).join('、')}，已跳过` });

  // drawing extents (cut + engrave geometry)
  const ext: BBox = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const p of ctx.pieces)
    for (let i = 0; i + 1 < p.pts.length; i += 2) {
      const x = p.pts[i] as number;
      const y = p.pts[i + 1] as number;
      if (x < ext.minX) ext.minX = x;
      if (x > ext.maxX) ext.maxX = x;
      if (y < ext.minY) ext.minY = y;
      if (y > ext.maxY) ext.maxY = y;
    }
  const hasGeom = ctx.pieces.length > 0;

  // units sanity (the "units trap": header says inch, geometry is mm)
  const sanityMax = options.unitsSanityMaxMm ?? 2500;
  // Only inch/foot headers: that is the trap seen in practice (vector exporters write 1 = inch over
  // mm geometry). Checked on the drawing extents, so a true-inch layout wider than the limit on
  // both sides would be misread: pass `units` or unitsSanityMaxMm: 0 for such files.
  if (hasGeom && !options.units && (unit.name === 'inch' || unit.name === 'foot') && sanityMax > 0) {
    const w = ext.maxX - ext.minX;
    const h = ext.maxY - ext.minY;
    if (Math.min(w, h) * unit.mm > sanityMax && Math.max(w, h) >= 10) {
      warnings.push({
        code: 'units-sanity',
        message: `文件“${file}”声明单位为 ${unit.name}（$INSUNITS=${ins}），换算后尺寸约 ${Math.round(w * unit.mm)} × ${Math.round(h * unit.mm)} mm，不合理；已按毫米读取，请核对`,
      });
      unit = { name: 'mm', mm: 1 };
      unitSource = 'sanity';
    }
  }
  if (unitSource === 'default' || unit.name === 'unitless')
    warnings.push({ code: 'units-unknown', message: `文件“${file}”未指定单位（$INSUNITS 缺失或为 0），按毫米读取` });
  const k = unit.mm;
  const scalePts = (pts: Pt[]) => {
    if (k !== 1)
      for (const p of pts) {
        p.x *= k;
        p.y *= k;
      }
  };
  const scaleFlat = (pts: number[]) => {
    if (k !== 1) for (let i = 0; i < pts.length; i++) pts[i] = (pts[i] as number) * k;
  };

  // scale everything to mm
  for (const p of ctx.pieces) {
    scaleFlat(p.pts);
    p.len *= k;
    p.da *= k * k;
  }
  for (const t of ctx.texts) {
    t.x *= k;
    t.y *= k;
  }
  for (const b of ctx.bends) scalePts([b.a, b.b]);
  const extMm: BBox = { minX: ext.minX * k, minY: ext.minY * k, maxX: ext.maxX * k, maxY: ext.maxY * k };
  const diag = hasGeom ? Math.hypot(extMm.maxX - extMm.minX, extMm.maxY - extMm.minY) : 0;

  lap('extents+units');
  // chaining per layer
  const jt = options.joinTolerance ?? 'tolerant';
  const strictTol = Math.max(diag * (typeof jt === 'number' ? jt : 1e-5), 1e-9);
  const tolerantTol = Math.max(diag * 5e-4, strictTol);
  const byLayer = new Map<string, Chain[]>();
  const loopsRaw: Chain[] = [];
  for (const p of ctx.pieces) {
    if (p.closed) {
      loopsRaw.push({ pts: p.pts, len: p.len, layer: p.layer, da: p.da });
      continue;
    }
    const a = byLayer.get(p.layer);
    const c = { pts: p.pts, len: p.len, layer: p.layer, da: p.da };
    if (a) a.push(c);
    else byLayer.set(p.layer, [c]);
  }
  ctx.pieces = [];
  let openCut = 0;
  let openEngrave = 0;
  let jointCount = 0;
  const jointSamples: Pt[] = [];
  for (const [layer, list] of byLayer) {
    // zero-length pieces are noise
    const real = list.filter((c) => c.len > strictTol * 0.01 || c.pts.length > 4);
    const dropped = list.length - real.length;
    if (dropped) count(ctx, `零长度线@${layer}`);
    let r = chainPieces(real, strictTol);
    loopsRaw.push(...r.loops);
    if (jt === 'tolerant' && r.open.length) {
      const sizeOf = (c: Chain) => {
        const b = bboxFlat(c.pts);
        return Math.hypot(b.maxX - b.minX, b.maxY - b.minY);
      };
      r = chainPieces(r.open, tolerantTol, (a, b) => 0.05 * Math.max(sizeOf(a), b ? sizeOf(b) : 0));
      loopsRaw.push(...r.loops);
      jointCount += r.joints.length;
      jointSamples.push(...r.joints.slice(0, 3));
    }
    if (kindOf(layer) === 'engrave') openEngrave += r.open.length;
    else openCut += r.open.length;
  }
  if (jointCount)
    warnings.push({
      code: 'gaps-closed',
      message: `文件“${file}”有 ${jointCount} 处轮廓接缝未精确相连（间隙不超过 ${tolerantTol.toPrecision(2)} mm），已自动闭合，如 (${jointSamples
        .slice(0, 3)
        .map((p) => `${p.x.toFixed(2)}, ${p.y.toFixed(2)}`)
        .join(')、(')})`,
    });
  if (openCut)
    warnings.push({ code: 'open-chains', message: `文件“${file}”有 ${openCut} 条不闭合的线段链（标注线或断开的轮廓），未作为零件轮廓` });

  lap('chaining');
  // loops: drop degenerate and duplicate, build nesting
  const minArea = strictTol * strictTol;
  const loops: Loop[] = [];
  for (const c of loopsRaw) {
    if (c.pts.length < 6) continue;
    const a = signedAreaFlat(c.pts) + c.da;
    if (Math.abs(a) <= minArea) continue;
    if (a < 0) reverseFlat(c.pts); // all CCW for now
    loops.push({ ring: c.pts, area: Math.abs(a), bbox: bboxFlat(c.pts), len: c.len, layer: c.layer, engrave: kindOf(c.layer) === 'engrave', parent: null, depth: 0, holes: [] });
  }
  lap('loops');
  loops.sort((a, b) => b.area - a.area);
  lap('sort');
  // grid cell: about the mean spacing of the loops, so a hole shares its cell with few others
  const extArea = Math.max((extMm.maxX - extMm.minX) * (extMm.maxY - extMm.minY), 1e-12);
  const cellSize = Math.max(Math.sqrt(extArea / Math.max(loops.length, 1)), diag / 4096, 1e-6);
  const grid = new LoopGrid(extMm, cellSize);
  const cutLoops: Loop[] = [];
  const engraveLoops: Loop[] = [];
  let dupes = 0;
  for (const l of loops) {
    const cands = grid.at(l.ring[0] as number, l.ring[1] as number);
    if (l.engrave) {
      engraveLoops.push(l);
      continue;
    }
    let parent: Loop | null = null;
    let dup = false;
    for (const c of cands) {
      if (!bboxContains(c.bbox, l.bbox, strictTol)) continue;
      if (parent && c.area >= parent.area) continue;
      if (Math.abs(c.area - l.area) <= 1e-4 * c.area && bboxContains(l.bbox, c.bbox, strictTol)) {
        dup = true;
        break;
      }
      if (loopInside(l, c)) parent = c;
    }
    if (dup) {
      dupes++;
      continue;
    }
    l.parent = parent;
    l.depth = parent ? parent.depth + 1 : 0;
    if (parent && l.depth % 2 === 1) parent.holes.push(l);
    cutLoops.push(l);
    grid.add(l);
  }
  if (dupes) warnings.push({ code: 'duplicates', message: `文件“${file}”有 ${dupes} 条重复的轮廓线（重叠绘制），已只计一次` });

  lap('nesting');
  const patterns: TextPatterns = { ...DEFAULT_TEXT_PATTERNS, ...options.textPatterns };
  const outers = cutLoops.filter((l) => l.depth % 2 === 0);
  // reading order: top to bottom, then left to right
  outers.sort((a, b) => b.bbox.maxY - a.bbox.maxY || a.bbox.minX - b.bbox.minX);
  const parts: Part[] = outers.map((o, i) => {
    const holes = o.holes.map((h) => reverseFlat(h.ring));
    const area = o.area - o.holes.reduce((s, h) => s + h.area, 0);
    const w = o.bbox.maxX - o.bbox.minX;
    const h = o.bbox.maxY - o.bbox.minY;
    const part: Part = {
      index: i + 1,
      layer: o.layer,
      outline: o.ring,
      holes,
      bbox: o.bbox,
      length: Math.max(w, h),
      width: Math.min(w, h),
      area,
      areaM2: area / 1e6,
      cutLength: o.len + o.holes.reduce((s, hh) => s + hh.len, 0),
      holeCount: holes.length,
      bendCount: 0,
      engraveCount: 0,
      texts: [],
      thumbnail: '',
    };
    o.part = part;
    return part;
  });

  // locate the part containing a point: smallest even-depth loop containing it, not inside one of its holes
  const partAt = (x: number, y: number): Part | undefined => {
    let best: Loop | undefined;
    for (const c of grid.at(x, y)) {
      if (c.depth % 2 !== 0) continue;
      const b = c.bbox;
      if (x < b.minX || x > b.maxX || y < b.minY || y > b.maxY) continue;
      if (best && c.area >= best.area) continue;
      if (pointInFlat(x, y, c.ring)) best = c;
    }
    return best?.part;
  };
  lap('parts');
  let looseEngrave = 0;
  for (const l of engraveLoops) {
    const part = partAt(l.ring[0] as number, l.ring[1] as number);
    if (part) part.engraveCount++;
    else looseEngrave++;
  }
  let looseBends = 0;
  const partBends = new Map<Part, { a: Pt; b: Pt }[]>();
  for (const b of ctx.bends) {
    const part = partAt((b.a.x + b.b.x) / 2, (b.a.y + b.b.y) / 2);
    if (part) {
      part.bendCount++;
      const l = partBends.get(part);
      if (l) l.push(b);
      else partBends.set(part, [b]);
    } else looseBends++;
  }
  if (looseBends) warnings.push({ code: 'loose-bends', message: `文件“${file}”有 ${looseBends} 条折弯线不在任何零件轮廓内，未计入` });
  const loose: PartText[] = [];
  for (const t of ctx.texts) {
    const part = partAt(t.x, t.y);
    if (part) part.texts.push(t);
    else loose.push(t);
  }
  // a drawing with a single part: texts outside it (title block, labels) belong to it
  if (parts.length === 1) (parts[0] as Part).texts.push(...loose);
  lap('assign');
  // texts outside every part (title block, notes) give drawing-wide defaults for the fields a part's
  // own texts do not set: material, thickness and colour (never code or quantity, which are per part)
  const sheet =
    parts.length > 1 && loose.length
      ? extractFields(
          loose.sort((a, b) => b.y - a.y || a.x - b.x).map((t) => t.text),
          patterns,
        ).fields
      : {};
  for (const part of parts) {
    part.texts.sort((a, b) => b.y - a.y || a.x - b.x);
    const { fields, problems } = extractFields(
      part.texts.map((t) => t.text),
      patterns,
    );
    Object.assign(part, fields);
    part.material ??= sheet.material;
    part.thickness ??= sheet.thickness;
    part.colorCode ??= sheet.colorCode;
    for (const f of ['material', 'thickness', 'colorCode'] as const) if (part[f] === undefined) delete part[f];
    for (const pr of problems) warnings.push({ code: 'text-field', message: `文件“${file}”零件 ${part.code ?? part.index}：${pr}` });
    if (options.thumbnails !== false) part.thumbnail = partThumbnail(part, partBends.get(part) ?? []);
  }
  if (!parts.length && !errors.length) warnings.push({ code: 'no-parts', message: `文件“${file}”中没有找到闭合的零件轮廓` });

  lap('fields+thumbnails');
  const ignored: Record<string, number> = {};
  for (const [t, n] of ctx.ignored) ignored[t] = n;
  const ign = Object.entries(ignored).filter(([t]) => !t.includes('@'));
  if (ign.length)
    warnings.push({ code: 'ignored', message: `文件“${file}”中以下实体不参与零件轮廓，已忽略：${ign.map(([t, n]) => `${t}×${n}`).join('、')}` });

  return {
    fileName: file,
    ok: errors.length === 0,
    version: headerStr(doc, '$ACADVER'),
    encoding,
    units: { insunits: ins, name: unit.name, toMm: unit.mm, source: unitSource },
    parts,
    looseEngravings: looseEngrave,
    openChains: openCut,
    engraveStrokes: openEngrave,
    texts: ctx.texts,
    ignored,
    warnings,
    errors,
  };
}

export function emptyResult(file: string, encoding: string, errors: Issue[]): DrawingResult {
  return {
    fileName: file,
    ok: false,
    encoding,
    units: { name: 'unitless', toMm: 1, source: 'default' },
    parts: [],
    looseEngravings: 0,
    openChains: 0,
    engraveStrokes: 0,
    texts: [],
    ignored: {},
    warnings: [],
    errors,
  };
}
