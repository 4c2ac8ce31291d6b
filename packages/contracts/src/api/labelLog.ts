import { z } from 'zod';
import { messages } from '../messages.ts';
import { enumeration } from '../enumeration.ts';
import { keywordFilter, pagedQuery, queryFlag, uuidNamed as uuid, dateNamed as date } from './common.ts';
import { isoTime } from '../endpoint.ts';
import { rowOf } from '../entity/row.ts';
import { labelLogColumns } from '../entities/produce.ts';
import { listColumns } from '../list/columns.ts';
import { performanceFieldOptions } from '../resources/produce.ts';

/**
 * The label log (scan report, 报工, DOMAIN §2.5): a worker scans a piece's QR label at a process;
 * the calls under /api/prod/product (spec 03 §7 Product). POST /log records a scan (the spec names
 * only the reading calls; the path is the house decision, docs/decisions.md).
 */
export const PRODUCT_PATH = '/api/prod/product';

/** The label pages' permissions: reading (and scanning) the log, and auditing it. */
export const LabelLogPermissions = { query: 'AlProduce.Products.QueryLog', audit: 'AlProduce.Products.AuditLog' } as const;

/** Audit state of a scan: pending 1, approved 2, rejected 4 (rejected rows pay nothing). */
const labelLogAuditState = enumeration({ pending: [1, '待审核', 'processing'], approved: [2, '已审核', 'success'], rejected: [4, '已驳回', 'error'] });
export const LabelLogAuditState = labelLogAuditState.values;
export const labelLogAuditStateOptions = labelLogAuditState.options;

/** Label states (DOMAIN §2.4 Label) with their names as the QC pages and messages show them; blocked is a flag or-ed onto the state. */
const labelState = enumeration({
  notStarted: [1, '未开始'],
  inProcess: [2, '生产中'],
  waitingQc: [4, '待质检'],
  qualified: [8, '合格'],
  unqualified: [16, '不合格'],
  inRework: [32, '返工中'],
  outsourced: [64, '外协中'],
  packed: [128, '已打包'],
  inStock: [256, '已入库'],
  shipped: [512, '已发货'],
  scrapped: [1024, '已报废'],
  blocked: [2048, '已锁定'],
});
export const LabelState = labelState.values;
export const labelStateLabels = labelState.labels;

/** Where a scan came from (clientType). */
export const ScanClientType = { pda: 1, ipc: 2, web: 3, turnover: 4, outsource: 5 } as const;

/** The Chinese reasons a scan is refused; nothing is recorded with any of them. */
export const scanMessages = {
  unknownQr: '无法识别的标签二维码',
  labelNotFound: (no: string) => `标签“${no}”不存在`,
  otherSpace: '该标签属于其他企业，不能在本企业报工',
  productCancelled: (no: string) => `标签“${no}”的产品已取消，不能报工`,
  productMissing: (no: string) => `标签“${no}”的产品已删除，不能报工`,
  projectFrozen: (name: string) => `项目“${name}”已冻结，不能报工`,
  labelBlocked: (no: string) => `标签“${no}”已被变更单锁定，不能报工`,
  labelScrapped: (no: string) => `标签“${no}”已报废，不能报工`,
  labelShipped: (no: string) => `标签“${no}”已发货，不能报工`,
  duplicate: (no: string, process: string) => `标签“${no}”已在工序“${process}”报工，不能重复报工`,
  outOfOrder: (no: string, previous: string, process: string) => `标签“${no}”的上一道工序“${previous}”尚未完成，不能在“${process}”报工`,
  notOnRoute: (no: string, process: string) => `标签“${no}”的工艺路线中没有工序“${process}”`,
  futureTime: '扫码时间不能晚于现在',
  auditNone: '请选择要审核的扫码记录',
  auditNotPending: (n: number) => `有${n}条扫码记录不是待审核状态，不能审核`,
  auditMissing: '扫码记录不存在或已删除',
  rejectNeedsRemark: '驳回时请填写审核意见',
} as const;


/** POST /log: one scan. `qrText` is the label's QR payload (labelNo|tenant short id) or the bare label number. */
export const labelScanInput = z.object({
  qrText: z.string({ error: '请扫描标签二维码' }).trim().min(1, '请扫描标签二维码').max(120, messages.tooLong('二维码内容', 120)),
  processId: z.uuid({ error: '请选择工序' }),
  equipmentId: z.uuid({ error: '请选择扫码终端' }),
  employeeIds: z
    .array(uuid('员工'), { error: '员工必须是列表' })
    .min(1, '请选择报工员工')
    .max(20, '一次报工最多20名员工')
    .refine((v) => new Set(v).size === v.length, '报工员工重复'),
  isRework: z.boolean({ error: '是否返工必须是是或否' }).default(false),
  /** A scan made offline and sent later: its own time, flagged retroactive, always pending audit. */
  scanTime: z.iso.datetime({ offset: true, error: '扫码时间格式不正确' }).optional(),
  remark: z.string().trim().max(200, messages.tooLong('备注', 200)).nullable().optional(),
});
export type LabelScanInput = z.infer<typeof labelScanInput>;

/** The narrowing of scans by project, batch, process and employee (the scan log, the date-log reports, the pending analysis). */
export const workFilters = z.object({
  projectId: uuid('项目').optional(),
  batchId: uuid('批次').optional(),
  processId: uuid('工序').optional(),
  employeeId: uuid('员工').optional(),
});

/** GET /log, /log/query, /log/audit. */
export const labelLogQuery = pagedQuery.extend({
  filter: keywordFilter,
  ...workFilters.shape,
  equipmentId: uuid('设备').optional(),
  labelId: uuid('标签').optional(),
  /** One label by its exact number (the label query's trace); `filter` matches parts of numbers. */
  labelNo: z.string().trim().min(1).max(80, messages.tooLong('标签号', 80)).optional(),
  auditState: z.coerce.number({ error: '审核状态必须是数字' }).int('审核状态必须是整数').min(1).max(7).optional(),
  isRework: queryFlag('是否返工').optional(),
  beginDate: date('开始').optional(),
  endDate: date('结束').optional(),
});
export type LabelLogQuery = z.infer<typeof labelLogQuery>;

/** PUT /log/audit: approve or reject pending scans. */
export const labelLogAuditInput = z
  .object({
    ids: z.array(uuid('扫码记录'), { error: '扫码记录必须是列表' }).min(1, scanMessages.auditNone).max(1000, '一次最多审核1000条'),
    auditState: z.union([z.literal(LabelLogAuditState.approved), z.literal(LabelLogAuditState.rejected)], { error: '审核结果的取值不正确' }),
    auditRemark: z.string().trim().max(200, messages.tooLong('审核意见', 200)).nullable().optional(),
  })
  .refine((v) => v.auditState !== LabelLogAuditState.rejected || !!v.auditRemark, { message: scanMessages.rejectNeedsRemark, path: ['auditRemark'] });

/** GET /report, /report-total: totals of a period. */
export const labelReportQuery = z
  .object({
    beginDate: date('开始'),
    endDate: date('结束'),
    processId: uuid('工序').optional(),
    employeeId: uuid('员工').optional(),
    projectId: uuid('项目').optional(),
  })
  .refine((v) => v.endDate >= v.beginDate, { message: '结束日期不能早于开始日期', path: ['endDate'] });

/** What a recorded scan answers: the stored scan (times as ISO strings) with the names the scan page shows; a QC scan adds its result. */
export const scanAnswer = z.looseObject({
  id: z.string(),
  labelNo: z.string(),
  processName: z.string(),
  productCode: z.string(),
  projectName: z.string(),
  measureValue: z.number(),
  amount: z.number(),
  isRetroactive: z.boolean(),
  qcLogId: z.string().optional(),
  qcResult: z.number().int().optional(),
});

export const labelLogItem = rowOf(labelLogColumns).extend({
  productCode: z.string(),
  projectName: z.string(),
  batchNo: z.string(),
  processName: z.string(),
  equipmentName: z.string().nullable(),
  employeeNames: z.array(z.string()),
});
export type LabelLogItem = z.infer<typeof labelLogItem>;

/** The piece a scan or an inspection is of, as the label lists show it: its label, project, batch and product. */
export const pieceListColumns = [
  { key: 'labelNo', title: '标签号', width: 190 },
  { key: 'projectName', title: '项目', width: 150 },
  { key: 'batchNo', title: '批次', width: 80 },
  { key: 'productCode', title: '产品编号', width: 130 },
] as const;

/** A scan's columns on the label pages (标签查询, 报工记录, 标签审核) and in the audit's Excel download. */
export const labelLogList = listColumns(labelLogItem, [
  { key: 'scanTime', title: '扫码时间', width: 160, text: 'time' },
  ...pieceListColumns,
  { key: 'processName', title: '工序', width: 100 },
  { key: 'employeeNames', title: '员工', width: 140 },
  { key: 'equipmentName', title: '终端', width: 130 },
  { key: 'performanceField', title: '计件依据', width: 90, text: performanceFieldOptions },
  { key: 'measureValue', title: '计量', width: 90 },
  { key: 'unitPrice', title: '单价', width: 80, text: 'money' },
  { key: 'amount', title: '金额', width: 90, text: 'money' },
  { key: 'auditState', title: '审核状态', width: 100, text: labelLogAuditStateOptions },
  { key: 'auditRemark', title: '审核意见', width: 160, only: 'excel' },
  { key: 'flags', title: '标记', width: 110, text: (r) => [r.isRework && '返工', r.isRetroactive && '补录'].filter(Boolean).join('、') },
]);

/** What a worker or a process did in a period: scans, pieces, measure and pay. */
const workTotals = { scans: z.number(), pieces: z.number(), measureValue: z.number(), amount: z.number() };
/** One line of /report: a worker's work at a process in the period (a shared scan counts its share). */
export const labelReportItem = z.object({ processId: z.string(), processName: z.string(), employeeId: z.string(), employeeName: z.string(), ...workTotals });
export type LabelReportItem = z.infer<typeof labelReportItem>;
/** A worker's work at a process in the period, in the totals' table 按员工 and the 计件报表 download. */
export const labelReportList = listColumns(labelReportItem, [
  { key: 'employeeName', title: '员工', width: 100 },
  { key: 'processName', title: '工序', width: 100 },
  { key: 'scans', title: '扫码次数', width: 90 },
  { key: 'pieces', title: '件数', width: 80 },
  { key: 'measureValue', title: '计量', width: 90 },
  { key: 'amount', title: '金额', width: 100, text: 'money' },
]);

/** /report-total: per process over the period. */
export const labelReportTotal = z.object({
  items: z.array(labelReportItem.omit({ employeeId: true, employeeName: true })),
  scans: z.number(),
  amount: z.number(),
});
export type LabelReportTotal = z.infer<typeof labelReportTotal>;

// ---- analysis calls of spec 03 §7 Product ------------------------------------------------------

/** /process-product, /process-product/{id}, /product-analysis, /down/process-product: one project (or batch). */
export const projectWorkQuery = z.object({
  projectId: z.uuid({ error: '请选择项目' }),
  batchId: uuid('批次').optional(),
});

/** /lable-analysis: the labels of a project (or batch), paged. */
export const labelAnalysisQuery = pagedQuery.extend({
  projectId: z.uuid({ error: '请选择项目' }),
  batchId: uuid('批次').optional(),
  filter: keywordFilter,
});

/** /qc-log/scrap: the factory's scrapped labels (the QC issue scraps them), of a project if one is given, paged. */
export const scrapLabelQuery = labelAnalysisQuery.extend({ projectId: uuid('项目').optional() });

/** One process of a project's route: pieces required and reported there. */
export const processProductItem = z.object({
  processId: z.string(),
  processName: z.string(),
  products: z.number().int(),
  productsDone: z.number().int(),
  requiredPieces: z.number(),
  donePieces: z.number(),
  percent: z.number(),
});
export type ProcessProductItem = z.infer<typeof processProductItem>;

/** A product as the progress pages name it: its code, its batch and how many pieces it makes. */
export const productBrief = z.object({
  productId: z.string(),
  productCode: z.string(),
  batchNo: z.string(),
  quantity: z.number(),
});

/** One product at one process. */
export const productAtProcess = productBrief.extend({
  donePieces: z.number(),
  remaining: z.number(),
});
export type ProductAtProcess = z.infer<typeof productAtProcess>;

/** One product across the route: pieces reported at each process (by process id). */
export const productAnalysisItem = productBrief.extend({ done: z.record(z.string(), z.number()) });
export type ProductAnalysisItem = z.infer<typeof productAnalysisItem>;

/** One label: where it has been reported. */
export const labelAnalysisItem = z.object({
  labelId: z.string(),
  labelNo: z.string(),
  productCode: z.string(),
  batchNo: z.string(),
  state: z.number().int(),
  processNames: z.array(z.string()),
  scans: z.number().int(),
  lastScanTime: isoTime.nullable(),
});
export type LabelAnalysisItem = z.infer<typeof labelAnalysisItem>;
