import { boolean, date, integer, jsonb, numeric, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, creationTimeColumn, idColumn } from '../entity/columns.ts';

/**
 * The CAD intake's entities, declared once (issue 23): the server's tables (modules/cad/schema.ts)
 * spread these columns and add the tenant key and indexes; the answers derive from them (api/cad.ts).
 */

/** A customer project (DOMAIN §2.4): factory-scoped; counts and areas are recounted from its products. */
export const cadProjectColumns = () => ({
  id: idColumn(),
  factoryId: uuid('factory_id').notNull(),
  name: varchar('name', { length: 100 }).notNull(),
  code: varchar('code', { length: 50 }).notNull(),
  demanderId: uuid('demander_id'),
  demandSide: varchar('demand_side', { length: 100 }),
  projectType: integer('project_type').notNull().default(1),
  /** Stored current value: derived from the batches, or the logged override below. */
  projectStatus: integer('project_status').notNull().default(1),
  /** An administrator's forced status (compel / mandatory), null when the status follows the facts. */
  statusOverride: integer('status_override'),
  isVoided: boolean('is_voided').notNull().default(false),
  produceState: integer('produce_state').notNull().default(1),
  normalState: integer('normal_state').notNull().default(1),
  coverImage: varchar('cover_image', { length: 500 }),
  displayBatch: varchar('display_batch', { length: 100 }),
  orderTime: date('order_time').notNull(),
  deliveryDate: date('delivery_date').notNull(),
  packingPrefix: varchar('packing_prefix', { length: 8 }),
  passwordHash: varchar('password_hash', { length: 255 }),
  siteAddress: varchar('site_address', { length: 200 }),
  contactName: varchar('contact_name', { length: 50 }),
  contactPhone: varchar('contact_phone', { length: 30 }),
  remark: text('remark'),
  kindAmount: integer('kind_amount').notNull().default(0),
  productAmount: integer('product_amount').notNull().default(0),
  notNestingAmount: integer('not_nesting_amount').notNull().default(0),
  mainProductAmount: integer('main_product_amount').notNull().default(0),
  partProductAmount: integer('part_product_amount').notNull().default(0),
  unfoldArea: numeric('unfold_area', { precision: 18, scale: 4, mode: 'number' }).notNull().default(0),
  ...auditColumns(),
});

/** A batch (批次) of a project: each elevation, floor range or delivery lot released separately. */
export const cadBatchColumns = () => ({
  id: idColumn(),
  factoryId: uuid('factory_id').notNull(),
  projectId: uuid('project_id').notNull(),
  batchNo: varchar('batch_no', { length: 32 }).notNull(),
  name: varchar('name', { length: 100 }),
  elevation: varchar('elevation', { length: 100 }),
  orderTime: date('order_time'),
  deliveryDate: date('delivery_date').notNull(),
  /** projectStatus values, set by the downstream flows (nesting, purchase, production, delivery). */
  status: integer('status').notNull().default(1),
  produceState: integer('produce_state').notNull().default(1),
  sort: integer('sort').notNull().default(0),
  ...auditColumns(),
});

/** A drawing uploaded to a batch, with its conversion state (waiting 1, converting 2, done 4, failed 8). */
export const cadProjectFileColumns = () => ({
  id: idColumn(),
  factoryId: uuid('factory_id').notNull(),
  projectId: uuid('project_id').notNull(),
  batchId: uuid('batch_id').notNull(),
  storedFileId: uuid('stored_file_id').notNull(),
  conversionId: uuid('conversion_id'),
  fileName: varchar('file_name', { length: 255 }).notNull(),
  fileType: varchar('file_type', { length: 16 }).notNull(),
  size: integer('size').notNull(),
  sha256: varchar('sha256', { length: 64 }).notNull(),
  convertState: integer('convert_state').notNull().default(1),
  progress: integer('progress').notNull().default(0),
  errorMessage: text('error_message'),
  warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
  splitCount: integer('split_count').notNull().default(0),
  /**
   * The conversion run that owns the file: set when a run is queued (or re-queued by recovery);
   * only the owner may write the result, so a run taken over after a restart cannot write twice.
   */
  convertToken: uuid('convert_token'),
  /** Touched by the owning run while it waits or works; a stale one means the run was lost. */
  convertHeartbeat: timestamp('convert_heartbeat', { withTimezone: true }),
  ...auditColumns(),
});

/** A part read from a drawing; geometry in mm as the nesting engine takes it (outline + holes). */
export const cadProductColumns = () => ({
  id: idColumn(),
  factoryId: uuid('factory_id').notNull(),
  projectId: uuid('project_id').notNull(),
  batchId: uuid('batch_id').notNull(),
  fileId: uuid('file_id'),
  code: varchar('code', { length: 64 }).notNull(),
  name: varchar('name', { length: 100 }),
  kind: integer('kind').notNull().default(1),
  /** Bound later to the basic-data material texture; the text read from the drawing stays. */
  materialTextureId: uuid('material_texture_id'),
  material: varchar('material', { length: 50 }),
  thickness: numeric('thickness', { precision: 8, scale: 2, mode: 'number' }),
  colorCode: varchar('color_code', { length: 50 }),
  quantity: integer('quantity').notNull().default(1),
  unfoldLength: numeric('unfold_length', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  unfoldWidth: numeric('unfold_width', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  /** m² per piece */
  unfoldArea: numeric('unfold_area', { precision: 14, scale: 4, mode: 'number' }).notNull(),
  cutLength: numeric('cut_length', { precision: 14, scale: 2, mode: 'number' }).notNull(),
  holeCount: integer('hole_count').notNull().default(0),
  bendCount: integer('bend_count').notNull().default(0),
  geometry: jsonb('geometry').$type<{ outline: number[]; holes: number[][] }>().notNull(),
  thumbnail: text('thumbnail').notNull(),
  texts: jsonb('texts').$type<string[]>().notNull().default([]),
  isPrintLabel: boolean('is_print_label').notNull().default(true),
  nestState: integer('nest_state').notNull().default(1),
  changeState: integer('change_state').notNull().default(1),
  remark: text('remark'),
  ...auditColumns(),
});

/** One label per physical piece: the unit of traceability (DOMAIN §2.4). */
export const cadLabelColumns = () => ({
  id: idColumn(),
  factoryId: uuid('factory_id').notNull(),
  productId: uuid('product_id').notNull(),
  projectId: uuid('project_id').notNull(),
  batchId: uuid('batch_id').notNull(),
  labelNo: varchar('label_no', { length: 80 }).notNull(),
  seq: integer('seq').notNull(),
  state: integer('state').notNull().default(1),
  printCount: integer('print_count').notNull().default(0),
  lastPrintTime: timestamp('last_print_time', { withTimezone: true }),
  creationTime: creationTimeColumn(),
});

/** A split run: one multi-part drawing cut into one DXF per product (state running 1, done 2, failed 4). */
export const cadSplitLogColumns = () => ({
  id: idColumn(),
  fileId: uuid('file_id').notNull(),
  projectId: uuid('project_id').notNull(),
  fileName: varchar('file_name', { length: 255 }).notNull(),
  operatorId: uuid('operator_id'),
  operatorName: varchar('operator_name', { length: 100 }),
  startTime: timestamp('start_time', { withTimezone: true }).notNull().defaultNow(),
  endTime: timestamp('end_time', { withTimezone: true }),
  productCount: integer('product_count').notNull().default(0),
  errorProducts: jsonb('error_products').$type<string[]>().notNull().default([]),
  state: integer('state').notNull().default(1),
  zipFileId: uuid('zip_file_id'),
});

/** Quantities the customer accepted on site, per product (project acceptance). */
export const cadAcceptanceColumns = () => ({
  id: idColumn(),
  projectId: uuid('project_id').notNull(),
  batchId: uuid('batch_id').notNull(),
  productId: uuid('product_id').notNull(),
  quantity: integer('quantity').notNull(),
  acceptDate: date('accept_date').notNull(),
  acceptor: varchar('acceptor', { length: 50 }),
  remark: text('remark'),
  creatorId: uuid('creator_id'),
  creationTime: creationTimeColumn(),
});

/** The columns of a row that copies a label's piece (`labelPiece` of labels.ts): the scan and QC logs. */
export const labelPieceColumns = () => ({
  labelId: uuid('label_id').notNull(),
  labelNo: varchar('label_no', { length: 80 }).notNull(),
  productId: uuid('product_id').notNull(),
  projectId: uuid('project_id').notNull(),
  batchId: uuid('batch_id').notNull(),
});
