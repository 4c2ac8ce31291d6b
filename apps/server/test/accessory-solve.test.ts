import { describe, expect, it } from 'vitest';
import { solveOneD } from '@al/nest';
import { checkBars, oneDInput, summariseBars, type AccessoryLine } from '../src/modules/nest/accessory-solve.ts';

const p = { barLength: 6000, kerf: 3, trim: 10 };
const lines: AccessoryLine[] = [
  { id: 'a', productId: null, code: 'A', length: 2990, quantity: 2 },
  { id: 'b', productId: null, code: 'B', length: 1000, quantity: 7 },
];

describe('accessory 1-D layouts', () => {
  it('solves, passes its own check and groups identical bars with their offcuts', () => {
    const r = solveOneD(oneDInput(lines, p));
    expect(checkBars(lines, p, r)).toEqual([]);
    const s = summariseBars(lines, p, r);
    expect(s.pieceCount).toBe(9);
    expect(s.bars.reduce((n, b) => n + b.repeat, 0)).toBe(s.barCount);
    expect(s.partsLength).toBeCloseTo((2 * 2990 + 7 * 1000) / 1000, 3);
    expect(s.utilisation).toBeCloseTo(s.partsLength / s.barsLength, 3);
    // Two 2990 pieces need 2 × 2990 + 3 kerf + 2 × 10 trim = 6003 > 6000: they cannot share a bar.
    expect(s.barCount).toBeGreaterThanOrEqual(3);
  });

  it('refuses layouts that overlap, skip the kerf, leave the bar, or lose pieces', () => {
    const r = solveOneD(oneDInput(lines, p));
    const first = r.bars[0]!;
    const overlapping = { ...r, bars: [{ ...first, cuts: first.cuts.map((c, i) => (i === 1 ? { ...c, offset: first.cuts[0]!.offset + 1 } : c)) }, ...r.bars.slice(1)] };
    expect(checkBars(lines, p, overlapping).join()).toMatch(/重叠|锯缝/);
    const outside = { ...r, bars: [{ ...first, cuts: first.cuts.map((c, i) => (i === 0 ? { ...c, offset: 5999 } : c)) }, ...r.bars.slice(1)] };
    expect(checkBars(lines, p, outside).length).toBeGreaterThan(0);
    const missing = { ...r, bars: r.bars.slice(1) };
    expect(checkBars(lines, p, missing).join()).toContain('数量不符');
  });

  it('lists pieces longer than the usable bar as lost, with the reason', () => {
    const long: AccessoryLine[] = [...lines, { id: 'x', productId: 'p', code: 'X', length: 5990, quantity: 1 }];
    const r = solveOneD(oneDInput(long, p));
    expect(checkBars(long, p, r)).toEqual([]);
    expect(summariseBars(long, p, r).lost).toEqual([{ productId: 'p', code: 'X', qty: 1, reason: '长度5990mm超过型材可用长度5980mm' }]);
  });
});
