import { Permissions } from '../permission-names.ts';
import { z } from 'zod';
import { messages } from '../messages.ts';
import { enumeration } from '../enumeration.ts';
import { idParam, keywordFilter, pagedQuery, uuidNamed as uuid } from './common.ts';
import { accessTo, defineEndpoints, isoTime, pagedOf } from '../endpoint.ts';
import { rowOf } from '../entity/row.ts';
import { turnoverNoteColumns } from '../entities/produce.ts';

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
  filter: keywordFilter,
  projectId: uuid('项目').optional(),
  batchId: uuid('批次').optional(),
  toProcessId: uuid('工序').optional(),
  status: z.coerce.number({ error: '状态必须是数字' }).int('状态必须是整数').min(1).max(8).optional(),
});
export type TurnoverNoteQuery = z.infer<typeof turnoverNoteQuery>;

/** A label the scan rules refused, listed in the answer of a scan or a completion. */
export const turnoverRefusal = z.object({ labelNo: z.string(), message: z.string() });
export type TurnoverRefusal = z.infer<typeof turnoverRefusal>;
/** The answer of POST /{id}/scan and PUT /one-click-completion/{id}. */
export const turnoverScanResult = z.object({ status: z.number().int(), reported: z.number().int(), refused: z.array(turnoverRefusal) });
export type TurnoverScanResult = z.infer<typeof turnoverScanResult>;

/** A note of the list and GET /{id}: the head, its names and its progress at the to-process. */
export const turnoverNoteItem = rowOf(turnoverNoteColumns).extend({
  projectName: z.string().nullable(),
  batchNo: z.string().nullable(),
  fromProcessName: z.string().nullable(),
  toProcessName: z.string().nullable(),
  productCount: z.number().int(),
  qty: z.number().int(),
  reportedQty: z.number().int(),
});
export type TurnoverNoteItem = z.infer<typeof turnoverNoteItem>;
/** GET /{id}/products. */
export const turnoverProductItem = z.object({
  id: z.string(),
  productId: z.string(),
  productCode: z.string().nullable(),
  productName: z.string().nullable(),
  qty: z.number().int(),
  reportedQty: z.number().int(),
});
export type TurnoverProductItem = z.infer<typeof turnoverProductItem>;
/** GET /{id}/lables/{productId}. */
export const turnoverLabelItem = z.object({
  id: z.string(),
  labelNo: z.string(),
  state: z.number().int(),
  reported: z.boolean(),
  scanTime: isoTime.nullable(),
  auditState: z.number().int().nullable(),
});
export type TurnoverLabelItem = z.infer<typeof turnoverLabelItem>;

const turn = accessTo(TurnoverNotePermission);
/** The sortable fields of the note list. */
export const TURN_SORTABLE = ['noteNo', 'status', 'creationTime', 'rackNo'] as const;

/** The turnover note calls of spec 03 §7 Turn, with create and scan (docs/decisions.md "Turnover notes"). */
export const turnoverEndpoints = defineEndpoints(
  { tag: '流转单', access: turn('query'), space: true },
  {
    list: { method: 'GET', path: TURN_PATH, summary: '流转单列表', query: turnoverNoteQuery, sortable: TURN_SORTABLE, response: pagedOf(turnoverNoteItem) },
    create: { method: 'POST', path: TURN_PATH, summary: '新建流转单', access: turn('add'), body: turnoverNoteInput, response: turnoverNoteItem },
    get: { method: 'GET', path: `${TURN_PATH}/:id`, summary: '流转单详情', params: idParam, response: turnoverNoteItem },
    scan: {
      method: 'POST',
      path: `${TURN_PATH}/:id/scan`,
      summary: '扫描流转单报工',
      access: turn('edit'),
      params: idParam,
      body: turnoverScanInput,
      response: turnoverScanResult,
    },
    complete: {
      method: 'PUT',
      path: `${TURN_PATH}/one-click-completion/:id`,
      summary: '一键完成',
      access: turn('edit'),
      params: idParam,
      body: turnoverCompleteInput,
      response: turnoverScanResult,
    },
    products: { method: 'GET', path: `${TURN_PATH}/:id/products`, summary: '流转单产品', params: idParam, response: pagedOf(turnoverProductItem) },
    labels: {
      method: 'GET',
      path: `${TURN_PATH}/:id/lables/:id2`,
      summary: '流转单产品的标签',
      params: z.object({ id: z.uuid(messages.invalidId), id2: z.uuid('产品ID格式不正确') }),
      response: pagedOf(turnoverLabelItem),
    },
  },
);
