/**
 * Benchmarks of the nesting engine on the public instances in ../shared/bench/nest/ and on a generated
 * 1000-panel job. From the repo root:
 *   node --import tsx bench/nest/run.ts [--suite 2bp|esicup|strip-extra|job1000|panels|panel-jobs|oned] [--seconds N] [--limit K] [--filter S[,S2...]] [--cpu] [--threads N[,M...]]
 * --cpu measures the strip, 2bp and panels suites' time limit in CPU time of this process ("N seconds on one core"), for a
 * machine too loaded for wall-clock limits to mean that (one thread only: worker threads use the wall clock).
 * --threads runs the engine with params.threads = N; a list (1,2) runs every instance with each count in
 * turn, at the same wall-clock limit, and prints the ratios with the load average beside each run.
 * Every result is verified by the independent checker; violations are printed per instance.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resourceUsage } from 'node:process';
import { checkResult, nest, shapeArea, type NestInput, type NestResult } from '../../packages/nest/src/index.ts';
import { esicupToInput, rectBinToInput, type EsicupInstance, type RectBinInstance } from '../../packages/nest/src/io/instances.ts';
import { makeJob1000 } from './job1000.ts';
import { FIRST_PANEL_JOB, makePanelJob } from './panels.ts';
import { solveOneD } from '../../packages/nest/src/index.ts';
import { makeRng } from '../../packages/nest/src/rng.ts';

// The instances live beside the repository; NEST_BENCH_DATA points elsewhere (e.g. from a git worktree).
const DATA = process.env.NEST_BENCH_DATA ? new URL(`file://${process.env.NEST_BENCH_DATA.replace(/\/?$/, '/')}`) : new URL('../../../shared/bench/nest/', import.meta.url);

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const suite = arg('suite') ?? '2bp';
const secondsArg = arg('seconds');
const limit = Number(arg('limit') ?? Infinity);
const filter = arg('filter');
const seed = Number(arg('seed') ?? '1');
const cpuClock = process.argv.includes('--cpu');
const threadList = (arg('threads') ?? '1').split(',').map(Number);
if (cpuClock && threadList.some((t) => t > 1)) throw new Error('--cpu measures this thread only: use it with --threads 1');
const load = () => loadavg()[0]!.toFixed(2);
const withThreads = (input: NestInput, threads: number): NestInput => ({ ...input, params: { ...input.params, threads } });
/**
 * The process's CPU time in ms, as the engine's clock for --cpu. process.cpuUsage() is a system call: the
 * search reads its clock between every move, and reading the CPU time each time cost a third of the CPU it
 * measured (profile of jakobs2). So the CPU time is read at most every 2 ms of wall time and advanced by
 * the wall time in between (an upper bound for one thread: the search stops early rather than late).
 */
const cpuNow = (() => {
  let wallAt = -Infinity;
  let cpuAt = 0;
  let last = 0;
  return () => {
    const wall = performance.now();
    if (wall - wallAt >= 2) {
      const c = process.cpuUsage();
      wallAt = wall;
      cpuAt = (c.user + c.system) / 1000;
    }
    last = Math.max(last, cpuAt + (wall - wallAt));
    return last;
  };
})();

const ESICUP_BEST: Record<string, [number, number]> = {
  albano: [89.82, 89.48],
  dagli: [90.17, 89.26],
  fu: [92.39, 92.23],
  jakobs1: [89.24, 89.08],
  jakobs2: [87.72, 84.76],
  mao: [86.87, 86.14],
  marques: [92.01, 90.93],
  shapes0: [69.98, 68.59],
  shapes1: [76.72, 75.68],
  shirts: [90.92, 89.66],
  swim: [79.83, 78.26],
  trousers: [92.61, 91.73],
};
const EXTRA_BEST: Record<string, number> = {
  blaz1: 86.22,
  gardeyn0: 89.85,
  gardeyn1: 90.23,
  gardeyn2: 89.57,
  gardeyn3: 88.68,
  gardeyn4: 79.92,
  gardeyn5: 70.55,
  gardeyn6: 92.71,
  gardeyn7: 87.01,
  gardeyn8: 90.99,
  gardeyn9: 86.73,
};
const CLASS_BEST: Record<number, [number, number]> = { 1: [993, 997], 2: [124, 124], 3: [687, 696], 4: [119, 124] };

const row = (cells: (string | number)[]) => '| ' + cells.join(' | ') + ' |';

function strip(dir: string, best: (name: string) => number | undefined, mean: (name: string) => number | undefined, seconds: number) {
  const files = readdirSync(new URL(dir + '/', DATA))
    .filter((f) => f.endsWith('.json') && (!filter || filter.split(',').some((x) => f.includes(x))))
    .sort()
    .slice(0, limit);
  console.log(`\n${dir}: strip mode, ${seconds} s ${cpuClock ? 'of CPU time' : 'wall-clock'} per instance, seed ${seed}\n`);
  console.log(row(['instance', 'threads', 'density %', 'length', 'best known %', 'gap (points)', 'sparrow mean %', 'time s', 'CPU s', 'iterations', 'load (1 min) before / after', 'violations']));
  console.log(row(['---', '---', '---', '---', '---', '---', '---', '---', '---', '---', '---', '---']));
  const dens = new Map<number, number[]>(threadList.map((t) => [t, []]));
  for (const f of files) {
    const inst = JSON.parse(readFileSync(new URL(`${dir}/${f}`, DATA), 'utf8')) as EsicupInstance;
    for (const threads of threadList) {
      const input = withThreads(esicupToInput(inst, { seconds, seed }), threads);
      const l0 = load();
      const cpu0 = process.cpuUsage();
      const res = nest(input, cpuClock ? { now: cpuNow } : {});
      const cpu = process.cpuUsage(cpu0);
      const v = checkResult(input, res).length + res.unplaced.length;
      const area = input.parts.reduce((a, p) => a + shapeArea(p.shape) * p.quantity, 0);
      const d = (100 * area) / ((res.length ?? Infinity) * inst.strip_height);
      dens.get(threads)!.push(d);
      const b = best(inst.name);
      console.log(row([inst.name, threads, d.toFixed(2), (res.length ?? 0).toFixed(3), b?.toFixed(2) ?? '–', b ? (b - d).toFixed(2) : '–', mean(inst.name)?.toFixed(2) ?? '–', (res.elapsedMs / 1000).toFixed(1), ((cpu.user + cpu.system) / 1e6).toFixed(1), res.iterations, `${l0} / ${load()}`, v]));
    }
  }
  const means = threadList.map((t) => dens.get(t)!.reduce((a, x) => a + x, 0) / Math.max(1, dens.get(t)!.length));
  threadList.forEach((t, i) => console.log(`\nmean density with ${t} thread(s): ${means[i]!.toFixed(2)} % over ${dens.get(t)!.length} instances`));
  if (threadList.length > 1) console.log(`ratio of mean densities, ${threadList.at(-1)} threads / ${threadList[0]}: ${(means.at(-1)! / means[0]!).toFixed(4)}`);
}

function bins2bp(seconds: number) {
  const all = JSON.parse(readFileSync(new URL('2bp/classes.json', DATA), 'utf8')) as RectBinInstance[];
  const list = all.filter((x) => !filter || x.name.includes(filter)).slice(0, limit);
  console.log(`\n2bp: bin mode, no rotation, ${seconds} s ${cpuClock ? 'of CPU time' : 'wall-clock'} per instance, seed ${seed}\n`);
  console.log(row(['instance', 'threads', 'bins', 'area bound', 'gap', 'time s', 'load (1 min)', 'violations']));
  console.log(row(['---', '---', '---', '---', '---', '---', '---', '---']));
  const perClass = new Map<string, { threads: number; bins: number; lb: number; n: number; time: number; viol: number }>();
  for (const [inst, threads] of list.flatMap((i) => threadList.map((t) => [i, t] as const))) {
    const input = withThreads(rectBinToInput(inst, { seconds, seed }), threads);
    const res = nest(input, cpuClock ? { now: cpuNow } : {});
    const v = checkResult(input, res).length + res.unplaced.length;
    const area = inst.items.reduce((a, it) => a + it.width * it.height * it.demand, 0);
    const lb = Math.ceil(area / (inst.bin.width * inst.bin.height) - 1e-9);
    const cls = Number(inst.name.slice(5, 7));
    const key = `${String(cls).padStart(2, '0')}:${threads}`;
    const c = perClass.get(key) ?? { threads, bins: 0, lb: 0, n: 0, time: 0, viol: 0 };
    c.bins += res.sheets.length;
    c.lb += lb;
    c.n++;
    c.time += res.elapsedMs / 1000;
    c.viol += v;
    perClass.set(key, c);
    console.log(row([inst.name, threads, res.sheets.length, lb, res.sheets.length - lb, (res.elapsedMs / 1000).toFixed(2), load(), v]));
  }
  console.log(`\nper class (best known totals for classes 1–4 from the README)\n`);
  console.log(row(['class', 'threads', 'instances', 'bins', 'area bound', 'published LB', 'best known', 'gap to best %', 'mean time s', 'violations']));
  console.log(row(['---', '---', '---', '---', '---', '---', '---', '---', '---', '---']));
  const tb = new Map<number, number>();
  let tl = 0;
  for (const [key, c] of [...perClass].sort((a, b) => a[0].localeCompare(b[0]))) {
    const cls = Number(key.split(':')[0]);
    const bk = CLASS_BEST[cls];
    tb.set(c.threads, (tb.get(c.threads) ?? 0) + c.bins);
    if (c.threads === threadList[0]) tl += c.lb;
    console.log(row([cls, c.threads, c.n, c.bins, c.lb, bk?.[0] ?? '–', bk?.[1] ?? '–', bk ? ((100 * (c.bins - bk[1])) / bk[1]).toFixed(2) : '–', (c.time / c.n).toFixed(2), c.viol]));
  }
  for (const t of threadList) console.log(row(['all', t, list.length, tb.get(t) ?? 0, tl, '', '', '', '', '']));
}

function job1000(seconds: number, threads: number) {
  const input: NestInput = withThreads(makeJob1000(seconds * 1000, seed), threads);
  const l0 = load();
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  let first: { ms: number; cpu: number; util: number; sheets: number } | null = null;
  const progress: { ms: number; cpu: number; util: number; sheets: number }[] = [];
  const res: NestResult = nest(input, {
    onProgress: (p) => {
      const c = process.cpuUsage(cpu0);
      const e = { ms: performance.now() - t0, cpu: (c.user + c.system) / 1000, util: p.utilisation, sheets: p.sheets };
      first ??= e;
      progress.push(e);
    },
  });
  const v = checkResult(input, res);
  const plateArea = (r: NestResult) => r.sheets.reduce((a, s) => a + s.width * s.height, 0) / 1e6;
  const f = first as { ms: number; cpu: number; util: number; sheets: number } | null;
  console.log(`\njob1000: ${input.parts.reduce((a, p) => a + p.quantity, 0)} panels, ${input.parts.length} sizes, plates ${input.plates.map((p) => `${p.width}×${p.height}`).join(' and ')}, kerf ${input.params?.spacing} mm, margin ${input.params?.margin} mm, ${seconds} s, ${threads} thread(s), load (1 min) ${l0} before, ${load()} after\n`);
  console.log(row(['measure', 'value']));
  console.log(row(['---', '---']));
  console.log(row(['first complete layout after', f ? `${f.ms.toFixed(0)} ms wall, ${f.cpu.toFixed(0)} ms CPU (${f.sheets} sheets, ${(100 * f.util).toFixed(2)} %)` : 'none']));
  console.log(row([`result after ${seconds} s`, `${res.sheets.length} sheets, ${plateArea(res).toFixed(2)} m² of plate, utilisation ${(100 * res.utilisation).toFixed(2)} %`]));
  if (f) console.log(row(['first layout vs final (utilisation points)', (100 * (res.utilisation - f.util)).toFixed(2)]));
  const at1 = progress.filter((p) => p.ms <= 1000).at(-1);
  if (at1) console.log(row(['best after 1 s', `${at1.sheets} sheets, ${(100 * at1.util).toFixed(2)} % (final is ${((100 * (res.utilisation - at1.util)) / res.utilisation).toFixed(2)} % better)`]));
  console.log(row(['improvement timeline (ms: sheets, %)', progress.map((p) => `${p.ms.toFixed(0)} (CPU ${p.cpu.toFixed(0)}): ${p.sheets}, ${(100 * p.util).toFixed(2)}`).join('; ')]));
  console.log(row(['improvements reported', progress.length]));
  console.log(row(['last sheet offcut', res.sheets.at(-1)?.offcut ? `${res.sheets.at(-1)!.offcut!.width.toFixed(0)}×${res.sheets.at(-1)!.offcut!.height.toFixed(0)} mm` : 'none']));
  console.log(row(['peak RSS (maxRSS)', `${(resourceUsage().maxRSS / 1024).toFixed(0)} MB`]));
  console.log(row(['heap used at end', `${(process.memoryUsage().heapUsed / 1048576).toFixed(0)} MB`]));
  console.log(row(['unplaced', res.unplaced.length]));
  console.log(row(['checker violations', v.length]));
}

/** The generated irregular panel job (panels.ts): plates and plate area after 2 s and at the end. */
function panels(seconds: number, threads: number) {
  const input = withThreads(makePanelJob(seconds * 1000, seed), threads);
  const l0 = load();
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const progress: { ms: number; cpu: number; sheets: number; util: number }[] = [];
  const res = nest(input, {
    ...(cpuClock ? { now: cpuNow } : {}),
    onProgress: (p) => {
      const c = process.cpuUsage(cpu0);
      progress.push({ ms: performance.now() - t0, cpu: (c.user + c.system) / 1000, sheets: p.sheets, util: p.utilisation });
    },
  });
  const cpu = process.cpuUsage(cpu0);
  const v = checkResult(input, res);
  const partArea = input.parts.reduce((a, p) => a + shapeArea(p.shape) * p.quantity, 0);
  const plateArea = res.sheets.reduce((a, s) => a + s.width * s.height, 0);
  const count = (id: string) => res.sheets.filter((s) => s.plateId === id).length;
  const at = (ms: number) => progress.filter((p) => (cpuClock ? p.cpu : p.ms) <= ms).at(-1);
  const fmt = (p: (typeof progress)[number] | undefined) => (p ? `${p.sheets} plates, ${(100 * p.util).toFixed(2)} %` : 'no layout yet');
  console.log(`\npanels: ${input.parts.reduce((a, p) => a + p.quantity, 0)} blanks in ${input.parts.length} types (flanged trays with notched corners, L shapes), plates 1250×2500 and 1500×3000, kerf 5, margin 10, ${seconds} s ${cpuClock ? 'of CPU time' : 'wall-clock'}, ${threads} thread(s), seed ${seed}, load (1 min) ${l0} before, ${load()} after\n`);
  console.log(row(['measure', 'value']));
  console.log(row(['---', '---']));
  console.log(row(['part area / smallest plate (lower bound on 1250×2500 plates)', `${(partArea / (1250 * 2500)).toFixed(2)}`]));
  console.log(row(['first complete layout', progress[0] ? `${progress[0].ms.toFixed(0)} ms: ${fmt(progress[0])}` : 'none']));
  console.log(row(['best after 2 s', fmt(at(2000))]));
  console.log(row([`result after ${seconds} s`, `${res.sheets.length} plates (${count('1250x2500')} × 1250×2500, ${count('1500x3000')} × 1500×3000), ${(plateArea / 1e6).toFixed(2)} m², utilisation ${(100 * res.utilisation).toFixed(2)} %`]));
  console.log(row(['CPU s', ((cpu.user + cpu.system) / 1e6).toFixed(1)]));
  console.log(row(['iterations', res.iterations]));
  console.log(row(['improvement timeline (ms: plates, %)', progress.map((p) => `${p.ms.toFixed(0)}: ${p.sheets}, ${(100 * p.util).toFixed(2)}`).join('; ')]));
  console.log(row(['unplaced', res.unplaced.length]));
  console.log(row(['checker violations', v.length]));
}

/**
 * Issue 20, target 5: a set of generated panel jobs (panels.ts), each nested with every time limit of
 * `--seconds` (default 2,10,30) in its own run, beside plain MaxRects on the parts' bounding boxes (one pass,
 * largest first, best short side fit, the fuller plate size per sheet: the engine's first layout) and the
 * area bound. "Fill of full plates" leaves out the least filled sheet, whose rest is an offcut.
 */
function panelJobs(limits: number[]) {
  const jobs = [FIRST_PANEL_JOB, 1, 2, 3];
  console.log(`\npanel jobs: 40 types each (job ${FIRST_PANEL_JOB}: trays and L shapes; jobs 1–3: trays, trays with mounting holes, trapezoids, L shapes), plates 1250×2500 and 1500×3000, kerf 5, margin 10, ${limits.join(' / ')} s ${cpuClock ? 'of CPU time' : 'wall-clock'} per run, seed ${seed}, load (1 min) ${load()} at the start\n`);
  console.log(row(['job', 'blanks', 'area bound (m², 1250×2500 plates)', 'MaxRects on boxes', ...limits.map((s) => `${s} s`), 'violations', 'load']));
  console.log(row(['---', '---', '---', '---', ...limits.map(() => '---'), '---', '---']));
  /** Plates, plate area and the fill of all sheets but the least filled, by the parts' own area (not their boxes'). */
  const summary = (input: NestInput, res: NestResult) => {
    const areaOf = new Map(input.parts.map((p) => [p.id, shapeArea(p.shape)]));
    const fills = res.sheets.map((s) => ({ parts: s.placements.reduce((a, pl) => a + areaOf.get(pl.partId)!, 0), plate: s.width * s.height }));
    const total = fills.reduce((a, f) => a + f.plate, 0);
    const weakest = fills.reduce((w, f, i) => (f.parts / f.plate < fills[w]!.parts / fills[w]!.plate ? i : w), 0);
    const rest = fills.filter((_, i) => i !== weakest);
    const full = rest.length ? `, full plates ${((100 * rest.reduce((a, f) => a + f.parts, 0)) / rest.reduce((a, f) => a + f.plate, 0)).toFixed(1)} %` : '';
    const unplaced = res.unplaced.length ? `, ${res.unplaced.length} unplaced` : '';
    return `${res.sheets.length} plates, ${(total / 1e6).toFixed(2)} m²${full}${unplaced}`;
  };
  for (const job of jobs) {
    const input = makePanelJob(1000, seed, job);
    const partArea = input.parts.reduce((a, p) => a + shapeArea(p.shape) * p.quantity, 0);
    const boxes: NestInput = {
      ...input,
      parts: input.parts.map((p) => {
        const xs = p.shape.outer.map((q) => q[0]);
        const ys = p.shape.outer.map((q) => q[1]);
        const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
        return { ...p, shape: { outer: [[x0, y0], [x1, y0], [x1, y1], [x0, y1]] } };
      }),
      params: { ...input.params, maxIterations: 1, timeLimitMs: 60_000 },
    };
    const cells: string[] = [String(job), String(input.parts.reduce((a, p) => a + p.quantity, 0)), `${(partArea / 1e6).toFixed(2)} (${(partArea / (1250 * 2500)).toFixed(2)})`, summary(input, nest(boxes))];
    let violations = 0;
    const l0 = load();
    for (const s of limits) {
      const run = makePanelJob(s * 1000, seed, job);
      const res = nest(run, cpuClock ? { now: cpuNow } : {});
      violations += checkResult(run, res).length;
      cells.push(summary(run, res));
    }
    console.log(row([...cells, String(violations), `${l0}–${load()}`]));
  }
}

/** Random profile-cutting jobs (6 m bars, 4 mm kerf): bars used against the L2 lower bound. */
function oned() {
  console.log('\noned: 6000 mm bars, 4 mm kerf, 5 mm trim; piece lengths uniform in the given range\n');
  console.log(row(['instance', 'pieces', 'lengths mm', 'bars', 'lower bound', 'gap', 'proven optimal', 'time s']));
  console.log(row(['---', '---', '---', '---', '---', '---', '---', '---']));
  const ranges: [number, number][] = [
    [100, 1500],
    [300, 3000],
    [1000, 4000],
    [1500, 3100],
  ];
  let k = 0;
  for (const n of [100, 250, 500]) {
    for (const [lo, hi] of ranges) {
      const rng = makeRng(1000 + k++);
      const types = Math.ceil(n / 5);
      const pieces = Array.from({ length: types }, (_, i) => ({ id: `p${i}`, length: lo + Math.floor(rng() * (hi - lo)), quantity: 5 }));
      const t0 = performance.now();
      const r = solveOneD({ pieces, stock: [{ id: 'bar', length: 6000 }], kerf: 4, trim: 5, maxNodes: 3e5 });
      const ms = performance.now() - t0;
      console.log(row([`oned-${n}-${lo}-${hi}`, n, `${lo}–${hi}`, r.bars.length, r.lowerBound, r.bars.length - r.lowerBound, r.optimal ? 'yes' : 'no', (ms / 1000).toFixed(2)]));
    }
  }
}

if (suite === 'oned') oned();
else if (suite === '2bp') bins2bp(Number(secondsArg ?? 1));
else if (suite === 'esicup') strip('esicup', (n) => ESICUP_BEST[n]?.[0], (n) => ESICUP_BEST[n]?.[1], Number(secondsArg ?? 60));
else if (suite === 'strip-extra') strip('strip-extra', (n) => EXTRA_BEST[n], () => undefined, Number(secondsArg ?? 60));
else if (suite === 'panels') for (const t of threadList) panels(Number(secondsArg ?? 10), t);
else if (suite === 'panel-jobs') panelJobs((secondsArg ?? '2,10,30').split(',').map(Number));
else if (suite === 'job1000') for (const t of threadList) job1000(Number(secondsArg ?? 10), t);
else throw new Error(`unknown suite ${suite}`);
