/**
 * No-fit polygon speed: Clipper's Minkowski sum (a quadrilateral per vertex and edge, then their union)
 * against the convolution of convex pieces (geometry/minkowski.ts), on the prepared parts of every ESICUP
 * and strip-extra instance: 400 random pairs of orientations each, milliseconds per no-fit polygon, and the
 * largest area where the two disagree (rounding only) relative to the polygon's area.
 *
 *   node --import tsx bench/nest/nfp.ts [--pairs 400] [--filter S]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { Clipper, ClipType, FillRule, type Paths64 } from 'clipper2-ts';
import { clipperNfp } from '../../packages/nest/src/geometry/clip.ts';
import { convexNfp } from '../../packages/nest/src/geometry/minkowski.ts';
import { esicupToInput, type EsicupInstance } from '../../packages/nest/src/io/instances.ts';
import { prepare } from '../../packages/nest/src/irregular/prep.ts';
import { makeRng } from '../../packages/nest/src/rng.ts';

const DATA = process.env.NEST_BENCH_DATA
  ? new URL(`file://${process.env.NEST_BENCH_DATA.replace(/\/?$/, '/')}`)
  : new URL('../../../shared/bench/nest/', import.meta.url);
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const pairsPer = Number(arg('--pairs') ?? 400);
const filter = arg('--filter');
const area = (ps: Paths64) => ps.reduce((s, r) => s + Clipper.area(r), 0);

console.log(`load (1 min) ${loadavg()[0]!.toFixed(2)}`);
console.log(
  '| instance | orientations | vertices (max) | Clipper ms/nfp | convex ms/nfp | ratio | largest difference / area |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- |');
let sumOld = 0;
let sumNew = 0;
for (const suite of ['esicup', 'strip-extra']) {
  for (const file of readdirSync(new URL(`${suite}/`, DATA))
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    if (filter && !file.includes(filter)) continue;
    const inst = JSON.parse(readFileSync(new URL(`${suite}/${file}`, DATA), 'utf8')) as EsicupInstance;
    const rings = prepare(esicupToInput(inst, { seconds: 1, seed: 1 })).types.flatMap((t) =>
      t.orients.map((o) => o.outer),
    );
    const rng = makeRng(1);
    const pairs = Array.from(
      { length: pairsPer },
      () => [Math.floor(rng() * rings.length), Math.floor(rng() * rings.length)] as const,
    );
    let t = performance.now();
    const old = pairs.map(([a, b]) => clipperNfp(rings[a]!, rings[b]!));
    const tOld = (performance.now() - t) / pairs.length;
    t = performance.now();
    const neu = pairs.map(([a, b]) => convexNfp(rings[a]!, rings[b]!) ?? clipperNfp(rings[a]!, rings[b]!));
    const tNew = (performance.now() - t) / pairs.length;
    let worst = 0;
    for (let k = 0; k < pairs.length; k++)
      worst = Math.max(
        worst,
        Math.abs(area(Clipper.booleanOp(ClipType.Xor, old[k]!, neu[k]!, FillRule.NonZero))) / area(old[k]!),
      );
    sumOld += tOld;
    sumNew += tNew;
    const maxV = Math.max(...rings.map((r) => r.length));
    console.log(
      `| ${inst.name ?? file} | ${rings.length} | ${maxV} | ${tOld.toFixed(3)} | ${tNew.toFixed(3)} | ${(tOld / tNew).toFixed(1)} | ${worst.toExponential(1)} |`,
    );
  }
}
console.log(
  `\nsum of the per-instance means: Clipper ${sumOld.toFixed(2)} ms, convex ${sumNew.toFixed(2)} ms (ratio ${(sumOld / sumNew).toFixed(1)}); load (1 min) ${loadavg()[0]!.toFixed(2)}`,
);
