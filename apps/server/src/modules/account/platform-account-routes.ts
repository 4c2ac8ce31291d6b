import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { accountMoreEndpoints as ep, describeDevice, Permissions } from '@al/contracts';
import type { Db } from '../../core/db/client.ts';
import { inScope } from '../../core/db/scoped.ts';
import { audit } from '../../core/audit/audit.ts';
import { badRequest, businessError, forbidden, notFound } from '../../core/http/errors.ts';
import { can } from '../../core/auth/permissions.ts';
import { ACTIVE_MEMBER_STATUSES } from '../../core/auth/directory.ts';
import { members, users } from '../identity/schema.ts';
import { editions, tenants } from '../saas/schema.ts';
import { loginLogPage, loginUse } from '../logs/service.ts';
import { plainSheet, sendSheet, sheetCol } from '../../core/http/xlsx.ts';
import { loginLogs, userWechatBindings } from './schema.ts';
import { userSessions } from '../../core/auth/schema.ts';
import { softDeleted } from '../../core/db/columns.ts';
import { iso, serve } from '../../core/http/endpoint.ts';

const loginUseSheet = plainSheet('登录人次', [
  sheetCol('日期', 'day', 14),
  sheetCol('登录次数', 'logins', 12),
  sheetCol('登录人数', 'users', 12),
  sheetCol('失败次数', 'failures', 12),
]);

/** The platform's account tools (for-admin): platform administrators, an account's spaces and logins, the daily use (also as Excel). */
export function platformAccountRoutes(app: FastifyInstance, deps: { db: Db }) {
  serve(
    app,
    ep.permission,
    async (req) =>
      req.tx(async (tx) => {
        if (req.params.id === req.ctx.userId && !req.body.isPlatformAdmin) throw badRequest('不能取消自己的平台管理员权限');
        const [before] = await tx.select().from(users).where(and(eq(users.id, req.params.id), eq(users.isDeleted, false)));
        if (!before) throw notFound('账号不存在');
        await tx
          .update(users)
          .set({ isPlatformAdmin: req.body.isPlatformAdmin, lastModificationTime: new Date(), lastModifierId: req.ctx.userId, concurrencyStamp: crypto.randomUUID() })
          .where(eq(users.id, before.id));
        await audit(tx, req.ctx, {
          module: 'account',
          entityType: 'User',
          entityId: before.id,
          action: 'permission',
          before: { isPlatformAdmin: before.isPlatformAdmin },
          after: { isPlatformAdmin: req.body.isPlatformAdmin },
        });
        return { id: before.id, userName: before.userName, isPlatformAdmin: req.body.isPlatformAdmin };
      }),
  );

  serve(
    app,
    ep.related,
    async (req) => {
      const found = await req.tx(async (tx) => {
        const [u] = await tx.select().from(users).where(and(eq(users.id, req.params.id), eq(users.isDeleted, false)));
        if (!u) throw notFound('账号不存在');
        const [{ n } = { n: 0 }] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(userSessions)
          .where(and(eq(userSessions.userId, u.id), isNull(userSessions.revokedAt), gt(userSessions.expiresAt, new Date())));
        const [last] = await tx
          .select()
          .from(loginLogs)
          .where(and(eq(loginLogs.userId, u.id), eq(loginLogs.success, true)))
          .orderBy(desc(loginLogs.time))
          .limit(1);
        const [wx] = await tx.select().from(userWechatBindings).where(eq(userWechatBindings.userId, u.id));
        return { u, n, last, wx };
      });
      const { u, n, last, wx } = found;
      // members keeps its own policy (tenant_or_self), not the platform read: the user's memberships
      // in every space are read in that user's "self" scope, read only, after the platform
      // transaction has ended (one PGlite connection: a scope opened inside it would wait forever).
      const spaces = await inScope(deps.db, { userId: u.id, tenantId: null, factoryId: null }, (tx) =>
        tx
          .select({ m: members, tenantName: tenants.displayName, editionName: editions.name })
          .from(members)
          .innerJoin(tenants, eq(tenants.id, members.tenantId))
          .leftJoin(editions, eq(editions.id, tenants.editionId))
          .where(and(eq(members.userId, u.id), eq(members.isDeleted, false), eq(tenants.isDeleted, false)))
          .orderBy(asc(members.creationTime)),
      );
      return {
        user: { id: u.id, userName: u.userName, name: u.name, phoneNumber: u.phoneNumber, isActive: u.isActive, isPlatformAdmin: u.isPlatformAdmin, wechatBound: !!wx },
        spaces: spaces.map((s) => ({
          tenantId: s.m.tenantId,
          tenantName: s.tenantName,
          editionName: s.editionName,
          userStatus: s.m.userStatus,
          isAdmin: s.m.isAdmin,
          joinTime: iso(s.m.creationTime),
        })),
        activeSessions: n,
        lastLogin: last ? { time: iso(last.time), ip: last.ip, device: describeDevice(last.device) } : null,
      };
    },
  );

  serve(app, ep.removeFromTenant, async (req) => {
    const { userId, tenantId } = req.query;
    // The membership is written in that space's own scope (the platform read does not write).
    await inScope(deps.db, { userId: req.ctx.userId, tenantId, factoryId: null }, async (tx) => {
      const [m] = await tx
        .select()
        .from(members)
        .where(and(eq(members.tenantId, tenantId), eq(members.userId, userId), eq(members.isDeleted, false)));
      if (!m) throw notFound('该账号不是此空间的成员');
      if (m.isAdmin && ACTIVE_MEMBER_STATUSES.includes(m.userStatus as never)) throw businessError('该账号是空间管理员，请先转让管理员');
      await tx
        .update(members)
        .set({ ...softDeleted(req.ctx.userId), concurrencyStamp: crypto.randomUUID() })
        .where(and(eq(members.tenantId, tenantId), eq(members.id, m.id)));
      await audit(tx, { ...req.ctx, tenantId }, { module: 'account', entityType: 'Member', entityId: m.id, action: 'remove', before: m });
    });
  });

  serve(app, ep.userLogins, async (req) => req.tx((tx) => loginLogPage(tx, { tenantId: null, userId: req.params.id }, req.query)));
  serve(app, ep.logins, async (req) => req.tx((tx) => loginLogPage(tx, { tenantId: null }, req.query)));
  serve(app, ep.loginUse, async (req) => req.tx((tx) => loginUse(tx, { tenantId: null }, req.query)));
  // The same per-day use as Excel: a platform administrator outside a space gets everyone's, a space
  // (with the login-log permission) its members'.
  serve(app, ep.useDown, async (req, reply) => {
    if (!req.ctx.tenantId && !req.ctx.isPlatformAdmin) throw forbidden();
    if (req.ctx.tenantId && !can(await req.permissions(), Permissions.AlLog.LoginLogs, 'export')) throw forbidden();
    const rows = await req.tx((tx) => loginUse(tx, { tenantId: req.ctx.tenantId }, req.query));
    return sendSheet(reply, `登录人次_${rows[0]?.day ?? ''}_${rows[rows.length - 1]?.day ?? ''}.xlsx`, loginUseSheet, rows);
  });
}
