import type { NestInput, Point } from '../types.ts';

/** ESICUP strip-packing instance as distributed in JSON (also used by the sparrow solver). */
export interface EsicupInstance {
  name: string;
  strip_height: number;
  items: { id: number; demand: number; allowed_orientations?: number[]; shape: { type: string; data: [number, number][] } }[];
}

/** Rectangular bin-packing instance (Berkey & Wang, Martello & Vigo classes). */
export interface RectBinInstance {
  name: string;
  bin: { width: number; height: number };
  items: { width: number; height: number; demand: number }[];
}

export function isEsicup(x: unknown): x is EsicupInstance {
  return typeof x === 'object' && x !== null && 'strip_height' in x && 'items' in x;
}

export function esicupToInput(inst: EsicupInstance, opts: { seconds: number; seed: number }): NestInput {
  return {
    parts: inst.items.map((it) => ({
      id: String(it.id),
      quantity: it.demand,
      rotations: it.allowed_orientations && it.allowed_orientations.length > 0 ? it.allowed_orientations : 'none',
      shape: { outer: it.shape.data.map(([x, y]) => [x, y] as Point) },
    })),
    plates: [{ id: 'strip', width: Number.MAX_SAFE_INTEGER, height: inst.strip_height, count: 1 }],
    params: { mode: 'strip', timeLimitMs: opts.seconds * 1000, seed: opts.seed },
  };
}

export function rectBinToInput(inst: RectBinInstance, opts: { seconds: number; seed: number; rotate?: boolean }): NestInput {
  return {
    parts: inst.items.map((it, i) => ({
      id: `i${i}`,
      quantity: it.demand,
      rotations: opts.rotate ? 'ortho' : 'none',
      shape: {
        outer: [
          [0, 0],
          [it.width, 0],
          [it.width, it.height],
          [0, it.height],
        ],
      },
    })),
    plates: [{ id: 'bin', width: inst.bin.width, height: inst.bin.height }],
    params: { mode: 'bin', timeLimitMs: opts.seconds * 1000, seed: opts.seed },
  };
}
