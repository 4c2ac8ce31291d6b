import type { PartSpec, Point } from '../src/index.ts';

export function rect(id: string, w: number, h: number, quantity = 1, extra: Partial<PartSpec> = {}): PartSpec {
  return { id, quantity, shape: { outer: [[0, 0], [w, 0], [w, h], [0, h]] }, ...extra };
}

export function poly(id: string, outer: Point[], quantity = 1, extra: Partial<PartSpec> = {}): PartSpec {
  return { id, quantity, shape: { outer }, ...extra };
}
