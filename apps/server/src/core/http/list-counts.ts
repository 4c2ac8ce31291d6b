import { scopeOf } from '../db/scoped.ts';

/** How long a "10,000+" answer is reused, and how many lists' answers are kept (oldest dropped first). */
const TTL_MS = 30_000;
const MAX_ENTRIES = 2_000;

/**
 * The lists whose count recently stopped at the limit ("10,000+"), by space and query. Counting even
 * 10,001 rows is most of a first page's database time at factory scale (13 ms of 14 on PostgreSQL),
 * and such a count is stable: new rows only keep it above the limit, and only mass deletion brings it
 * under. So the lower bound is reused for TTL_MS; exact counts (below the limit) are never cached,
 * so a user who adds or removes a row in a small list sees the total change at once. Keyed by the
 * transaction's space, factory and role as well as by the count's SQL and parameters, so no space ever
 * reads another's entry; bounded, so the map cannot grow with the number of distinct filters.
 */
const lowerBounds = new Map<string, number>();

/** The cache key of a count in this transaction, or null when the transaction has no known scope (never cached). */
export function countKey(tx: unknown, query: { sql: string; params: unknown[] }): string | null {
  const scope = scopeOf(tx);
  if (!scope?.tenantId) return null;
  return JSON.stringify([scope.tenantId, scope.factoryId, scope.platformRead ?? false, query.sql, query.params]);
}

/** True when this count stopped at the limit less than TTL_MS ago. */
export function knownAboveLimit(key: string | null, now = Date.now()): boolean {
  if (key === null) return false;
  const until = lowerBounds.get(key);
  if (until === undefined) return false;
  if (until > now) return true;
  lowerBounds.delete(key);
  return false;
}

/** Remembers that this count stopped at the limit. */
export function rememberAboveLimit(key: string | null, now = Date.now()) {
  if (key === null) return;
  lowerBounds.delete(key);
  lowerBounds.set(key, now + TTL_MS);
  if (lowerBounds.size > MAX_ENTRIES) lowerBounds.delete(lowerBounds.keys().next().value as string);
}
