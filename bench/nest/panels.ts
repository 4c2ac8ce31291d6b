import type { NestInput, PartSpec, Point } from '../../packages/nest/src/index.ts';
import { makeRng } from '../../packages/nest/src/rng.ts';
import { facadeBinJob } from './facadeJob.ts';

/**
 * A generated facade panel job for the irregular bin path: 40 part types, about 180 blanks (faces 200–800 ×
 * 300–1400 mm, one in five up to 2200 mm long). Two thirds
 * are flanged trays (a W×H face with a flange of 25–40 mm on every side, the corners notched by the
 * flange so that the flanges fold up: 12 vertices), one third L-shaped panels; half may turn in 90° steps,
 * the others keep the brushing direction (0/180°). Plates 1250×2500 and 1500×3000, kerf 5 mm, margin 10 mm.
 */
export function makePanelJob(timeLimitMs: number, seed: number): NestInput {
  const rng = makeRng(4242);
  const pick = (lo: number, hi: number, step: number) => lo + step * Math.floor(rng() * ((hi - lo) / step + 1));
  const parts: PartSpec[] = [];
  for (let i = 0; i < 40; i++) {
    let outer: Point[];
    if (i % 3 !== 2) {
      const f = [25, 30, 40][Math.floor(rng() * 3)]!;
      const w = pick(200, 800, 10);
      const h = pick(300, rng() < 0.2 ? 2200 : 1400, 10);
      const W = w + 2 * f;
      const H = h + 2 * f;
      outer = [[f, 0], [W - f, 0], [W - f, f], [W, f], [W, H - f], [W - f, H - f], [W - f, H], [f, H], [f, H - f], [0, H - f], [0, f], [f, f]];
    } else {
      const w = pick(300, 900, 10);
      const h = pick(300, 1200, 10);
      const a = pick(150, Math.min(w, h) - 150, 10);
      const b = pick(150, Math.min(w, h) - 150, 10);
      outer = [[0, 0], [w, 0], [w, a], [b, a], [b, h], [0, h]];
    }
    parts.push({ id: `PB${String(i + 1).padStart(2, '0')}`, quantity: 1 + Math.floor(rng() * 8), rotations: i % 2 === 0 ? 'ortho' : 'grain', shape: { outer } });
  }
  return facadeBinJob(parts, ['1250x2500', '1500x3000'], { spacing: 5, timeLimitMs, seed });
}
