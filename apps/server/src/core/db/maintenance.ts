import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './client.ts';
import { background } from './background.ts';

const EVERY_MS = 5 * 60_000;

/**
 * The embedded database's autovacuum. PGlite runs none, and keeps no activity counters to decide by:
 * a table's statistics stay those of its last ANALYZE (none at all for a table filled after it was
 * made), its visibility map stays empty (no index-only scan: a list's "10,000+" count reads the heap)
 * and its dead rows stay. So the server does it: a table whose size grew by a fifth (and 16 pages)
 * since its statistics were taken, or that has none yet, gets VACUUM (ANALYZE), one table at a time
 * through the background lane so that requests get in between. A server on PostgreSQL has
 * autovacuum and does not start this.
 */
export class EmbeddedMaintenance {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = false;
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The tables due (never analyzed with rows, or grown), vacuumed and analyzed; their names. */
  async runOnce(): Promise<string[]> {
    const due = (await this.db.execute(sql`
      select c.relname as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname = 'public'
        and pg_relation_size(c.oid) > 0
        and (c.reltuples < 0 or pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages * 1.2 + 16)
      order by pg_relation_size(c.oid)`)) as unknown as { rows: { name: string }[] };
    const names = due.rows.map((r) => r.name);
    for (const name of names) {
      if (this.stopped) break;
      await background.run(() => this.db.execute(sql`vacuum (analyze) ${sql.identifier(name)}`));
    }
    if (names.length) this.log.info({ tables: names }, 'embedded database: tables vacuumed and analyzed');
    return names;
  }

  /** Runs now (the server's start: what changed while it was down, the demo data just made), then every 5 minutes. */
  async start() {
    await this.runOnce();
    this.timer = setInterval(() => {
      this.running = this.runOnce().catch((err: unknown) => this.log.error({ err }, 'embedded database maintenance failed'));
    }, EVERY_MS).unref();
  }

  /** Stops the timer and waits for a run under way (the database closes after). */
  async stop() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
