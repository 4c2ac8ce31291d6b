import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { barrelSource } from '../scripts/barrel.ts';

describe('the package entry', () => {
  it('exports every source file, generated from the folder and up to date', () => {
    // stale: run npm run gen:barrel -w packages/contracts
    expect(readFileSync(path.resolve(import.meta.dirname, '../src/index.ts'), 'utf8')).toBe(barrelSource());
  });
});
