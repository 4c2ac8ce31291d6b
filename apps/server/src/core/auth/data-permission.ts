import type { FastifyRequest } from 'fastify';
import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Data permission of list queries (all 0 / only self 1): for a caller whose roles are all "only
 * self", the condition that keeps their own rows (by the creator column); otherwise undefined, so
 * it can be spread into any `and(...)`.
 */
export async function onlySelfFilter(req: FastifyRequest, creatorColumn: AnyPgColumn): Promise<SQL | undefined> {
  const perms = await req.permissions();
  return perms.onlySelf && req.ctx.userId ? eq(creatorColumn, req.ctx.userId) : undefined;
}
