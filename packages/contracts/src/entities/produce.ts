import { boolean, date, integer, jsonb, numeric, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../entity/columns.ts';
import { labelPieceColumns } from './cad.ts';

/**
 * The production module's entities, declared once (issue 23): the server's tables (modules/produce/*schema.ts)
 * spread these columns and add the tenant key and indexes; the answers derive from them (api/produce.ts,
 * api/projectReport.ts, api/turnoverNote.ts, api/labelLog.ts, api/board.ts).
 */

/** The date log (DOMAIN §4): the label log summed per business day × project × batch × process × employee. */
export const dateLogColumns = () => ({
  id: idColumn(),
  factoryId: uuid('factory_id').notNull(),
  shiftDate: date('shift_date', { mode: 'string' }).notNull(),
  projectId: uuid('project_id').notNull(),
  batchId: uuid('batch_id').notNull(),
  processId: uuid('process_id').notNull(),
  employeeId: uuid('employee_id').notNull(),
  /** scans the employee took part in */
  scans: integer('scans').notNull(),
  /** pieces (an equal share of a shared scan) */
  qty: numeric('qty', { precision: 14, scale: 4, mode: 'number' }).notNull(),
  unfoldArea: numeric('unfold_area', { precision: 14, scale: 4, mode: 'number' }).notNull(),
  faceArea: numeric('face_area', { precision: 14, scale: 4, mode: 'number' }).notNull(),
  settleArea: numeric('settle_area', { precision: 14, scale: 4, mode: 'number' }).notNull(),
  /** kg */
  weight: numeric('weight', { precision: 14, scale: 4, mode: 'number' }).notNull(),
  amount: numeric('amount', { precision: 14, scale: 4, mode: 'number' }).notNull(),
  /** when the rebuild that wrote the row ran */
  statTime: timestamp('stat_time', { withTimezone: true }).notNull().defaultNow(),
  creatorId: uuid('creator_id'),
});

/** A step of a project's (or batch's) process route, in order; the process's name as it was when saved. */
export const projectProcessColumns = () => ({
  id: idColumn(),
  projectId: uuid('project_id').notNull(),
  batchId: uuid('batch_id'),
  processId: uuid('process_id').notNull(),
  processName: varchar('process_name', { length: 50 }).notNull(),
  sort: integer('sort').notNull().default(0),
  /** empty = every product of the project (or batch) */
  productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
  isCompleted: boolean('is_completed').notNull().default(false),
  completedTime: timestamp('completed_time', { withTimezone: true }),
  remark: varchar('remark', { length: 200 }),
  ...auditColumns(),
});

/** What a terminal reports it did: one function run (back-dated scans flagged, audited 1 pending, 2 approved, 4 rejected). */
export const equipmentLogColumns = () => ({
  id: idColumn(),
  factoryId: uuid('factory_id'),
  equipmentId: uuid('equipment_id').notNull(),
  featureCode: varchar('feature_code', { length: 32 }).notNull(),
  action: varchar('action', { length: 64 }).notNull(),
  processId: uuid('process_id'),
  employeeId: uuid('employee_id'),
  qty: integer('qty').notNull().default(0),
  result: varchar('result', { length: 16 }).notNull().default('ok'),
  message: varchar('message', { length: 500 }),
  durationMs: integer('duration_ms'),
  payload: jsonb('payload').$type<Record<string, unknown>>(),
  isRetroactive: boolean('is_retroactive').notNull().default(false),
  auditState: integer('audit_state'),
  time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
  creatorId: uuid('creator_id'),
});

/** A turnover note (周转单): parts of one batch travelling together from one process to the next. */
export const turnoverNoteColumns = () => ({
  id: idColumn(),
  factoryId: uuid('factory_id').notNull(),
  noteNo: varchar('note_no', { length: 40 }).notNull(),
  projectId: uuid('project_id').notNull(),
  batchId: uuid('batch_id').notNull(),
  nestResultId: uuid('nest_result_id'),
  layoutNo: varchar('layout_no', { length: 40 }),
  fromProcessId: uuid('from_process_id'),
  toProcessId: uuid('to_process_id').notNull(),
  rackNo: varchar('rack_no', { length: 40 }),
  /** open 1, in transit 2, completed 4, voided 8 */
  status: integer('status').notNull().default(1),
  /** the receiving terminal and workers: given at creation or by the last scan; one-click completion reports with them */
  equipmentId: uuid('equipment_id'),
  employeeIds: jsonb('employee_ids').$type<string[]>(),
  firstScanTime: timestamp('first_scan_time', { withTimezone: true }),
  completedTime: timestamp('completed_time', { withTimezone: true }),
  remark: varchar('remark', { length: 200 }),
  ...auditColumns(),
});

/** The label log (scan report, 报工, DOMAIN §2.5): one scan of a piece's label at a process. */
export const labelLogColumns = () => ({
  id: idColumn(),
  factoryId: uuid('factory_id').notNull(),
  ...labelPieceColumns(),
  processId: uuid('process_id').notNull(),
  equipmentId: uuid('equipment_id'),
  /** PDA 1, IPC 2, web 3, turnover note 4 */
  clientType: integer('client_type').notNull().default(2),
  /** one or more workers; the amount is split equally among them */
  employeeIds: jsonb('employee_ids').$type<string[]>().notNull(),
  qty: integer('qty').notNull().default(1),
  performanceField: integer('performance_field').notNull(),
  measureValue: numeric('measure_value', { precision: 14, scale: 4, mode: 'number' }).notNull(),
  unitPrice: numeric('unit_price', { precision: 14, scale: 4, mode: 'number' }).notNull(),
  amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
  isRework: boolean('is_rework').notNull().default(false),
  isRetroactive: boolean('is_retroactive').notNull().default(false),
  scanTime: timestamp('scan_time', { withTimezone: true }).notNull(),
  /** the business day of the scan */
  shiftDate: date('shift_date', { mode: 'string' }).notNull(),
  /** pending 1, approved 2, rejected 4 */
  auditState: integer('audit_state').notNull().default(1),
  auditorId: uuid('auditor_id'),
  auditTime: timestamp('audit_time', { withTimezone: true }),
  auditRemark: varchar('audit_remark', { length: 200 }),
  /** set when a confirmed payroll takes the scan: it can no longer be audited or re-priced (DOMAIN §5.4) */
  isLocked: boolean('is_locked').notNull().default(false),
  remark: varchar('remark', { length: 200 }),
  ...auditColumns(),
});
