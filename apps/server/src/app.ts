import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './config.ts';
import { openDatabase, type Database } from './core/db/client.ts';
import { EmbeddedMaintenance } from './core/db/maintenance.ts';
import { migrate } from './core/db/migrate.ts';
import { TokenService } from './core/auth/tokens.ts';
import { registerAuth } from './core/auth/plugin.ts';
import { registerErrorHandling } from './core/http/error-handler.ts';
import { registerInputGuards } from './core/http/input-guards.ts';
import { registerOpenApi } from './core/http/openapi.ts';
import { registerWebApp } from './core/http/static.ts';
import { createJobQueue, type JobQueue } from './core/jobs/queue.ts';
import { seedDemo } from './modules/demo/seed.ts';
import { fileRoutes } from './core/files/routes.ts';
import { setFileSigningKey } from './core/files/service.ts';
import { setFileStore } from './core/files/store.ts';
import { serverModules } from './core/module.ts';
import { BuiltInNestClient } from './modules/nest/builtin-client.ts';

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
  // Migrations and demo data one process at a time: several processes may start at once (database.alone).
  await database.alone(() => migrate(database));
  await setFileStore(config.filesDir);
  const tokens = await TokenService.create(database.db, config.jwtSecret, config.tokenTtlHours);
  setFileSigningKey(tokens.fileKey);
  const jobs = await createJobQueue({ redisUrl: config.redisUrl, prefix: config.redisPrefix });
  const deps = { db: database.db, tokens, jobs, config, listen: database.listen.bind(database) };
  const modules = await serverModules();
  for (const m of modules) m.provide?.(deps);
  if (config.seedDemo) await database.alone(() => seedDemo(database.db, modules));

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
  await registerAuth(app, database, tokens);
  registerInputGuards(app);

  await fileRoutes(app, database.db);
  for (const m of modules) await m.routes?.(app, deps);

  await registerWebApp(app, config.webDist);
  await app.ready();
  const maintenance = database.kind === 'pglite' ? new EmbeddedMaintenance(database.db, app.log) : null;
  await maintenance?.start();
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
      await maintenance?.stop();
      await app.close();
      await jobs.close();
      if (!opts.database) await database.close();
    },
  };
}
