import { readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '../src');

/** The .ts sources of a folder (tests are not part of the package's surface). */
const sourcesIn = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort();

/**
 * The package's entry (`@al/contracts`), generated from the folder so that a new contract file — a
 * module's endpoints, resources or documents — is exported by being there: no hand-kept list to edit.
 * A folder with an index.ts of its own (routes, rules) is exported through it; any other folder file by
 * file. Run after adding or removing a file: npm run gen:barrel -w packages/contracts
 * (test/barrel.test.ts fails while index.ts is stale).
 */
export function barrelSource(): string {
  const lines: string[] = [];
  for (const f of sourcesIn(SRC)) if (f !== 'index.ts') lines.push(`./${f}`);
  for (const dir of readdirSync(SRC).filter((d) => statSync(path.join(SRC, d)).isDirectory()).sort()) {
    const files = sourcesIn(path.join(SRC, dir));
    for (const f of files.includes('index.ts') ? ['index.ts'] : files) lines.push(`./${dir}/${f}`);
  }
  return `// Generated from the folder by scripts/barrel.ts: do not edit.\n// npm run gen:barrel -w packages/contracts\n\n${lines.map((l) => `export * from '${l}';`).join('\n')}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(path.join(SRC, 'index.ts'), barrelSource());
  console.log('wrote src/index.ts');
}
