/** Length of a text where characters above code 255 count as 2 (spec 01 §5, create space). */
export function textLength(text: string): number {
  let n = 0;
  for (const ch of text) n += (ch.codePointAt(0) ?? 0) > 255 ? 2 : 1;
  return n;
}
