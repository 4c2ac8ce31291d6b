import { readDxf } from './src/index.ts';
import { readFileSync } from 'node:fs';
const b = readFileSync('/tmp/cadprof/b.dxf');
for (let i = 0; i < 3; i++) { const c0 = process.cpuUsage(); const t = performance.now(); const r = readDxf(b); console.log('wall', (performance.now() - t).toFixed(0), 'cpu', process.cpuUsage(c0).user / 1000, r.parts.length); }
