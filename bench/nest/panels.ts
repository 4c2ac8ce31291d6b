import type { NestInput, PartSpec, Point } from '../../packages/nest/src/index.ts';
import { makeRng } from '../../packages/nest/src/rng.ts';
import { facadeBinJob } from './facadeJob.ts';

/** The generator seed of the first panel job, the one every earlier `--suite panels` figure was measured on. */
export const FIRST_PANEL_JOB = 4242;

/**
 * A generated facade panel job for the irregular bin path: 40 part types, about 160 blanks (faces 200–800 ×
 * 300–1400 mm, one in five up to 2200 mm long); half may turn in 90° steps, the others keep the brushing
 * direction (0/180°). Plates 1250×2500 and 1500×3000, kerf 5 mm, margin 10 mm.
 *
 * The first job (FIRST_PANEL_JOB) has two thirds flanged trays (a W×H face with a flange of 25–40 mm on every
 * side, the corners notched by the flange so that the flanges fold up: 12 vertices) and one third L-shaped
 * panels. Every other job (issue 20, target 5) mixes four kinds in turn: trays, trays with four mounting holes
 * (Ø 8 mm, as 8-gons) in the face, trapezoids (one side slanted by 100–300 mm) and L shapes.
 */
export function makePanelJob(timeLimitMs: number, seed: number, job = FIRST_PANEL_JOB): NestInput {
  const rng = makeRng(job);
  const mixed = job !== FIRST_PANEL_JOB;
  const pick = (lo: number, hi: number, step: number) => lo + step * Math.floor(rng() * ((hi - lo) / step + 1));
  const tray = (): { outer: Point[]; f: number; W: number; H: number } => {
    const f = [25, 30, 40][Math.floor(rng() * 3)]!;
    const w = pick(200, 800, 10);
    const h = pick(300, rng() < 0.2 ? 2200 : 1400, 10);
    const W = w + 2 * f;
    const H = h + 2 * f;
    const outer: Point[] = [[f, 0], [W - f, 0], [W - f, f], [W, f], [W, H - f], [W - f, H - f], [W - f, H], [f, H], [f, H - f], [0, H - f], [0, f], [f, f]];
    return { outer, f, W, H };
  };
  const hole = (cx: number, cy: number): Point[] => Array.from({ length: 8 }, (_, k) => [cx + 4 * Math.cos((k * Math.PI) / 4), cy + 4 * Math.sin((k * Math.PI) / 4)] as Point);
  const parts: PartSpec[] = [];
  for (let i = 0; i < 40; i++) {
    const kind = mixed ? i % 4 : i % 3 !== 2 ? 0 : 3;
    let shape: PartSpec['shape'];
    if (kind === 0) shape = { outer: tray().outer };
    else if (kind === 1) {
      const { outer, f, W, H } = tray();
      const d = f + 30;
      shape = { outer, holes: [hole(d, d), hole(W - d, d), hole(W - d, H - d), hole(d, H - d)] };
    } else if (kind === 2) {
      const w = pick(300, 900, 10);
      const h = pick(300, 1400, 10);
      const s = pick(100, 300, 10);
      shape = { outer: [[0, 0], [w, 0], [w - s, h], [0, h]] };
    } else {
      const w = pick(300, 900, 10);
      const h = pick(300, 1200, 10);
      const a = pick(150, Math.min(w, h) - 150, 10);
      const b = pick(150, Math.min(w, h) - 150, 10);
      shape = { outer: [[0, 0], [w, 0], [w, a], [b, a], [b, h], [0, h]] };
    }
    parts.push({ id: `PB${String(i + 1).padStart(2, '0')}`, quantity: 1 + Math.floor(rng() * 8), rotations: i % 2 === 0 ? 'ortho' : 'grain', shape });
  }
  return facadeBinJob(parts, ['1250x2500', '1500x3000'], { spacing: 5, timeLimitMs, seed });
}
