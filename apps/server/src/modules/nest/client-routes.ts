import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, messages, nestClientEndpoints as ep, nestClientStatusLabels, nestParameterSchema, Permissions } from '@al/contracts';
import type { NestResult, OneDResult } from '@al/nest';
import type { Db } from '../../core/db/client.ts';
import { forbidden } from '../../core/http/errors.ts';
import { iso, serve } from '../../core/http/endpoint.ts';
import { can } from '../../core/auth/permissions.ts';
import { claimJob, completeJob, failJob, reportProgress } from './queue.ts';
import { claimAccessoryJob, completeAccessoryJob, reportAccessoryProgress } from './accessory-queue.ts';
import { heartbeat, listClients, ownClientOf, registerClient, clientStatus, type NestClientRow } from './clients.ts';
import { findOrder } from './orders.ts';

const base = '/api/nest/client';
const tags = ['排版客户端'];
const jobParams = z.object({ id: z.uuid(messages.invalidId), jobId: z.uuid(messages.invalidId) });

/** A client as the answers carry it (times as ISO strings). */
const toClient = (c: NestClientRow, status = clientStatus(c)) => ({ ...c, lastHeartbeat: iso(c.lastHeartbeat), creationTime: iso(c.creationTime), status });

/**
 * The nest-client protocol: a worker process (`npm run nest-client`, or a factory's own machine)
 * registers, sends heartbeats, claims waiting runs, reports progress and uploads results, of panel
 * runs and (under accessory/) of accessory runs; failures of either go to `jobs/{jobId}/failed`. A
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

  /** Claiming the oldest waiting run of a kind: the run, or 204 when none waits for this client. */
  const claimRoute = (path: string, summary: string, claim: (db: Db, clientId: string) => Promise<object | null>) =>
    r.post(`${base}/:id/${path}`, { schema: { tags, summary, params: idParam } }, async (req, reply) => {
      await ownClient(req, req.params.id);
      return (await claim(db, req.params.id)) ?? reply.status(204).send();
    });
  claimRoute('claim', '领取一个待排版任务', claimJob);
  claimRoute('accessory/claim', '领取一个待排版的配件任务', claimAccessoryJob);

  /**
   * Uploading a run's result (a body of up to `megabytes`). The result is checked by the server's
   * own checker before it is taken, so its shape is only checked loosely here.
   */
  const resultRoute = <B extends z.ZodType>(path: string, summary: string, body: B, megabytes: number, complete: (clientId: string, jobId: string, body: z.infer<B>) => Promise<object>) =>
    r.post(`${base}/:id/${path}`, { schema: { tags, summary, params: jobParams, body }, bodyLimit: megabytes * 1024 * 1024 }, async (req) => {
      await ownClient(req, req.params.id);
      return complete(req.params.id, req.params.jobId, req.body as z.infer<B>);
    });
  resultRoute(
    'jobs/:jobId/result',
    '上传排版结果',
    z.object({ sheets: z.array(z.any()).max(100000), unplaced: z.array(z.any()), utilisation: z.number(), elapsedMs: z.number(), iterations: z.number(), path: z.string() }).passthrough(),
    100,
    (clientId, jobId, result) => completeJob(db, clientId, jobId, result as unknown as NestResult),
  );
  const bar = z.object({ stockId: z.string(), length: z.number(), waste: z.number(), cuts: z.array(z.object({ pieceId: z.string(), copy: z.number(), offset: z.number(), length: z.number() })).max(10000) });
  resultRoute(
    'accessory/jobs/:jobId/result',
    '上传配件排版结果',
    z.object({
      result: z.object({ bars: z.array(bar).max(100000), unplaced: z.array(z.object({ pieceId: z.string(), copy: z.number(), reason: z.string() })).max(1000000), lowerBound: z.number(), optimal: z.boolean() }),
      elapsedMs: z.number().min(0),
    }),
    50,
    (clientId, jobId, body) => completeAccessoryJob(db, clientId, jobId, body.result as OneDResult, body.elapsedMs),
  );

  serve(app, ep.progress, async (req) => {
    await ownClient(req, req.params.id);
    return reportProgress(db, req.params.id, req.params.jobId, req.body);
  });

  serve(app, ep.accessoryProgress, async (req) => {
    await ownClient(req, req.params.id);
    return reportAccessoryProgress(db, req.params.id, req.params.jobId, req.body);
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
