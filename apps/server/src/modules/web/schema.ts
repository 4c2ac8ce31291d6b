import { pgTable, primaryKey, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { webCaseResource, webMonitorResource, webSmallProgramResource } from '@al/contracts';
import { resourceTable } from '../../core/resource/table.ts';
import { auditColumns } from '../../core/db/columns.ts';

export const webIntroductions = resourceTable(webCaseResource);
export const webMonitors = resourceTable(webMonitorResource);
export const webSmallPrograms = resourceTable(webSmallProgramResource);

/** The tenant's EZVIZ (ys7) open-platform key; the secret never leaves the server. */
export const ys7Settings = pgTable(
  'ys7_settings',
  {
    tenantId: uuid('tenant_id').notNull(),
    appKey: varchar('app_key', { length: 64 }).notNull(),
    appSecret: text('app_secret').notNull(),
    ...auditColumns(),
  },
  (t) => [primaryKey({ columns: [t.tenantId] })],
);
