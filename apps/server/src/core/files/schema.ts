import { customType, index, integer, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../db/columns.ts';
import { tenantTable } from '../db/tenant-table.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * Uploaded files (drawings, images, imports). The bytes are in the file store (core/files/store.ts)
 * under `storage_key`, moved there before the row is written; rows written before issue 21 keep
 * theirs in `data`. Tenant-owned and walled like every tenant table.
 */
export const storedFiles = tenantTable(
  'stored_files',
  {
    id: idColumn(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 128 }).notNull(),
    size: integer('size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    /** What the file is for (image, drawing, import, ...): lets a module list its own files. */
    purpose: varchar('purpose', { length: 32 }).notNull().default('file'),
    /** The bytes of a file stored before the file store existed; null for every newer file. */
    data: bytea('data'),
    /** Where the bytes are in the file store (FileStore.keyOf). */
    storageKey: varchar('storage_key', { length: 200 }),
    ...auditColumns(),
  },
  (t) => [index('stored_files_sha_idx').on(t.tenantId, t.sha256)],
);
