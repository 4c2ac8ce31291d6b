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

export interface DxfRecord {
  type: string;
  /** group codes, parallel to `values` (code 0 excluded) */
  codes: number[];
  values: string[];
  /** 1-based line number of the record's `0` code */
  line: number;
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
  const i = r.codes.indexOf(code);
  if (i < 0) return def;
  const v = Number((r.values[i] as string).trim());
  return Number.isFinite(v) ? v : def;
}

export function str(r: DxfRecord, code: number, def = ''): string {
  const i = r.codes.indexOf(code);
  return i < 0 ? def : (r.values[i] as string).trim();
}

/** all values of a code, in order, as numbers */
export function nums(r: DxfRecord, code: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < r.codes.length; i++) if (r.codes[i] === code) out.push(Number((r.values[i] as string).trim()));
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
  constructor(private readonly s: string) {
    if (s.charCodeAt(0) === 0xfeff) this.pos = 1;
  }
  private readLine(): string | null {
    const s = this.s;
    if (this.pos >= s.length) return null;
    let e = s.indexOf('\n', this.pos);
    if (e < 0) e = s.length;
    let end = e;
    if (end > this.pos && s.charCodeAt(end - 1) === 13) end--;
    const l = s.slice(this.pos, end);
    this.pos = e + 1;
    return l;
  }
  /** returns 'ok', 'eof' (clean end of text before a code), 'truncated' or 'malformed' */
  next(): 'ok' | 'eof' | 'truncated' | 'malformed' {
    let c = this.readLine();
    // tolerate trailing blank lines at the very end
    while (c !== null && c.trim() === '' && this.pos >= this.s.length) c = this.readLine();
    if (c === null) return 'eof';
    this.line += 1;
    const ct = c.trim();
    const code = /^-?\d+$/.test(ct) ? Number(ct) : NaN;
    if (!Number.isInteger(code)) {
      this.value = c;
      return 'malformed';
    }
    const v = this.readLine();
    if (v === null) return 'truncated';
    this.line += 1;
    this.code = code;
    this.value = v;
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
  // Records are read flat: each "0" starts a record; we then group them by section.
  let section = ''; // current section name, '' outside
  let cur: DxfRecord | null = null;
  let sawEof = false;
  let sawAny = false;
  const records: { section: string; rec: DxfRecord }[] = [];
  let headerVar: DxfRecord | null = null;

  const flush = () => {
    if (cur) records.push({ section, rec: cur });
    cur = null;
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
    const value = rd.value;
    if (code === 0) {
      const t = value.trim();
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
        if (headerVar) doc.header.set(str(headerVar, -1), headerVar);
        headerVar = null;
        section = '';
        continue;
      }
      cur = { type: t, codes: [], values: [], line: rd.codeLine };
      continue;
    }
    if (section === '?' && code === 2) {
      section = value.trim();
      continue;
    }
    if (section === 'HEADER') {
      if (code === 9) {
        if (headerVar) doc.header.set(str(headerVar, -1), headerVar);
        headerVar = { type: 'VAR', codes: [-1], values: [value.trim()], line: rd.codeLine };
      } else if (headerVar) {
        headerVar.codes.push(code);
        headerVar.values.push(value);
      }
      continue;
    }
    if (cur) {
      cur.codes.push(code);
      cur.values.push(value);
    }
  }
  flush();
  if (!doc.problem && !sawEof) {
    doc.problem = sawAny
      ? { kind: 'truncated', line: rd.line, detail: '' }
      : { kind: 'truncated', line: 0, detail: 'empty' };
  }

  // group records
  let block: DxfBlock | null = null;
  let owner: DxfEntity | null = null; // POLYLINE or INSERT collecting children
  for (const { section: sec, rec } of records) {
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
  const i = r.codes.indexOf(code);
  if (i < 0) return undefined;
  const v = Number((r.values[i] as string).trim());
  return Number.isFinite(v) ? v : undefined;
}

export function headerStr(doc: DxfDocument, name: string): string | undefined {
  const r = doc.header.get(name);
  if (!r || r.values.length < 2) return undefined;
  return (r.values[1] as string).trim();
}
