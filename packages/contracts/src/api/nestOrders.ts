import { z } from 'zod';
import { messages } from '../messages.ts';
import { accessTo, defineEndpoints, isoTime, pagedOf } from '../endpoint.ts';
import { Permissions } from '../permission-names.ts';
import { dateRangeQuery, idParam, pagedQuery } from './common.ts';
import { rowOf } from '../entity/row.ts';
import { nestOrderColumns } from '../entities/nest.ts';
import {
  createNestOrderSchema,
  nestOrderStateSchema,
  nestParameterSchema,
  nestPlateSchema,
  nestProgressSchema,
  nestResultLayout,
} from './nest.ts';

const N = '/api/cad/nest';
export const nestOrderAccess = accessTo(Permissions.AlNest.Orders);
export const nestResultAccess = accessTo(Permissions.AlNest.Results);
export const nestCostAccess = accessTo(Permissions.AlNest.Costs);
const platform = { platformAdmin: true } as const;
const uuid = z.uuid(messages.invalidId);

/** The list query of either kind's orders. */
export const nestOrderListQuery = pagedQuery.extend({
  filter: z.string().max(100, messages.tooLong('filter', 100)).optional(),
  orderState: z.coerce.number({ error: '订单状态必须是数字' }).int().min(0).max(255).optional(),
  projectId: uuid.optional(),
  ...dateRangeQuery,
});
/** A result list's query: one order's, a number or material, a day range. */
export const nestResultListQuery = pagedQuery.extend({ orderId: uuid.optional(), filter: z.string().max(100).optional(), ...dateRangeQuery });
/** A cost log's query (tenantId: the platform's view of one space). */
export const nestCostQuery = pagedQuery.extend({ filter: z.string().max(100).optional(), tenantId: uuid.optional(), ...dateRangeQuery });

/** A part the engine could not place (or read), as an order keeps it. */
export const nestLostProduct = z.object({ productId: z.string().nullable(), code: z.string(), qty: z.number(), reason: z.string() });

/**
 * What both kinds of order (panel and accessory) add to their columns' row: the tenant, and the batch
 * ids and left-out parts checked as they are. Loose: what else the row carries passes as it is.
 */
export const nestOrderShared = {
  tenantId: z.string(),
  batchIds: z.array(z.string()),
  lostProducts: z.array(nestLostProduct),
};

/** A panel nest order (排版单): parts of one material and thickness, the plates and the parameter. */
export const nestOrderRow = rowOf(nestOrderColumns)
  .extend({
    ...nestOrderShared,
    plates: z.array(nestPlateSchema),
    parameter: nestParameterSchema.required(),
    /** the best layout so far while it runs */
    progress: nestProgressSchema.partial({ iterations: true }).nullable(),
    errorProductUrls: z.array(z.string()),
  })
  .loose();
export type NestOrder = z.input<typeof nestOrderRow>;

/** What both kinds of result carry: its order, number, layouts, utilisation, time taken and state. */
export const nestResultShared = {
  tenantId: z.string(),
  id: z.string(),
  orderId: z.string(),
  resultNo: z.string(),
  layoutCount: z.number().int(),
  utilisation: z.number(),
  elapsedMs: z.number(),
  /** generated 1, confirmed 2, issued 4, cutting 8, cut 16, voided 32 */
  state: z.number().int(),
  creationTime: isoTime,
};

/** A nest result's head (排版结果): sheets, areas (m²), cut length (m) and pierces. */
export const nestResultRow = z.looseObject({
  ...nestResultShared,
  materialName: z.string().nullable(),
  thickness: z.number(),
  sheetCount: z.number().int(),
  plateArea: z.number(),
  partsArea: z.number(),
  remnantArea: z.number(),
  cutLength: z.number(),
  pierceCount: z.number().int(),
});
export type NestResultHead = z.input<typeof nestResultRow>;

/** A result with its order's number and state and every layout. */
const nestResultDetail = nestResultRow.extend({ orderNo: z.string(), orderState: z.number().int(), sheets: z.array(nestResultLayout) });
const nestOrderDetail = nestOrderRow.extend({ result: nestResultRow.nullable() });

/** A part line of an order: the product's outline when the order was made (mm), its quantity and size. */
const nestOrderLine = z.looseObject({
  id: z.string(),
  orderId: z.string(),
  productId: z.string().nullable(),
  code: z.string(),
  quantity: z.number().int(),
  area: z.number(),
  width: z.number(),
  length: z.number(),
});

/** What happened to an order of either kind: state changes, runs, errors. */
export const nestOrderLog = z.looseObject({
  id: z.string(),
  orderId: z.string(),
  time: isoTime,
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  action: z.string(),
  fromState: z.number().int().nullable(),
  toState: z.number().int().nullable(),
  message: z.string().nullable(),
});

/** What a completed nest of either kind was charged against the space's nest quota. */
export const nestCostLog = z.looseObject({
  id: z.string(),
  tenantId: z.string(),
  orderId: z.string(),
  orderNo: z.string(),
  basis: z.string(),
  qty: z.number(),
  unitPrice: z.number(),
  amount: z.number(),
  quotaBefore: z.number(),
  quotaAfter: z.number(),
  time: isoTime,
});
/** The platform's cost list: each row's space, and the sum of every page. */
export const nestCostsForAdmin = pagedOf(nestCostLog.extend({ tenantName: z.string().nullable() })).extend({ totalAmount: z.number() });

/** A part an order left out, with its order. */
const lostRow = nestLostProduct.extend({ orderId: z.string(), orderNo: z.string(), finishTime: isoTime.nullable() });

/** One period of the nest report: results, sheets, areas, utilisation and what they cost. */
const reportPeriod = z.object({
  period: z.string(),
  orders: z.number().int(),
  sheets: z.number().int(),
  plateArea: z.number(),
  partsArea: z.number(),
  utilisation: z.number(),
  cost: z.number(),
});
const reportQuery = z.object({
  year: z.coerce.number({ error: '年份必须是数字' }).int().min(2020).max(2100).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
});
export const layoutParams = z.object({ id: uuid, layoutNo: z.coerce.number({ error: '排版图序号必须是数字' }).int().min(1).max(100000) });

/** A planner's state change and deletes of a kind's orders at `orderPath` (the panel's and the accessory's alike). */
export const nestLifeCycleEndpoints = <const R extends z.ZodType>(orderPath: string, noun: string, tag: string, order: R) =>
  defineEndpoints(
    { tag, space: true, access: nestOrderAccess('edit') },
    {
      setState: { method: 'POST', path: `${orderPath}/:id/order-state`, summary: `修改${noun}状态`, params: idParam, body: nestOrderStateSchema, response: order },
      /** only what is to nest, cancelled or abnormal */
      remove: { method: 'DELETE', path: `${orderPath}/:id`, summary: `删除${noun}`, access: nestOrderAccess('delete'), params: idParam },
      /** acts inside the order's space; a waiting or running order is cancelled or stopped first */
      forceDelete: { method: 'DELETE', path: `${orderPath}/:id/force-delete`, summary: `强制删除${noun}（平台管理员）`, access: platform, params: idParam },
    },
  );

/** Nest orders, results, their drawings and downloads, the cost log and reports (spec 02, /api/cad/nest). */
export const nestEndpoints = defineEndpoints(
  { tag: '排版', space: true, access: nestOrderAccess('query') },
  {
    orders: {
      method: 'GET',
      path: `${N}/order`,
      summary: '排版订单列表',
      query: nestOrderListQuery,
      sortable: ['creationTime', 'orderNo', 'orderState', 'thickness'],
      response: pagedOf(nestOrderRow),
    },
    create: { method: 'POST', path: `${N}/order`, summary: '新建排版订单', access: nestOrderAccess('add'), body: createNestOrderSchema, response: nestOrderRow },
    fromBatch: {
      method: 'POST',
      path: `${N}/order/from-batch`,
      summary: '按批次生成排版订单（按材质、厚度分单）',
      access: nestOrderAccess('add'),
      body: z.object({
        batchIds: z.array(uuid).min(1, '请至少选择一个批次').max(50, '批次不能超过50个'),
        byColor: z.boolean().optional(),
        plates: createNestOrderSchema.shape.plates.optional(),
        parameter: nestParameterSchema.default(nestParameterSchema.parse({})),
        submit: z.boolean().optional(),
      }),
      response: pagedOf(nestOrderRow),
    },
    order: { method: 'GET', path: `${N}/order/:id`, summary: '排版订单详情', params: idParam, response: nestOrderDetail },
    lines: { method: 'GET', path: `${N}/order/:id/list`, summary: '排版订单的零件', params: idParam, query: pagedQuery, response: pagedOf(nestOrderLine) },
    setParameter: {
      method: 'PUT',
      path: `${N}/order/parameter/:id/for-admin`,
      summary: '修改排版参数（平台管理员）',
      access: platform,
      params: idParam,
      body: nestParameterSchema,
      response: nestOrderRow,
    },
    logs: { method: 'GET', path: `${N}/order/:id/log`, summary: '排版订单日志', params: idParam, query: pagedQuery, response: pagedOf(nestOrderLog) },
    errorProductUrls: { method: 'GET', path: `${N}/order/:id/error-product-urls`, summary: '无法读取的零件图纸', params: idParam, response: z.array(z.string()) },
    lost: { method: 'GET', path: `${N}/lost/product/list`, summary: '未排入的零件', query: pagedQuery, response: pagedOf(lostRow) },
    results: {
      method: 'GET',
      path: `${N}/result`,
      summary: '排版结果列表',
      access: nestResultAccess('query'),
      query: nestResultListQuery,
      sortable: ['creationTime', 'utilisation', 'sheetCount'],
      response: pagedOf(nestResultRow),
    },
    result: { method: 'GET', path: `${N}/result/:id`, summary: '排版结果详情（含每张排版图）', access: nestResultAccess('query'), params: idParam, response: nestResultDetail },
    removeResult: { method: 'DELETE', path: `${N}/result/:id`, summary: '删除排版结果', access: nestResultAccess('delete'), params: idParam },
    layoutSvg: { method: 'GET', path: `${N}/result/:id/layout/:layoutNo/svg`, summary: '排版图（SVG）', access: nestResultAccess('query'), params: layoutParams, file: true },
    layoutDxf: { method: 'GET', path: `${N}/result/:id/layout/:layoutNo/dxf`, summary: '排版图（DXF，供切割机）', access: nestResultAccess('query'), params: layoutParams, file: true },
    costs: { method: 'GET', path: `${N}/cost/log`, summary: '排版费用记录', access: nestCostAccess('query'), query: nestCostQuery.omit({ tenantId: true }), response: pagedOf(nestCostLog) },
    monthly: { method: 'GET', path: `${N}/report/monthly`, summary: '排版月报', query: reportQuery, response: pagedOf(reportPeriod) },
    daily: { method: 'GET', path: `${N}/report/daily`, summary: '排版日报', query: reportQuery, response: pagedOf(reportPeriod) },
    /** the orders made from the same batches of the same project, all or nothing */
    removeRelated: {
      method: 'DELETE',
      path: `${N}/related/order/:id`,
      summary: '删除排版订单及同批次生成的关联订单（含未确认的排版结果）',
      access: nestOrderAccess('delete'),
      params: idParam,
      response: pagedOf(z.object({ id: z.string(), orderNo: z.string(), resultId: z.string().nullable() })),
    },
    downPurchase: {
      method: 'GET',
      path: `${N}/down-purchase/:orderId/:resultId`,
      summary: '板材采购清单（Excel）',
      access: nestResultAccess('query'),
      params: z.object({ orderId: uuid, resultId: uuid }),
      file: true,
    },
    downRelation: {
      method: 'GET',
      path: `${N}/down-relation`,
      summary: '零件与板材对应关系（Excel）',
      access: nestResultAccess('query'),
      query: z.object({ resultId: uuid }),
      file: true,
    },
    zip: { method: 'GET', path: `${N}/result/:id/zip`, summary: '全部排版图 DXF（ZIP）', access: nestResultAccess('query'), params: idParam, file: true },
  },
);

export const nestOrderLifeCycle = nestLifeCycleEndpoints(`${N}/order`, '排版订单', '排版', nestOrderRow);

/** The platform's list query across spaces. */
const adminQuery = nestOrderListQuery.omit({ projectId: true }).extend({ tenantId: uuid.optional() });
const inSpace = { tenantId: z.string(), tenantName: z.string().nullable() };

/**
 * The platform's view of nesting across every space (statistics pages): orders, costs (income),
 * lost parts, results. Platform administrators only; their transaction reads across the tenant walls.
 */
export const nestAdminEndpoints = defineEndpoints(
  { tag: '排版统计（平台）', access: platform },
  {
    orders: {
      method: 'GET',
      path: `${N}/order/for-admin`,
      summary: '全部空间的排版订单',
      query: adminQuery,
      sortable: ['creationTime', 'orderState'],
      response: pagedOf(
        nestOrderRow
          .pick({ id: true, orderNo: true, materialName: true, thickness: true, pieceCount: true, partsArea: true, orderState: true, progress: true, cost: true, message: true, resultId: true, creationTime: true, finishTime: true })
          .extend(inSpace),
      ),
    },
    order: { method: 'GET', path: `${N}/for-admin/:id`, summary: '排版订单详情（平台）', params: idParam, response: nestOrderDetail.extend({ tenantName: z.string().nullable() }) },
    costs: { method: 'GET', path: `${N}/cost/for-admin`, summary: '全部空间的排版费用（收入）', query: adminQuery, response: nestCostsForAdmin },
    lost: { method: 'GET', path: `${N}/for-admin/lost/product/list`, summary: '全部空间未排入的零件', query: adminQuery, response: pagedOf(lostRow.extend(inSpace)) },
    /** per space, how many orders left parts out and how many pieces */
    lostSummary: {
      method: 'GET',
      path: `${N}/for-admin/lost/product`,
      summary: '各空间未排入零件汇总',
      query: adminQuery,
      response: pagedOf(z.object({ ...inSpace, orderCount: z.number().int(), kindCount: z.number().int(), pieceCount: z.number(), lastTime: isoTime.nullable() })),
    },
    statistics: {
      method: 'GET',
      path: `${N}/statistics/for-admin`,
      summary: '排版次数、板材张数与收入（按日或按月）',
      query: z.object({ period: z.enum(['day', 'month'], { error: '统计周期只能是 day 或 month' }).default('day'), ...dateRangeQuery }),
      response: pagedOf(z.object({ period: z.string(), nests: z.number().int(), sheets: z.number().int(), plateArea: z.number(), income: z.number() })),
    },
    result: {
      method: 'GET',
      path: `${N}/for-admin/result/:id`,
      summary: '排版结果详情（平台）',
      params: idParam,
      response: nestResultDetail.extend({ tenantName: z.string().nullable() }),
    },
    layoutSvg: { method: 'GET', path: `${N}/for-admin/result/:id/layout/:layoutNo/svg`, summary: '排版图（SVG，平台）', params: layoutParams, file: true },
  },
);
