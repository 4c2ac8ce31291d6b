import { z } from 'zod';
import { messages } from '../messages.ts';
import { defineEndpoints, isoTime, pagedOf } from '../endpoint.ts';
import { idParam, pagedQuery } from './common.ts';
import { rowOf } from '../entity/row.ts';
import { accessoryNestOrderColumns } from '../entities/nest.ts';
import { accessoryBarLayout, accessoryNestApi as A, accessoryNestParameterSchema, accessoryNestProgressSchema, createAccessoryNestOrderSchema } from './accessory-nest.ts';
import { nestClientRow } from './nestClient.ts';
import {
  nestCostAccess,
  nestCostLog,
  nestCostQuery,
  nestCostsForAdmin,
  nestLifeCycleEndpoints,
  nestOrderAccess,
  nestOrderListQuery,
  nestOrderLog,
  nestOrderShared,
  nestResultAccess,
  nestResultListQuery,
  nestResultShared,
} from './nestOrders.ts';

const platform = { platformAdmin: true } as const;
const tenantName = { tenantName: z.string().nullable() };

/** An accessory nest order (配件排版单): one linear accessory, the lengths the batches' products need, bar length and kerf. */
export const accessoryNestOrderRow = rowOf(accessoryNestOrderColumns)
  .extend({
    ...nestOrderShared,
    parameter: accessoryNestParameterSchema.required(),
    /** the running solver's last report */
    progress: accessoryNestProgressSchema.nullable(),
  })
  .loose();
/** Types as the web reads them (the wire's side of the schemas). */
export type AccessoryNestOrder = z.input<typeof accessoryNestOrderRow>;

/** A result's head without its bars (lists stay small). */
const accessoryResultHead = z.looseObject({
  ...nestResultShared,
  accessoryName: z.string(),
  barLength: z.number(),
  barCount: z.number().int(),
  pieceCount: z.number().int(),
  /** m */
  barsLength: z.number(),
  partsLength: z.number(),
  offcutLength: z.number(),
  /** the solver's lower bound on bars, and whether the bar count is proven optimal */
  lowerBound: z.number().int(),
  optimal: z.boolean(),
});
export type AccessoryResultHead = z.input<typeof accessoryResultHead>;
export const accessoryNestResultRow = accessoryResultHead.extend({ bars: z.array(accessoryBarLayout) });
export type AccessoryNestResult = z.input<typeof accessoryNestResultRow>;

/** A piece line: one product's bound length of the accessory and how many pieces. */
const accessoryOrderLine = z.looseObject({ id: z.string(), productId: z.string().nullable(), code: z.string(), length: z.number(), quantity: z.number().int() });
export type AccessoryOrderLine = z.input<typeof accessoryOrderLine>;

const orderDetail = accessoryNestOrderRow.extend({ lines: z.array(accessoryOrderLine), result: accessoryNestResultRow.nullable() });
export type AccessoryOrderDetail = z.input<typeof orderDetail> & { tenantName?: string | null };
const resultDetail = accessoryNestResultRow.extend({ order: accessoryNestOrderRow.nullable() });
export type AccessoryResultDetail = z.input<typeof resultDetail>;

/** A linear accessory the batches' products are bound to, with how much of it they need. */
const candidate = z.object({
  accessoryId: z.string(),
  name: z.string(),
  spec: z.string().nullable(),
  code: z.string().nullable(),
  barLength: z.number().nullable(),
  productCount: z.number().int(),
  pieceCount: z.number(),
  partsLength: z.number(),
  withoutLength: z.number().int(),
});
export type AccessoryCandidate = z.input<typeof candidate>;

const listQuery = nestOrderListQuery.extend({ tenantId: z.uuid(messages.invalidId).optional() });
const sortable = ['creationTime', 'orderNo', 'orderState'] as const;

/** Accessory (1-D) nest orders, results, cost log and purchase list (spec 02, /api/cad/accessory); for-admin: the platform's. */
export const accessoryNestEndpoints = defineEndpoints(
  { tag: '配件排版', space: true, access: nestOrderAccess('query') },
  {
    orders: { method: 'GET', path: A.order, summary: '配件排版订单列表', query: listQuery, sortable, response: pagedOf(accessoryNestOrderRow) },
    candidates: {
      method: 'GET',
      path: A.candidates,
      summary: '批次产品绑定的型材配件',
      query: z.object({
        batchIds: z
          .string({ error: '请至少选择一个批次' })
          .transform((s) => s.split(',').filter(Boolean))
          .pipe(z.array(z.uuid(messages.invalidId)).min(1, '请至少选择一个批次').max(50, '批次不能超过50个')),
      }),
      response: pagedOf(candidate),
    },
    create: {
      method: 'POST',
      path: A.order,
      summary: '新建配件排版订单（按批次产品的配件绑定）',
      access: nestOrderAccess('add'),
      body: createAccessoryNestOrderSchema,
      response: accessoryNestOrderRow,
    },
    order: { method: 'GET', path: `${A.order}/:id`, summary: '配件排版订单详情（含零件与结果）', params: idParam, response: orderDetail },
    logs: { method: 'GET', path: `${A.order}/:id/log`, summary: '配件排版订单日志', params: idParam, query: pagedQuery, response: pagedOf(nestOrderLog) },
    results: { method: 'GET', path: A.result, summary: '配件排版结果列表', access: nestResultAccess('query'), query: nestResultListQuery, response: pagedOf(accessoryResultHead) },
    result: {
      method: 'GET',
      path: `${A.result}/:id`,
      summary: '配件排版结果详情（每根型材的切割方案）',
      access: nestResultAccess('query'),
      params: idParam,
      response: resultDetail,
    },
    costs: { method: 'GET', path: A.costLog, summary: '配件排版费用记录', access: nestCostAccess('query'), query: nestCostQuery, response: pagedOf(nestCostLog) },
    downPurchase: { method: 'GET', path: `${A.downPurchase}/:id`, summary: '下载型材采购清单（Excel）', access: nestResultAccess('export'), params: idParam, file: true },
  },
);

export const accessoryOrderLifeCycle = nestLifeCycleEndpoints(A.order, '配件排版订单', '配件排版', accessoryNestOrderRow);

export const accessoryNestAdminEndpoints = defineEndpoints(
  { tag: '配件排版', access: platform },
  {
    orders: {
      method: 'GET',
      path: A.orderForAdmin,
      summary: '全部空间的配件排版订单',
      query: listQuery,
      sortable,
      response: pagedOf(
        accessoryNestOrderRow
          .pick({ id: true, tenantId: true, orderNo: true, accessoryName: true, accessorySpec: true, parameter: true, lineCount: true, pieceCount: true, partsLength: true, orderState: true, cost: true, message: true, resultId: true, creationTime: true, finishTime: true })
          .extend(tenantName),
      ),
    },
    order: { method: 'GET', path: `${A.orderForAdmin}/:id`, summary: '配件排版订单详情（平台）', params: idParam, response: orderDetail.extend(tenantName) },
    result: { method: 'GET', path: `${A.resultForAdmin}/:id`, summary: '配件排版结果详情（平台）', params: idParam, response: resultDetail },
    costs: { method: 'GET', path: A.costForAdmin, summary: '全部空间的配件排版费用（收入）', query: nestCostQuery, response: nestCostsForAdmin },
    /** the built-in clients and every client that has taken an accessory run */
    clients: {
      method: 'GET',
      path: A.clientForAdmin,
      summary: '配件排版客户端（平台）',
      response: pagedOf(nestClientRow.extend({ kinds: z.array(z.string()), accessoryJobs: z.number().int(), lastAccessoryJobTime: isoTime.nullable() })),
    },
  },
);
