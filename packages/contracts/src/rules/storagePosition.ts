/**
 * Storage positions (spec 02 §5): a position such as A-3-12 has one segment per segment of the
 * warehouse's rule; a letter segment must lie within its range, a number segment within 1..limit.
 * A rule is written as comma-separated segments: `A-F` (letters A to F) or `20` (numbers 1 to 20),
 * e.g. `A-F,20,30` (zone, row, level).
 */
export type PositionSegment = { kind: 'letter'; from: string; to: string } | { kind: 'number'; limit: number };

export const POSITION_SEPARATOR = '-';

/** The segments of a rule text, or a Chinese message saying what is wrong with it. */
export function parsePositionRule(rule: string): PositionSegment[] | string {
  const parts = rule.split(',').map((p) => p.trim());
  if (!rule.trim() || parts.some((p) => !p)) return '库位规则格式应如 A-F,20,30';
  const out: PositionSegment[] = [];
  for (const p of parts) {
    const letters = /^([A-Z])-([A-Z])$/i.exec(p);
    if (letters) {
      const [from, to] = [letters[1]!.toUpperCase(), letters[2]!.toUpperCase()];
      if (from > to) return `库位规则“${p}”的字母范围不正确`;
      out.push({ kind: 'letter', from, to });
    } else if (/^\d{1,4}$/.test(p) && Number(p) >= 1) {
      out.push({ kind: 'number', limit: Number(p) });
    } else return `库位规则“${p}”不正确，字母段写作 A-F，数字段写作上限如 20`;
  }
  return out;
}

/** Null when the position matches the rule, else the Chinese message of the first mismatch. */
export function checkStoragePosition(code: string, rule: string | PositionSegment[]): string | null {
  const segments = typeof rule === 'string' ? parsePositionRule(rule) : rule;
  if (typeof segments === 'string') return segments;
  const parts = code.trim().split(POSITION_SEPARATOR);
  if (parts.length !== segments.length) return `库位“${code}”应有${segments.length}段，以“${POSITION_SEPARATOR}”分隔`;
  for (const [i, seg] of segments.entries()) {
    const p = parts[i]!;
    if (seg.kind === 'letter') {
      const c = p.toUpperCase();
      if (!/^[A-Z]$/.test(c) || c < seg.from || c > seg.to) return `库位第${i + 1}段应为${seg.from}到${seg.to}的字母`;
    } else {
      const n = /^\d+$/.test(p) ? Number(p) : NaN;
      if (!(n >= 1 && n <= seg.limit)) return `库位第${i + 1}段应为1到${seg.limit}的数字`;
    }
  }
  return null;
}
