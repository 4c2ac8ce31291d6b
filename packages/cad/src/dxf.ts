/**
 * DXF group-code tokenizer and section parser.
 *
 * Why our own and not `dxf-parser` / `dxf` from npm: both are MIT and usable, but for the
 * product's core they fall short — dxf-parser silently drops entity types it does not know
 * (HATCH, VIEWPORT…), returns no SPLINE weights, has no notion of "where did the file break"
 * (a malformed group code throws or yields garbage with no line number, a truncated file just
 * returns less), does not decode pre-2007 code pages (cp1252 / ANSI_936 bytes) nor `\U+` escapes,
 * and builds a large object tree for every entity. `dxf` depends on it for parsing. The group-code
 * format itself is tiny (pairs of lines: integer code, value), so we read it ourselves: a single
 * pass over the decoded text with indexOf (no split of the whole file into an array of lines),
 * keeping each entity's raw pairs so the geometry layer can read any code it needs, and
 * reporting the exact line where a file is malformed or ends early — while keeping what was read.
 */

/**
 * All group-code pairs of a file, in typed arrays: the code and the value's start/end offsets in
 * the decoded text. No string is allocated per pair while parsing; values are sliced when read.
 * (Building ~10⁶ small strings and arrays that all survive made the garbage collector the
 * bottleneck on a 5 MB file.)
 */
export class PairStore {
  codes = new Int32Array(1 << 14);
  starts = new Int32Array(1 << 14);
  ends = new Int32Array(1 << 14);
  length = 0;
  constructor(readonly text: string) {}
  push(code: number, start: number, end: number) {
    if (this.length === this.codes.length) {
      const grow = (a: Int32Array) => {
        const b = new Int32Array(a.length * 2);
        b.set(a);
        return b;
      };
      this.codes = grow(this.codes);
      this.starts = grow(this.starts);
      this.ends = grow(this.ends);
    }
    const i = this.length++;
    this.codes[i] = code;
    this.starts[i] = start;
    this.ends[i] = end;
  }
  value(i: number): string {
    return this.text.slice(this.starts[i], this.ends[i]);
  }
  number(i: number): number {
    const v = Number(this.text.slice(this.starts[i], this.ends[i]));
    return Number.isFinite(v) ? v : 0;
  }
}

/** One record: the pairs after a `0/<TYPE>` up to the next `0`. */
export class DxfRecord {
  constructor(
    readonly type: string,
    readonly store: PairStore,
    /** index of the first pair after the 0 pair */
    readonly first: number,
    public count: number,
    /** 1-based line number of the record's `0` code */
    readonly line: number,
  ) {}
  /** group code of the k-th pair of this record */
  codeAt(k: number): number {
    return this.store.codes[this.first + k] as number;
  }
  valueAt(k: number): string {
    return this.store.value(this.first + k);
  }
  numberAt(k: number): number {
    return this.store.number(this.first + k);
  }
  /** index k of the first pair with this code, or -1 */
  find(code: number): number {
    const c = this.store.codes;
    for (let i = this.first, e = this.first + this.count; i < e; i++) if (c[i] === code) return i - this.first;
    return -1;
  }
  has(code: number): boolean {
    return this.find(code) >= 0;
  }
}

export interface DxfBlock {
  name: string;
  baseX: number;
  baseY: number;
  entities: DxfEntity[];
}

export interface DxfEntity extends DxfRecord {
  /** VERTEX records of a POLYLINE, ATTRIB records of an INSERT */
  children?: DxfRecord[];
}

export interface DxfDocument {
  header: Map<string, DxfRecord>;
  layers: Map<string, DxfRecord>;
  blocks: Map<string, DxfBlock>;
  entities: DxfEntity[];
  /** parse problems: malformed pair or truncation; parsing stopped there */
  problem?: { kind: 'malformed' | 'truncated' | 'binary'; line: number; detail: string };
}

export function num(r: DxfRecord, code: number, def = 0): number {
  const k = r.find(code);
  if (k < 0) return def;
  const v = Number(r.valueAt(k));
  return Number.isFinite(v) ? v : def;
}

export function str(r: DxfRecord, code: number, def = ''): string {
  const k = r.find(code);
  return k < 0 ? def : r.valueAt(k).trim();
}

/** all values of a code, in order, as numbers */
export function nums(r: DxfRecord, code: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < r.count; k++) if (r.codeAt(k) === code) out.push(r.numberAt(k));
  return out;
}

/** Decode `\U+XXXX` escapes used by pre-2007 writers for non-ANSI characters. */
export function decodeUnicodeEscapes(s: string): string {
  if (s.indexOf('\\U+') < 0 && s.indexOf('\\u+') < 0) return s;
  return s.replace(/\\[Uu]\+([0-9A-Fa-f]{4})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/**
 * Layer names: `\U+XXXX` escapes, and the `_U+XXXX` form some exporters write because a
 * backslash is not allowed in a layer name (file 08: `_U+5207_U+65AD_U+30D1_U+30B9` = 切断パス).
 */
export function decodeLayerName(s: string): string {
  if (s.indexOf('U+') < 0 && s.indexOf('u+') < 0) return s;
  return s.replace(/[\\_][Uu]\+([0-9A-Fa-f]{4})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
}

const CODEPAGES: Record<string, string> = {
  ANSI_936: 'gbk',
  ANSI_950: 'big5',
  ANSI_932: 'shift_jis',
  ANSI_949: 'euc-kr',
  ANSI_1250: 'windows-1250',
  ANSI_1251: 'windows-1251',
  ANSI_1252: 'windows-1252',
  ANSI_1253: 'windows-1253',
  ANSI_1254: 'windows-1254',
  ANSI_1255: 'windows-1255',
  ANSI_1256: 'windows-1256',
  ANSI_1257: 'windows-1257',
  ANSI_1258: 'windows-1258',
  ANSI_874: 'windows-874',
  DOS866: 'ibm866',
};

/**
 * Bytes → text. DXF 2007+ is UTF-8; older files are in $DWGCODEPAGE. We try strict UTF-8 first
 * (pure ASCII and UTF-8 files pass), then the declared code page, else `fallback`
 * (windows-1252 by default; pass 'gbk' for Chinese drawings without a code page).
 */
export function decodeDxfBytes(bytes: Uint8Array, fallback = 'windows-1252'): { text: string; encoding: string } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    // not UTF-8: look for $DWGCODEPAGE in the first 64 KB
  }
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 65536));
  const m = /\$DWGCODEPAGE\s*\r?\n\s*3\s*\r?\n([^\r\n]*)/.exec(head);
  const declared = m ? (m[1] as string).trim().toUpperCase() : '';
  let enc = CODEPAGES[declared] ?? fallback;
  try {
    new TextDecoder(enc);
  } catch {
    enc = 'windows-1252';
  }
  return { text: new TextDecoder(enc).decode(bytes), encoding: enc };
}

/** Streaming pair reader over the decoded text. */
class PairReader {
  pos = 0;
  line = 0; // 1-based line of the last read code
  code = 0;
  value = '';
  constructor(readonly s: string) {
    if (s.charCodeAt(0) === 0xfeff) this.pos = 1;
  }
  vStart = 0;
  vEnd = 0;
  /** reads one line into vStart/vEnd (CR stripped); false at end of text */
  private readLine(): boolean {
    const s = this.s;
    if (this.pos >= s.length) return false;
    let e = s.indexOf('\n', this.pos);
    if (e < 0) e = s.length;
    let end = e;
    if (end > this.pos && s.charCodeAt(end - 1) === 13) end--;
    this.vStart = this.pos;
    this.vEnd = end;
    this.pos = e + 1;
    return true;
  }
  /** integer group code read from the char codes of the line (no string allocated); NaN if not an integer */
  private readCode(): number {
    const s = this.s;
    const len = s.length;
    let i = this.pos;
    let e = s.indexOf('\n', i);
    if (e < 0) e = len;
    this.pos = e + 1;
    let c = s.charCodeAt(i);
    while (i < e && (c === 32 || c === 9)) c = s.charCodeAt(++i);
    let neg = false;
    if (c === 45) {
      neg = true;
      c = s.charCodeAt(++i);
    }
    let v = 0;
    let digits = 0;
    while (i < e && c >= 48 && c <= 57) {
      v = v * 10 + (c - 48);
      digits++;
      c = s.charCodeAt(++i);
    }
    while (i < e && (c === 32 || c === 9 || c === 13)) c = s.charCodeAt(++i);
    if (digits === 0 || i < e) {
      this.value = s.slice(this.lineStart, e);
      return NaN;
    }
    return neg ? -v : v;
  }
  private lineStart = 0;
  /** returns 'ok', 'eof' (clean end of text before a code), 'truncated' or 'malformed' */
  next(): 'ok' | 'eof' | 'truncated' | 'malformed' {
    const s = this.s;
    if (this.pos >= s.length) return 'eof';
    // tolerate trailing blank lines at the very end
    if (s.length - this.pos < 64 && /^\s*$/.test(s.slice(this.pos))) return 'eof';
    this.lineStart = this.pos;
    this.line += 1;
    const code = this.readCode();
    if (Number.isNaN(code)) return 'malformed';
    if (!this.readLine()) return 'truncated';
    this.line += 1;
    this.code = code;
    return 'ok';
  }
  get codeLine(): number {
    return this.line - 1;
  }
}

/**
 * Parse DXF text into header variables, layers, blocks and entities.
 * Never throws on bad content: sets `problem` and returns what was read before it.
 */
export function parseDxf(text: string): DxfDocument {
  const doc: DxfDocument = { header: new Map(), layers: new Map(), blocks: new Map(), entities: [] };
  if (text.startsWith('AutoCAD Binary DXF')) {
    doc.problem = { kind: 'binary', line: 1, detail: 'binary DXF' };
    return doc;
  }
  const rd = new PairReader(text);
  const store = new PairStore(text);
  // Records are read flat: each "0" starts a record; we then group them by section.
  let section = ''; // current section name, '' outside
  let cur: DxfRecord | null = null;
  let sawEof = false;
  let sawAny = false;
  const records: DxfRecord[] = [];
  const sections: string[] = [];
  let headerVar: DxfRecord | null = null;

  const flush = () => {
    if (cur) {
      cur.count = store.length - cur.first;
      records.push(cur);
      sections.push(section);
    }
    cur = null;
  };
  const flushVar = () => {
    if (headerVar) {
      headerVar.count = store.length - headerVar.first;
      doc.header.set(headerVar.valueAt(0).trim(), headerVar);
    }
    headerVar = null;
  };

  for (;;) {
    const st = rd.next();
    if (st === 'eof') break;
    if (st === 'malformed') {
      doc.problem = { kind: 'malformed', line: rd.line, detail: rd.value.trim().slice(0, 40) };
      break;
    }
    if (st === 'truncated') {
      doc.problem = { kind: 'truncated', line: rd.line, detail: '' };
      break;
    }
    sawAny = true;
    const code = rd.code;
    if (code === 0) {
      const t = text.slice(rd.vStart, rd.vEnd).trim();
      flush();
      if (t === 'EOF') {
        sawEof = true;
        break;
      }
      if (t === 'SECTION') {
        section = '?';
        continue;
      }
      if (t === 'ENDSEC') {
        flushVar();
        section = '';
        continue;
      }
      cur = new DxfRecord(t, store, store.length, 0, rd.codeLine);
      continue;
    }
    if (section === '?' && code === 2) {
      section = text.slice(rd.vStart, rd.vEnd).trim();
      continue;
    }
    if (section === 'HEADER' && code === 9) {
      flushVar();
      headerVar = new DxfRecord('VAR', store, store.length, 0, rd.codeLine);
    }
    store.push(code, rd.vStart, rd.vEnd);
  }
  flush();
  flushVar();
  if (!doc.problem && !sawEof) {
    doc.problem = sawAny
      ? { kind: 'truncated', line: rd.line, detail: '' }
      : { kind: 'truncated', line: 0, detail: 'empty' };
  }

  // group records
  let block: DxfBlock | null = null;
  let owner: DxfEntity | null = null; // POLYLINE or INSERT collecting children
  for (let ri = 0; ri < records.length; ri++) {
    const rec = records[ri] as DxfRecord;
    const sec = sections[ri] as string;
    if (sec === 'TABLES') {
      if (rec.type === 'LAYER') doc.layers.set(decodeLayerName(str(rec, 2)), rec);
      continue;
    }
    if (sec !== 'BLOCKS' && sec !== 'ENTITIES') continue;
    const t = rec.type;
    if (sec === 'BLOCKS') {
      if (t === 'BLOCK') {
        block = { name: str(rec, 2), baseX: num(rec, 10), baseY: num(rec, 20), entities: [] };
        doc.blocks.set(block.name, block);
        owner = null;
        continue;
      }
      if (t === 'ENDBLK') {
        block = null;
        owner = null;
        continue;
      }
    }
    if (t === 'VERTEX' || t === 'ATTRIB') {
      if (owner) (owner.children ??= []).push(rec);
      continue;
    }
    if (t === 'SEQEND') {
      owner = null;
      continue;
    }
    const ent: DxfEntity = rec;
    owner = t === 'POLYLINE' || (t === 'INSERT' && num(rec, 66) === 1) ? ent : null;
    if (sec === 'BLOCKS') {
      if (block) block.entities.push(ent);
    } else doc.entities.push(ent);
  }
  return doc;
}

export function headerNum(doc: DxfDocument, name: string, code: number): number | undefined {
  const r = doc.header.get(name);
  if (!r) return undefined;
  const k = r.find(code);
  if (k < 0) return undefined;
  const v = Number(r.valueAt(k).trim());
  return Number.isFinite(v) ? v : undefined;
}

export function headerStr(doc: DxfDocument, name: string): string | undefined {
  const r = doc.header.get(name);
  if (!r || r.count < 2) return undefined;
  return r.valueAt(1).trim();
}
