import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { auditLogColumns } from '@al/contracts';

/**
 * The operation log: every write, who, when, which entity, what changed. Tenant-owned
 * (tenant_id is the nil uuid for host-level writes) so that a tenant reads only its own history.
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    tenantId: uuid('tenant_id').notNull(),
    ...auditLogColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('audit_logs_entity_idx').on(t.tenantId, t.entityType, t.entityId),
  ],
);
