import path from 'node:path';

/** Runtime configuration from the environment; every knob is listed in the README's table. */
export interface AppConfig {
  port: number;
  host: string;
  /** PGlite data folder; ignored when databaseUrl is set. `memory://` keeps it in memory (tests). */
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  jwtSecret: string | undefined;
  tokenTtlHours: number;
  webDist: string;
  logLevel: string;
  seedDemo: boolean;
  /** The factories' calendar: document dates, numbering periods and reports follow it. */
  timeZone: string;
  /** Run the server's own nest client (worker threads) that takes waiting nest orders. */
  nestBuiltInClient: boolean;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? path.join(process.cwd(), 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    tokenTtlHours: Number(env.TOKEN_TTL_HOURS ?? 24),
    webDist: env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemo: env.SEED_DEMO !== 'false',
    timeZone: env.TZ || 'Asia/Shanghai',
    nestBuiltInClient: env.NEST_BUILTIN_CLIENT !== 'false',
  };
}
