import path from 'node:path';

/** Runtime configuration from the environment; every knob is listed in the README's table. */
export interface AppConfig {
  port: number;
  host: string;
  /** PGlite data folder; ignored when databaseUrl is set. `memory://` keeps it in memory (tests). */
  dataDir: string;
  /**
   * Where uploaded files' bytes live (core/files/store.ts): FILES_DIR, else `files` in DATA_DIR;
   * `memory://` is a temporary folder of the process. Shared by every server process.
   */
  filesDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /**
   * The prefix of this installation's BullMQ keys (REDIS_PREFIX, default `al`): every process of one
   * installation uses the same one; another installation (or a test run) on the same Redis takes its
   * own, so its workers never take this one's jobs.
   */
  redisPrefix: string;
  jwtSecret: string | undefined;
  tokenTtlHours: number;
  webDist: string;
  logLevel: string;
  seedDemo: boolean;
  /** The factories' calendar: document dates, numbering periods and reports follow it. */
  timeZone: string;
  /** Run the server's own nest client (worker threads) that takes waiting nest orders. */
  nestBuiltInClient: boolean;
  /**
   * The built-in payment sandbox (a local page confirms a payment, nothing is charged). On with the
   * demo data unless PAYMENT_SANDBOX says otherwise; off when SEED_DEMO=false.
   */
  paymentSandbox: boolean;
  /**
   * The address people reach this server at (`https://erp.example.com`), for links that leave the
   * browser (payment QR codes). Unset: the request's own Host header, never X-Forwarded-Host.
   */
  publicUrl: string | undefined;
  /**
   * Fastify's trustProxy: false (default: the client address is the socket's), true, a number of
   * hops, or the proxies' addresses. Only what it trusts may set X-Forwarded-For, which the
   * sign-in limits per address count by.
   */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? path.join(process.cwd(), 'data'),
    filesDir: env.FILES_DIR || (env.DATA_DIR === 'memory://' ? 'memory://' : path.join(env.DATA_DIR ?? path.join(process.cwd(), 'data'), 'files')),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'al',
    jwtSecret: env.JWT_SECRET || undefined,
    tokenTtlHours: Number(env.TOKEN_TTL_HOURS ?? 24),
    webDist: env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemo: env.SEED_DEMO !== 'false',
    timeZone: env.TZ || 'Asia/Shanghai',
    nestBuiltInClient: env.NEST_BUILTIN_CLIENT !== 'false',
    paymentSandbox: env.PAYMENT_SANDBOX ? env.PAYMENT_SANDBOX === 'true' : env.SEED_DEMO !== 'false',
    publicUrl: publicUrlOf(env.PUBLIC_URL),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
  };
}

/** PUBLIC_URL without its trailing slash; anything but an http(s) origin is a start-up error. */
function publicUrlOf(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  const u = new URL(value.trim());
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error(`PUBLIC_URL must be an http(s) address: ${value}`);
  return `${u.origin}${u.pathname.replace(/\/+$/, '')}`;
}

function trustProxyOf(value: string | undefined): AppConfig['trustProxy'] {
  const v = value?.trim();
  if (!v || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_address, hop) => hop < hops; // the nearest `hops` proxies
  }
  return v; // addresses or CIDR ranges, comma-separated
}
