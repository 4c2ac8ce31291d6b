import type { FastifyInstance } from 'fastify';
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { ChangeOrderStatus, MessageGroup, MessageState, messageEndpoints as ep, type MessageHeader, type MessageItem } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { forbidden, notFound } from '../../core/http/errors.ts';
import { containsPattern, pagedList, parseSorting } from '../../core/http/paging.ts';
import { isoRow, serve } from '../../core/http/endpoint.ts';
import { notificationSettingsOf } from '../identity/profile-routes.ts';
import { changeMessages, messages } from './schema.ts';

const HEADER_ITEMS = 20;
const messageSorting = { creationTime: messages.creationTime, title: messages.title } satisfies Record<NonNullable<typeof ep.list.sortable>[number], unknown>;

const toItem = (m: typeof messages.$inferSelect): MessageItem => isoRow(m);

/** One bell group; a group the user switched off lists its messages but does not count them as unread. */
async function group(tx: Tx, userId: string, groupType: number, counted: boolean) {
  const where = and(eq(messages.userId, userId), eq(messages.groupType, groupType), eq(messages.isCleared, false));
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(where, eq(messages.messageState, MessageState.unread)));
  const items = await tx.select().from(messages).where(where).orderBy(desc(messages.creationTime)).limit(HEADER_ITEMS);
  return { unReadCount: counted ? n : 0, items: items.map(toItem) };
}

/** The notice bell: notices, to-dos and news addressed to the user, and the current space's change notices. */
export function messageRoutes(app: FastifyInstance) {
  // Spec 02 lists the message calls directly under /api/user/account ({id}/header, state); the
  // bell asks under …/message/. Both are served.
  for (const header of [ep.header, ep.headerSpec])
  serve(app, header, async (req) => {
    if (req.params.id !== req.ctx.userId) throw forbidden();
    const userId = req.ctx.userId;
    return req.tx(async (tx) => {
      let changes: MessageHeader['changes'] = { unReadCount: 0, items: [] };
      if (req.ctx.tenantId) {
        const where = and(eq(changeMessages.tenantId, req.ctx.tenantId), eq(changeMessages.userId, userId));
        const rows = await tx.select().from(changeMessages).where(where).orderBy(desc(changeMessages.creationTime)).limit(HEADER_ITEMS);
        const [{ n } = { n: 0 }] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(changeMessages)
          .where(and(where, eq(changeMessages.orderStatus, ChangeOrderStatus.unread)));
        changes = {
          unReadCount: n,
          // a change notice is named by its change order (the bell opens the order)
          items: rows.map((c) => ({ ...isoRow(c), id: c.changeOrderId })),
        };
      }
      const on = await notificationSettingsOf(tx, userId);
      return {
        notices: await group(tx, userId, MessageGroup.notices, on.notices),
        todos: await group(tx, userId, MessageGroup.todos, on.todos),
        news: await group(tx, userId, MessageGroup.news, on.news),
        changes,
      };
    });
  });

  serve(
    app,
    ep.list,
    async (req) =>
      req.tx((tx) => {
        const q = req.query;
        const where: SQL[] = [eq(messages.userId, req.ctx.userId!)];
        if (q.type) where.push(eq(messages.groupType, q.type));
        if (q.filter) {
          const like = containsPattern(q.filter);
          where.push(sql`(${messages.title} ilike ${like} or ${messages.content} ilike ${like})`);
        }
        if (q.startTime) where.push(gte(messages.creationTime, new Date(`${q.startTime}T00:00:00`)));
        if (q.endTime) where.push(lt(messages.creationTime, new Date(new Date(`${q.endTime}T00:00:00`).getTime() + 86_400_000)));
        return pagedList(tx, q, {
          from: messages,
          where: and(...where),
          orderBy: [...parseSorting(q.sorting, messageSorting, [desc(messages.creationTime)]), desc(messages.id)],
          map: (m) => toItem(m as typeof messages.$inferSelect),
        });
      }),
  );

  for (const state of [ep.state, ep.stateSpec])
  serve(app, state, async (req) => {
    await req.tx((tx) =>
      tx
        .update(messages)
        .set({ messageState: req.body.messageState })
        .where(and(eq(messages.userId, req.ctx.userId!), inArray(messages.id, req.body.ids))),
    );
  });

  serve(app, ep.clear, async (req) => {
    await req.tx((tx) => {
      const where: SQL[] = [eq(messages.userId, req.ctx.userId!), eq(messages.groupType, req.query.type)];
      if (req.query.messageType) where.push(eq(messages.messageTypeValue, req.query.messageType));
      return tx.update(messages).set({ isCleared: true, messageState: MessageState.read }).where(and(...where));
    });
  });

  serve(app, ep.changeRead, async (req) => {
    if (!req.ctx.tenantId) throw notFound();
    return req.tx(async (tx) => {
      const [row] = await tx
        .update(changeMessages)
        .set({ orderStatus: ChangeOrderStatus.read, readTime: new Date() })
        .where(and(eq(changeMessages.tenantId, req.ctx.tenantId!), eq(changeMessages.userId, req.ctx.userId!), eq(changeMessages.changeOrderId, req.params.id)))
        .returning();
      if (!row) throw notFound('变更通知不存在');
      return { id: row.changeOrderId, orderStatus: row.orderStatus };
    });
  });
}
