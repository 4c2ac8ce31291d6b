import type { PartSpec, Point } from '../src/index.ts';

export function rect(id: string, w: number, h: number, quantity = 1, extra: Partial<PartSpec> = {}): PartSpec {
  return { id, quantity, shape: { outer: [[0, 0], [w, 0], [w, h], [0, h]] }, ...extra };
}

export function poly(id: string, outer: Point[], quantity = 1, extra: Partial<PartSpec> = {}): PartSpec {
  return { id, quantity, shape: { outer }, ...extra };
}

/** A flanged tray blank: a w×h face with flanges of f on every side, the corners notched. */
export const tray = (
  id: string,
  w: number,
  h: number,
  f: number,
  quantity: number,
  extra: Partial<PartSpec> = {},
): PartSpec => {
  const W = w + 2 * f;
  const H = h + 2 * f;
  const outer: Point[] = [
    [f, 0],
    [W - f, 0],
    [W - f, f],
    [W, f],
    [W, H - f],
    [W - f, H - f],
    [W - f, H],
    [f, H],
    [f, H - f],
    [0, H - f],
    [0, f],
    [f, f],
  ];
  return poly(id, outer, quantity, extra);
};

/** An L-shaped blank: a w×h box without its top-right corner, both legs `leg` wide. */
export const lBlank = (id: string, w: number, h: number, leg: number, quantity: number, extra: Partial<PartSpec> = {}): PartSpec =>
  poly(id, [[0, 0], [w, 0], [w, leg], [leg, leg], [leg, h], [0, h]], quantity, extra);
