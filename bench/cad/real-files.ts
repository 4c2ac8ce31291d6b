// Prints what the reader finds in the 15 real drawings: node --import tsx bench/cad/real-files.ts [prefix]
import { readFileSync, readdirSync } from 'node:fs';
import { readDxf } from '../../packages/cad/src/index.ts';
const dir = '/work/shared/bench/dxf/';
for (const f of readdirSync(dir).filter((f) => f.endsWith('.dxf') && (!process.argv[2] || f.startsWith(process.argv[2])))) {
  const t0 = performance.now();
  const r = readDxf(readFileSync(dir + f), { fileName: f });
  const holes = r.parts.reduce((s, p) => s + p.holeCount, 0);
  const eng = r.parts.reduce((s, p) => s + p.engraveCount, 0) + r.looseEngravings;
  console.log(f.slice(0, 2), `parts=${r.parts.length} holes=${holes} open=${r.openChains} eng=${eng}/${r.engraveStrokes} texts=${r.texts.length} units=${r.units.name}(${r.units.source}) enc=${r.encoding} ${(performance.now() - t0).toFixed(0)}ms`, r.parts.slice(0,3).map(p=>`${p.length.toFixed(1)}x${p.width.toFixed(1)}`).join(' '));
  for (const w of [...r.errors, ...r.warnings]) console.log('   ', w.message.slice(0, 200));
}
