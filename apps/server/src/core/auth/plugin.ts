import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { messages, UserStatus } from '@al/contracts';
import type { Db } from '../db/client.ts';
import { inScope } from '../db/scoped.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import type { RequestContext } from '../http/context.ts';
import type { TokenService } from './tokens.ts';
import { can, loadPermissions } from './permissions.ts';
import { userSessions } from '../../modules/account/schema.ts';
import { factories, factoryUsers, members, users } from '../../modules/identity/schema.ts';
import { tenants } from '../../modules/saas/schema.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Memberships that let a user act in a space. */
export const ACTIVE_MEMBER_STATUSES = [UserStatus.default, UserStatus.agreed, UserStatus.employed];

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
export function registerAuth(app: FastifyInstance, db: Db, tokens: TokenService) {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.decorateRequest('tx', function (this: FastifyRequest, fn) {
    // Only the platform administrators' for-admin routes read across tenants.
    const platformRead = this.ctx.isPlatformAdmin && this.routeOptions.config?.platformAdmin === true;
    return inScope(db, { ...this.ctx, platformRead }, fn);
  });
  app.decorateRequest('permissions', function (this: FastifyRequest) {
    const self = this as FastifyRequest & { _perms?: ReturnType<FastifyRequest['permissions']> };
    self._perms ??= this.tx((tx) => loadPermissions(tx, this.ctx));
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

    req.ctx = await inScope(
      db,
      { userId: claims.userId, tenantId: tenantHeader, factoryId: null },
      async (tx): Promise<RequestContext> => {
        const [session] = await tx
          .select({ s: userSessions, u: users })
          .from(userSessions)
          .innerJoin(users, eq(users.id, userSessions.userId))
          .where(eq(userSessions.id, claims.sessionId));
        if (!session || session.s.revokedAt || session.s.expiresAt < new Date() || session.s.userId !== claims.userId)
          throw unauthorized();
        if (!session.u.isActive || session.u.isDeleted) throw unauthorized(messages.userDisabled);
        const ctx: RequestContext = {
          ...anonymous(req.ip),
          userId: session.u.id,
          userName: session.u.userName,
          sessionId: session.s.id,
          isPlatformAdmin: session.u.isPlatformAdmin,
        };
        if (!tenantHeader) return ctx;

        const [tenant] = await tx.select({ id: tenants.id }).from(tenants).where(and(eq(tenants.id, tenantHeader), eq(tenants.isDeleted, false)));
        if (!tenant) throw forbidden(messages.notMemberOfTenant);
        const [member] = await tx
          .select()
          .from(members)
          .where(
            and(
              eq(members.tenantId, tenantHeader),
              eq(members.userId, ctx.userId!),
              eq(members.isDeleted, false),
              inArray(members.userStatus, ACTIVE_MEMBER_STATUSES),
            ),
          );
        if (!member && !ctx.isPlatformAdmin) throw forbidden(messages.notMemberOfTenant);
        ctx.tenantId = tenantHeader;
        ctx.memberId = member?.id ?? null;
        ctx.isTenantAdmin = member?.isAdmin ?? false;

        if (factoryHeader) {
          const [factory] = await tx
            .select({ id: factories.id })
            .from(factories)
            .where(and(eq(factories.tenantId, tenantHeader), eq(factories.id, factoryHeader), eq(factories.isDeleted, false)));
          if (!factory) throw forbidden(messages.notMemberOfFactory);
          if (!ctx.isPlatformAdmin && !ctx.isTenantAdmin) {
            const [assigned] = await tx
              .select()
              .from(factoryUsers)
              .where(
                and(eq(factoryUsers.tenantId, tenantHeader), eq(factoryUsers.factoryId, factoryHeader), eq(factoryUsers.userId, ctx.userId!)),
              );
            if (!assigned) throw forbidden(messages.notMemberOfFactory);
          }
          ctx.factoryId = factoryHeader;
        }
        return ctx;
      },
    );
  });

  // Route-level permission checks, before the body is validated: the server refuses what the menu hides.
  app.addHook('preValidation', async (req) => {
    const config = req.routeOptions.config;
    if (!req.url.startsWith('/api/') || config?.public) return;
    if (config?.platformAdmin && !req.ctx.isPlatformAdmin) throw forbidden();
    if (config?.permission) {
      const perms = await req.permissions();
      if (!can(perms, config.permission, config.action)) throw forbidden();
    }
  });
}
