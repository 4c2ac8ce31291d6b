import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { EXACT_COUNT_LIMIT, messages, type PagedQuery, type PagedResult } from '@al/contracts';
import { badRequest } from './errors.ts';
import type { Executor } from '../db/client.ts';

/**
 * Parses ABP's `sorting` ("field asc, other desc") against a whitelist of sortable columns;
 * anything else is refused with 400 rather than passed to SQL.
 */
export function parseSorting(sorting: string | undefined, allowed: Record<string, AnyPgColumn>, fallback: SQL[]): SQL[] {
  if (!sorting?.trim()) return fallback;
  const out: SQL[] = [];
  for (const part of sorting.split(',')) {
    const [field = '', dir = 'asc', ...rest] = part.trim().split(/\s+/);
    const column = allowed[field];
    const d = dir.toLowerCase();
    if (!column || rest.length || (d !== 'asc' && d !== 'desc')) throw badRequest(messages.unknownSortField(field), ['sorting']);
    out.push(d === 'desc' ? desc(column) : asc(column));
  }
  return out;
}

/**
 * One helper for every list: one page of rows and the total in the same snapshot, answering
 * `{ items, totalCount }`. A first page that is not full is its own count; otherwise the count stops
 * after EXACT_COUNT_LIMIT rows and says so (`totalCountIsLowerBound`), so a list of a million rows
 * never counts them all.
 */
export async function pagedList<T>(
  tx: Executor,
  q: PagedQuery,
  build: {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    from: any;
    where: SQL | undefined;
    orderBy: SQL[];
    map?: (row: Record<string, unknown>) => T;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    select?: Record<string, any>;
  },
): Promise<PagedResult<T>> {
  const base = build.select ? tx.select(build.select) : tx.select();
  const rows = (await base
    .from(build.from)
    .where(build.where)
    .orderBy(...build.orderBy)
    .limit(q.maxResultCount)
    .offset(q.skipCount)) as Record<string, unknown>[];
  const items = rows.map((r) => (build.map ? build.map(r) : (r as T)));
  if (rows.length < q.maxResultCount && (rows.length > 0 || q.skipCount === 0))
    return { items, totalCount: q.skipCount + rows.length };
  const counted = tx
    .select({ one: sql`1` })
    .from(build.from)
    .where(build.where)
    .limit(EXACT_COUNT_LIMIT + 1)
    .as('counted');
  const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(counted);
  return count > EXACT_COUNT_LIMIT
    ? { items, totalCount: EXACT_COUNT_LIMIT, totalCountIsLowerBound: true }
    : { items, totalCount: count };
}

/** A user's text as a LIKE pattern that matches it literally, anywhere in the value. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
