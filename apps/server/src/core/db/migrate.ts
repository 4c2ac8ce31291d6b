import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.ts';
import { ensureTenantWalls } from './tenant-walls.ts';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../../drizzle');

/**
 * Applies the generated and custom SQL migrations in order (already applied ones are skipped),
 * then walls every new tenant-owned table by row-level security.
 */
export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'pglite') await migratePglite(database.db as never, config);
  else await migratePg(database.db as never, config);
  await ensureTenantWalls(database.db);
}
