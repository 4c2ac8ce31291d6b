import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '../src/permissions.ts';
import { permissionNamesSource } from '../scripts/permission-names.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const GENERATED = path.resolve(import.meta.dirname, '../src/permission-names.ts');

/** Source files below dir (no tests: they may spell a name out to check it). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return name === 'node_modules' ? [] : sources(p);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

describe('permission names', () => {
  it('the constants are generated from the route table and up to date', () => {
    // stale: run npm run gen:permissions -w packages/contracts
    expect(readFileSync(GENERATED, 'utf8')).toBe(permissionNamesSource());
  });

  it('are named through the constants outside the route table', () => {
    const known = new Set(ALL_PERMISSIONS);
    const routeTable = path.resolve(import.meta.dirname, '../src/routes');
    const spelled: string[] = [];
    for (const dir of ['apps/server/src', 'apps/web/src', 'packages/contracts/src'])
      for (const file of sources(path.join(ROOT, dir))) {
        if (file.startsWith(routeTable) || file === GENERATED) continue;
        for (const [, name] of readFileSync(file, 'utf8').matchAll(/'((?:Al|Red|Abp)[A-Za-z]+\.[A-Za-z]+)'/g))
          if (known.has(name!)) spelled.push(`${path.relative(ROOT, file)}: '${name}' (use Permissions.${name})`);
      }
    expect(spelled).toEqual([]);
  });
});
