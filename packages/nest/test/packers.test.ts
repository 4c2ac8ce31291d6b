import { describe, expect, it } from 'vitest';
import { PACKER_KINDS, fillBin, packAll, type RectItem } from '../src/rect/packers.ts';

const items = (dims: [number, number][], canRotate = false): RectItem[] => dims.map(([w, h], idx) => ({ idx, w, h, canRotate }));

describe.each(PACKER_KINDS)('packer %s', (kind) => {
  it('fills 1220 × 1220 exactly with four 305 mm strips', () => {
    const r = packAll(kind, 1220, 1220, items([[305, 1220], [305, 1220], [305, 1220], [305, 1220]]));
    expect(r).not.toBeNull();
    expect(r!.map((p) => p.x).sort((a, b) => a - b)).toEqual([0, 305, 610, 915]);
  });

  it('tiles a 10 × 10 bin with a 2 × 2 grid of unequal blocks', () => {
    const r = packAll(kind, 10, 10, items([[6, 6], [4, 6], [6, 4], [4, 4]]));
    expect(r).not.toBeNull();
    const area = r!.reduce((a, p) => a + [36, 24, 24, 16][p.idx]!, 0);
    expect(area).toBe(100);
  });

  it('rotates a part only when allowed', () => {
    expect(fillBin(kind, 2, 10, items([[10, 2]]))).toHaveLength(0);
    const r = fillBin(kind, 2, 10, items([[10, 2]], true));
    expect(r).toEqual([{ idx: 0, x: 0, y: 0, rotated: true }]);
  });

  it('never overlaps parts on a random sequence', () => {
    let seed = 11;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const list = items(Array.from({ length: 40 }, () => [1 + Math.floor(rnd() * 30), 1 + Math.floor(rnd() * 30)] as [number, number]));
    const pos = fillBin(kind, 60, 60, list);
    const boxes = pos.map((p) => ({ x0: p.x, y0: p.y, x1: p.x + list[p.idx]!.w, y1: p.y + list[p.idx]!.h }));
    for (const b of boxes) expect(b.x1 <= 60 && b.y1 <= 60 && b.x0 >= 0 && b.y0 >= 0).toBe(true);
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        expect(a.x1 <= b.x0 || b.x1 <= a.x0 || a.y1 <= b.y0 || b.y1 <= a.y0).toBe(true);
      }
  });
});
