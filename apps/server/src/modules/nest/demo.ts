import { nest } from '@al/nest';
import { OrderState } from '@al/contracts';
import type { Db } from '../../core/db/client.ts';
import { inScope } from '../../core/db/scoped.ts';
import { demoContext, type RequestContext } from '../../core/http/context.ts';
import { registerClient } from './clients.ts';
import { createOrdersFromBatches } from './from-batch.ts';
import { changeState } from './orders.ts';
import { claimJob, completeJob } from './queue.ts';
import { demoBatch } from '../cad/demo.ts';

/**
 * The demo's nest orders: the products of 佛山金融中心幕墙 第2批 (the sample elevation drawing, read
 * by the CAD intake), split by material and thickness on the textures' plate sizes. The smallest is
 * nested at once, through the same queue and result path a nest client uses, so the result viewer,
 * the cost log and the platform's statistics show a real layout from the first start; the others
 * wait for the planner to submit them.
 */
export async function seedNestDemo(db: Db, ids: { tenantId: string; userId: string }) {
  const batch = await demoBatch(db, ids.tenantId, '第2批');
  if (!batch) return;
  const ctx = demoContext({ ...ids, factoryId: batch.factoryId });
  const orders = await inScope(db, ctx, (tx) =>
    createOrdersFromBatches(tx, ctx, {
      batchIds: [batch.id],
      parameter: { spacing: 4, margin: 10, rotation: 'ortho', partInPart: false, commonLine: false, timeLimitSeconds: 5, seed: 1 },
    }),
  );
  const smallest = [...orders].sort((a, b) => Number(a.partsArea) - Number(b.partsArea))[0];
  if (smallest) await nestOneDemoOrder(db, ctx, smallest.id);
}

/** Seed-time run of the engine (in-process, a short time limit) on the demo's smallest order. */
async function nestOneDemoOrder(db: Db, ctx: RequestContext, orderId: string) {
  await inScope(db, ctx, (tx) => changeState(tx, ctx, orderId, OrderState.pending));
  const client = await registerClient(db, { name: '演示数据排版客户端', version: 'seed', ownerTenantId: ctx.tenantId, registeredBy: ctx.userId });
  const job = await claimJob(db, client.id);
  if (!job) return;
  const result = nest({ ...job.input, params: { ...job.input.params, timeLimitMs: 300 } });
  await completeJob(db, client.id, job.jobId, result);
}
