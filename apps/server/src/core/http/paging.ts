import { asc, desc, gte, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { EXACT_COUNT_LIMIT, messages, type PagedQuery, type PagedResult } from '@al/contracts';
import { badRequest } from './errors.ts';
import type { Executor } from '../db/client.ts';

/** The field and direction of each part of ABP's `sorting` ("field asc, other desc"); 400 on anything else. */
export function sortingParts(sorting: string): { field: string; dir: 'asc' | 'desc' }[] {
  return sorting.split(',').map((part) => {
    const [field = '', dir = 'asc', ...rest] = part.trim().split(/\s+/);
    const d = dir.toLowerCase();
    if (!field || rest.length || (d !== 'asc' && d !== 'desc'))
      throw badRequest(messages.unknownSortField(part.trim().slice(0, 40)), ['sorting']);
    return { field, dir: d };
  });
}

/**
 * Parses ABP's `sorting` ("field asc, other desc") against a whitelist of sortable columns;
 * anything else is refused with 400 rather than passed to SQL. A route that sorts declares the
 * same keys as `config.sortable` (`sortableKeys(columns)`), so the input guard refuses an unknown
 * field before the handler runs and the route walk of the tests knows what to try.
 */
export function parseSorting(sorting: string | undefined, allowed: Record<string, AnyPgColumn | SQL>, fallback: SQL[]): SQL[] {
  if (!sorting?.trim()) return fallback;
  return sortingParts(sorting).map(({ field, dir }) => {
    const column = Object.hasOwn(allowed, field) ? allowed[field] : undefined;
    if (!column) throw badRequest(messages.unknownSortField(field.slice(0, 40)), ['sorting']);
    return dir === 'desc' ? desc(column) : asc(column);
  });
}

/** The keys of a sorting whitelist, for the route's `config.sortable`. */
export const sortableKeys = (allowed: Record<string, unknown>): readonly string[] => Object.keys(allowed);

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

/** The query's optional day range (local dates, both ends included). */
export const dateRangeQuery = {
  beginTime: z.iso.date('beginTime日期格式应为YYYY-MM-DD').optional(),
  endTime: z.iso.date('endTime日期格式应为YYYY-MM-DD').optional(),
};

/** The conditions of a day range on a time column: from the start of beginTime to the end of endTime. */
export const dayRangeWhere = (col: AnyPgColumn, q: { beginTime?: string; endTime?: string }): SQL[] => [
  ...(q.beginTime ? [gte(col, new Date(`${q.beginTime}T00:00:00`))] : []),
  ...(q.endTime ? [lt(col, new Date(new Date(`${q.endTime}T00:00:00`).getTime() + 86400000))] : []),
];
