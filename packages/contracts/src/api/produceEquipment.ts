import { z } from 'zod';
import { messages } from '../messages.ts';
import { accessTo, defineEndpoints, pagedOf } from '../endpoint.ts';
import { Permissions } from '../permission-names.ts';
import { resourceRow } from '../resource/define.ts';
import { EQUIPMENT_PATH as B, equipmentFeatureResource, equipmentResource, processResource } from '../resources/produce.ts';
import { idParam } from './common.ts';
import {
  allocateInput,
  countAnswer,
  deviceStatistics,
  deviceStatisticsQuery,
  equipmentLogInput,
  equipmentLogItem,
  equipmentLogQuery,
  equipmentLogRow,
  equipmentProcessInput,
  featureAllInput,
  ownInput,
  processEquipmentInput,
  retroactiveInput,
  useDateInput,
} from './produce.ts';

const machine = accessTo(equipmentResource.permission);
const equipmentRow = resourceRow(equipmentResource);
const machines = pagedOf(equipmentRow);

/** The equipment's own calls beside its resource routes: by group, process and expiry; allocation, transfer, terms, processes, features, licensed terminals. */
export const equipmentEndpoints = defineEndpoints(
  { tag: equipmentResource.title, access: machine('query'), space: true },
  {
    inGroup: { method: 'GET', path: `${B}/all/:id`, summary: '分组（含下级）的设备', params: idParam, response: machines },
    expired: { method: 'GET', path: `${B}/expired`, summary: '已过使用期限的终端', response: machines },
    unexpired: { method: 'GET', path: `${B}/unexpired/:id`, summary: '可报该工序且未过期的设备', params: idParam, response: machines },
    allocate: {
      method: 'POST',
      path: `${B}/:id/allocate`,
      summary: '分配设备到工厂',
      access: machine('edit'),
      params: idParam,
      body: allocateInput,
      response: equipmentRow,
    },
    transfer: {
      method: 'PUT',
      path: `${B}/:id/transfer/:id2`,
      summary: '调拨设备到本企业的另一工厂',
      access: machine('edit'),
      params: z.object({ id: z.uuid(messages.invalidId), id2: z.uuid('目标工厂ID格式不正确') }),
      response: equipmentRow,
    },
    useDate: {
      method: 'PUT',
      path: `${B}/:id/use-date`,
      summary: '设置使用期限',
      access: machine('edit'),
      params: idParam,
      body: useDateInput,
      response: equipmentRow,
    },
    byProcess: {
      method: 'GET',
      path: `${B}/process`,
      summary: '各工序的设备',
      response: pagedOf(
        z.object({
          processId: z.string(),
          processName: z.string(),
          equipment: z.array(z.object({ id: z.string(), name: z.string(), code: z.string().nullable() })),
        }),
      ),
    },
    ofProcess: { method: 'GET', path: `${B}/process/:id`, summary: '可报该工序的设备', params: idParam, response: machines },
    setOfProcess: {
      method: 'PUT',
      path: `${B}/process/:id`,
      summary: '设置可报该工序的设备',
      access: machine('edit'),
      params: idParam,
      body: processEquipmentInput,
      response: countAnswer,
    },
    processes: { method: 'GET', path: `${B}/:id/process`, summary: '设备可报的工序', params: idParam, response: pagedOf(resourceRow(processResource)) },
    setProcesses: {
      method: 'PUT',
      path: `${B}/:id/process`,
      summary: '设置设备可报的工序',
      access: machine('edit'),
      params: idParam,
      body: equipmentProcessInput,
      response: equipmentRow,
    },
    features: {
      method: 'PUT',
      path: `${B}/feature/all`,
      summary: '批量设置终端功能',
      access: accessTo(equipmentFeatureResource.permission)('edit'),
      body: featureAllInput,
      response: countAnswer,
    },
    own: { method: 'POST', path: `${B}/own`, summary: '领取本企业续费授权的终端', access: machine('add'), body: ownInput.optional(), response: machines },
  },
);

const logWriter = accessTo(Permissions.AlProduce.EquipmentLogs)('add');
const logPage = pagedOf(equipmentLogItem);

/** Equipment logs (terminal function runs), the platform's view of them, device statistics and back-dated scans. */
export const equipmentLogEndpoints = defineEndpoints(
  { tag: '设备日志', space: true },
  {
    /** Read from /produce/equipment-log (AlProduce.EquipmentLogs) or /logs/equipment (AlLog.EquipmentLogs): the handler checks either. */
    list: { method: 'GET', path: `${B}/log`, summary: '设备日志', query: equipmentLogQuery, response: logPage },
    all: {
      method: 'GET',
      path: `${B}/for-admin/log`,
      summary: '全部企业的设备日志（平台）',
      access: { platformAdmin: true },
      space: undefined,
      query: equipmentLogQuery,
      response: logPage,
    },
    report: { method: 'POST', path: `${B}/log`, summary: '终端上报功能日志', access: logWriter, body: equipmentLogInput, response: equipmentLogRow },
    retroactive: { method: 'POST', path: `${B}/retroactively`, summary: '补录离线扫码（待审核）', access: logWriter, body: retroactiveInput, response: countAnswer },
    statistics: {
      method: 'GET',
      path: `${B}/log/statistics`,
      summary: '工位机 / PDA 统计',
      access: accessTo(Permissions.AlLog.DeviceStatistics)('query'),
      query: deviceStatisticsQuery,
      response: deviceStatistics,
    },
  },
);
