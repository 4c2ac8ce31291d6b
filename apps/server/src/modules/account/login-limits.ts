import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../core/db/client.ts';
import { loginLogs } from './schema.ts';
import { rowsOf } from '../../core/db/rows.ts';

/**
 * Limits on guessing passwords (issue 21, class 6). Failed sign-ins are counted three ways over a
 * 15-minute window, each with a number of free tries and then a wait that doubles with every
 * further failure (1 s, 2 s, 4 s … up to its cap), counted from the last failure:
 *
 * - one name from one address (a person who mistyped, or a guesser at that account): 5 free;
 * - any names from one address (one address trying 60 names): 20 free, never reset by a success,
 *   since a guesser could sign in to an account of their own in between;
 * - one name from addresses that never signed in as that user (many addresses at one account):
 *   10 free, capped at 60 s. The addresses the user signed in from in the last 90 days do not count
 *   and are not slowed: failures from elsewhere never keep the owner out from where they work.
 *
 * A wait up to `tarpitSeconds` is served by answering later (the right password still signs in);
 * a longer one is answered 429 with the seconds left, and that try is neither checked nor counted.
 */
export const LOGIN_LIMITS = {
  windowMinutes: 15,
  pair: { free: 5, capSeconds: 900 },
  address: { free: 20, capSeconds: 900 },
  name: { free: 10, capSeconds: 60 },
  knownAddressDays: 90,
  tarpitSeconds: 3,
} as const;

type Limit = { free: number; capSeconds: number };

/** Seconds to wait after the last failure, for `failures` failures under `limit`. */
export function waitSeconds(failures: number, limit: Limit): number {
  return failures < limit.free ? 0 : Math.min(limit.capSeconds, 2 ** (failures - limit.free));
}


/** How long this try has to wait (seconds from now, 0 = go) given the failures on record. */
export async function loginWait(tx: Tx, userName: string, ip: string, userId: string | null, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_LIMITS.windowMinutes * 60_000);
  const name = sql`lower(${loginLogs.userName}) = lower(${userName})`;
  // The last successes reset the per-name counts (not the per-address one).
  const [last] = rowsOf<{ pair: Date | string | null; name: Date | string | null }>(
    await tx.execute(sql`
      select max(time) filter (where ip = ${ip}) as pair, max(time) as name
      from login_logs where lower(user_name) = lower(${userName}) and success and time > ${since.toISOString()}::timestamptz`),
  );
  const known = userId
    ? (
        await tx
          .selectDistinct({ ip: loginLogs.ip })
          .from(loginLogs)
          .where(
            and(
              eq(loginLogs.userId, userId),
              eq(loginLogs.success, true),
              gt(loginLogs.time, new Date(now.getTime() - LOGIN_LIMITS.knownAddressDays * 86_400_000)),
            ),
          )
      )
        .map((r) => r.ip)
        .filter((x): x is string => !!x)
    : [];
  const at = (v: Date | string | null | undefined) => (v ? new Date(v) : since);
  const pairSince = at(last?.pair) > since ? at(last?.pair) : since;
  const nameSince = at(last?.name) > since ? at(last?.name) : since;
  const fromKnown = known.includes(ip);
  const failures = await tx
    .select({ ip: loginLogs.ip, time: loginLogs.time, sameName: name.mapWith(Boolean) })
    .from(loginLogs)
    .where(and(eq(loginLogs.success, false), gt(loginLogs.time, since), or(eq(loginLogs.ip, ip), name)));
  const count = (rows: typeof failures, limit: Limit) => {
    if (!rows.length) return 0;
    const lastTime = Math.max(...rows.map((r) => r.time.getTime()));
    const wait = waitSeconds(rows.length, limit);
    return Math.max(0, (lastTime + wait * 1000 - now.getTime()) / 1000);
  };
  const pair = failures.filter((r) => r.sameName && r.ip === ip && r.time > pairSince);
  const address = failures.filter((r) => r.ip === ip);
  const name_ = fromKnown ? [] : failures.filter((r) => r.sameName && r.time > nameSince && !(r.ip && known.includes(r.ip)));
  return Math.max(count(pair, LOGIN_LIMITS.pair), count(address, LOGIN_LIMITS.address), count(name_, LOGIN_LIMITS.name));
}

/**
 * Tries of one name from one address, and of one address, run one at a time in this process, so a
 * burst of parallel guesses is counted like the same guesses in a row. A queue that grows past
 * `maxWaiting` is refused at once (the caller answers 429).
 */
export class KeyedQueue {
  private tails = new Map<string, { tail: Promise<void>; waiting: number }>();
  constructor(private readonly maxWaiting = 8) {}

  async run<T>(keys: string[], fn: () => Promise<T>): Promise<T | 'busy'> {
    const held: (() => void)[] = [];
    try {
      for (const key of [...new Set(keys)].sort()) {
        const entry = this.tails.get(key) ?? { tail: Promise.resolve(), waiting: 0 };
        if (entry.waiting >= this.maxWaiting) return 'busy';
        let release!: () => void;
        const mine = new Promise<void>((r) => (release = r));
        const before = entry.tail;
        entry.tail = before.then(() => mine);
        entry.waiting++;
        this.tails.set(key, entry);
        await before;
        held.push(() => {
          entry.waiting--;
          if (entry.waiting === 0 && this.tails.get(key) === entry) this.tails.delete(key);
          release();
        });
      }
      return await fn();
    } finally {
      for (const r of held.reverse()) r();
    }
  }
}
