import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, messages, nestClientEndpoints as ep, nestClientStatusLabels, nestParameterSchema, Permissions } from '@al/contracts';
import type { NestResult } from '@al/nest';
import type { Db } from '../../core/db/client.ts';
import { forbidden } from '../../core/http/errors.ts';
import { iso, serve } from '../../core/http/endpoint.ts';
import { can } from '../../core/auth/permissions.ts';
import { claimJob, completeJob, failJob, reportProgress } from './queue.ts';
import { heartbeat, listClients, ownClientOf, registerClient, clientStatus, type NestClientRow } from './clients.ts';
import { findOrder } from './orders.ts';

const base = '/api/nest/client';
const tags = ['排版客户端'];
const jobParams = z.object({ id: z.uuid(messages.invalidId), jobId: z.uuid(messages.invalidId) });

/** A client as the answers carry it (times as ISO strings). */
const toClient = (c: NestClientRow, status = clientStatus(c)) => ({ ...c, lastHeartbeat: iso(c.lastHeartbeat), creationTime: iso(c.creationTime), status });

/**
 * The nest-client protocol: a worker process (`npm run nest-client`, or a factory's own machine)
 * registers, sends heartbeats, claims waiting runs, reports progress and uploads results. A
 * platform administrator's client serves every space; a space administrator's serves that space.
 */
export function nestClientRoutes(app: FastifyInstance, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const ownClient = (req: FastifyRequest, id: string) => ownClientOf(db, req.ctx, id);

  serve(app, ep.register, async (req) => {
    let ownerTenantId: string | null = null;
    if (!req.ctx.isPlatformAdmin) {
      if (!req.ctx.tenantId) throw forbidden('请以平台管理员或空间管理员身份注册排版客户端');
      const perms = await req.permissions();
      if (!req.ctx.isTenantAdmin && !can(perms, Permissions.AlNest.Orders, 'edit')) throw forbidden();
      ownerTenantId = req.ctx.tenantId;
    }
    return toClient(await registerClient(db, { ...req.body, ownerTenantId, registeredBy: req.ctx.userId }));
  });

  serve(app, ep.heartbeat, async (req) => {
    await ownClient(req, req.params.id);
    const c = await heartbeat(db, req.params.id);
    return { status: clientStatus(c!) };
  });

  r.post(`${base}/:id/claim`, { schema: { tags, summary: '领取一个待排版任务', params: idParam } }, async (req, reply) => {
    await ownClient(req, req.params.id);
    const job = await claimJob(db, req.params.id);
    return job ?? reply.status(204).send();
  });

  serve(app, ep.progress, async (req) => {
    await ownClient(req, req.params.id);
    return reportProgress(db, req.params.id, req.params.jobId, req.body);
  });

  // The layout is checked by the server's own checker before it is taken, so its shape is only
  // checked loosely here.
  const resultBody = z.object({ sheets: z.array(z.any()).max(100000), unplaced: z.array(z.any()), utilisation: z.number(), elapsedMs: z.number(), iterations: z.number(), path: z.string() }).passthrough();
  r.post(`${base}/:id/jobs/:jobId/result`, { schema: { tags, summary: '上传排版结果', params: jobParams, body: resultBody }, bodyLimit: 100 * 1024 * 1024 }, async (req) => {
    await ownClient(req, req.params.id);
    return completeJob(db, req.params.id, req.params.jobId, req.body as unknown as NestResult);
  });

  serve(app, ep.failed, async (req) => {
    await ownClient(req, req.params.id);
    await failJob(db, req.params.id, req.params.jobId, req.body.message);
  });

  serve(app, ep.forAdmin, async () => {
    const items = (await listClients(db)).map((c) => ({ ...toClient(c, c.status), statusName: nestClientStatusLabels[c.status] }));
    return { items, totalCount: items.length };
  });

  serve(app, ep.orderParameter, async (req) => {
    if (!req.ctx.tenantId) throw forbidden();
    const order = await req.tx((tx) => findOrder(tx, req.ctx.tenantId!, req.params.id));
    // Orders stored before a parameter existed (commonLine, seed) lack it: the answer schema requires
    // every key, so the defaults fill the gaps instead of failing the answer's encoding.
    const parameter = { ...nestParameterSchema.parse({}), ...order.parameter };
    return { ...parameter, plates: order.plates, thickness: order.thickness, materialName: order.materialName };
  });
}
