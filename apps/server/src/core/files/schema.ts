import { customType, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantIdColumn } from '../db/columns.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * Uploaded files (drawings, images, imports), bytes kept in the database: a file and the document
 * that refers to it are written in one transaction, so nothing is half-stored, and the embedded
 * and server databases behave alike. Tenant-owned and walled like every tenant table.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 128 }).notNull(),
    size: integer('size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    /** What the file is for (image, drawing, import, ...): lets a module list its own files. */
    purpose: varchar('purpose', { length: 32 }).notNull().default('file'),
    data: bytea('data').notNull(),
    ...auditColumns(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('stored_files_sha_idx').on(t.tenantId, t.sha256)],
);
