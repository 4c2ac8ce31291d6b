import type { FastifyInstance } from 'fastify';
import { accountEndpoints as ep, messages } from '@al/contracts';
import type { Db } from '../../core/db/client.ts';
import type { TokenService } from '../../core/auth/tokens.ts';
import { businessError, forbidden, notFound } from '../../core/http/errors.ts';
import { serve } from '../../core/http/endpoint.ts';
import { changePassword, grantedPolicy, login, logout, profile, userTenants } from './service.ts';
import { audit } from '../../core/audit/audit.ts';
import { callerRoutes } from './caller-routes.ts';
import { platformAccountRoutes } from './platform-account-routes.ts';
import { selfServiceRoutes } from './self-service-routes.ts';

export function accountRoutes(app: FastifyInstance, deps: { db: Db; tokens: TokenService }) {
  serve(app, ep.login, async (req) => {
    const out = await login(deps.db, deps.tokens, req.body, { ip: req.ip, device: req.headers['user-agent'] ?? null });
    if ('error' in out) throw out.error;
    return out.result;
  });

  serve(app, ep.logout, async (req) => {
    await req.tx((tx) => logout(tx, req.ctx));
  });

  serve(app, ep.switchTenant, async (req) => {
    if (req.body.userId !== req.ctx.userId) throw forbidden();
    const spaces = await req.tx((tx) => userTenants(tx, req.ctx.userId!));
    const space = spaces.find((s) => s.tenantId === req.body.tenantId);
    if (!space) throw forbidden(messages.notMemberOfTenant);
    if (!space.isActive) throw businessError(messages.spaceInactive(space.displayName), 'SpaceInactive');
    return space;
  });

  serve(app, ep.policy, async (req) => req.tx((tx) => grantedPolicy(tx, req.ctx)));

  serve(app, ep.tenants, async (req) => {
    if (req.params.id !== req.ctx.userId && !req.ctx.isPlatformAdmin) throw forbidden();
    return req.tx((tx) => userTenants(tx, req.params.id));
  });

  serve(app, ep.profile, async (req) => {
    if (req.params.id !== req.ctx.userId && !req.ctx.isPlatformAdmin) throw forbidden();
    const p = await req.tx((tx) => profile(tx, req.params.id));
    if (!p) throw notFound();
    return p;
  });

  serve(app, ep.changePassword, async (req) => {
    if (req.body.userId && req.body.userId !== req.ctx.userId) throw forbidden();
    await req.tx(async (tx) => {
      await changePassword(tx, req.ctx, req.body.currentPassword, req.body.newPassword);
      await audit(tx, req.ctx, { module: 'account', entityType: 'User', entityId: req.ctx.userId!, action: 'change-password' });
    });
  });

  selfServiceRoutes(app, deps);
  callerRoutes(app);
  platformAccountRoutes(app, deps);
}
