import { z } from 'zod';
import { accessTo, defineEndpoints, pagedOf } from '../endpoint.ts';
import { resourceRow } from '../resource/define.ts';
import { processResource } from '../resources/produce.ts';
import { PROCESS_PATH as B } from '../resources/basicFields.ts';
import { CadPermissions } from '../routes/projects.ts';
import { idParam } from './common.ts';
import {
  calculateInput,
  calculateResult,
  capacityConfigInput,
  capacityConfigItem,
  countAnswer,
  dailyReportInput,
  performanceFieldInput,
  processOption,
  processUseItem,
  projectProcessCompletedInput,
  projectProcessInput,
  projectProcessItem,
  projectProcessQuery,
  projectProcessSortInput,
  projectProcessUpdate,
  projectRouteInput,
  projectRouteListInput,
} from './produce.ts';

const proc = accessTo(processResource.permission);
const processRow = resourceRow(processResource);

/** The process master data's own calls beside its resource routes: options, switches, capacity, re-pricing, uses. */
export const processEndpoints = defineEndpoints(
  { tag: processResource.title, access: proc('query'), space: true },
  {
    options: { method: 'GET', path: `${B}/options`, summary: '工序选项', response: z.array(processOption) },
    qcOptions: { method: 'GET', path: `${B}/options/qc`, summary: '质检工序选项', response: z.array(processOption) },
    dailyReport: {
      method: 'PUT',
      path: `${B}/:id/daily-report`,
      summary: '设置是否计入日报',
      access: proc('edit'),
      params: idParam,
      body: dailyReportInput,
      response: processRow,
    },
    performanceField: {
      method: 'PUT',
      path: `${B}/:id/performance-field`,
      summary: '设置计件依据与单价',
      access: proc('edit'),
      params: idParam,
      body: performanceFieldInput,
      response: processRow,
    },
    capacityConfig: { method: 'GET', path: `${B}/capacity-config`, summary: '工序产能配置', response: pagedOf(capacityConfigItem) },
    saveCapacityConfig: {
      method: 'PUT',
      path: `${B}/capacity-config`,
      summary: '保存工序产能配置',
      access: proc('edit'),
      body: capacityConfigInput,
      response: countAnswer,
    },
    calculate: {
      method: 'PUT',
      path: `${B}/calculate/:id`,
      summary: '按当前单价重算期间内的扫码工资',
      access: proc('edit'),
      params: idParam,
      body: calculateInput,
      response: calculateResult,
    },
    uses: { method: 'GET', path: `${B}/:id/project`, summary: '使用该工序的项目', params: idParam, response: pagedOf(processUseItem) },
    usesDown: { method: 'GET', path: `${B}/down/:id`, summary: '下载使用该工序的项目', access: proc('export'), params: idParam, file: true },
  },
);

const step = accessTo(CadPermissions.projectProcesses);
const steps = pagedOf(projectProcessItem);

/** The route of a project or batch: steps name processes, in order, with their progress. */
export const projectProcessEndpoints = defineEndpoints(
  { tag: '项目工序', access: step('query'), space: true },
  {
    list: { method: 'GET', path: `${B}/project`, summary: '项目工序列表', query: projectProcessQuery, response: steps },
    add: { method: 'POST', path: `${B}/project`, summary: '添加项目工序', access: step('add'), body: projectProcessInput, response: projectProcessItem },
    setRoute: {
      method: 'POST',
      path: `${B}/project-process`,
      summary: '设置项目（批次）的工艺路线：按顺序替换未完成的工序',
      access: step('add'),
      body: projectRouteInput,
      response: steps,
    },
    ofProjects: { method: 'POST', path: `${B}/project-process/list`, summary: '多个项目的工序', body: projectRouteListInput, response: steps },
    completed: {
      method: 'PUT',
      path: `${B}/project/completed`,
      summary: '标记工序完成 / 未完成',
      access: step('edit'),
      body: projectProcessCompletedInput,
      response: countAnswer,
    },
    sort: { method: 'PUT', path: `${B}/project/sort`, summary: '调整工序顺序', access: step('edit'), body: projectProcessSortInput, response: countAnswer },
    progress: { method: 'GET', path: `${B}/project/:id/progress`, summary: '工序进度', access: step('get'), params: idParam, response: projectProcessItem },
    update: {
      method: 'PUT',
      path: `${B}/project/:id`,
      summary: '修改项目工序',
      access: step('edit'),
      params: idParam,
      body: projectProcessUpdate,
      response: projectProcessItem,
    },
    remove: { method: 'DELETE', path: `${B}/project/:id`, summary: '删除项目工序', access: step('delete'), params: idParam },
  },
);
