import { describe, expect, it } from 'vitest';
import { checkResult, type NestInput, type NestResult, type Placement } from '../src/index.ts';
import { poly, rect } from './helpers.ts';

const input: NestInput = { parts: [rect('a', 10, 10, 2)], plates: [{ id: 'p', width: 100, height: 50 }], params: { spacing: 2, margin: 5 } };
const result = (placements: Placement[]): NestResult => ({
  sheets: [{ plateId: 'p', width: 100, height: 50, placements, utilisation: 0, offcut: null }],
  unplaced: [],
  utilisation: 0,
  elapsedMs: 0,
  iterations: 0,
  path: 'rect',
});

describe('checker', () => {
  it('accepts a valid layout', () => {
    const r = result([
      { partId: 'a', copy: 0, rotation: 0, x: 5, y: 5 },
      { partId: 'a', copy: 1, rotation: 0, x: 17, y: 5 },
    ]);
    expect(checkResult(input, r)).toEqual([]);
  });

  it('catches a planted overlap', () => {
    const r = result([
      { partId: 'a', copy: 0, rotation: 0, x: 5, y: 5 },
      { partId: 'a', copy: 1, rotation: 0, x: 12, y: 8 },
    ]);
    expect(checkResult(input, r).map((v) => v.kind)).toContain('overlap');
  });

  it('catches two identical placements (no crossing edges)', () => {
    const r = result([
      { partId: 'a', copy: 0, rotation: 0, x: 5, y: 5 },
      { partId: 'a', copy: 1, rotation: 0, x: 5, y: 5 },
    ]);
    expect(checkResult(input, r).map((v) => v.kind)).toContain('overlap');
  });

  it('catches a part inside another one', () => {
    const inp: NestInput = { parts: [rect('big', 30, 30), rect('small', 5, 5)], plates: [{ id: 'p', width: 100, height: 50 }] };
    const r = result([
      { partId: 'big', copy: 0, rotation: 0, x: 0, y: 0 },
      { partId: 'small', copy: 0, rotation: 0, x: 10, y: 10 },
    ]);
    expect(checkResult(inp, r).map((v) => v.kind)).toEqual(['overlap']);
  });

  it('allows a part in the hole of another, but not on its material', () => {
    const frame = { id: 'f', quantity: 1, shape: { outer: [[0, 0], [30, 0], [30, 30], [0, 30]] as [number, number][], holes: [[[10, 10], [20, 10], [20, 20], [10, 20]] as [number, number][]] } };
    const inp: NestInput = { parts: [frame, rect('s', 4, 4)], plates: [{ id: 'p', width: 100, height: 50 }], params: { spacing: 2 } };
    const ok = result([
      { partId: 'f', copy: 0, rotation: 0, x: 0, y: 0 },
      { partId: 's', copy: 0, rotation: 0, x: 13, y: 13 },
    ]);
    expect(checkResult(inp, ok)).toEqual([]);
    const tooClose = result([
      { partId: 'f', copy: 0, rotation: 0, x: 0, y: 0 },
      { partId: 's', copy: 0, rotation: 0, x: 11, y: 13 },
    ]);
    expect(checkResult(inp, tooClose).map((v) => v.kind)).toEqual(['spacing']);
  });

  it('catches spacing, edge margin and count violations', () => {
    const r = result([
      { partId: 'a', copy: 0, rotation: 0, x: 5, y: 5 },
      { partId: 'a', copy: 0, rotation: 0, x: 16, y: 5 },
    ]);
    const kinds = checkResult(input, r).map((v) => v.kind);
    expect(kinds).toContain('spacing');
    expect(kinds.filter((k) => k === 'count')).toHaveLength(2);
    const out = result([
      { partId: 'a', copy: 0, rotation: 0, x: 2, y: 5 },
      { partId: 'a', copy: 1, rotation: 0, x: 30, y: 5 },
    ]);
    expect(checkResult(input, out).map((v) => v.kind)).toEqual(['outside']);
  });

  it('handles rotations of irregular parts', () => {
    const tri = poly('t', [
      [0, 0],
      [10, 0],
      [0, 10],
    ], 2);
    const inp: NestInput = { parts: [tri], plates: [{ id: 'p', width: 10, height: 10 }] };
    const r = result([
      { partId: 't', copy: 0, rotation: 0, x: 0, y: 0 },
      { partId: 't', copy: 1, rotation: 180, x: 10, y: 10 },
    ]);
    r.sheets[0]!.width = 10;
    r.sheets[0]!.height = 10;
    expect(checkResult(inp, r)).toEqual([]);
  });
});
