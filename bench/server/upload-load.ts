import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { execSync } from 'node:child_process';
import { createDeflateRaw, crc32 } from 'node:zlib';
import { zipSync } from 'fflate';
import { ConvertState } from '@al/contracts';
import { arg, fmt, serveIfChild, spawnServer } from './child-server.ts';
import { panelsDxf } from '../../packages/cad/src/index.ts';
import { panelSpecs } from '../cad/panel-specs.ts';

/**
 * Uploads beside a load of list calls (issue 21, class 3). The real server (buildApp, as
 * bench/nest/server-load.ts starts it: PGlite in a temporary folder, the conversion and unzip
 * worker threads) runs in a child process of this script, so that neither the inputs made here nor
 * this client's own work count in its memory or its latencies. Spoken to over HTTP, while one
 * client loops on a list call (GET /api/cad/project, one call after the other):
 *  1. p50 / p99 of the list calls idle;
 *  2. the same while a ~48 MB DXF (panels from the project's own writer) is uploaded and converted,
 *     and while a ZIP of 3,000 small real drawings is: during the request, and until the last file
 *     is converted;
 *  3. a zip bomb (four entries of 1 GiB of zeros, ~4 MB): the answer, its time, and the memory peak.
 * Peak RSS is the server process's, from /proc/<pid>/status VmHWM reset before each phase
 * (clear_refs), above its RSS at the phase's start.
 * Usage: npm run bench:upload [-- --calls 200 --panels 4700 --files 3000 --no-dxf --no-bomb]
 */
const CALLS = arg('calls', 200);
const PANELS = arg('panels', 4700);
const FILES = arg('files', 3000);
const BOMB = !process.argv.includes('--no-bomb');
const MB = 1024 * 1024;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The server's peak RSS since the last reset (Linux: VmHWM, reset by writing 5 to clear_refs). */
function resetPeak(pid: number) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    /* not Linux: the peak is the process's */
  }
}
const vm = (pid: number, key: string) =>
  Number(/(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(key)) ?? '')?.[1] ?? NaN) * 1024;

await serveIfChild();

// ---- inputs, made before the server starts ----------------------------------------------------
const t0 = performance.now();
const bigDxf = Buffer.from(panelsDxf(panelSpecs(PANELS)).dxf, 'latin1');
// Small real drawings (shared bench set, under 60 kB each), renamed to 3,000 distinct files.
const dxfDir = '/work/shared/bench/dxf';
const small = readdirSync(dxfDir)
  .filter((f) => f.endsWith('.dxf') && statSync(path.join(dxfDir, f)).size < 60_000)
  .map((f) => readFileSync(path.join(dxfDir, f)));
const entries: Record<string, Uint8Array> = {};
for (let i = 0; i < FILES; i++) entries[`图纸/第${Math.floor(i / 100) + 1}层/P${String(i + 1).padStart(4, '0')}.dxf`] = small[i % small.length]!;
const zip3000 = Buffer.from(zipSync(entries, { level: 6 }));
/** Four entries of 1 GiB of zeros each, deflated by zlib (about 1 MB each), in a ZIP written by hand. */
async function zipBomb(): Promise<Buffer> {
  const zero = Buffer.alloc(16 * MB);
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  let crc = 0;
  for (let i = 0; i < 64; i++) {
    crc = crc32(zero, crc);
    if (!deflate.write(zero)) await new Promise((r) => deflate.once('drain', r));
  }
  await new Promise((r) => deflate.end(r));
  const data = Buffer.concat(out);
  const size = 64 * 16 * MB;
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (let e = 0; e < 4; e++) {
    const name = Buffer.from(`bomb${e}.dxf`);
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(8, 8); // deflate
    head.writeUInt32LE(crc >>> 0, 14);
    head.writeUInt32LE(data.length, 18);
    head.writeUInt32LE(size >>> 0, 22);
    head.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(crc >>> 0, 16);
    dir.writeUInt32LE(data.length, 20);
    dir.writeUInt32LE(size >>> 0, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    local.push(head, name, data);
    central.push(dir, name);
    offset += head.length + name.length + data.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(4, 8);
  end.writeUInt16LE(4, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, cd, end]);
}
const bomb = BOMB ? await zipBomb() : Buffer.alloc(0);
console.log(
  `inputs (${((performance.now() - t0) / 1000).toFixed(1)} s): DXF ${(bigDxf.length / MB).toFixed(1)} MB with ${PANELS} panels; ` +
    `ZIP ${(zip3000.length / MB).toFixed(1)} MB of ${FILES} drawings (${(Object.values(entries).reduce((s, e) => s + e.length, 0) / MB).toFixed(1)} MB unpacked, ${small.length} distinct)` +
    (BOMB ? `; zip bomb ${(bomb.length / MB).toFixed(1)} MB (4 × 1 GiB)` : ''),
);

// ---- the server -------------------------------------------------------------------------------
const server = await spawnServer(import.meta.url, 'upload');
const pid = server.pid;
try {
  const { address, headers, api } = server;
  const day = new Date().toISOString().slice(0, 10);
  const project = await api<{ id: string }>('POST', '/api/cad/project', {
    name: '上传压测项目',
    orderTime: day,
    deliveryDate: day,
    batches: ['DXF', 'ZIP', 'BOMB'].map((b) => ({ batchNo: b, orderTime: day, deliveryDate: day })),
  });
  const batches = (await api<{ batches: { id: string; batchNo: string }[] }>('GET', `/api/cad/project/${project.id}`)).batches;
  const batchOf = (no: string) => batches.find((b) => b.batchNo === no)!.id;

  /** One list call after the other until stopped; each call's start (ms) and latency. */
  function listLoop() {
    const calls: { at: number; ms: number }[] = [];
    let running = true;
    const done = (async () => {
      while (running) {
        const at = performance.now();
        const res = await fetch(`${address}/api/cad/project?skipCount=0&maxResultCount=20`, { headers });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`list: ${res.status}`);
        calls.push({ at, ms: performance.now() - at });
      }
    })();
    return {
      calls,
      async stop() {
        running = false;
        await done;
      },
    };
  }
  const within = (calls: { at: number; ms: number }[], from: number, to: number) => calls.filter((c) => c.at >= from && c.at <= to).map((c) => c.ms);

  // warm-up (JIT, plans, the session), then idle
  const warm = listLoop();
  await sleep(2000);
  await warm.stop();
  const idleLoop = listLoop();
  while (idleLoop.calls.length < CALLS) await sleep(50);
  await idleLoop.stop();
  console.log(`\nload average ${loadavg().map((l) => l.toFixed(2)).join(' ')} on ${availableParallelism()} cores; server RSS ${(vm(pid, 'VmRSS:') / MB).toFixed(0)} MB after start`);
  console.log(`list calls, idle:                          ${fmt(idleLoop.calls.map((c) => c.ms))}`);

  async function upload(label: string, batchNo: string, file: { name: string; type: string; bytes: Buffer }, waitConverted: boolean) {
    resetPeak(pid);
    const rss0 = vm(pid, 'VmRSS:');
    const loop = listLoop();
    await sleep(300);
    const start = performance.now();
    const form = new FormData();
    form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
    const res = await fetch(`${address}/api/cad/project/batch/${batchOf(batchNo)}/files`, { method: 'POST', headers, body: form });
    const answer = (await res.json()) as { totalCount?: number; error?: { message: string } };
    const answered = performance.now();
    let converted = answered;
    let unfinished = 0;
    if (waitConverted && res.ok) {
      const deadline = Date.now() + 20 * 60_000;
      for (;;) {
        const open = await api<{ totalCount: number }>('GET', `/api/cad/project/${project.id}/files/paged?batchId=${batchOf(batchNo)}&convertState=${ConvertState.waiting | ConvertState.converting}&maxResultCount=1`);
        unfinished = open.totalCount;
        if (!unfinished || Date.now() > deadline) break;
        await sleep(1000);
      }
      converted = performance.now();
    }
    await sleep(300);
    await loop.stop();
    const peak = vm(pid, 'VmHWM:');
    console.log(`\n${label}: ${res.status} in ${((answered - start) / 1000).toFixed(2)} s` + (res.ok ? `, ${answer.totalCount} files` : `: ${answer.error?.message}`) + (waitConverted && res.ok ? `; converted after ${((converted - start) / 1000).toFixed(1)} s${unfinished ? ` (${unfinished} still open)` : ''}` : ''));
    console.log(`  list calls during the request:            ${fmt(within(loop.calls, start, answered))}`);
    if (waitConverted && res.ok) console.log(`  list calls until the last file converted: ${fmt(within(loop.calls, start, converted))}`);
    console.log(`  peak RSS ${(peak / MB).toFixed(0)} MB (+${((peak - rss0) / MB).toFixed(0)} MB over the ${(rss0 / MB).toFixed(0)} MB at its start)`);
  }

  if (!process.argv.includes('--no-dxf')) await upload(`DXF of ${(bigDxf.length / MB).toFixed(1)} MB (${PANELS} panels)`, 'DXF', { name: '超大幕墙立面.dxf', type: 'application/dxf', bytes: bigDxf }, true);
  await upload(`ZIP of ${FILES} drawings (${(zip3000.length / MB).toFixed(1)} MB)`, 'ZIP', { name: '三千张图纸.zip', type: 'application/zip', bytes: zip3000 }, true);
  if (BOMB) await upload(`zip bomb (${(bomb.length / MB).toFixed(1)} MB, 4 × 1 GiB)`, 'BOMB', { name: 'bomb.zip', type: 'application/zip', bytes: bomb }, false);
  console.log(`\nserver RSS at the end ${(vm(pid, 'VmRSS:') / MB).toFixed(0)} MB; load average now ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  try {
    console.log(`uptime: ${execSync('uptime').toString().trim()}`);
  } catch {
    /* no uptime */
  }
} finally {
  await server.stop();
}
