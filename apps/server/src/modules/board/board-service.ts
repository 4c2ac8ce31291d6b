import { randomBytes } from 'node:crypto';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { boardMessages, type BoardInput, type BoardItem } from '@al/contracts';
import type { Db, Tx } from '../../core/db/client.ts';
import { inScope } from '../../core/db/scoped.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { badRequest, notFound } from '../../core/http/errors.ts';
import { needFactory } from '../cad/project-service.ts';
import { boards } from './schema.ts';
import { softDeleted } from '../../core/db/columns.ts';
import { isoRow } from '../../core/http/endpoint.ts';

export type Board = typeof boards.$inferSelect;

/** The public link's secret: 24 random bytes, URL-safe. */
export const newBoardToken = () => randomBytes(24).toString('base64url');

export const asItem = (b: Board): BoardItem => isoRow(b);

const mine = (ctx: RequestContext) => {
  const { tenantId, factoryId } = needFactory(ctx);
  return and(eq(boards.tenantId, tenantId), eq(boards.factoryId, factoryId), eq(boards.isDeleted, false));
};

export async function listBoards(tx: Tx, ctx: RequestContext) {
  const rows = await tx.select().from(boards).where(mine(ctx)).orderBy(desc(boards.creationTime));
  return { items: rows.map(asItem), totalCount: rows.length };
}

export async function loadBoard(tx: Tx, ctx: RequestContext, id: string): Promise<Board> {
  const [b] = await tx.select().from(boards).where(and(mine(ctx), eq(boards.id, id)));
  if (!b) throw notFound(boardMessages.notFound);
  return b;
}

async function uniqueName(tx: Tx, ctx: RequestContext, name: string, id?: string) {
  const [other] = await tx.select({ id: boards.id }).from(boards).where(and(mine(ctx), eq(boards.name, name), id ? ne(boards.id, id) : undefined));
  if (other) throw badRequest(boardMessages.duplicateName, ['name']);
}

export async function createBoard(tx: Tx, ctx: RequestContext, input: BoardInput) {
  const { tenantId, factoryId } = needFactory(ctx);
  await uniqueName(tx, ctx, input.name);
  const [b] = await tx.insert(boards).values({ ...input, tenantId, factoryId, publicToken: newBoardToken(), creatorId: ctx.userId }).returning();
  return asItem(b!);
}

export async function updateBoard(tx: Tx, ctx: RequestContext, id: string, input: BoardInput) {
  await loadBoard(tx, ctx, id);
  await uniqueName(tx, ctx, input.name, id);
  const [b] = await tx
    .update(boards)
    .set({ ...input, lastModificationTime: new Date(), lastModifierId: ctx.userId, concurrencyStamp: sql`gen_random_uuid()::text` })
    .where(and(mine(ctx), eq(boards.id, id)))
    .returning();
  return asItem(b!);
}

export async function deleteBoard(tx: Tx, ctx: RequestContext, id: string) {
  await loadBoard(tx, ctx, id);
  await tx.update(boards).set(softDeleted(ctx.userId)).where(and(mine(ctx), eq(boards.id, id)));
}

/** A new secret for the public link: the old link stops working at once. */
export async function regenerateToken(tx: Tx, ctx: RequestContext, id: string) {
  await loadBoard(tx, ctx, id);
  const [b] = await tx.update(boards).set({ publicToken: newBoardToken(), lastModificationTime: new Date(), lastModifierId: ctx.userId }).where(and(mine(ctx), eq(boards.id, id))).returning();
  return asItem(b!);
}

/**
 * The enabled board a public link names. The caller is nobody, so the one lookup by the secret reads
 * across the tenant walls (read-only, like the server's own background work); everything after it
 * runs in the board's tenant and factory.
 */
export async function boardByToken(db: Db, token: string): Promise<Board> {
  const [b] = await inScope(db, { tenantId: null, factoryId: null, userId: null, platformRead: true }, (tx) =>
    tx.select().from(boards).where(and(eq(boards.publicToken, token), eq(boards.isDeleted, false), eq(boards.enabled, true))),
  );
  if (!b) throw notFound(boardMessages.linkNotFound);
  return b;
}

/** Runs fn in the board's own tenant and factory (the public calls have no caller to take them from). */
export const inBoardScope = <T>(db: Db, b: Board, fn: (tx: Tx) => Promise<T>) => inScope(db, { tenantId: b.tenantId, factoryId: b.factoryId, userId: null }, fn);
