import type { NestInput, PartSpec } from '../../packages/nest/src/index.ts';
import { makeRng } from '../../packages/nest/src/rng.ts';
import { facadeBinJob } from './facadeJob.ts';

/**
 * A generated facade job: 1000 rectangular aluminium panels in 120 sizes (mostly 300–1500 mm, a few
 * long strips), 90° rotation allowed, on 3000×1500 and 2500×1250 plates, 4 mm kerf, 10 mm edge margin.
 */
export function makeJob1000(timeLimitMs: number, seed: number): NestInput {
  const rng = makeRng(12345);
  const parts: PartSpec[] = [];
  let left = 1000;
  for (let i = 0; i < 120 && left > 0; i++) {
    const long = rng() < 0.1;
    const w = long ? 1800 + 50 * Math.floor(rng() * 20) : 300 + 5 * Math.floor(rng() * 240);
    const h = long ? 100 + 10 * Math.floor(rng() * 20) : 250 + 5 * Math.floor(rng() * 180);
    const q = i === 119 ? left : Math.min(left, 1 + Math.floor(rng() * 15));
    left -= q;
    parts.push({
      id: `P${String(i + 1).padStart(3, '0')}`,
      quantity: q,
      rotations: 'ortho',
      shape: {
        outer: [
          [0, 0],
          [w, 0],
          [w, h],
          [0, h],
        ],
      },
    });
  }
  return facadeBinJob(parts, ['3000x1500', '2500x1250'], { spacing: 4, timeLimitMs, seed });
}
