/** Codes parsed out of names (colour cards from drawing names) are at least this long (spec 02 §5). */
export const MIN_CODE_LENGTH = 5;

/**
 * The colour or material code in a name such as "外墙板-RAL9010-亮光": the longest known code the
 * name contains when a list is given, otherwise the first run of letters and digits that holds a
 * digit; codes shorter than MIN_CODE_LENGTH never count. Null when there is none.
 */
export function extractCode(name: string, known?: readonly string[]): string | null {
  if (known) {
    const upper = name.toUpperCase();
    const hits = known.filter((c) => c.length >= MIN_CODE_LENGTH && upper.includes(c.toUpperCase()));
    return hits.sort((a, b) => b.length - a.length)[0] ?? null;
  }
  for (const m of name.matchAll(/[A-Za-z0-9]+/g))
    if (m[0].length >= MIN_CODE_LENGTH && /\d/.test(m[0])) return m[0];
  return null;
}
