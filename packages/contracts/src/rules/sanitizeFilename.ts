const FULL_WIDTH: Record<string, string> = {
  '\\': '＼',
  '/': '／',
  ':': '：',
  '*': '＊',
  '?': '？',
  '"': '＂',
  '<': '＜',
  '>': '＞',
  '|': '｜',
};

/** Download filenames: forbidden characters \/:*?"<>| to their full-width forms, spaces to %20 (spec 01 §5). */
export function sanitizeFilename(name: string): string {
  return name.replace(/[\\/:*?"<>|]/g, (c) => FULL_WIDTH[c] ?? c).replace(/ /g, '%20');
}
