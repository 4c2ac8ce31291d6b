import { describe, expect, it } from 'vitest';
import { inNfp } from '../src/irregular/blf.ts';
import { flatten, overlaps } from '../src/irregular/compact.ts';
import { NfpCache } from '../src/irregular/nfp.ts';
import { prepare } from '../src/irregular/prep.ts';
import { makeRng, randInt } from '../src/rng.ts';
import { poly } from './helpers.ts';

describe('compaction overlap test', () => {
  // The compactor declares a layout free of overlap with its own flat-array test; it must agree with the
  // placer's (Clipper-based) feasibility test everywhere, on boundaries and vertices too.
  it('agrees with the placer on random, vertex and edge points (holes and pockets included)', () => {
    const parts = [
      poly('a', [[0, 0], [20, 0], [10, 15]], 1, { rotations: 'ortho' }),
      poly('b', [[0, 0], [12, 0], [12, 4], [4, 4], [4, 12], [0, 12]], 1, { rotations: 'grain' }),
      { id: 'f', quantity: 1, shape: { outer: [[0, 0], [30, 0], [30, 30], [0, 30]] as [number, number][], holes: [[[8, 8], [22, 8], [22, 22], [8, 22]] as [number, number][]] } },
    ];
    const prep = prepare({ parts, plates: [{ id: 's', width: 100, height: 100 }], params: { spacing: 1 } });
    const cache = new NfpCache(true);
    const rng = makeRng(7);
    let checked = 0;
    let inside = 0;
    for (const ta of prep.types)
      for (const [ra, a] of ta.orients.entries())
        for (const tb of prep.types)
          for (const [rb, b] of tb.orients.entries()) {
            const n = cache.get(a, `${ta.index}:${ra}`, b, `${tb.index}:${rb}`);
            const f = flatten(n);
            const pts: [number, number][] = [];
            for (let k = 0; k < 200; k++) pts.push([n.minX + randInt(rng, n.maxX - n.minX + 1), n.minY + randInt(rng, n.maxY - n.minY + 1)]);
            for (const r of n.rings)
              for (let k = 0; k < r.length; k++) {
                const p = r[k]!;
                const q = r[(k + 1) % r.length]!;
                pts.push([p.x, p.y], [Math.round((p.x + q.x) / 2), Math.round((p.y + q.y) / 2)], [p.x + 1, p.y], [p.x, p.y - 1]);
              }
            for (const [x, y] of pts) {
              const want = inNfp(n, x, y);
              expect(overlaps(f, x, y)).toBe(want);
              checked++;
              if (want) inside++;
            }
          }
    expect(inside).toBeGreaterThan(100);
    expect(checked - inside).toBeGreaterThan(100);
  });
});
