import { Permissions } from '../permission-names.ts';
import { z } from 'zod';
import { messages } from '../messages.ts';
import { enumeration, optionLabel } from '../enumeration.ts';
import { documentAttachment, documentAttachmentSchema } from '../document/define.ts';
import { rowOf } from '../entity/row.ts';
import { listColumns } from '../list/columns.ts';
import { qcLogColumns } from '../entities/quality.ts';
import { keywordFilter, pagedQuery, uuidNamed as uuid, dateNamed as date } from './common.ts';
import { LabelState, labelStateLabels, pieceListColumns, labelScanInput } from './labelLog.ts';

/**
 * The QC log (质检记录, DOMAIN §2.6): a scan at a QC process (isQc) records the inspector's result
 * for the piece. Calls under /api/prod/qc (spec 03 §7 QC). POST /qc-log records a result (the spec
 * names only the reading calls; the path is the house decision, docs/decisions.md).
 */
export const QC_PATH = '/api/prod/qc';

export const QcPermissions = {
  logs: Permissions.AlQC.QCLogs,
  orders: Permissions.AlQC.QCOrders,
  rework: Permissions.AlQC.ReworkOrder,
} as const;

/** A piece's QC result: qualified 1, unqualified 2, scrap 4, concession 8 (DOMAIN §2.6). */
const qcResult = enumeration({ qualified: [1, '合格', 'success'], unqualified: [2, '不合格', 'error'], scrap: [4, '报废', 'default'], concession: [8, '让步接收', 'warning'] });
export const QcResult = qcResult.values;
export const qcLogResultOptions = qcResult.options;
/** Results that pass the piece on: the pass rate counts them (a concession is accepted as it is). */
export const QC_PASSING: readonly number[] = [QcResult.qualified, QcResult.concession];

/** Defect types of a panel shop (DOMAIN §2.6). */
export const qcDefectTypeOptions = [
  { value: 1, label: '划伤' },
  { value: 2, label: '凹坑' },
  { value: 3, label: '尺寸超差' },
  { value: 4, label: '色差' },
  { value: 5, label: '涂层缺陷' },
  { value: 6, label: '焊接缺陷' },
  { value: 7, label: '孔位错误' },
] as const;
export const qcDefectLabel = (v: number | null | undefined) => optionLabel(qcDefectTypeOptions, v);

export const qcMessages = {
  notQcProcess: (process: string) => `工序“${process}”不是质检工序，不能录入质检结果`,
  needDefect: '不合格、报废或让步接收时请选择缺陷类型',
  qualifiedNoDefect: '合格时不能填写缺陷类型、责任工序、责任人或扣款',
  responsibleProcessMissing: '责任工序不存在或已删除',
  responsibleMissing: '责任人不存在或已删除',
  deductNeedsResponsible: '填写扣款时请选择责任人',
} as const;

const resultSchema = z.literal(
  qcLogResultOptions.map((o) => o.value),
  { error: '请选择质检结果' },
);

/** What an inspector adds to a scan at a QC process; a plain scan there (no result) counts as qualified. */
export const qcResultFields = z.object({
  result: resultSchema,
  defectType: z
    .literal(
      qcDefectTypeOptions.map((o) => o.value),
      { error: '缺陷类型的取值不正确' },
    )
    .nullable()
    .optional(),
  description: z.string().trim().max(500, messages.tooLong('问题描述', 500)).nullable().optional(),
  photos: z.array(documentAttachmentSchema, { error: '照片必须是列表' }).max(9, '最多上传9张照片').default([]),
  responsibleProcessId: uuid('责任工序').nullable().optional(),
  responsibleEmployeeIds: z
    .array(uuid('责任人'), { error: '责任人必须是列表' })
    .max(20, '责任人最多20名')
    .refine((v) => new Set(v).size === v.length, '责任人重复')
    .default([]),
  deductAmount: z.coerce
    .number({ error: '扣款金额必须是数字' })
    .min(0, '扣款金额不能小于0')
    .max(100_000, '扣款金额不能大于100000')
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, '扣款金额最多两位小数')
    .default(0),
});
export type QcResultFields = z.infer<typeof qcResultFields>;

/** The checks between the result and its details; one place for the API schema and the web form. */
export function qcResultProblems(v: Pick<QcResultFields, 'result' | 'defectType' | 'responsibleProcessId' | 'responsibleEmployeeIds' | 'deductAmount'>) {
  const out: { message: string; path: string }[] = [];
  if (v.result === QcResult.qualified) {
    if (v.defectType || v.responsibleProcessId || v.responsibleEmployeeIds.length || v.deductAmount > 0) out.push({ message: qcMessages.qualifiedNoDefect, path: 'defectType' });
  } else if (!v.defectType) out.push({ message: qcMessages.needDefect, path: 'defectType' });
  if (v.deductAmount > 0 && !v.responsibleEmployeeIds.length) out.push({ message: qcMessages.deductNeedsResponsible, path: 'responsibleEmployeeIds' });
  return out;
}

/** POST /qc-log: a scan at a QC process with the inspector's result (the scan's own fields plus the result). */
export const qcScanInput = labelScanInput.extend(qcResultFields.shape).superRefine((v, ctx) => {
  for (const p of qcResultProblems(v)) ctx.addIssue({ code: 'custom', message: p.message, path: [p.path] });
});
export type QcScanInput = z.infer<typeof qcScanInput>;

/** GET /qc-log, /down/qc-log. */
export const qcLogQuery = pagedQuery.extend({
  filter: keywordFilter,
  projectId: uuid('项目').optional(),
  processId: uuid('质检工序').optional(),
  responsibleProcessId: uuid('责任工序').optional(),
  employeeId: uuid('责任人').optional(),
  result: z.coerce.number({ error: '质检结果必须是数字' }).int('质检结果必须是整数').min(1, '质检结果的取值不正确').max(15, '质检结果的取值不正确').optional(),
  defectType: z.coerce.number({ error: '缺陷类型必须是数字' }).int('缺陷类型必须是整数').min(1, '缺陷类型的取值不正确').max(7, '缺陷类型的取值不正确').optional(),
  beginDate: date('开始').optional(),
  endDate: date('结束').optional(),
});
export type QcLogQuery = z.infer<typeof qcLogQuery>;

/** GET /qc-log/statistics: a period (both dates, end not before begin), narrowed like the list. */
export const qcStatisticsQuery = z
  .object({
    beginDate: date('开始'),
    endDate: date('结束'),
    projectId: uuid('项目').optional(),
    processId: uuid('质检工序').optional(),
  })
  .refine((v) => v.endDate >= v.beginDate, { message: '结束日期不能早于开始日期', path: ['endDate'] });
export type QcStatisticsQuery = z.infer<typeof qcStatisticsQuery>;

/** A QC log as its list answers it: the row, the names it refers to, and its photos' links. */
export const qcLogItem = rowOf(qcLogColumns).extend({
  productCode: z.string().nullable(),
  projectName: z.string().nullable(),
  batchNo: z.string().nullable(),
  processName: z.string().nullable(),
  inspectorName: z.string().nullable(),
  photos: z.array(documentAttachment),
  responsibleProcessName: z.string().nullable(),
  responsibleEmployeeNames: z.array(z.string()),
});
export type QcLogItem = z.infer<typeof qcLogItem>;

/** The QC log's columns, on its page and in its Excel download. */
export const qcLogList = listColumns(qcLogItem, [
  { key: 'time', title: '质检时间', width: 160, text: 'time' },
  ...pieceListColumns,
  { key: 'processName', title: '质检工序', width: 90 },
  { key: 'inspectorName', title: '质检员', width: 90 },
  { key: 'result', title: '结果', width: 100, text: qcLogResultOptions },
  { key: 'defectType', title: '缺陷类型', width: 100, text: qcDefectTypeOptions },
  { key: 'description', title: '问题描述', width: 200 },
  { key: 'responsibleProcessName', title: '责任工序', width: 90 },
  { key: 'responsibleEmployeeNames', title: '责任人', width: 130 },
  { key: 'deductAmount', title: '扣款', width: 80, text: 'money' },
  { key: 'photos', title: '照片', width: 120, only: 'page' },
  { key: 'isRework', title: '复检', width: 70, text: [{ value: true, label: '返工后', color: 'orange' }] },
]);

/** Pieces counted by QC result. */
export const qcResultCounts = {
  qualified: z.number().int(),
  unqualified: z.number().int(),
  scrap: z.number().int(),
  concession: z.number().int(),
};

/** One row of a statistics table: counts by result, the pass rate (percent, null without pieces) and deductions. */
export const qcStatRow = z.object({
  key: z.string(),
  name: z.string(),
  total: z.number().int(),
  ...qcResultCounts,
  passRate: z.number().nullable(),
  deductAmount: z.number(),
});
export type QcStatRow = z.infer<typeof qcStatRow>;

export const qcStatistics = z.object({
  total: qcStatRow,
  /** by QC point (the process where the piece was inspected) */
  byProcess: z.array(qcStatRow),
  /** by the process held responsible for a failure */
  byResponsibleProcess: z.array(qcStatRow),
  /** failures by defect type (their pass rate is null: every row is a failure) */
  byDefectType: z.array(qcStatRow),
  /** failures and deductions by responsible worker */
  byWorker: z.array(qcStatRow),
  /** by business day of the inspection */
  byDay: z.array(qcStatRow),
});
export type QcStatistics = z.infer<typeof qcStatistics>;

/** A label state's name (DOMAIN §2.4) as the QC pages and messages show it; the block flag adds （已锁定）. */
export const labelStateName = (state: number) => {
  const main = state & ~LabelState.blocked;
  const base = (labelStateLabels as Record<number, string>)[main] ?? String(main);
  return state & LabelState.blocked ? `${base}（已锁定）` : base;
};
