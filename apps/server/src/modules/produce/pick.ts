import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Endpoint, pickedBatch, pickedProject } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { serve } from '../../core/http/endpoint.ts';
import { pickBatches, pickProjects, type FactoryWall } from '../cad/pickers.ts';
import { needFactory } from '../cad/project-service.ts';

/** Rows a picker answers: the items of its paged answer. */
type Items<E> = E extends { response: z.ZodType<{ items: (infer T)[] }> } ? T : never;

/** Serves a document form's picker (contracts' `pickEndpoint`): the rows `load` finds in the caller's factory. */
export function servePick<E extends Endpoint & { response: z.ZodType<{ items: unknown[] }> }>(
  app: FastifyInstance,
  ep: E,
  load: (tx: Tx, w: FactoryWall) => Promise<Items<E>[]>,
) {
  serve(app, ep, async (req) =>
    req.tx(async (tx) => {
      const items = await load(tx, needFactory(req.ctx));
      return { items, totalCount: items.length } as never;
    }),
  );
}

/** A picker's endpoint answering rows of `item` (contracts' `pickEndpoint`). */
type PickOf<T extends z.ZodType> = Endpoint & { response: z.ZodType<{ items: z.output<T>[] }> };

/** The project and batch pickers most document forms carry: the factory's projects and batches, newest first. */
export function serveProjectBatchPicks(
  app: FastifyInstance,
  project: PickOf<typeof pickedProject>,
  batch: PickOf<typeof pickedBatch>,
  limit: number,
) {
  servePick(app, project, (tx, w) => pickProjects(tx, w, limit));
  servePick(app, batch, (tx, w) => pickBatches(tx, w, limit));
}
