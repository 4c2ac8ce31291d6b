import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import {
  EditionType,
  IdentityPermissions,
  messages as msg,
  spaceEndpoints as ep,
  UserStatus,
  type TenantConfig,
} from '@al/contracts';
import { audit } from '../../core/audit/audit.ts';
import { can } from '../../core/auth/permissions.ts';
import { inScope } from '../../core/db/scoped.ts';
import type { Db } from '../../core/db/client.ts';
import { businessError, forbidden, notFound } from '../../core/http/errors.ts';
import { editions, tenants } from './schema.ts';
import { members } from '../identity/schema.ts';
import { fileConversions } from '../cad/schema.ts';
import { messages } from '../account/schema.ts';
import { toTenantInfo } from './tenant-info.ts';
import { createSpace } from './tenant-service.ts';
import { serve } from '../../core/http/endpoint.ts';

const toConfig = (t: typeof tenants.$inferSelect): TenantConfig => ({
  enterpriseName: t.enterpriseName ?? t.displayName,
  enterpriseIntroduction: t.enterpriseIntroduction,
  logoUrl: t.logoUrl,
  reectLogoUrl: t.reectLogoUrl,
});

export function tenantAccountRoutes(app: FastifyInstance, deps: { db: Db }) {
  serve(app, ep.config, async (req) => {
    if (!req.ctx.tenantId) return null;
    const [t] = await req.tx((tx) => tx.select().from(tenants).where(eq(tenants.id, req.ctx.tenantId!)));
    return t ? toConfig(t) : null;
  });

  // The auth layout shows an enterprise's name and logo before anyone signs in (login?id=…).
  serve(app, ep.publicConfig, async (req) => {
    const [t] = await inScope(deps.db, { userId: null, tenantId: null, factoryId: null }, (tx) =>
      tx
        .select()
        .from(tenants)
        .where(
          and(
            eq(tenants.id, req.query.id),
            eq(tenants.editionType, EditionType.enterprise),
            eq(tenants.isDeleted, false),
          ),
        ),
    );
    return t ? toConfig(t) : null;
  });

  serve(app, ep.setConfig, async (req) => {
    const tenantId = req.ctx.tenantId;
    if (!req.ctx.isTenantAdmin && !req.ctx.isPlatformAdmin) throw forbidden();
    return req.tx(async (tx) => {
      const [before] = await tx.select().from(tenants).where(eq(tenants.id, tenantId));
      const [after] = await tx
        .update(tenants)
        .set({
          ...req.body,
          lastModificationTime: new Date(),
          lastModifierId: req.ctx.userId,
          concurrencyStamp: crypto.randomUUID(),
        })
        .where(eq(tenants.id, tenantId))
        .returning();
      await audit(tx, req.ctx, {
        module: 'saas',
        entityType: 'TenantConfig',
        entityId: tenantId,
        action: 'update',
        before: before && toConfig(before),
        after: after && toConfig(after),
      });
      return toConfig(after!);
    });
  });

  /** Creates a space with the caller as its administrator (trial period when the edition has one). */
  // POST /api/tenant/account is the spec's "POST create" too.
  for (const create of [ep.create, ep.createByBase])
    serve(app, create, async (req) => {
      const userId = req.ctx.userId!;
      if (req.body.userId && req.body.userId !== userId) throw forbidden();
      const displayName = req.body.displayName.trim();
      return inScope(deps.db, { userId, tenantId: null, factoryId: null }, async (tx) => {
        const [edition] = await tx
          .select()
          .from(editions)
          .where(
            and(
              eq(editions.editionType, req.body.editionType),
              eq(editions.isDeleted, false),
              ...(req.body.editionId ? [eq(editions.id, req.body.editionId)] : []),
            ),
          )
          .orderBy(editions.sort)
          .limit(1);
        if (!edition) throw businessError(msg.editionUnavailable, 'EditionUnavailable');
        const tenant = await createSpace(tx, req.ctx, {
          userId,
          displayName,
          telephone: req.body.telephone ?? null,
          edition,
        });
        return toTenantInfo(tenant!, edition);
      });
    });

  /** Invitation answers by the invitee (2 → 4 or 8), and disable / re-enable by the space's administrators or holders of the members' disable / enable action. */
  serve(app, ep.memberStatus, async (req) => {
    const { tenantId, userStatus } = req.body;
    // Read before the scoped transaction: PGlite has one connection, and permissions open their own.
    const mayManage =
      req.ctx.tenantId === tenantId &&
      (req.ctx.isTenantAdmin ||
        req.ctx.isPlatformAdmin ||
        can(
          await req.permissions(),
          IdentityPermissions.members,
          userStatus === UserStatus.disabled ? 'disable' : 'enable',
        ));
    // Scoped to the member's tenant: the row is then checked to be the caller's own invitation or the caller an administrator.
    return inScope(deps.db, { userId: req.ctx.userId, tenantId, factoryId: null }, async (tx) => {
      const [m] = await tx
        .select()
        .from(members)
        .where(
          and(eq(members.id, req.params.id), eq(members.tenantId, tenantId), eq(members.isDeleted, false)),
        );
      if (!m) throw notFound('成员不存在');
      const ownInvitation = m.userId === req.ctx.userId && m.userStatus === UserStatus.inviting;
      const allowed =
        (ownInvitation && (userStatus === UserStatus.agreed || userStatus === UserStatus.refused)) ||
        (mayManage &&
          !m.isAdmin &&
          (userStatus === UserStatus.disabled ||
            (userStatus === UserStatus.agreed && m.userStatus === UserStatus.disabled)));
      if (!allowed) throw forbidden();
      const [after] = await tx
        .update(members)
        .set({
          userStatus,
          lastModificationTime: new Date(),
          lastModifierId: req.ctx.userId,
          concurrencyStamp: crypto.randomUUID(),
        })
        .where(and(eq(members.id, m.id), eq(members.tenantId, tenantId)))
        .returning();
      if (ownInvitation)
        await tx
          .update(messages)
          .set({ messageState: 1 })
          .where(and(eq(messages.userId, m.userId), sql`${messages.extra}->>'memberId' = ${m.id}`));
      await audit(
        tx,
        { ...req.ctx, tenantId },
        { module: 'identity', entityType: 'Member', entityId: m.id, action: 'status', before: m, after },
      );
      return { id: after!.id, userStatus: after!.userStatus };
    });
  });

  serve(app, ep.fileConverts, async (req) => {
    const rows = await req.tx((tx) =>
      tx
        .select({
          fileType: fileConversions.fileType,
          severIp: fileConversions.serverIp,
          fileCount: sql<number>`count(*)::int`,
        })
        .from(fileConversions)
        .where(
          sql`${fileConversions.state} in (1, 2)${req.ctx.isPlatformAdmin ? sql`` : sql` and ${fileConversions.tenantId} = ${req.ctx.tenantId ?? '00000000-0000-0000-0000-000000000000'}`}`,
        )
        .groupBy(fileConversions.fileType, fileConversions.serverIp)
        .orderBy(fileConversions.fileType),
    );
    return rows;
  });
}
