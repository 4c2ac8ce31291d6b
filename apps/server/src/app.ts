import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './config.ts';
import { openDatabase, type Database } from './core/db/client.ts';
import { migrate } from './core/db/migrate.ts';
import { TokenService } from './core/auth/tokens.ts';
import { registerAuth } from './core/auth/plugin.ts';
import { registerErrorHandling } from './core/http/error-handler.ts';
import { registerInputGuards } from './core/http/input-guards.ts';
import { registerOpenApi } from './core/http/openapi.ts';
import { registerWebApp } from './core/http/static.ts';
import { createJobQueue, type JobQueue } from './core/jobs/queue.ts';
import { seedDemo } from './modules/demo/seed.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { editionRoutes } from './modules/saas/edition-routes.ts';
import { factoryRoutes } from './modules/identity/factory-routes.ts';
import { identityRoutes } from './modules/identity/routes.ts';
import { basicRoutes } from './modules/basic/routes.ts';
import { messageRoutes } from './modules/account/message-routes.ts';
import { tenantAccountRoutes } from './modules/saas/tenant-account-routes.ts';
import { fileRoutes } from './core/files/routes.ts';
import { nestRoutes } from './modules/nest/routes.ts';
import { nestClientRoutes } from './modules/nest/client-routes.ts';
import { nestAdminRoutes } from './modules/nest/admin-routes.ts';
import { accessoryNestRoutes } from './modules/nest/accessory-routes.ts';
import { accessoryClientRoutes } from './modules/nest/accessory-client-routes.ts';
import { nestProduceRoutes } from './modules/nest/produce-routes.ts';
import { nestRelatedRoutes } from './modules/nest/related-routes.ts';
import { nestCostRuleRoutes } from './modules/nest/cost-rule-routes.ts';
import { nestAdminResultRoutes } from './modules/nest/admin-result-routes.ts';
import { nestDownloadRoutes } from './modules/nest/download-routes.ts';
import { BuiltInNestClient } from './modules/nest/builtin-client.ts';
import { setFileSigningKey } from './core/files/service.ts';
import { setFileStore } from './core/files/store.ts';
import { cadRoutes } from './modules/cad/routes.ts';
import { saasRoutes } from './modules/saas/routes.ts';
import { webRoutes } from './modules/web/routes.ts';
import { warehouseRoutes } from './modules/warehouse/routes.ts';

// Validation messages of zod in Chinese, for every schema that gives none of its own.
z.config(z.locales.zhCN());

export interface App {
  app: FastifyInstance;
  database: Database;
  jobs: JobQueue;
  /** The server's own nest client (null when NEST_BUILTIN_CLIENT=false). */
  nestClient: BuiltInNestClient | null;
  /** Every route registered, for the OpenAPI page and the tests that walk the whole API. */
  routes: RouteOptions[];
  close(): Promise<void>;
}

/** Builds the whole server: database (migrated, demo data on first start), core hooks, modules, web app. */
export async function buildApp(config: AppConfig, opts: { database?: Database; logger?: boolean } = {}): Promise<App> {
  // Local dates (document numbers, periods) are the factory's, not the server's UTC clock.
  process.env.TZ = config.timeZone;
  const database = opts.database ?? (await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }));
  await migrate(database);
  await setFileStore(config.filesDir);
  if (config.seedDemo) await seedDemo(database.db);
  const tokens = await TokenService.create(database.db, config.jwtSecret, config.tokenTtlHours);
  setFileSigningKey(tokens.fileKey);
  const jobs = await createJobQueue({ redisUrl: config.redisUrl });

  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    bodyLimit: 10 * 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerOpenApi(app);
  registerAuth(app, database.db, tokens);
  registerInputGuards(app);

  const deps = { db: database.db, tokens, jobs, config };
  await fileRoutes(app, database.db);
  accountRoutes(app, deps);
  editionRoutes(app);
  factoryRoutes(app);
  basicRoutes(app);
  messageRoutes(app);
  tenantAccountRoutes(app, deps);
  nestRoutes(app);
  nestClientRoutes(app, database.db);
  nestAdminRoutes(app);
  accessoryNestRoutes(app, database.db);
  accessoryClientRoutes(app, database.db);
  nestProduceRoutes(app);
  nestRelatedRoutes(app);
  nestCostRuleRoutes(app);
  nestAdminResultRoutes(app);
  nestDownloadRoutes(app);
  identityRoutes(app, deps);
  cadRoutes(app, deps);
  saasRoutes(app, deps);
  webRoutes(app);
  warehouseRoutes(app);

  await registerWebApp(app, config.webDist);
  await app.ready();
  const nestClient = config.nestBuiltInClient ? new BuiltInNestClient(database.db) : null;
  await nestClient?.start();

  return {
    app,
    database,
    jobs,
    routes,
    nestClient,
    async close() {
      await nestClient?.stop();
      await app.close();
      await jobs.close();
      if (!opts.database) await database.close();
    },
  };
}
