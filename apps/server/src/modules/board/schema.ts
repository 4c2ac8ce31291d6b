import { index, uniqueIndex } from 'drizzle-orm/pg-core';
import { boardColumns } from '@al/contracts';
import { tenantTable } from '../../core/db/tenant-table.ts';

/**
 * Production boards (看板, DOMAIN §2.5): a factory's widgets shown on a workshop TV through a
 * public link; publicToken is the link's secret (regenerated to revoke it), unique across tenants
 * because the public call finds the board by it alone.
 */
export const boards = tenantTable(
  'boards',
  boardColumns(),
  (t) => [
    uniqueIndex('boards_public_token_idx').on(t.publicToken),
    index('boards_factory_idx').on(t.tenantId, t.factoryId),
  ],
);
