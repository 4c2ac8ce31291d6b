import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { registerRefTarget } from '../../core/resource/refs.ts';
import {
  cadAcceptanceColumns,
  cadBatchColumns,
  cadLabelColumns,
  cadProductColumns,
  cadProjectColumns,
  cadProjectFileColumns,
  cadSplitLogColumns,
} from '@al/contracts';
import { idColumn, tenantIdColumn } from '../../core/db/columns.ts';
import { tenantTable } from '../../core/db/tenant-table.ts';

/**
 * The registry of drawing conversions run by the platform's conversion servers. Host-level: the
 * header's counts (by fileType and server) are a platform view across tenants; rows carry their
 * tenant for the tenant-side file lists of the CAD intake.
 */
export const fileConversions = pgTable(
  'file_conversions',
  {
    id: idColumn().primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    fileId: uuid('file_id'),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    fileType: varchar('file_type', { length: 16 }).notNull(),
    serverIp: varchar('server_ip', { length: 64 }).notNull(),
    /** waiting 1, converting 2, done 4, failed 8 */
    state: integer('state').notNull().default(1),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
    finishTime: timestamp('finish_time', { withTimezone: true }),
  },
  (t) => [index('file_conversions_state_idx').on(t.state)],
);

/** A customer project (DOMAIN §2.4): factory-scoped; counts and areas are recounted from its products. */
export const cadProjects = tenantTable(
  'cad_projects',
  cadProjectColumns(),
  (t) => [
    index('cad_projects_factory_idx').on(t.tenantId, t.factoryId),
  ],
);

/** A batch (批次) of a project: each elevation, floor range or delivery lot released separately. */
export const cadBatches = tenantTable(
  'cad_batches',
  cadBatchColumns(),
  (t) => [
    index('cad_batches_project_idx').on(t.tenantId, t.projectId),
  ],
);

/** A drawing uploaded to a batch, with its conversion state (waiting 1, converting 2, done 4, failed 8). */
export const cadProjectFiles = tenantTable(
  'cad_project_files',
  cadProjectFileColumns(),
  (t) => [
    index('cad_project_files_project_idx').on(t.tenantId, t.projectId),
    index('cad_project_files_state_idx').on(t.convertState),
  ],
);

/** A part read from a drawing; geometry in mm as the nesting engine takes it (outline + holes). */
export const cadProducts = tenantTable(
  'cad_products',
  cadProductColumns(),
  (t) => [
    index('cad_products_batch_idx').on(t.tenantId, t.batchId),
    index('cad_products_project_idx').on(t.tenantId, t.projectId),
    // labels of new parts look for other products with the same code (labelNewProducts)
    index('cad_products_code_idx').on(t.tenantId, t.code),
    // a conversion's run clears what an earlier run of its file left; deleting a file removes its parts
    index('cad_products_file_idx').on(t.tenantId, t.fileId),
  ],
);

/** One label per physical piece: the unit of traceability (DOMAIN §2.4). */
export const cadLabels = tenantTable(
  'cad_labels',
  cadLabelColumns(),
  (t) => [
    uniqueIndex('cad_labels_no_idx').on(t.tenantId, t.labelNo),
    index('cad_labels_product_idx').on(t.tenantId, t.productId),
  ],
);

/** Per-user project stars. */
export const cadProjectFavorites = pgTable(
  'cad_project_favorites',
  {
    tenantId: tenantIdColumn(),
    userId: uuid('user_id').notNull(),
    projectId: uuid('project_id').notNull(),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.projectId] })],
);

/** The project's document log (DOMAIN §0.3): every change, overrides with their reason. */
export const cadProjectLogs = tenantTable(
  'cad_project_logs',
  {
    id: idColumn(),
    projectId: uuid('project_id').notNull(),
    action: varchar('action', { length: 32 }).notNull(),
    operatorId: uuid('operator_id'),
    operatorName: varchar('operator_name', { length: 100 }),
    comment: text('comment'),
    beforeJson: jsonb('before_json'),
    afterJson: jsonb('after_json'),
    time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cad_project_logs_project_idx').on(t.tenantId, t.projectId),
  ],
);

/** A split run: one multi-part drawing cut into one DXF per product (state running 1, done 2, failed 4). */
export const cadSplitLogs = tenantTable(
  'cad_split_logs',
  cadSplitLogColumns(),
);

/** Quantities the customer accepted on site, per product (project acceptance). */
export const cadAcceptances = tenantTable(
  'cad_acceptances',
  cadAcceptanceColumns(),
  (t) => [
    index('cad_acceptances_project_idx').on(t.tenantId, t.projectId),
  ],
);

/** Accessories bound to a product (spec 02: /api/cad/accessory bind). */
export const cadProductAccessories = tenantTable(
  'cad_product_accessories',
  {
    id: idColumn(),
    productId: uuid('product_id').notNull(),
    projectId: uuid('project_id').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    spec: varchar('spec', { length: 100 }),
    length: numeric('length', { precision: 12, scale: 2, mode: 'number' }),
    quantity: integer('quantity').notNull().default(1),
    fileId: uuid('file_id'),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cad_product_accessories_product_idx').on(t.tenantId, t.productId),
  ],
);

/** Paint settings of a project per colour code read from its drawings (/cad/project-paint-setting). */
export const cadProjectPaintSettings = tenantTable(
  'cad_project_paint_settings',
  {
    id: idColumn(),
    projectId: uuid('project_id').notNull(),
    /** the colour code as the products carry it ('' for products without a colour) */
    colorCode: varchar('color_code', { length: 50 }).notNull(),
    colorCardId: uuid('color_card_id'),
    paintStructureId: uuid('paint_structure_id'),
    paintSupplierId: uuid('paint_supplier_id'),
    remark: varchar('remark', { length: 200 }),
    lastModificationTime: timestamp('last_modification_time', { withTimezone: true }).notNull().defaultNow(),
    lastModifierId: uuid('last_modifier_id'),
  },
  (t) => [
    uniqueIndex('cad_project_paint_settings_colour_uq').on(t.tenantId, t.projectId, t.colorCode),
  ],
);

/** Projects linked to each other (/cad/project-correlation): one row per pair, either way round. */
export const cadProjectRelations = tenantTable(
  'cad_project_relations',
  {
    id: idColumn(),
    projectId: uuid('project_id').notNull(),
    relatedProjectId: uuid('related_project_id').notNull(),
    relationType: integer('relation_type').notNull().default(1),
    remark: varchar('remark', { length: 200 }),
    creatorId: uuid('creator_id'),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cad_project_relations_pair_uq').on(t.tenantId, t.projectId, t.relatedProjectId),
  ],
);

// Rows other modules refer to by id (a nest order's project, batches and products), checked by the
// rule of every reference (core/resource/refs.ts); registered with the tables, before any seed runs.
registerRefTarget('cad.project', cadProjects, 'factory');
registerRefTarget('cad.batch', cadBatches, 'factory');
registerRefTarget('cad.product', cadProducts, 'factory');
