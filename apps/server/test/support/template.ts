import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { newPGlite, openDatabase, type Database } from '../../src/core/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dump of the migrated, seeded data folder; PostgreSQL: the template database's name. */
    dbTemplate: string;
  }
}

/** Migrates and seeds the demo once, the way the server does on a first start. */
async function seed(database: Database) {
  const config = { ...loadConfig({}), webDist: '/nonexistent', redisUrl: undefined, logLevel: 'silent', nestBuiltInClient: false };
  const app = await buildApp(config, { database, logger: false });
  await app.close();
}

/**
 * Global setup of the server suite: one migrated and seeded database per run, which every test file
 * copies (PGlite: a dump of its data folder; PostgreSQL: CREATE DATABASE … TEMPLATE), instead of
 * migrating and seeding its own (about 7 s a file).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const client = newPGlite();
    await seed(await openDatabase({ pglite: client }));
    const file = path.join(tmpdir(), `al-test-template-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await client.close();
    project.provide('dbTemplate', file);
    return () => rmSync(file, { force: true });
  }
  const name = `al_tpl_${randomBytes(6).toString('hex')}`;
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(q);
    await c.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: u.toString() });
  await seed(database);
  await database.close();
  project.provide('dbTemplate', name);
  return () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
