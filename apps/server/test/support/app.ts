import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../../src/app.ts';
import { loadConfig, type AppConfig } from '../../src/config.ts';
import { demoIds, DEMO_PASSWORD } from '../../src/modules/demo/seed.ts';
import { scratchDatabase } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  server: App;
  ids: Awaited<ReturnType<typeof demoIds>>;
  /** Signs in and returns the access token. */
  login(userName?: string, password?: string): Promise<string>;
  /** inject() with the bearer token and the tenant (and factory) headers set. */
  call(opts: InjectOptions & { token?: string; tenant?: string | null; factory?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The real server (all modules, demo data) on a scratch database, driven through fastify.inject. */
export async function startTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const { database, drop } = await scratchDatabase();
  const config = { ...loadConfig({}), filesDir: 'memory://', webDist: '/nonexistent', redisUrl: undefined, logLevel: 'silent', ...overrides };
  const server = await buildApp(config, { database, logger: false });
  const ids = await demoIds(database.db);
  const app = server.app;
  return {
    app,
    server,
    ids,
    async login(userName = 'demo', password = DEMO_PASSWORD) {
      const res = await app.inject({ method: 'POST', url: '/api/user/account/token', payload: { userName, password } });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return res.json().accessToken as string;
    },
    call({ token, tenant, factory, headers, ...rest }) {
      const h: Record<string, string> = { ...(headers as Record<string, string>) };
      if (token) h.authorization = `Bearer ${token}`;
      if (tenant !== null) h.__tenant = tenant ?? ids.enterpriseId;
      if (factory) h.__factory = factory;
      return app.inject({ ...rest, headers: h } as InjectOptions);
    },
    async close() {
      await server.close();
      await drop();
    },
  };
}
