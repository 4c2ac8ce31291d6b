/**
 * Solves one benchmark instance and checks it: node --import tsx src/cli.ts <instance.json> --mode strip|bin
 * --seconds N [--seed S] [--name NAME] [--out FILE]. Prints one JSON line last.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkResult, nest, shapeArea } from './index.ts';
import { esicupToInput, isEsicup, rectBinToInput, type EsicupInstance, type RectBinInstance } from './io/instances.ts';
import type { NestInput } from './types.ts';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

// `npm run nest -w packages/nest` runs in the package folder: paths are taken relative to where npm was invoked.
const given = process.argv[2];
const file = given && !existsSync(given) && process.env.INIT_CWD ? resolve(process.env.INIT_CWD, given) : given;
if (!file || file.startsWith('--')) {
  console.error('usage: nest <instance.json> --mode strip|bin --seconds N [--seed S] [--name NAME] [--out FILE]');
  process.exit(2);
}
const seconds = Number(arg('seconds') ?? '10');
const seed = Number(arg('seed') ?? '1');
const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
let input: NestInput;
let name: string;
if (Array.isArray(raw) || !isEsicup(raw)) {
  const list = (Array.isArray(raw) ? raw : [raw]) as RectBinInstance[];
  const want = arg('name');
  const inst = want ? list.find((x) => x.name === want) : list[0];
  if (!inst) throw new Error(`instance ${want ?? ''} not found`);
  name = inst.name;
  input = rectBinToInput(inst, { seconds, seed, rotate: process.argv.includes('--rotate') });
} else {
  const inst = raw as EsicupInstance;
  name = inst.name;
  input = esicupToInput(inst, { seconds, seed });
}
const mode = (arg('mode') ?? input.params?.mode ?? 'bin') as 'strip' | 'bin';
if (mode === 'strip' && !isEsicup(raw)) {
  // A rectangular instance in strip mode: the bin's height is the strip height.
  input.plates = [{ id: 'strip', width: Number.MAX_SAFE_INTEGER, height: input.plates[0]!.height, count: 1 }];
}
if (mode === 'bin' && isEsicup(raw)) throw new Error('ESICUP instances have no plate size: use --mode strip');
input.params = { ...input.params, mode };
const res = nest(input);
const violations = checkResult(input, res);
for (const v of violations.slice(0, 10)) console.error('violation:', v.message);
const partArea = input.parts.reduce((a, p) => a + shapeArea(p.shape) * p.quantity, 0);
const out = arg('out');
if (out) {
  const placements = res.sheets.flatMap((s, si) => s.placements.map((p) => ({ item: p.partId, copy: p.copy, bin: si, rotation: p.rotation, x: p.x, y: p.y })));
  writeFileSync(process.env.INIT_CWD && !existsSync(out) ? resolve(process.env.INIT_CWD, out) : out, JSON.stringify({ name, mode, length: res.length ?? null, bins: res.sheets.length, unplaced: res.unplaced, placements }, null, 1));
}
const length = mode === 'strip' ? (res.length ?? null) : null;
const density = mode === 'strip' && length ? Math.round((partArea / (length * input.plates[0]!.height)) * 1e6) / 1e4 : null;
console.log(JSON.stringify({ name, mode, length, density, bins: mode === 'bin' ? res.sheets.length : null, seconds: Math.round(res.elapsedMs) / 1000, violations: violations.length, unplaced: res.unplaced.length }));
