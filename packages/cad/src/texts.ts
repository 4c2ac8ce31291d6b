/** Drawing texts: MTEXT/TEXT cleaning and configurable field patterns. */
import { decodeUnicodeEscapes } from './dxf.ts';

/** TEXT special codes: %%c Ø, %%d °, %%p ±, %%u/%%o underline/overline toggles. */
export function cleanText(s: string): string {
  return decodeUnicodeEscapes(s)
    .replace(/%%[cC]/g, 'Ø')
    .replace(/%%[dD]/g, '°')
    .replace(/%%[pP]/g, '±')
    .replace(/%%[uUoOkK]/g, '')
    .replace(/%%%/g, '%')
    .trim();
}

/** Strip MTEXT inline formatting: \P paragraphs, \f font;, \H height;, {…} groups, \S stacks… */
export function stripMtext(raw: string): string {
  let s = decodeUnicodeEscapes(raw);
  s = s.replace(/\\\\/g, '\uE000').replace(/\\\{/g, '\uE001').replace(/\\\}/g, '\uE002');
  s = s.replace(/\\[PpNn]/g, '\n').replace(/\\~/g, ' ');
  s = s.replace(/\\S([^;]*?)[\^/#]([^;]*);/g, '$1/$2');
  s = s.replace(/\\[fFHhWwQqTtAaCcpX][^;\\{}]*;/g, '');
  s = s.replace(/\\[LlOoKk]/g, '');
  s = s.replace(/[{}]/g, '');
  s = s.replace(/\uE000/g, '\\').replace(/\uE001/g, '{').replace(/\uE002/g, '}');
  return cleanText(s)
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0)
    .join('\n');
}

export interface TextPatterns {
  /** each pattern's first capture group is the value; first pattern that matches wins */
  partCode: RegExp[];
  quantity: RegExp[];
  material: RegExp[];
  thickness: RegExp[];
  colorCode: RegExp[];
  /** minimum length of a colour code (spec rule: at least 5 characters) */
  colorCodeMinLength: number;
}

export const DEFAULT_TEXT_PATTERNS: TextPatterns = {
  partCode: [
    /(?:编号|件号|代号|图号|零件号|PART(?:\s*NO\.?)?|CODE)\s*[:：=]?\s*([A-Za-z0-9][A-Za-z0-9_/.-]*)/i,
    /(?:^|\s)([A-Z][A-Z0-9]{0,5}(?:-[A-Z0-9]{1,6}){1,4})(?=$|\s)/,
  ],
  quantity: [/(?:数量|件数|QTY|QUANTITY)\s*[:：=]?\s*(\d+)/i, /(?:^|\s)(\d+)\s*(?:件|块|片|PCS|pcs)(?=$|\s)/],
  material: [
    /(?:材质|材料|牌号|MATERIAL|MAT)\s*[:：=]?\s*([A-Za-z0-9][A-Za-z0-9.-]*)/i,
    /(?:^|\s)((?:AL|Al)?[1-8]\d{3}(?:-?[HTO]\d{0,3})?)(?=$|\s)/,
  ],
  thickness: [
    /(?:厚度|板厚|THK|THICKNESS)\s*[:：=]?\s*(\d+(?:\.\d+)?)/i,
    /(?:^|\s)[Tt]\s*[:：=]?\s*(\d+(?:\.\d+)?)\s*(?:mm|MM)?(?=$|\s)/,
    /(?:^|\s)(\d+(?:\.\d+)?)\s*(?:mm|MM)\s*(?:厚)?(?=$|\s)/,
    /(?:^|\s)(\d+(?:\.\d+)?)\s*厚/,
  ],
  colorCode: [
    /(?:颜色|色号|色卡|COLOU?R)\s*[:：=]?\s*([A-Za-z0-9][A-Za-z0-9-]*)/i,
    /(?:^|\s)(RAL\s?\d{4}|PANTONE\s?[\w-]{3,}|[A-Z]{2,4}-?\d{3,6}[A-Z]?)(?=$|\s)/,
  ],
  colorCodeMinLength: 5,
};

export interface TextFields {
  code?: string;
  quantity?: number;
  material?: string;
  thickness?: number;
  colorCode?: string;
}

function firstMatch(texts: string[], pats: RegExp[], taken: Set<string>, accept?: (v: string) => boolean): string | undefined {
  for (const re of pats) {
    for (const t of texts) {
      for (const line of t.split('\n')) {
        const m = re.exec(line);
        const v = m?.[1]?.trim();
        if (v && !taken.has(v) && (!accept || accept(v))) return v;
      }
    }
  }
  return undefined;
}

/**
 * Read the part fields from the part's texts. Values already used by an earlier field are not
 * reused (so a part code is not also read as a colour code). Returns the fields and problems.
 */
export function extractFields(texts: string[], patterns: TextPatterns): { fields: TextFields; problems: string[] } {
  const taken = new Set<string>();
  const fields: TextFields = {};
  const problems: string[] = [];
  const code = firstMatch(texts, patterns.partCode, taken, (v) => !/^RAL/i.test(v));
  if (code) {
    fields.code = code;
    taken.add(code);
  }
  const q = firstMatch(texts, patterns.quantity, taken);
  if (q) {
    fields.quantity = Number(q);
    taken.add(q);
  }
  const th = firstMatch(texts, patterns.thickness, taken);
  if (th) {
    fields.thickness = Number(th);
    taken.add(th);
  }
  const mat = firstMatch(texts, patterns.material, taken);
  if (mat) {
    fields.material = mat;
    taken.add(mat);
  }
  const col = firstMatch(texts, patterns.colorCode, taken);
  if (col) {
    const c = col.replace(/\s+/g, '');
    if (c.length >= patterns.colorCodeMinLength) fields.colorCode = c;
    else problems.push(`颜色代码“${c}”少于 ${patterns.colorCodeMinLength} 个字符，未采用`);
  }
  return { fields, problems };
}
