import { describe, expect, it } from 'vitest';
import { cutList, nest, sheetToDxf, sheetToSvg, type NestInput } from '../src/index.ts';
import { rect } from './helpers.ts';

describe('export', () => {
  const frame = {
    id: 'f',
    quantity: 1,
    shape: {
      outer: [
        [0, 0],
        [50, 0],
        [50, 50],
        [0, 50],
      ] as [number, number][],
      holes: [
        [
          [10, 10],
          [40, 10],
          [40, 40],
          [10, 40],
        ] as [number, number][],
      ],
    },
  };
  const input: NestInput = { parts: [frame, rect('r', 20, 10, 3)], plates: [{ id: 'p', width: 120, height: 60 }], params: { maxIterations: 5, timeLimitMs: 60_000 } };
  const res = nest(input);

  it('writes SVG with one path per part and holes as even-odd subpaths', () => {
    const svg = sheetToSvg(res.sheets[0]!, input.parts, { labels: true });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.match(/class="part"/g)).toHaveLength(4);
    expect(svg).toContain('fill-rule="evenodd"');
  });

  it('writes an R12 DXF with outer and hole contours on their layers', () => {
    const dxf = sheetToDxf(res.sheets[0]!, input.parts);
    const lines = dxf.split('\n');
    const layersOfPolylines = lines.flatMap((l, i) => (l === 'POLYLINE' ? [lines[i + 2]] : []));
    expect(layersOfPolylines.filter((l) => l === 'PARTS')).toHaveLength(4);
    expect(layersOfPolylines.filter((l) => l === 'HOLES')).toHaveLength(1);
    expect(layersOfPolylines).toContain('PLATE');
    expect(dxf.trimEnd().endsWith('EOF')).toBe(true);
  });

  it('lists every ordered part in the cut list', () => {
    const rows = cutList(input, res);
    expect(rows.map((r) => [r.partId, r.ordered, r.placed])).toEqual([
      ['f', 1, 1],
      ['r', 3, 3],
    ]);
  });
});
