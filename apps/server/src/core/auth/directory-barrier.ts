import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { DIRECTORY_CHANNEL } from './directory-cache.ts';

const PREFIX = 'barrier:';
/** How long a write's answer waits for the notices at most; then the cache is cleared instead. */
const WAIT_MS = 2000;

/**
 * Read-your-writes for the directory cache. A change notice reaches the listening connection after
 * the writing transaction has committed, so on PostgreSQL the answer to a write (a role change) could
 * reach the client before this process heard of it, and the client's next call would be checked
 * against the stale cache. Before a write's answer is sent, the process notifies a marker of its own
 * on the channel and waits until it hears it: notices arrive in commit order, so by then every notice
 * of the write has been applied.
 */
export class NoticeBarrier {
  private readonly waiting = new Map<string, () => void>();

  constructor(
    private readonly db: Db,
    private readonly onTimeout: () => void,
  ) {}

  /** Takes a notice: true when it was a marker (not a table name). */
  heard(payload: string): boolean {
    if (!payload.startsWith(PREFIX)) return false;
    this.waiting.get(payload)?.();
    return true;
  }

  async caughtUp(): Promise<void> {
    const key = `${PREFIX}${randomUUID()}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      this.waiting.set(key, () => resolve(true));
      timer = setTimeout(() => resolve(false), WAIT_MS);
    });
    try {
      await this.db.execute(sql`select pg_notify(${DIRECTORY_CHANNEL}, ${key})`);
      if (!(await heard)) this.onTimeout();
    } finally {
      clearTimeout(timer);
      this.waiting.delete(key);
    }
  }
}
