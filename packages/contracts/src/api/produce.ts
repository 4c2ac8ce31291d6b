import { z } from 'zod';
import { messages } from '../messages.ts';
import { boundedNumber as num, pagedQuery, uuidNamed as uuid, dateNamed as date } from './common.ts';
import { isoTime } from '../endpoint.ts';
import { rowOf } from '../entity/row.ts';
import { equipmentLogColumns, projectProcessColumns } from '../entities/produce.ts';
import { CapacityUnit, equipmentFeatureCodeOptions, EquipmentType, performanceFieldOptions } from '../resources/produce.ts';
import { listColumns } from '../list/columns.ts';

/**
 * Payloads of the production set-up's own calls (spec 03 §7: /api/prod/process, /equipment, /plan,
 * /project plan parts, /client capacity, /product/capacity/analysis) beyond what the resource and
 * document definitions make.
 */
const ids = (label: string, max = 200) => z.array(uuid(label), { error: `${label}必须是列表` }).max(max, `${label}最多${max}个`);
const int = (label: string, min: number, max: number) => num(label, min, max).int(`${label}必须是整数`);
const boolFlag = (label: string) => z.boolean({ error: `请选择${label}` });
/** Query flags arrive as text. */
const queryDate = (label: string) => date(label).optional();

// ---- processes -------------------------------------------------------------------------------

/** An enabled process as a picker's option. */
export const processOption = z.object({
  value: z.string(),
  label: z.string(),
  code: z.string().nullable(),
  kind: z.number().int(),
  isQc: z.boolean(),
  sort: z.number(),
});
export type ProcessOption = z.infer<typeof processOption>;

/** An answer that counts the rows a call wrote. */
export const countAnswer = z.object({ count: z.number().int() });

/** Pieces and area (m²) a step (or a plan's process) must process, and what is done. */
const workProgress = {
  requiredPieces: z.number(),
  requiredArea: z.number(),
  donePieces: z.number(),
  doneArea: z.number(),
};

export const dailyReportInput = z.object({ inDailyReport: boolFlag('是否计入日报') });

export const performanceFieldInput = z.object({
  performanceField: z
    .number({ error: '请选择计件依据' })
    .refine((v) => performanceFieldOptions.some((o) => o.value === v), '计件依据的取值不正确'),
  unitPrice: num('计件单价', 0, 100000).optional(),
  reworkRateFactor: num('返工计价', 0, 100).optional(),
});

export const capacityConfigInput = z.object({
  items: z
    .array(
      z.object({
        processId: uuid('工序'),
        dailyCapacity: num('日产能', 0, 10_000_000),
        capacityUnit: z
          .number({ error: '请选择产能单位' })
          .refine((v) => v === CapacityUnit.pieces || v === CapacityUnit.area, '产能单位的取值不正确'),
        shifts: int('班次', 1, 3).default(1),
        headcount: int('人数', 0, 1000).nullable().optional(),
      }),
      { error: '产能配置必须是列表' },
    )
    .min(1, '请至少配置一个工序')
    .max(500, '一次最多配置500个工序'),
});
export type CapacityConfigInput = z.infer<typeof capacityConfigInput>;

export const capacityConfigItem = z.object({
  processId: z.string(),
  processName: z.string(),
  kind: z.number().int(),
  dailyCapacity: z.number().nullable(),
  capacityUnit: z.number().int(),
  shifts: z.number().int(),
  headcount: z.number().int().nullable(),
});
export type CapacityConfigItem = z.infer<typeof capacityConfigItem>;

/** PUT calculate/{id}: re-price the process's scans in an open period after a rate change. */
export const calculateInput = z
  .object({ beginDate: date('开始日期'), endDate: date('结束日期') })
  .refine((v) => v.endDate >= v.beginDate, { message: '结束日期不能早于开始日期', path: ['endDate'] });

export const calculateResult = z.object({
  processId: z.string(),
  processName: z.string(),
  unitPrice: z.number(),
  reworkRateFactor: z.number(),
  beginDate: z.string(),
  endDate: z.string(),
  /** Scans re-priced and their new total. */
  count: z.number().int(),
  amount: z.number(),
  /** Why nothing was re-priced, when nothing was. */
  note: z.string().nullable(),
});
export type CalculateResult = z.infer<typeof calculateResult>;

// ---- project process route -------------------------------------------------------------------

const remark = z.string().trim().max(200, messages.tooLong('备注', 200)).nullable().optional();

export const projectProcessQuery = z.object({
  projectId: uuid('项目'),
  batchId: uuid('批次').optional(),
});

export const projectProcessInput = z.object({
  projectId: uuid('项目'),
  /** null = every batch of the project */
  batchId: uuid('批次').nullable().optional(),
  processId: z.uuid({ error: '请选择工序' }),
  sort: z.number({ error: '排序必须是数字' }).int('排序必须是整数').min(0).max(9999).optional(),
  /** empty = every product of the project (or batch) */
  productIds: ids('产品', 5000).default([]),
  remark,
});
export type ProjectProcessInput = z.infer<typeof projectProcessInput>;
export const projectProcessUpdate = projectProcessInput.omit({ projectId: true });

export const projectProcessCompletedInput = z.object({
  ids: ids('工序').min(1, '请选择工序'),
  isCompleted: boolFlag('是否完成'),
});

export const projectProcessSortInput = z.object({
  /** the route's step ids in their new order */
  ids: ids('工序').min(1, '请选择工序'),
});

/** POST /project-process: set a route (processes in order) for a project or batch at once. */
export const projectRouteInput = z.object({
  projectId: uuid('项目'),
  batchId: uuid('批次').nullable().optional(),
  processIds: ids('工序', 50).min(1, '请至少选择一个工序'),
});

export const projectRouteListInput = z.object({
  projectIds: ids('项目').min(1, '请选择项目'),
});

/** A step of a route with its progress: a completed step counts all of its work done, otherwise the scans. */
export const projectProcessItem = rowOf(projectProcessColumns).extend({
  batchNo: z.string().nullable(),
  ...workProgress,
});
export type ProjectProcessItem = z.infer<typeof projectProcessItem>;

/** GET {id}/project: where a process is on a route, with the step's progress. */
export const processUseItem = projectProcessItem
  .pick({ projectId: true, batchId: true, batchNo: true, isCompleted: true, requiredPieces: true, requiredArea: true, donePieces: true, doneArea: true })
  .extend({ stepId: z.string(), projectName: z.string() });
export type ProcessUseItem = z.infer<typeof processUseItem>;
/** The project steps at a process, in its drawer and its Excel download; a step of the whole project is 全部批次. */
export const processUseList = listColumns(processUseItem, [
  { key: 'projectName', title: '项目', width: 180 },
  { key: 'batchNo', title: '批次', width: 100, text: (s) => s.batchNo ?? '全部批次' },
  { key: 'requiredPieces', title: '需加工(件)', width: 90 },
  { key: 'requiredArea', title: '需加工(㎡)', width: 100, text: { decimals: 2 } },
  { key: 'donePieces', title: '已完成(件)', width: 90 },
  { key: 'doneArea', title: '已完成(㎡)', width: 100, text: { decimals: 2 } },
  {
    key: 'isCompleted',
    title: '状态',
    width: 90,
    text: [
      { value: true, label: '已完成', color: 'success' },
      { value: false, label: '未完成', color: 'default' },
    ],
  },
]);

// ---- equipment -------------------------------------------------------------------------------

export const allocateInput = z.object({ factoryId: z.uuid({ error: '请选择工厂' }) });
export const useDateInput = z.object({ useDate: z.iso.date({ error: '请选择使用期限' }) });
export const equipmentProcessInput = z.object({ processIds: ids('工序', 100) });
export const processEquipmentInput = z.object({ equipmentIds: ids('设备', 500) });
/** PUT feature/all: the features of every terminal (or the chosen ones). */
export const featureAllInput = z.object({
  featureIds: ids('设备功能', 50),
  /** empty = every terminal (IPC and PDA) of the space */
  equipmentIds: ids('设备', 500).default([]),
});
/** POST own: take the space's licensed terminals (its completed renewals' serial numbers) into its equipment. */
export const ownInput = z.object({ serialNos: z.array(z.string().trim().min(1).max(64), { error: '序列号必须是列表' }).max(500).optional() });

const featureCode = z
  .string({ error: '请选择设备功能' })
  .refine((v) => equipmentFeatureCodeOptions.some((o) => o.value === v), '设备功能编码不正确');

/** POST log: what a terminal reports it did (one function run). */
export const equipmentLogInput = z.object({
  equipmentId: uuid('设备'),
  featureCode,
  action: z.string().trim().min(1, messages.required('动作')).max(64, messages.tooLong('动作', 64)),
  processId: uuid('工序').nullable().optional(),
  employeeId: uuid('员工').nullable().optional(),
  qty: int('数量', 0, 100000).default(0),
  result: z.enum(['ok', 'refused', 'error'], { error: '结果的取值不正确' }).default('ok'),
  message: z.string().trim().max(500, messages.tooLong('说明', 500)).nullable().optional(),
  durationMs: int('耗时', 0, 3_600_000).nullable().optional(),
  payload: z.record(z.string(), z.unknown()).nullable().optional(),
});
export type EquipmentLogInput = z.infer<typeof equipmentLogInput>;

export const equipmentLogQuery = pagedQuery.extend({
  equipmentId: uuid('设备').optional(),
  featureCode: z.string().max(32).optional(),
  equipmentType: z.coerce.number().int().optional(),
  filter: z.string().max(200, messages.tooLong('关键字', 200)).optional(),
  beginTime: queryDate('开始'),
  endTime: queryDate('结束'),
});

export const equipmentLogItem = rowOf(equipmentLogColumns)
  .omit({ payload: true })
  .extend({
    tenantId: z.string(),
    /** the platform's view of every space's logs names the space */
    tenantName: z.string().nullable().optional(),
    equipmentName: z.string().nullable(),
    equipmentCode: z.string().nullable(),
    equipmentType: z.number().int().nullable(),
    processName: z.string().nullable(),
  });
export type EquipmentLogItem = z.infer<typeof equipmentLogItem>;
/** A log as POST log stored it: without the names the lists join, with its payload. */
export const equipmentLogRow = rowOf(equipmentLogColumns).extend({ tenantId: z.string() });

/** POST retroactively: scans a terminal made offline, entered afterwards; flagged and always audited. */
export const retroactiveInput = z.object({
  equipmentId: uuid('设备'),
  entries: z
    .array(
      z.object({
        labelNo: z.string().trim().min(1, messages.required('标签号')).max(80, messages.tooLong('标签号', 80)),
        processId: z.uuid({ error: '请选择工序' }),
        time: z.iso.datetime({ offset: true, error: '扫码时间格式不正确' }),
        employeeIds: ids('员工', 20).default([]),
      }),
      { error: '补录明细必须是列表' },
    )
    .min(1, '请至少补录一条扫码')
    .max(500, '一次最多补录500条'),
});

/** /equipment/ipc and /equipment/pda: a space's terminals of one type over some days. */
export const deviceStatisticsQuery = z.object({
  equipmentType: z.coerce
    .number({ error: '设备类型必须是数字' })
    .refine((v) => v === EquipmentType.ipc || v === EquipmentType.pda, '只统计工位机或PDA'),
  beginDate: date('开始日期'),
  endDate: date('结束日期'),
});

export const deviceStatistics = z.object({
  terminals: z.number().int(),
  online: z.number().int(),
  expired: z.number().int(),
  days: z.array(z.object({ date: z.string(), scans: z.number().int() })),
  byProcess: z.array(z.object({ processId: z.string().nullable(), processName: z.string(), scans: z.number().int() })),
  byTerminal: z.array(
    z.object({
      equipmentId: z.string(),
      name: z.string(),
      code: z.string(),
      online: z.boolean(),
      useDate: z.string().nullable(),
      lastSeen: isoTime.nullable(),
      scans: z.number().int(),
    }),
  ),
});
export type DeviceStatistics = z.infer<typeof deviceStatistics>;

// ---- plans -----------------------------------------------------------------------------------

/** PUT /plan/sort: the order of one equipment's plans after a drag; the dragged plan may change dates. */
export const planSortInput = z
  .object({
    equipmentId: z.uuid({ error: '请选择设备' }),
    ids: ids('计划', 500).min(1, '请选择计划'),
    moved: z.object({ id: uuid('计划'), planStart: date('计划开始'), planEnd: date('计划结束') }).optional(),
  })
  .refine((v) => !v.moved || v.moved.planEnd >= v.moved.planStart, { message: '计划结束日期不能早于开始日期', path: ['moved'] })
  .refine((v) => !v.moved || v.ids.includes(v.moved.id), { message: '移动的计划不在排序中', path: ['moved'] });
export type PlanSortInput = z.infer<typeof planSortInput>;

export const planListQuery = pagedQuery.extend({
  projectId: uuid('项目').optional(),
  equipmentId: uuid('设备').optional(),
  status: z.coerce.number().int().min(0).optional(),
  beginDate: queryDate('开始日期'),
  endDate: queryDate('结束日期'),
});

export const planProcessProgress = z.object({ processId: z.string(), processName: z.string(), ...workProgress });
export type PlanProcessProgress = z.infer<typeof planProcessProgress>;

export const planProgressItem = z.object({
  id: z.string(),
  docNo: z.string(),
  status: z.number().int(),
  projectId: z.string(),
  projectName: z.string(),
  equipmentId: z.string(),
  processIds: z.string(),
  planStart: z.string(),
  planEnd: z.string(),
  sort: z.number(),
  plannedQty: z.number(),
  plannedArea: z.number(),
  concurrencyStamp: z.string(),
  batchNos: z.array(z.string()),
  donePieces: z.number(),
  doneArea: z.number(),
  /** done ÷ required over the plan's processes, 0–100 */
  percent: z.number(),
  processes: z.array(planProcessProgress),
});
export type PlanProgressItem = z.infer<typeof planProgressItem>;

export const planColor = z.object({ colorCode: z.string(), pieces: z.number(), area: z.number() });
export type PlanColor = z.infer<typeof planColor>;

export const projectProgress = z.object({
  projectId: z.string(),
  projectName: z.string(),
  percent: z.number(),
  batches: z.array(z.object({ batchId: z.string(), batchNo: z.string(), percent: z.number(), processes: z.array(planProcessProgress) })),
});
export type ProjectProgress = z.infer<typeof projectProgress>;

// ---- capacity --------------------------------------------------------------------------------

export const MAX_ANALYSIS_DAYS = 62;
export const capacityAnalysisInput = z
  .object({
    beginDate: date('开始日期'),
    endDate: date('结束日期'),
    processIds: ids('工序', 100).default([]),
  })
  .refine((v) => v.endDate >= v.beginDate, { message: '结束日期不能早于开始日期', path: ['endDate'] })
  .refine((v) => (Date.parse(v.endDate) - Date.parse(v.beginDate)) / 86_400_000 < MAX_ANALYSIS_DAYS, {
    message: `分析期间不能超过${MAX_ANALYSIS_DAYS}天`,
    path: ['endDate'],
  });
export type CapacityAnalysisInput = z.infer<typeof capacityAnalysisInput>;

export const capacityAnalysisProcess = z.object({
  processId: z.string(),
  processName: z.string(),
  capacityUnit: z.number().int(),
  /** configured capacity per day; null when not configured */
  capacity: z.number().nullable(),
  /** planned load per day (same order as `days`) */
  load: z.array(z.number()),
  /** actual output per day from the client capacity records */
  actual: z.array(z.number()),
  overloadDays: z.array(z.string()),
});
export type CapacityAnalysisProcess = z.infer<typeof capacityAnalysisProcess>;

export const capacityAnalysis = z.object({ days: z.array(z.string()), processes: z.array(capacityAnalysisProcess) });
export type CapacityAnalysis = z.infer<typeof capacityAnalysis>;
