import { z } from 'zod';
import { messages } from '../messages.ts';
import { defineEndpoints, isoTime, pagedOf } from '../endpoint.ts';
import { Permissions } from '../permission-names.ts';
import { boundedNumber as num, idParam, pagedQuery } from './common.ts';
import { rowOf } from '../entity/row.ts';
import { nestProduceLogColumns, nestResultSheetColumns } from '../entities/nest.ts';

/** Rotations a planner may allow (the engine's rule names): none, 0/180 for grain, 90° steps, free. */
export const NEST_ROTATIONS = ['none', 'grain', 'ortho', 'free'] as const;
export const nestRotationLabels: Record<(typeof NEST_ROTATIONS)[number], string> = {
  none: '不旋转',
  grain: '0/180°（保持纹理）',
  ortho: '90°步进',
  free: '任意角度',
};

/** Limits of a nest order's parameters: what a cutting table and the engine's time budget allow. */
export const NEST_LIMITS = { maxSpacing: 100, maxMargin: 200, minSeconds: 1, maxSeconds: 600, maxPlateMm: 20000, maxLines: 5000, maxQuantity: 100000 } as const;

/** The parameter of a nest order (DOMAIN.md §2.4): spacing, edge margin, rotation, part-in-part, time limit. */
export const nestParameterSchema = z.object({
  spacing: num('零件间距', 0, NEST_LIMITS.maxSpacing).default(4),
  margin: num('板边距', 0, NEST_LIMITS.maxMargin).default(10),
  rotation: z.enum(NEST_ROTATIONS, { error: '旋转方式的取值不正确' }).default('ortho'),
  partInPart: z.boolean({ error: '孔内嵌套必须是是或否' }).default(false),
  commonLine: z.boolean({ error: '共边切割必须是是或否' }).default(false),
  timeLimitSeconds: num('排版时长', NEST_LIMITS.minSeconds, NEST_LIMITS.maxSeconds).int('排版时长必须是整数').default(30),
  seed: num('随机种子', 1, 2 ** 31 - 1).int('随机种子必须是整数').default(1),
});
export type NestParameter = z.infer<typeof nestParameterSchema>;

/** A plate size the order may use; count empty = as many as needed; remnants are used first. */
export const nestPlateSchema = z.object({
  width: num('板宽', 10, NEST_LIMITS.maxPlateMm),
  length: num('板长', 10, NEST_LIMITS.maxPlateMm),
  count: num('板材数量', 1, 100000).int('板材数量必须是整数').nullable().optional(),
  remnant: z.boolean().optional(),
  name: z.string().trim().max(50, messages.tooLong('板材名称', 50)).optional(),
});
export type NestPlate = z.infer<typeof nestPlateSchema>;

const point = z.tuple([z.number({ error: '坐标必须是数字' }).finite(), z.number({ error: '坐标必须是数字' }).finite()]);
const ring = z.array(point).min(3, '轮廓至少需要3个点').max(20000, '轮廓的点数过多');

/** One part line of an order: a product's outline (mm, holes allowed) and its quantity. */
export const nestLineSchema = z.object({
  productId: z.uuid(messages.invalidId).nullable().optional(),
  code: z.string({ error: messages.required('零件编号') }).trim().min(1, messages.required('零件编号')).max(100, messages.tooLong('零件编号', 100)),
  quantity: num('数量', 1, NEST_LIMITS.maxQuantity).int('数量必须是整数'),
  outer: ring,
  holes: z.array(ring).max(5000, '孔的数量过多').optional(),
});
export type NestLine = z.infer<typeof nestLineSchema>;

export const createNestOrderSchema = z.object({
  projectId: z.uuid(messages.invalidId).nullable().optional(),
  batchIds: z.array(z.uuid(messages.invalidId)).max(100).optional(),
  materialTextureId: z.uuid(messages.invalidId).nullable().optional(),
  materialName: z.string().trim().max(50, messages.tooLong('材质', 50)).optional(),
  thickness: num('厚度', 0.1, 100),
  colorCode: z.string().trim().max(50, messages.tooLong('颜色', 50)).optional(),
  plates: z.array(nestPlateSchema).min(1, '请至少选择一种板材规格').max(20, '板材规格不能超过20种'),
  parameter: nestParameterSchema.default(nestParameterSchema.parse({})),
  lines: z.array(nestLineSchema).min(1, '请至少选择一个零件').max(NEST_LIMITS.maxLines, `零件行不能超过${NEST_LIMITS.maxLines}行`),
  /** Submit at once (pending) instead of leaving it to edit (to nest). */
  submit: z.boolean().optional(),
});
export type CreateNestOrder = z.infer<typeof createNestOrderSchema>;

/** POST order/{id}/order-state: the target state and an optional note (the reason of a cancel). */
export const nestOrderStateSchema = z.object({
  orderState: z.number({ error: '订单状态必须是数字' }).int(),
  remark: z.string().trim().max(200, messages.tooLong('备注', 200)).optional(),
});

/** What a nest client reports while it runs: the best layout so far. */
export const nestProgressSchema = z.object({
  utilisation: z.number().min(0).max(1),
  sheets: z.number().int().min(0),
  elapsedMs: z.number().min(0),
  iterations: z.number().int().min(0).default(0),
});
export type NestProgressReport = z.infer<typeof nestProgressSchema>;

/** A nest client's registration (a worker process that runs the engine). */
export const nestClientRegisterSchema = z.object({
  name: z.string().trim().min(1, messages.required('客户端名称')).max(64, messages.tooLong('客户端名称', 64)),
  version: z.string().trim().max(32).default(''),
});

/** How long a nest client may stay silent before it counts as offline and its run as lost. */
export const NEST_CLIENT_TIMEOUT_MS = 60_000;
export const NEST_HEARTBEAT_MS = 10_000;
export const nestClientStatusLabels = { online: '在线', busy: '忙碌', offline: '离线' } as const;
export const nestClientStatusColors = { online: 'green', busy: 'processing', offline: 'default' } as const;

/**
 * The moves a planner may make with POST order/{id}/order-state (DOMAIN.md §2.4); the others
 * (1 → 2 claimed, 2 → 4 result, 2 → 64 failure) are made by the nest clients.
 * Stopping a running nest (2 → 64) leaves it abnormal, to be resubmitted or cancelled.
 */
export const nestUserTransitions: Record<number, number[]> = {
  16: [1, 32],
  1: [32],
  2: [64],
  64: [1, 32],
  4: [8, 128, 32],
  128: [8],
};

/** The button text of a planner's move, by target state (and the state it leaves). */
export function nestTransitionLabel(from: number, to: number): string {
  if (to === 1) return from === 64 ? '重新提交' : '提交排版';
  if (to === 32) return '取消订单';
  if (to === 64) return '停止排版';
  if (to === 8) return from === 128 ? '板材已到' : '确认结果';
  if (to === 128) return '转采购';
  return String(to);
}

export const nestResultStateLabels: Record<number, string> = { 1: '已生成', 2: '已确认', 4: '已领料', 8: '切割中', 16: '已切割', 32: '已作废' };

export const NEST_COST_BASES = ['order', 'sheet', 'm2'] as const;
export type NestCostBasis = (typeof NEST_COST_BASES)[number];
export const nestCostBasisLabels: Record<NestCostBasis, string> = { order: '按单', sheet: '按张', m2: '按平方米' };
/** The charge when the platform has set no rule for a tenant: one quota unit per sheet. */
export const DEFAULT_NEST_COST_RULE = { basis: 'sheet' as NestCostBasis, unitPrice: 1 };
export const nestCostRuleSchema = z.object({
  basis: z.enum(NEST_COST_BASES, { error: '计费方式的取值不正确' }),
  unitPrice: num('单价', 0, 1_000_000).refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, '单价最多两位小数'),
});

/** One entry of a result's produce log: sheets of a layout reported cut. */
export const nestProduceLog = rowOf(nestProduceLogColumns).extend({ tenantId: z.string() });
export type NestProduceLog = z.infer<typeof nestProduceLog>;

/** Sheets of one layout reported cut (POST order-result-produce/{id}/log). */
export const nestProduceSchema = z.object({
  layoutNo: num('排版图序号', 1, 100000).int('排版图序号必须是整数'),
  qty: num('切割张数', 1, 100000).int('切割张数必须是整数'),
  remark: z.string().trim().max(200, messages.tooLong('备注', 200)).optional(),
});

/** One part placed on a layout: the order line, its code, rotation in degrees and position (mm). */
export const nestPlacement = z.object({ lineId: z.string(), code: z.string(), rotation: z.number(), x: z.number(), y: z.number() });
export type NestPlacement = z.infer<typeof nestPlacement>;

/** The largest reusable offcut left on a sheet (mm), if any. */
export const nestOffcut = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });
export type NestOffcut = z.infer<typeof nestOffcut>;

/**
 * A distinct layout of a nest result as the engine's summary gives it: identical sheets folded
 * into one with a repeat count; width × length is the plate (mm), cut length in m.
 */
export const nestLayoutFigures = rowOf(nestResultSheetColumns)
  .omit({ id: true, resultId: true, layoutNo: true, cutQty: true })
  .extend({ placements: z.array(nestPlacement), offcut: nestOffcut.nullable() });
export type NestLayoutFigures = z.infer<typeof nestLayoutFigures>;

/** A stored layout of a result (GET result/{id} sheets[]): numbered, with the sheets cut so far. */
export const nestResultLayout = rowOf(nestResultSheetColumns).extend({ placements: z.array(nestPlacement), offcut: nestOffcut.nullable() }).loose();
export type NestResultLayout = z.infer<typeof nestResultLayout>;

/** The error code the server gives when a submit is refused for want of nest quota. */
export const NEST_QUOTA_ERROR_CODE = 'NestQuotaExhausted';
/** What a tenant's nests are charged by (GET/PUT for-admin/{tenantId}/cost); isDefault: no rule set. */
export const nestCostRule = z.object({
  tenantId: z.string(),
  basis: z.enum(NEST_COST_BASES),
  unitPrice: z.number(),
  isDefault: z.boolean(),
  lastModificationTime: isoTime.nullable(),
});
export type NestCostRule = z.infer<typeof nestCostRule>;
const tenantCostRule = nestCostRule.extend({ tenantName: z.string() });

/**
 * A space's nest charging rule (spec 02 for-admin/{id}/cost, id = the space): per order, per sheet
 * or per m², with the price in quota units; set by the platform.
 */
export const nestCostRuleEndpoints = defineEndpoints(
  { tag: '排版统计（平台）', access: { platformAdmin: true } },
  {
    get: { method: 'GET', path: '/api/cad/nest/for-admin/:id/cost', summary: '空间的排版计费规则', params: idParam, response: tenantCostRule },
    set: {
      method: 'PUT',
      path: '/api/cad/nest/for-admin/:id/cost',
      summary: '设置空间的排版计费规则',
      params: idParam,
      body: nestCostRuleSchema,
      response: tenantCostRule,
    },
  },
);

const PRODUCE = '/api/cad/nest/order-result-produce/:id/log';
/** The produce log of a result: sheets cut per layout, reported from the cutting table. */
export const nestProduceEndpoints = defineEndpoints(
  { tag: '排版', space: true, access: { permission: Permissions.AlNest.Results, action: 'query' } },
  {
    logs: { method: 'GET', path: PRODUCE, summary: '排版结果的切割记录', params: idParam, query: pagedQuery, response: pagedOf(nestProduceLog) },
    /** The result is cutting (8) once a sheet is cut, cut (16) when every sheet of every layout is. */
    log: {
      method: 'POST',
      path: PRODUCE,
      summary: '登记切割张数',
      access: { permission: Permissions.AlNest.Results, action: 'edit' },
      params: idParam,
      body: nestProduceSchema,
      response: nestProduceLog.extend({ resultState: z.number().int() }),
    },
  },
);
