import { z } from 'zod';
import { messages } from '../messages.ts';
import { boundedNumber as num } from './common.ts';

/**
 * Accessory (1-D) nesting, spec 02 under /api/cad/accessory: bar stock (profiles, stiffener tubes)
 * cut into the lengths the products' accessory bindings ask for.
 */
const A = '/api/cad/accessory';
export const accessoryNestApi = {
  order: `${A}/order`,
  /** The linear accessories the products of some batches are bound to (what an order can be made of). */
  candidates: `${A}/order/candidates`,
  orderForAdmin: `${A}/order/for-admin`,
  result: `${A}/result`,
  resultForAdmin: `${A}/result/for-admin`,
  costLog: `${A}/cost/log`,
  costForAdmin: `${A}/cost/for-admin`,
  downPurchase: `${A}/down-purchase`,
  clientForAdmin: `${A}/accessory-nest-client/for-admin`,
} as const;

export const ACCESSORY_NEST_LIMITS = { maxBarMm: 20000, maxKerf: 20, maxTrim: 500, maxLines: 5000, maxQuantity: 100000 } as const;

/** Bar length, saw kerf and the unusable end of each bar (mm). */
export const accessoryNestParameterSchema = z.object({
  barLength: num('型材长度', 100, ACCESSORY_NEST_LIMITS.maxBarMm),
  kerf: num('锯缝', 0, ACCESSORY_NEST_LIMITS.maxKerf).default(3),
  trim: num('端头余量', 0, ACCESSORY_NEST_LIMITS.maxTrim).default(10),
});
export type AccessoryNestParameter = z.infer<typeof accessoryNestParameterSchema>;

export const createAccessoryNestOrderSchema = z.object({
  batchIds: z.array(z.uuid(messages.invalidId)).min(1, '请至少选择一个批次').max(50, '批次不能超过50个'),
  accessoryId: z.uuid(`配件${messages.invalidId}`),
  /** Default: the accessory's bar length. */
  barLength: num('型材长度', 100, ACCESSORY_NEST_LIMITS.maxBarMm).optional(),
  kerf: num('锯缝', 0, ACCESSORY_NEST_LIMITS.maxKerf).default(3),
  trim: num('端头余量', 0, ACCESSORY_NEST_LIMITS.maxTrim).default(10),
  submit: z.boolean().optional(),
});
export type CreateAccessoryNestOrder = z.infer<typeof createAccessoryNestOrderSchema>;

/** A running accessory nest's report: bars of the best cut so far, the bound no cut can beat, search nodes, time. */
export const accessoryNestProgressSchema = z.object({
  bars: z.number().int().min(0),
  lowerBound: z.number().int().min(0),
  nodes: z.number().int().min(0),
  elapsedMs: z.number().min(0),
});
export type AccessoryNestProgress = z.infer<typeof accessoryNestProgressSchema>;

/** One bar pattern of a result: the cuts from the left end, the offcut, how many bars are cut so. */
export const accessoryBarLayout = z.object({
  layoutNo: z.number().int(),
  barLength: z.number(),
  repeat: z.number().int(),
  cuts: z.array(z.object({ lineId: z.string(), code: z.string(), offset: z.number(), length: z.number() })),
  offcut: z.number(),
  utilisation: z.number(),
});
export type AccessoryBarLayout = z.infer<typeof accessoryBarLayout>;

/** Colours of the cut pieces on the bar drawings, by line (cycled). */
export const ACCESSORY_CUT_COLORS = ['#91caff', '#b7eb8f', '#ffd591', '#d3adf7', '#87e8de', '#ffadd2', '#fff1b8', '#adc6ff'];
