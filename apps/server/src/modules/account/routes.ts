import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountApi,
  changePasswordInput,
  loginInput,
  messages,
  switchTenantInput,
} from '@al/contracts';
import type { Db } from '../../core/db/client.ts';
import type { TokenService } from '../../core/auth/tokens.ts';
import { businessError, forbidden, notFound } from '../../core/http/errors.ts';
import { changePassword, grantedPolicy, login, logout, profile, userTenants } from './service.ts';
import { audit } from '../../core/audit/audit.ts';
import { callerRoutes } from './caller-routes.ts';
import { platformAccountRoutes } from './platform-account-routes.ts';
import { selfServiceRoutes } from './self-service-routes.ts';

const userIdParam = z.object({ id: z.uuid(messages.invalidId) });
const tags = ['账户'];

export function accountRoutes(app: FastifyInstance, deps: { db: Db; tokens: TokenService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(accountApi.token, { schema: { tags, summary: '登录', body: loginInput }, config: { public: true } }, async (req) => {
    const out = await login(deps.db, deps.tokens, req.body, { ip: req.ip, device: req.headers['user-agent'] ?? null });
    if ('error' in out) throw out.error;
    return out.result;
  });

  r.get(accountApi.logout, { schema: { tags, summary: '注销登录' }, config: { writes: true } }, async (req, reply) => {
    await req.tx((tx) => logout(tx, req.ctx));
    return reply.status(204).send();
  });

  r.post(accountApi.switchTenant, { schema: { tags, summary: '切换空间', body: switchTenantInput } }, async (req) => {
    if (req.body.userId !== req.ctx.userId) throw forbidden();
    const spaces = await req.tx((tx) => userTenants(tx, req.ctx.userId!));
    const space = spaces.find((s) => s.tenantId === req.body.tenantId);
    if (!space) throw forbidden(messages.notMemberOfTenant);
    if (!space.isActive) throw businessError(messages.spaceInactive(space.displayName), 'SpaceInactive');
    return space;
  });

  r.get(accountApi.policy, { schema: { tags, summary: '当前空间的授权策略' } }, async (req) => req.tx((tx) => grantedPolicy(tx, req.ctx)));

  r.get('/api/user/account/:id/tenants', { schema: { tags, summary: '我的空间', params: userIdParam } }, async (req) => {
    if (req.params.id !== req.ctx.userId && !req.ctx.isPlatformAdmin) throw forbidden();
    return req.tx((tx) => userTenants(tx, req.params.id));
  });

  r.get('/api/user/account/:id/profile', { schema: { tags, summary: '用户信息', params: userIdParam } }, async (req) => {
    if (req.params.id !== req.ctx.userId && !req.ctx.isPlatformAdmin) throw forbidden();
    const p = await req.tx((tx) => profile(tx, req.params.id));
    if (!p) throw notFound();
    return p;
  });

  r.post(accountApi.changePassword, { schema: { tags, summary: '修改密码', body: changePasswordInput } }, async (req, reply) => {
    if (req.body.userId && req.body.userId !== req.ctx.userId) throw forbidden();
    await req.tx(async (tx) => {
      await changePassword(tx, req.ctx, req.body.currentPassword, req.body.newPassword);
      await audit(tx, req.ctx, { module: 'account', entityType: 'User', entityId: req.ctx.userId!, action: 'change-password' });
    });
    return reply.status(204).send();
  });

  selfServiceRoutes(app, deps);
  callerRoutes(app);
  platformAccountRoutes(app, deps);
}
