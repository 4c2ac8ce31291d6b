import { z } from 'zod';
import { accessTo, defineEndpoints, pagedOf } from '../endpoint.ts';
import { documentActionSchema, documentInputSchema, documentRow } from '../document/define.ts';
import { PLAN_PATH, productionPlanDocument as def } from '../documents/produce.ts';
import { Permissions } from '../permission-names.ts';
import { idParam, uuidNamed } from './common.ts';
import { capacityAnalysis, capacityAnalysisInput, countAnswer, planColor, planListQuery, planProgressItem, planSortInput, projectProgress } from './produce.ts';

const plan = accessTo(def.permission);
const plans = pagedOf(planProgressItem);
const planInput = documentInputSchema(def);

/** Production plans' own calls beside the document routes: a machine's plans in order, and reordering them by a drag. */
export const planEndpoints = defineEndpoints(
  { tag: def.title, access: plan('query'), space: true },
  {
    ofEquipment: {
      method: 'GET',
      path: `${PLAN_PATH}/equipment/:id`,
      summary: '设备的生产计划（按顺序）',
      params: idParam,
      query: z.object({ all: z.enum(['true', 'false']).optional() }),
      response: plans,
    },
    sort: { method: 'PUT', path: `${PLAN_PATH}/sort`, summary: '调整计划顺序（拖动）', access: plan('edit'), body: planSortInput, response: countAnswer },
  },
);

const P = '/api/prod/project/plan';

/**
 * The plan parts of /api/prod/project (spec 03 §7): the project plan list and its progress, create
 * and update (the same validated writes as /api/prod/plan), invalid (the plan's 作废 action), a
 * plan's colours, and a project's progress per batch and route process.
 */
export const projectPlanEndpoints = defineEndpoints(
  { tag: '项目计划', access: plan('query'), space: true },
  {
    /** The list shows the percent; the progress call carries the processes. */
    list: {
      method: 'GET',
      path: P,
      summary: `项目计划列表（同 ${PLAN_PATH}）`,
      query: planListQuery,
      response: pagedOf(planProgressItem.omit({ processes: true })),
    },
    progress: { method: 'GET', path: `${P}/progress`, summary: '计划进度', query: planListQuery, response: plans },
    create: { method: 'POST', path: P, summary: '新增项目计划', access: plan('add'), body: planInput, response: documentRow },
    update: {
      method: 'PUT',
      path: P,
      summary: '修改项目计划',
      access: plan('edit'),
      body: z.intersection(z.object({ id: z.uuid('计划ID格式不正确') }), planInput),
      response: documentRow,
    },
    invalid: {
      method: 'PUT',
      path: `${P}/:id/invalid`,
      summary: '作废计划',
      access: plan('void'),
      params: idParam,
      body: documentActionSchema.optional(),
      response: documentRow,
    },
    colors: { method: 'GET', path: `${P}/:id/colors`, summary: '计划的颜色', params: idParam, response: pagedOf(planColor) },
    projectProgress: {
      method: 'GET',
      path: `${P}/project/progress`,
      summary: '项目进度（批次 × 工序）',
      query: z.object({ projectId: uuidNamed('项目') }),
      response: projectProgress,
    },
  },
);

/** The capacity analysis: each process's planned load and output per day against its capacity. */
export const capacityEndpoints = defineEndpoints(
  { tag: '产能分析', access: accessTo(Permissions.AlProduce.Capacities)('query'), space: true },
  {
    analysis: {
      method: 'POST',
      path: '/api/prod/product/capacity/analysis',
      summary: '产能分析：各工序每日计划负荷与产能',
      body: capacityAnalysisInput,
      response: capacityAnalysis,
    },
  },
);
