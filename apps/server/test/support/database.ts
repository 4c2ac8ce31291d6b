import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { newPGlite, openDatabase, type Database } from '../../src/core/db/client.ts';

/**
 * A fresh database for one test file, so files never see each other's rows: a copy of the run's
 * migrated and seeded template (test/support/template.ts), or an empty one (`empty`). In-memory
 * PGlite by default; with DATABASE_URL, a scratch database on that server, dropped afterwards.
 */
export async function scratchDatabase(opts: { empty?: boolean } = {}): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  const template = opts.empty ? undefined : inject('dbTemplate');
  if (!url) {
    const pglite = template ? newPGlite(undefined, { loadDataDir: new Blob([readFileSync(template)]) }) : undefined;
    const database = await openDatabase({ dataDir: 'memory://', pglite });
    return { database, drop: () => database.close() };
  }
  const name = `al_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: u.toString() });
  return {
    database,
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
