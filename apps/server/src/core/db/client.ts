import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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
  /**
   * Receives NOTIFY on a channel (delivered after the notifying transaction commits, in every process
   * on the database). `onLive(false)` says notices may be missed from now on (a dropped connection),
   * `onLive(true)` that they flow again after the listener reconnected by itself. Answers a function
   * that stops listening.
   */
  listen(channel: string, onNotice: (payload: string) => void, onLive?: (live: boolean) => void): Promise<() => Promise<void>>;
  /**
   * Runs `fn` while no other server process on this database runs its own (a start's migrations and
   * demo data: two processes started at once on an empty database would both create the same tables).
   * PostgreSQL: a session advisory lock on a connection of its own; PGlite: one process per folder.
   */
  alone<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The name whose hash is the advisory lock key of `alone`. */
const STARTUP_KEY = 'al:startup';

/**
 * An embedded PGlite with the extensions the migrations create (pg_trgm: the trigram indexes of the
 * lists' contains-filters). Every PGlite of the product and its tests is made here, so a data folder
 * or a dump always opens with what its schema needs.
 */
export const newPGlite = (dataDir?: string, opts: PGliteOptions = {}) =>
  new PGlite({ ...opts, ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm, ...opts.extensions } });

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
    const listeners: (() => Promise<void>)[] = [];
    return {
      db,
      kind: 'postgres',
      async listen(channel, onNotice, onLive) {
        const stop = await listenPg(opts.databaseUrl!, channel, onNotice, onLive, () => closing);
        listeners.push(stop);
        return stop;
      },
      async alone(fn) {
        const c = new pg.Client({ connectionString: opts.databaseUrl });
        c.on('error', () => undefined);
        await c.connect();
        try {
          await c.query('select pg_advisory_lock(hashtext($1))', [STARTUP_KEY]);
          return await fn();
        } finally {
          // ending the session releases the lock as well
          await c.query('select pg_advisory_unlock(hashtext($1))', [STARTUP_KEY]).catch(() => undefined);
          await c.end().catch(() => undefined);
        }
      },
      close: async () => {
        closing = true;
        await Promise.all(listeners.map((stop) => stop()));
        await pool.end();
      },
    };
  }
  const client = opts.pglite ?? newPGlite(opts.dataDir === 'memory://' ? undefined : opts.dataDir);
  await client.waitReady;
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async listen(channel, onNotice) {
      const stop = await client.listen(channel, onNotice);
      return () => stop();
    },
    alone: (fn) => fn(),
    close: () => client.close(),
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries). When the connection
 * drops, `onLive(false)` tells the listener notices may be missed; it reconnects every second until
 * it can, then says `onLive(true)`.
 */
async function listenPg(
  url: string,
  channel: string,
  onNotice: (payload: string) => void,
  onLive: ((live: boolean) => void) | undefined,
  closing: () => boolean,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  let client: pg.Client | null = null;
  let stopped = false;
  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => n.channel === channel && onNotice(n.payload ?? ''));
    c.on('error', () => undefined);
    c.on('end', () => {
      if (stopped || closing()) return;
      onLive?.(false);
      retry();
    });
    await c.connect();
    await c.query(`LISTEN ${channel}`);
    client = c;
  };
  const retry = () =>
    setTimeout(() => {
      if (stopped || closing()) return;
      connect().then(
        () => onLive?.(true),
        () => retry(),
      );
    }, 1000).unref();
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}
