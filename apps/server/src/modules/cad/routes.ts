import type { FastifyInstance } from 'fastify';
import type { Db } from '../../core/db/client.ts';
import type { JobQueue } from '../../core/jobs/queue.ts';
import { CONVERT_JOB } from './intake.ts';
import { projectRoutes } from './project-routes.ts';
import { fileRoutes } from './file-routes.ts';
import { productRoutes } from './product-routes.ts';
import { labelRoutes } from './label-routes.ts';
import { splitRoutes } from './split-routes.ts';
import { moreProjectRoutes } from './more-project-routes.ts';
import { accessoryRoutes } from './accessory-routes.ts';

/** The CAD intake: projects and batches, drawing upload and conversion, products, labels. */
export function cadRoutes(app: FastifyInstance, deps: { db: Db; jobs: JobQueue }) {
  deps.jobs.define(CONVERT_JOB, new URL('./convert-job.ts', import.meta.url), { concurrency: 1 });
  // Fixed paths first (log/down, acceptance, reports) so that they are not taken for an {id}.
  moreProjectRoutes(app);
  projectRoutes(app);
  fileRoutes(app, deps);
  productRoutes(app);
  labelRoutes(app);
  splitRoutes(app);
  accessoryRoutes(app);
}
