import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';

// The SQL-like query builder only: the relational query API (and so a schema index) is not used, which
// lets each module keep its tables in its own folder (drizzle.config.ts finds them for migrations).
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<PgQueryResultHKT, Record<string, never>, ExtractTablesWithRelations<Record<string, never>>>;
/** Anything that runs queries: the database or a transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * PGlite (embedded, one connection, transactions serialised by PGlite itself) by default;
 * node-postgres with a pool when a DATABASE_URL is given.
 */
export async function openDatabase(opts: { dataDir?: string; databaseUrl?: string; pglite?: PGlite }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, an administrator, a dropped test database)
    // must not take the process down: the pool replaces it on the next query.
    pool.on('error', (err) => {
      if (!closing) console.warn(`PostgreSQL closed an idle connection: ${err.message}`);
    });
    let closing = false;
    const db = drizzlePg(pool) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  const client = opts.pglite ?? new PGlite(opts.dataDir === 'memory://' ? undefined : opts.dataDir);
  await client.waitReady;
  const db = drizzlePglite(client) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}
