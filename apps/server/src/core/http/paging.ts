import { and, asc, desc, gte, ilike, inArray, is, lt, or, sql, type AnyColumn, type SQL, type SQLWrapper, type Subquery } from 'drizzle-orm';
import { PgTable, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { GetSelectTableSelection, SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { EXACT_COUNT_LIMIT, messages, type PagedQuery, type PagedResult } from '@al/contracts';
import { badRequest } from './errors.ts';
import type { Executor } from '../db/client.ts';
import { countKey, knownAboveLimit, rememberAboveLimit } from './list-counts.ts';

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
export function parseSorting(sorting: string | undefined, allowed: Record<string, AnyColumn | SQLWrapper>, fallback: SQL[]): SQL[] {
  if (!sorting?.trim()) return fallback;
  return sortingParts(sorting).map(({ field, dir }) => {
    const column = Object.hasOwn(allowed, field) ? allowed[field] : undefined;
    if (!column) throw badRequest(messages.unknownSortField(field.slice(0, 40)), ['sorting']);
    return dir === 'desc' ? desc(column) : asc(column);
  });
}

/**
 * The sorting whitelist of a list whose sortable fields (its SORTABLE in contracts) are columns of
 * one table, or fields of one subquery (a joined select `.as(…)`), under the same names.
 */
export const sortingOf = <T extends object, K extends keyof T & string>(table: T, fields: readonly K[]): Pick<T, K> =>
  Object.fromEntries(fields.map((k) => [k, table[k]])) as Pick<T, K>;

/** The keys of a sorting whitelist, for the route's `config.sortable`. */
export const sortableKeys = (allowed: Record<string, unknown>): readonly string[] => Object.keys(allowed);

/** From this offset on, a page of a whole table is found by its ids first (deepPage). */
const DEEP_OFFSET = 1_000;

/** What a list pages: a table, or a subquery (a joined select `.as(…)`). */
export type ListSource = PgTable | Subquery;
/** A row of a list's source as `select().from(source)` answers it (a left-joined column may be null). */
export type ListRow<F extends ListSource> = SelectResultFields<GetSelectTableSelection<F>>;

interface ListBuild<T> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  from: any;
  where: SQL | undefined;
  orderBy: SQL[];
  map?: (row: Record<string, unknown>) => T;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  select?: Record<string, any>;
}

/**
 * One helper for every list: one page of rows and the total in the same snapshot, answering
 * `{ items, totalCount }`. A first page that is not full is its own count; otherwise the count stops
 * after EXACT_COUNT_LIMIT rows and says so (`totalCountIsLowerBound`), so a list of a million rows
 * never counts them all, and a count that recently stopped there is not made again (list-counts.ts).
 * Without `select` and `map` the items are the rows of `from`, typed as its columns are.
 */
export function pagedList<T>(tx: Executor, q: PagedQuery, build: ListBuild<T> & { map: (row: Record<string, unknown>) => T }): Promise<PagedResult<T>>;
export function pagedList<F extends ListSource>(
  tx: Executor,
  q: PagedQuery,
  build: { from: F; where: SQL | undefined; orderBy: SQL[] },
): Promise<PagedResult<ListRow<F>>>;
export function pagedList<T>(tx: Executor, q: PagedQuery, build: ListBuild<T>): Promise<PagedResult<T>>;
export async function pagedList<T>(tx: Executor, q: PagedQuery, build: ListBuild<T>): Promise<PagedResult<T>> {
  const rows = (
    !build.select && q.skipCount >= DEEP_OFFSET && is(build.from, PgTable) && 'id' in build.from
      ? await deepPage(tx, q, build.from as PgTable & { id: AnyPgColumn }, build.where, build.orderBy)
      : await (build.select ? tx.select(build.select) : tx.select())
          .from(build.from)
          .where(build.where)
          .orderBy(...build.orderBy)
          .limit(q.maxResultCount)
          .offset(q.skipCount)
  ) as Record<string, unknown>[];
  const items = rows.map((r) => (build.map ? build.map(r) : (r as T)));
  if (rows.length < q.maxResultCount && (rows.length > 0 || q.skipCount === 0))
    return { items, totalCount: q.skipCount + rows.length };
  const counted = tx
    .select({ one: sql`1` })
    .from(build.from)
    .where(build.where)
    .limit(EXACT_COUNT_LIMIT + 1)
    .as('counted');
  const countQuery = tx.select({ count: sql<number>`count(*)::int` }).from(counted);
  const key = countKey(tx, countQuery.toSQL());
  if (knownAboveLimit(key)) return { items, totalCount: EXACT_COUNT_LIMIT, totalCountIsLowerBound: true };
  const [{ count } = { count: 0 }] = await countQuery;
  if (count <= EXACT_COUNT_LIMIT) return { items, totalCount: count };
  rememberAboveLimit(key);
  return { items, totalCount: EXACT_COUNT_LIMIT, totalCountIsLowerBound: true };
}

/**
 * A page far into a table: the ids of the page first, then only those rows. An OFFSET over whole
 * rows fetches every skipped row from the heap (40,000 of them for page 2,001); over the ids alone it
 * walks the list's index without leaving it (an index-only scan once the table is vacuumed).
 */
function deepPage(tx: Executor, q: PagedQuery, table: PgTable & { id: AnyPgColumn }, where: SQL | undefined, orderBy: SQL[]) {
  const ids = tx.select({ id: table.id }).from(table).where(where).orderBy(...orderBy).limit(q.maxResultCount).offset(q.skipCount);
  return tx
    .select()
    .from(table)
    .where(and(where, inArray(table.id, ids)))
    .orderBy(...orderBy);
}

/** A user's text as a LIKE pattern that matches it literally, anywhere in the value. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A list's filter box: the rows where any of the columns contains the user's text, case-insensitive. */
export const containsAny = (text: string, ...columns: (AnyPgColumn | SQL)[]): SQL =>
  or(...columns.map((c) => ilike(c, containsPattern(text))))!;

/** The query's optional day range (declared with the contracts). */
export { dateRangeQuery } from '@al/contracts';

/** The conditions of a day range on a time column: from the start of beginTime to the end of endTime. */
export const dayRangeWhere = (col: AnyPgColumn, q: { beginTime?: string; endTime?: string }): SQL[] => [
  ...(q.beginTime ? [gte(col, new Date(`${q.beginTime}T00:00:00`))] : []),
  ...(q.endTime ? [lt(col, new Date(new Date(`${q.endTime}T00:00:00`).getTime() + 86400000))] : []),
];
