import { boolean, date, integer, jsonb, numeric, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { DocumentAttachment } from '../document/define.ts';
import { auditColumns, idColumn } from '../entity/columns.ts';
import { labelPieceColumns } from './cad.ts';

/**
 * The quality module's entities, declared once (issue 23): the server's tables (modules/quality/*-schema.ts)
 * spread these columns and add the tenant key and indexes; the answers derive from them (api/qcLog.ts).
 */

/** The QC log (质检记录, DOMAIN §2.6): one inspection of a piece at a QC process. */
export const qcLogColumns = () => ({
  id: idColumn(),
  factoryId: uuid('factory_id').notNull(),
  ...labelPieceColumns(),
  /** the QC point: the process (isQc) where the piece was inspected */
  processId: uuid('process_id').notNull(),
  /** the scan at the QC process that carried the result */
  labelLogId: uuid('label_log_id'),
  /** the first worker of the scan */
  inspectorId: uuid('inspector_id').notNull(),
  /** qualified 1, unqualified 2, scrap 4, concession 8 */
  result: integer('result').notNull(),
  defectType: integer('defect_type'),
  description: varchar('description', { length: 500 }),
  photos: jsonb('photos').$type<DocumentAttachment[]>().notNull().default([]),
  responsibleProcessId: uuid('responsible_process_id'),
  responsibleEmployeeIds: jsonb('responsible_employee_ids').$type<string[]>().notNull().default([]),
  /** what the responsible workers are docked for payroll, split equally among them */
  deductAmount: numeric('deduct_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  qcOrderId: uuid('qc_order_id'),
  /** an inspection after rework (the scan at the QC process was a rework scan) */
  isRework: boolean('is_rework').notNull().default(false),
  time: timestamp('time', { withTimezone: true }).notNull(),
  /** the business day of the inspection */
  shiftDate: date('shift_date', { mode: 'string' }).notNull(),
  ...auditColumns(),
});
