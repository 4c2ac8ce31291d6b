import { boolean, integer, jsonb, uuid, varchar } from 'drizzle-orm/pg-core';
import type { BoardWidget } from '../api/board.ts';
import { auditColumns, idColumn } from '../entity/columns.ts';

/**
 * The board module's entities, declared once (issue 23): the server's table (modules/board/schema.ts)
 * spreads these columns and adds the tenant key and indexes; the answers derive from them (api/board.ts).
 */

/** A production board (看板): a factory's widgets on a workshop TV through a public link (publicToken). */
export const boardColumns = () => ({
  id: idColumn(),
  factoryId: uuid('factory_id').notNull(),
  name: varchar('name', { length: 60 }).notNull(),
  widgets: jsonb('widgets').$type<BoardWidget[]>().notNull(),
  refreshSeconds: integer('refresh_seconds').notNull().default(60),
  publicToken: varchar('public_token', { length: 64 }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  ...auditColumns(),
});
