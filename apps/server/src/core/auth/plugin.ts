import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@al/contracts';
import type { Database } from '../db/client.ts';
import { inScope } from '../db/scoped.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import type { RequestContext } from '../http/context.ts';
import type { TokenService } from './tokens.ts';
import { can, resolvePermissions } from './permissions.ts';
import { assertSpace } from '../http/space.ts';
import { directory } from './directory.ts';
import type { Tx } from '../db/client.ts';
import { DIRECTORY_CHANNEL, DirectoryCache } from './directory-cache.ts';
import { NoticeBarrier } from './directory-barrier.ts';

/** Methods that write nothing: their answers need not wait for the directory's notices. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);


const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const anonymous = (ip: string): RequestContext => ({
  userId: null,
  userName: null,
  sessionId: null,
  tenantId: null,
  factoryId: null,
  memberId: null,
  isPlatformAdmin: false,
  isTenantAdmin: false,
  ip,
});

function header(req: FastifyRequest, name: string): string | null {
  const v = req.headers[name];
  const s = Array.isArray(v) ? v[0] : v;
  return s && s.trim() ? s.trim() : null;
}

/**
 * Authentication and tenancy for every /api call: the bearer token must name a live session; the
 * `__tenant` and `__factory` headers are requests that are checked against the user's memberships
 * (platform administrators may act in any tenant) before they become the scope of the request.
 */
export async function registerAuth(app: FastifyInstance, database: Database, tokens: TokenService) {
  const db = database.db;
  // The checks below read through a cache that changes to the directory's tables clear (NOTIFY), so a
  // request with a warm cache opens no transaction before its handler's.
  const cache = new DirectoryCache(directory());
  const barrier = new NoticeBarrier(db, () => cache.clearAll());
  const stopListening = await database.listen(
    DIRECTORY_CHANNEL,
    (payload) => {
      if (!barrier.heard(payload)) cache.changed(payload);
    },
    (live) => {
      cache.clearAll();
      cache.enabled = live;
    },
  );
  app.addHook('onClose', () => stopListening());
  // A write's answer leaves once this process has heard the notices of what it wrote.
  app.addHook('onSend', async (req, reply, payload) => {
    if ((SAFE_METHODS.has(req.method) && !req.routeOptions.config?.writes) || !cache.enabled || reply.statusCode >= 400 || !req.url.startsWith('/api/')) return payload;
    await barrier.caughtUp();
    return payload;
  });
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.decorateRequest('tx', function (this: FastifyRequest, fn) {
    // Only the platform administrators' for-admin routes read across tenants.
    const platformRead = this.ctx.isPlatformAdmin && this.routeOptions.config?.platformAdmin === true;
    return inScope(db, { ...this.ctx, platformRead }, fn);
  });
  app.decorateRequest('permissions', function (this: FastifyRequest) {
    const self = this as FastifyRequest & { _perms?: ReturnType<FastifyRequest['permissions']> };
    const run = <T>(fn: (tx: Tx) => Promise<T>) => this.tx(fn);
    self._perms ??= resolvePermissions(this.ctx, {
      roleGrants: (t, m) => cache.roleGrants(run, t, m),
      featureDenied: (t) => cache.featureDenied(run, t),
    });
    return self._perms;
  });

  app.addHook('onRequest', async (req) => {
    req.ctx = anonymous(req.ip);
    // Unknown routes answer 404 whoever asks; only matched /api routes need a caller.
    if (!req.url.startsWith('/api/') || !req.routeOptions.url) return;
    const isPublic = req.routeOptions.config?.public === true;

    const auth = header(req, 'authorization');
    const token = auth?.toLowerCase().startsWith('bearer ') ? auth.slice(7).trim() : null;
    if (!token) {
      if (isPublic) return;
      throw unauthorized();
    }
    const claims = await tokens.verify(token);
    if (!claims) {
      if (isPublic) return;
      throw unauthorized();
    }
    const tenantHeader = header(req, '__tenant');
    const factoryHeader = header(req, '__factory');
    if (tenantHeader && !UUID.test(tenantHeader)) throw forbidden(messages.notMemberOfTenant);
    if (factoryHeader && !UUID.test(factoryHeader)) throw forbidden(messages.notMemberOfFactory);

    // A read the cache cannot answer runs in a transaction scoped to the caller (and the space asked for).
    const run = <T>(fn: (tx: Tx) => Promise<T>) =>
      inScope(db, { userId: claims.userId, tenantId: tenantHeader, factoryId: null }, fn);
    const user = await cache.sessionUser(run, claims.sessionId, claims.userId);
    if (!user) throw unauthorized();
    if (!user.isActive) throw unauthorized(messages.userDisabled);
    const ctx: RequestContext = {
      ...anonymous(req.ip),
      userId: user.userId,
      userName: user.userName,
      sessionId: claims.sessionId,
      isPlatformAdmin: user.isPlatformAdmin,
    };
    req.ctx = ctx;
    if (!tenantHeader) return;

    if (!(await cache.tenantExists(run, tenantHeader))) throw forbidden(messages.notMemberOfTenant);
    const member = await cache.membership(run, tenantHeader, user.userId);
    if (!member && !ctx.isPlatformAdmin) throw forbidden(messages.notMemberOfTenant);
    ctx.tenantId = tenantHeader;
    ctx.memberId = member?.memberId ?? null;
    ctx.isTenantAdmin = member?.isAdmin ?? false;

    if (factoryHeader) {
      if (!(await cache.factoryExists(run, tenantHeader, factoryHeader))) throw forbidden(messages.notMemberOfFactory);
      if (!ctx.isPlatformAdmin && !ctx.isTenantAdmin && !(await cache.factoryAssigned(run, tenantHeader, factoryHeader, user.userId)))
        throw forbidden(messages.notMemberOfFactory);
      ctx.factoryId = factoryHeader;
    }
  });

  // Route-level permission checks, before the body is validated: the server refuses what the menu hides.
  app.addHook('preValidation', async (req) => {
    const config = req.routeOptions.config;
    if (!req.url.startsWith('/api/') || config?.public) return;
    if (config?.platformAdmin && !req.ctx.isPlatformAdmin) throw forbidden();
    if (config?.spaceAdmin && !req.ctx.isTenantAdmin && !req.ctx.isPlatformAdmin) throw forbidden(messages.spaceAdminOnly);
    if (config?.space) assertSpace(req.ctx.tenantId);
    if (config?.permission) {
      const perms = await req.permissions();
      if (!can(perms, config.permission, config.action)) throw forbidden();
    }
    if (config?.anyOf) {
      const perms = await req.permissions();
      if (!config.anyOf.some((g) => can(perms, g.permission, g.action))) throw forbidden();
    }
  });
}
