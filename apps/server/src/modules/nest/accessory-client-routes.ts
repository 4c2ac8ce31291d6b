import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages, nestClientEndpoints as ep } from '@al/contracts';
import type { OneDResult } from '@al/nest';
import type { Db } from '../../core/db/client.ts';
import { ownClientOf } from './clients.ts';
import { serve } from '../../core/http/endpoint.ts';
import { claimAccessoryJob, completeAccessoryJob, reportAccessoryProgress } from './accessory-queue.ts';

const base = '/api/nest/client';
const tags = ['排版客户端'];
const params = z.object({ id: z.uuid(messages.invalidId) });
const jobParams = z.object({ id: z.uuid(messages.invalidId), jobId: z.uuid(messages.invalidId) });

/**
 * The accessory (1-D) side of the nest-client protocol: a client that is idle claims an accessory
 * run and uploads its bars. Failures go to the common `jobs/{jobId}/failed`; the layout is checked
 * by the server before it is taken, so its shape is checked loosely here.
 */
export function accessoryClientRoutes(app: FastifyInstance, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const ownClient = (req: FastifyRequest, id: string) => ownClientOf(db, req.ctx, id);

  r.post(`${base}/:id/accessory/claim`, { schema: { tags, summary: '领取一个待排版的配件任务', params } }, async (req, reply) => {
    await ownClient(req, req.params.id);
    const job = await claimAccessoryJob(db, req.params.id);
    return job ?? reply.status(204).send();
  });

  serve(app, ep.accessoryProgress, async (req) => {
    await ownClient(req, req.params.id);
    return reportAccessoryProgress(db, req.params.id, req.params.jobId, req.body);
  });

  const bar = z.object({ stockId: z.string(), length: z.number(), waste: z.number(), cuts: z.array(z.object({ pieceId: z.string(), copy: z.number(), offset: z.number(), length: z.number() })).max(10000) });
  const body = z.object({
    result: z.object({ bars: z.array(bar).max(100000), unplaced: z.array(z.object({ pieceId: z.string(), copy: z.number(), reason: z.string() })).max(1000000), lowerBound: z.number(), optimal: z.boolean() }),
    elapsedMs: z.number().min(0),
  });
  r.post(`${base}/:id/accessory/jobs/:jobId/result`, { schema: { tags, summary: '上传配件排版结果', params: jobParams, body }, bodyLimit: 50 * 1024 * 1024 }, async (req) => {
    await ownClient(req, req.params.id);
    return completeAccessoryJob(db, req.params.id, req.params.jobId, req.body.result as OneDResult, req.body.elapsedMs);
  });
}
