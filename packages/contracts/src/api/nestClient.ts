import { z } from 'zod';
import { messages } from '../messages.ts';
import { defineEndpoints, isoTime, pagedOf } from '../endpoint.ts';
import { Permissions } from '../permission-names.ts';
import { idParam } from './common.ts';
import { accessoryNestProgressSchema } from './accessory-nest.ts';
import { nestClientRegisterSchema, nestClientStatusLabels, nestParameterSchema, nestPlateSchema, nestProgressSchema } from './nest.ts';

const C = '/api/nest/client';
const jobParams = z.object({ id: z.uuid(messages.invalidId), jobId: z.uuid(messages.invalidId) });
const clientStatus = z.enum(Object.keys(nestClientStatusLabels) as [keyof typeof nestClientStatusLabels]);
/** Whether the client should stop the run it reports on (cancelled, or no longer its). */
const cancel = z.object({ cancel: z.boolean() });

/** A registered nest client (a worker process that runs the engine) and whether it is there. */
export const nestClient = z.object({
  id: z.string(),
  name: z.string(),
  version: z.string(),
  ownerTenantId: z.string().nullable(),
  registeredBy: z.string().nullable(),
  builtIn: z.boolean(),
  lastHeartbeat: isoTime,
  currentJobId: z.string().nullable(),
  creationTime: isoTime,
  status: clientStatus,
});
export const nestClientRow = nestClient.extend({ statusName: z.string() });
export type NestClientRow = z.infer<typeof nestClientRow>;

/**
 * The nest-client protocol: a worker process (`npm run nest-client`, or a factory's own machine)
 * registers, sends heartbeats, reports progress and failures. A platform administrator's client
 * serves every space; a space administrator's serves that space. (Claiming a run, which answers a
 * job or 204, and uploading a result, whose body may be tens of megabytes, are routes of their own.)
 */
export const nestClientEndpoints = defineEndpoints(
  { tag: '排版客户端' },
  {
    register: { method: 'POST', path: `${C}/register`, summary: '注册排版客户端', body: nestClientRegisterSchema, response: nestClient },
    heartbeat: { method: 'POST', path: `${C}/:id/heartbeat`, summary: '客户端心跳', params: idParam, response: z.object({ status: clientStatus }) },
    progress: {
      method: 'POST',
      path: `${C}/:id/jobs/:jobId/progress`,
      summary: '上报排版进度',
      params: jobParams,
      body: nestProgressSchema.nullable(),
      response: cancel,
    },
    accessoryProgress: {
      method: 'POST',
      path: `${C}/:id/accessory/jobs/:jobId/progress`,
      summary: '上报配件排版进度',
      params: jobParams,
      body: accessoryNestProgressSchema,
      response: cancel,
    },
    /** A run's failure, the panel's and the accessory's alike. */
    failed: {
      method: 'POST',
      path: `${C}/:id/jobs/:jobId/failed`,
      summary: '上报排版失败',
      params: jobParams,
      body: z.object({ message: z.string().trim().min(1).max(500) }),
    },
    forAdmin: { method: 'GET', path: `${C}/for-admin`, summary: '排版客户端（平台）', access: { platformAdmin: true }, response: pagedOf(nestClientRow) },
    /** What the engine is given for an order: its parameter, plates, thickness and material. */
    orderParameter: {
      method: 'GET',
      path: `${C}/order/:id/parameter`,
      summary: '排版订单参数',
      access: { permission: Permissions.AlNest.Orders, action: 'query' },
      params: idParam,
      response: nestParameterSchema.extend({ plates: z.array(nestPlateSchema), thickness: z.number(), materialName: z.string().nullable() }),
    },
  },
);
