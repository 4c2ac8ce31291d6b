import { index } from 'drizzle-orm/pg-core';
import { auditLogColumns } from '@al/contracts';
import { tenantTable } from '../db/tenant-table.ts';

/**
 * The operation log: every write, who, when, which entity, what changed. Tenant-owned
 * (tenant_id is the nil uuid for host-level writes) so that a tenant reads only its own history.
 */
export const auditLogs = tenantTable(
  'audit_logs',
  auditLogColumns(),
  (t) => [
    index('audit_logs_entity_idx').on(t.tenantId, t.entityType, t.entityId),
  ],
);
