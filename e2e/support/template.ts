import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { runServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data folder after the server's first start: migrated, demo data seeded. */
    dataTemplate: string;
  }
}

/**
 * Global setup of the browser suite: one first start of the server makes the data folder that every
 * test file's server starts from (a copy), instead of each file migrating and seeding its own.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'al-e2e-template-'));
  // the first start migrates and seeds every module's demo
  const server = await runServer(dir, {}, 300);
  await server.stop({ keepData: true });
  project.provide('dataTemplate', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
