import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { defaultNotificationSettings, profileEndpoints as ep, type MyProfile, type NotificationSettings } from '@al/contracts';
import { audit } from '../../core/audit/audit.ts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { notFound } from '../../core/http/errors.ts';
import { serve } from '../../core/http/endpoint.ts';
import { profile } from '../account/service.ts';
import { rolesOfMember, unitsOfMember } from './members.ts';
import { users } from './schema.ts';

async function myProfile(tx: Tx, ctx: RequestContext): Promise<MyProfile> {
  const u = await profile(tx, ctx.userId!);
  if (!u) throw notFound();
  const inSpace = ctx.tenantId && ctx.memberId;
  return {
    ...u,
    isAdmin: ctx.isTenantAdmin,
    roles: inSpace ? (await rolesOfMember(tx, ctx.tenantId!, ctx.memberId!)).items.map((r) => ({ id: r.id, name: r.name })) : [],
    organizationUnits: inSpace ? (await unitsOfMember(tx, ctx.tenantId!, ctx.memberId!)).items.map((o) => ({ id: o.id, displayName: o.displayName })) : [],
  };
}

/** The user's bell switches, with the defaults filled in. */
export async function notificationSettingsOf(tx: Tx, userId: string): Promise<NotificationSettings> {
  const [u] = await tx.select({ s: users.notificationSettings }).from(users).where(eq(users.id, userId));
  return { ...defaultNotificationSettings, ...(u?.s ?? {}) };
}

/** The signed-in user's own account: read with roles and units of the current space, and edit. */
export function profileRoutes(app: FastifyInstance) {
  serve(app, ep.get, async (req) => req.tx((tx) => myProfile(tx, req.ctx)));
  serve(app, ep.update, async (req) =>
    req.tx(async (tx) => {
      const before = await myProfile(tx, req.ctx);
      await tx
        .update(users)
        .set({ ...req.body, email: req.body.email || null, lastModificationTime: new Date(), lastModifierId: req.ctx.userId })
        .where(eq(users.id, req.ctx.userId!));
      const after = await myProfile(tx, req.ctx);
      await audit(tx, req.ctx, { module: 'identity', entityType: 'User', entityId: req.ctx.userId!, action: 'update-profile', before, after });
      return after;
    }),
  );

  serve(app, ep.notificationSettings, async (req) =>
    req.tx((tx) => notificationSettingsOf(tx, req.ctx.userId!)),
  );
  serve(app, ep.setNotificationSettings, async (req) =>
    req.tx(async (tx) => {
      const before = await notificationSettingsOf(tx, req.ctx.userId!);
      await tx.update(users).set({ notificationSettings: req.body, lastModificationTime: new Date(), lastModifierId: req.ctx.userId }).where(eq(users.id, req.ctx.userId!));
      await audit(tx, req.ctx, { module: 'identity', entityType: 'User', entityId: req.ctx.userId!, action: 'notification-settings', before, after: req.body });
      return req.body;
    }),
  );
}
