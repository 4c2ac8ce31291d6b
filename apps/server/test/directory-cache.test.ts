import { describe, expect, it } from 'vitest';
import type { Tx } from '../src/core/db/client.ts';
import type { Directory, Membership } from '../src/core/auth/directory.ts';
import { sql } from 'drizzle-orm';
import { DIRECTORY_CHANNEL, DirectoryCache, type RunInTx } from '../src/core/auth/directory-cache.ts';
import { NoticeBarrier } from '../src/core/auth/directory-barrier.ts';
import { scratchDatabase } from './support/database.ts';

/** A directory whose membership answer the test sets, counting its reads. */
function directoryWith(answer: { member: Membership | null; reads: number; gate?: Promise<void> }): Directory {
  const unused = () => {
    throw new Error('not read in this test');
  };
  return {
    sessionUser: unused,
    tenantExists: unused,
    factoryExists: unused,
    factoryAssigned: unused,
    roleGrants: unused,
    featureDenied: unused,
    people: unused,
    isActiveMember: unused,
    tenantHead: unused,
    async membership() {
      answer.reads++;
      const seen = answer.member;
      await answer.gate;
      return seen;
    },
  };
}
const run: RunInTx = (fn) => fn(null as unknown as Tx);
const T = 'tenant';
const U = 'user';

describe('the directory cache', () => {
  it('answers from memory until a change to a table it read clears the answer', async () => {
    const answer = { member: { memberId: 'm1', isAdmin: false } as Membership | null, reads: 0 };
    const cache = new DirectoryCache(directoryWith(answer));
    expect(await cache.membership(run, T, U)).toEqual({ memberId: 'm1', isAdmin: false });
    await cache.membership(run, T, U);
    expect(answer.reads).toBe(1);

    answer.member = null;
    cache.changed('factories'); // not what memberships are read from
    expect(await cache.membership(run, T, U)).not.toBeNull();
    cache.changed('members');
    expect(await cache.membership(run, T, U)).toBeNull();
    expect(answer.reads).toBe(2);
    cache.changed('some_new_table'); // unknown: everything goes
    await cache.membership(run, T, U);
    expect(answer.reads).toBe(3);
  });

  it('does not keep a read that was under way when the change came', async () => {
    let release!: () => void;
    const answer = {
      member: { memberId: 'm1', isAdmin: true } as Membership | null,
      reads: 0,
      gate: new Promise<void>((r) => (release = r)),
    };
    const cache = new DirectoryCache(directoryWith(answer));
    const stale = cache.membership(run, T, U);
    answer.member = null;
    cache.changed('members');
    release();
    expect(await stale).toEqual({ memberId: 'm1', isAdmin: true });
    answer.gate = Promise.resolve();
    expect(await cache.membership(run, T, U)).toBeNull();
  });

  it('reads the database every time while change notices cannot arrive, and holds a bounded number of answers', async () => {
    const answer = { member: { memberId: 'm1', isAdmin: false } as Membership | null, reads: 0 };
    const cache = new DirectoryCache(directoryWith(answer), { ttlMs: 60_000, maxEntries: 3 });
    cache.enabled = false;
    await cache.membership(run, T, U);
    await cache.membership(run, T, U);
    expect(answer.reads).toBe(2);
    expect(cache.size).toBe(0);
    cache.enabled = true;
    for (let i = 0; i < 10; i++) await cache.membership(run, T, `u${i}`);
    expect(cache.size).toBe(3);
  });

  it('lets an answer expire after its time to live', async () => {
    const answer = { member: { memberId: 'm1', isAdmin: false } as Membership | null, reads: 0 };
    const cache = new DirectoryCache(directoryWith(answer), { ttlMs: 1, maxEntries: 10 });
    await cache.membership(run, T, U);
    await new Promise((r) => setTimeout(r, 5));
    await cache.membership(run, T, U);
    expect(answer.reads).toBe(2);
  });
});

describe('the notice barrier (read-your-writes on the real database)', () => {
  it('hears its own marker after the notices of a committed write, in order, without timing out', async () => {
    const { database, drop } = await scratchDatabase({ empty: true });
    try {
      const seen: string[] = [];
      let timeouts = 0;
      const barrier = new NoticeBarrier(database.db, () => timeouts++);
      const stop = await database.listen(DIRECTORY_CHANNEL, (payload) => {
        if (!barrier.heard(payload)) seen.push(payload);
      });
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_notify(${DIRECTORY_CHANNEL}, 'roles')`);
      });
      await barrier.caughtUp();
      expect(seen).toEqual(['roles']);
      expect(timeouts).toBe(0);
      await stop();
    } finally {
      await drop();
    }
  });
});
