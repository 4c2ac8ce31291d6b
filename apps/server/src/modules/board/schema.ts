import { boolean, index, integer, jsonb, pgTable, primaryKey, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { BoardWidget } from '@al/contracts';
import { auditColumns, idColumn, tenantIdColumn } from '../../core/db/columns.ts';

/**
 * Production boards (看板, DOMAIN §2.5): a factory's widgets shown on a workshop TV through a
 * public link; publicToken is the link's secret (regenerated to revoke it), unique across tenants
 * because the public call finds the board by it alone.
 */
export const boards = pgTable(
  'boards',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    factoryId: uuid('factory_id').notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    widgets: jsonb('widgets').$type<BoardWidget[]>().notNull(),
    refreshSeconds: integer('refresh_seconds').notNull().default(60),
    publicToken: varchar('public_token', { length: 64 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('boards_public_token_idx').on(t.publicToken),
    index('boards_factory_idx').on(t.tenantId, t.factoryId),
  ],
);
