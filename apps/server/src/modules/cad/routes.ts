import type { FastifyInstance } from 'fastify';
import type { Db } from '../../core/db/client.ts';
import type { JobQueue } from '../../core/jobs/queue.ts';
import { CONVERT_JOB } from './intake.ts';
import { projectRoutes } from './project-routes.ts';
import { fileRoutes } from './file-routes.ts';
import { productRoutes } from './product-routes.ts';
import { labelRoutes } from './label-routes.ts';
import { splitRoutes } from './split-routes.ts';
import { projectAcceptanceRoutes } from './project-acceptance-routes.ts';
import { projectExportRoutes } from './project-export-routes.ts';
import { projectReportRoutes } from './project-report-routes.ts';
import { accessoryRoutes } from './accessory-routes.ts';
import { ConversionRecovery } from './recovery.ts';
import { registerDrawingGuards } from './drawing-links.ts';
import { paintSettingRoutes } from './paint-setting-routes.ts';
import { correlationRoutes } from './correlation-routes.ts';
import { bookShareRoutes } from './book-share-routes.ts';

/** The CAD intake: projects and batches, drawing upload and conversion, products, labels. */
export function cadRoutes(app: FastifyInstance, deps: { db: Db; jobs: JobQueue }) {
  deps.jobs.define(CONVERT_JOB, new URL('./convert-job.ts', import.meta.url), { concurrency: 1 });
  registerDrawingGuards();
  // Conversions a restart interrupted are queued again (at start, then every minute).
  const recovery = new ConversionRecovery(deps.db, deps.jobs, app.log);
  app.addHook('onReady', async () => recovery.start());
  app.addHook('onClose', async () => recovery.stop());
  // Fixed paths first (log/down, acceptance, reports) so that they are not taken for an {id}.
  projectExportRoutes(app);
  projectAcceptanceRoutes(app);
  projectReportRoutes(app);
  projectRoutes(app);
  fileRoutes(app, deps);
  productRoutes(app);
  labelRoutes(app);
  splitRoutes(app);
  accessoryRoutes(app);
  paintSettingRoutes(app);
  correlationRoutes(app);
  bookShareRoutes(app, deps);
}
