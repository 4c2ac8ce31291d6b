import { Permissions } from '../permission-names.ts';
import { z } from 'zod';
import { messages } from '../messages.ts';
import { enumeration } from '../enumeration.ts';
import { pagedQuery, uuidNamed as uuid } from './common.ts';

/**
 * Turnover notes (周转单 / 流转单, DOMAIN §2.5): a move ticket for parts travelling together from one
 * process to the next. The calls of spec 03 §7 Turn, plus POST (create) and POST /{id}/scan, the house
 * decisions of docs/decisions.md "Turnover notes".
 */
export const TURN_PATH = '/api/prod/turn';

/** The pages' permission (routes/production.ts p('TurnoverNotes')); actions query / add / edit. */
export const TurnoverNotePermission = Permissions.AlProduce.TurnoverNotes;

/** Numbering document type 9 (prefix ZZ, yyMMdd, daily; DOMAIN §3). */
export const TURNOVER_NOTE_DOC_TYPE = 9;

/** Status: open 1 → in transit 2 (first scan) → completed 4 (last label, or one-click completion); voided 8. */
const turnoverNoteStatus = enumeration({ open: [1, '待流转', 'default'], inTransit: [2, '流转中', 'processing'], completed: [4, '已完成', 'success'], voided: [8, '已作废', 'error'] });
export const TurnoverNoteStatus = turnoverNoteStatus.values;
export const turnoverNoteStatusOptions = turnoverNoteStatus.options;

export const turnoverMessages = {
  notFound: '流转单不存在或已删除',
  lineNotFound: '流转单中没有该产品',
  notOpen: (state: string) => `流转单${state}，不能再报工`,
  noLabels: '所选批次中没有可流转的标签',
  labelsMissing: '有标签不存在、不属于所选批次或不在当前工厂',
  sameProcess: '转出工序和转入工序不能相同',
  needWorkers: '流转单还没有接收终端和员工，请先扫描流转单或指定终端和员工',
  tooMany: (n: number) => `一张流转单最多${n}个标签`,
} as const;

/** A note carries at most this many labels (one cart or rack). */
export const TURNOVER_MAX_LABELS = 500;

const workers = z
  .array(uuid('员工'), { error: '员工必须是列表' })
  .min(1, '请选择报工员工')
  .max(20, '一次报工最多20名员工')
  .refine((v) => new Set(v).size === v.length, '报工员工重复');

/**
 * POST: a note for a batch's labels from one process to the next. Without labelIds it takes every
 * label of the batch not yet reported at the to-process (and, with a from-process, already reported
 * there). The receiving terminal and workers are optional; a scan of the note names them.
 */
export const turnoverNoteInput = z
  .object({
    batchId: z.uuid({ error: '请选择批次' }),
    fromProcessId: uuid('转出工序').nullable().optional(),
    toProcessId: z.uuid({ error: '请选择转入工序' }),
    labelIds: z.array(uuid('标签'), { error: '标签必须是列表' }).max(TURNOVER_MAX_LABELS, turnoverMessages.tooMany(TURNOVER_MAX_LABELS)).optional(),
    rackNo: z.string().trim().max(40, messages.tooLong('料架号', 40)).nullable().optional(),
    layoutNo: z.string().trim().max(40, messages.tooLong('排版号', 40)).nullable().optional(),
    nestResultId: uuid('排版结果').nullable().optional(),
    equipmentId: uuid('接收终端').nullable().optional(),
    employeeIds: workers.optional(),
    remark: z.string().trim().max(200, messages.tooLong('备注', 200)).nullable().optional(),
  })
  .refine((v) => v.fromProcessId !== v.toProcessId, { message: turnoverMessages.sameProcess, path: ['toProcessId'] });
export type TurnoverNoteInput = z.infer<typeof turnoverNoteInput>;

/** POST /{id}/scan: the note scanned at its to-process by a terminal and its workers. */
export const turnoverScanInput = z.object({
  equipmentId: z.uuid({ error: '请选择扫码终端' }),
  employeeIds: workers,
});

/**
 * PUT /one-click-completion/{id}: terminal and workers default to the note's (set at creation or by
 * its last scan); a PUT without a body (as the spec's client sends it) takes the note's.
 */
export const turnoverCompleteInput = z.object({ equipmentId: uuid('扫码终端').optional(), employeeIds: workers.optional() }).nullish();

/** GET list. */
export const turnoverNoteQuery = pagedQuery.extend({
  filter: z.string().trim().max(80, messages.tooLong('关键字', 80)).optional(),
  projectId: uuid('项目').optional(),
  batchId: uuid('批次').optional(),
  toProcessId: uuid('工序').optional(),
  status: z.coerce.number({ error: '状态必须是数字' }).int('状态必须是整数').min(1).max(8).optional(),
});
export type TurnoverNoteQuery = z.infer<typeof turnoverNoteQuery>;

/** A label the scan rules refused, listed in the answer of a scan or a completion. */
export interface TurnoverRefusal {
  labelNo: string;
  message: string;
}
/** The answer of POST /{id}/scan and PUT /one-click-completion/{id}. */
export interface TurnoverScanResult {
  status: number;
  reported: number;
  refused: TurnoverRefusal[];
}

/** A note of the list and GET /{id}: the head, its names and its progress at the to-process. */
export interface TurnoverNoteItem {
  id: string;
  noteNo: string;
  projectId: string;
  projectName: string | null;
  batchId: string;
  batchNo: string | null;
  fromProcessId: string | null;
  fromProcessName: string | null;
  toProcessId: string;
  toProcessName: string | null;
  rackNo: string | null;
  layoutNo: string | null;
  status: number;
  productCount: number;
  qty: number;
  reportedQty: number;
  firstScanTime: string | null;
  completedTime: string | null;
  remark: string | null;
  creationTime: string;
}
/** GET /{id}/products. */
export interface TurnoverProductItem {
  id: string;
  productId: string;
  productCode: string | null;
  productName: string | null;
  qty: number;
  reportedQty: number;
}
/** GET /{id}/lables/{productId}. */
export interface TurnoverLabelItem {
  id: string;
  labelNo: string;
  state: number;
  reported: boolean;
  scanTime: string | null;
  auditState: number | null;
}
