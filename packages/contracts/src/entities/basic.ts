import { integer, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * The basic data's hand-written entities, declared once (issue 23): the server's tables (modules/basic/schema.ts)
 * spread these columns and add the tenant key and indexes; the answers derive from them (api/basic.ts).
 */

/** A space's request to print another space's brand, and the owner's decision (the requesting space is the row's tenant). */
export const brandUseColumns = () => ({
  id: uuid('id').notNull().defaultRandom(),
  brandId: uuid('brand_id').notNull(),
  brandName: varchar('brand_name', { length: 32 }).notNull(),
  ownerTenantId: uuid('owner_tenant_id').notNull(),
  requesterName: varchar('requester_name', { length: 64 }).notNull(),
  remark: varchar('remark', { length: 200 }),
  status: integer('status').notNull().default(1),
  auditOpinion: varchar('audit_opinion', { length: 200 }),
  creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
  creatorId: uuid('creator_id'),
  decisionTime: timestamp('decision_time', { withTimezone: true }),
  deciderId: uuid('decider_id'),
});
