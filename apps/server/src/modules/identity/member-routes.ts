import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { identityMessages as im, memberEndpoints as ep, MessageGroup, MessageTypeValue, UserStatus } from '@al/contracts';
import { audit } from '../../core/audit/audit.ts';
import { ACTIVE_MEMBER_STATUSES } from '../../core/auth/directory.ts';
import type { Db, Tx } from '../../core/db/client.ts';
import { inScope } from '../../core/db/scoped.ts';
import { badRequest, businessError } from '../../core/http/errors.ts';
import { serve } from '../../core/http/endpoint.ts';
import { messages as notices } from '../account/schema.ts';
import { tenants } from '../saas/schema.ts';
import {
  findMember,
  findUserByLogin,
  listMembers,
  memberDto,
  removeMember,
  setMemberRoles,
  setMemberUnits,
  unitsOfMember,
  type MemberRow,
} from './members.ts';
import { serveAccountRoles } from './account-roles.ts';
import { memberRoles, members, roles } from './schema.ts';

/** The invitation notice of the bell (messageTypeValue 1): answering it sets the member's status. */
async function sendInvitation(tx: Tx, tenantId: string, m: MemberRow) {
  const [t] = await tx.select({ displayName: tenants.displayName }).from(tenants).where(eq(tenants.id, tenantId));
  const tenantName = t?.displayName ?? '';
  await tx.insert(notices).values({
    userId: m.userId,
    tenantId,
    tenantName,
    groupType: MessageGroup.notices,
    messageTypeValue: MessageTypeValue.invitation,
    title: im.invitationTitle(tenantName),
    content: im.invitationContent,
    extra: { memberId: m.id, tenantId },
  });
}

/** Memberships of the current space: invitations and their answers, roles, units and the administrator. */
export function memberRoutes(app: FastifyInstance, deps: { db: Db }) {
  serve(app, ep.count, async (req) => {
    const tenantId = req.ctx.tenantId;
    const rows = await req.tx((tx) =>
      tx
        .select({ userStatus: members.userStatus, n: sql<number>`count(*)::int` })
        .from(members)
        .where(and(eq(members.tenantId, tenantId), eq(members.isDeleted, false)))
        .groupBy(members.userStatus),
    );
    const count = (statuses: number[]) => rows.filter((x) => statuses.includes(x.userStatus)).reduce((s, x) => s + x.n, 0);
    return {
      totalCount: count(ACTIVE_MEMBER_STATUSES),
      inviting: count([UserStatus.inviting]),
      refused: count([UserStatus.refused]),
      disabled: count([UserStatus.disabled]),
    };
  });

  serve(app, ep.list, async (req) => req.tx((tx) => listMembers(tx, req.ctx.tenantId, req.query, req.query)));

  serve(
    app,
    ep.forAdmin,
    async (req) => inScope(deps.db, { userId: req.ctx.userId, tenantId: req.params.id, factoryId: null }, (tx) => listMembers(tx, req.params.id, req.query, req.query)),
  );

  serveAccountRoles(app, ep, (tx, tenantId, id) => findMember(tx, tenantId, { id }));

  serve(app, ep.units, async (req) => {
    const tenantId = req.ctx.tenantId;
    return req.tx(async (tx) => unitsOfMember(tx, tenantId, (await findMember(tx, tenantId, { id: req.params.id })).id));
  });

  // Invite: a member with userStatus 2 and an invitation in the invitee's bell.
  serve(app, ep.invite, async (req) => {
    const tenantId = req.ctx.tenantId;
    return req.tx(async (tx) => {
      const user = await findUserByLogin(tx, req.body.userName);
      if (!user) throw badRequest(im.userNotFound(req.body.userName), ['userName']);
      const [existing] = await tx.select().from(members).where(and(eq(members.tenantId, tenantId), eq(members.userId, user.id)));
      let m: MemberRow;
      if (existing && !existing.isDeleted && existing.userStatus !== UserStatus.refused) {
        throw businessError(existing.userStatus === UserStatus.inviting ? im.alreadyInvited : im.alreadyMember);
      } else if (existing) {
        // A refused or removed membership is invited again rather than duplicated (one per user and tenant).
        [m] = (await tx
          .update(members)
          .set({ userStatus: UserStatus.inviting, isDeleted: false, deleterId: null, deletionTime: null, isAdmin: false, invitedBy: req.ctx.userId, lastModificationTime: new Date(), lastModifierId: req.ctx.userId, concurrencyStamp: crypto.randomUUID() })
          .where(and(eq(members.tenantId, tenantId), eq(members.id, existing.id)))
          .returning()) as [MemberRow];
      } else {
        [m] = (await tx
          .insert(members)
          .values({ tenantId, userId: user.id, userStatus: UserStatus.inviting, invitedBy: req.ctx.userId, creatorId: req.ctx.userId })
          .returning()) as [MemberRow];
      }
      await setMemberRoles(tx, tenantId, m.id, req.body.roleIds);
      await setMemberUnits(tx, tenantId, m.id, req.body.organizationUnitIds);
      await sendInvitation(tx, tenantId, m);
      const dto = await memberDto(tx, tenantId, m.id);
      await audit(tx, req.ctx, { module: 'identity', entityType: 'Member', entityId: m.id, action: 'invite', after: dto });
      return dto;
    });
  });

  serve(app, ep.notify, async (req) => {
    const tenantId = req.ctx.tenantId;
    return req.tx(async (tx) => {
      const m = await findMember(tx, tenantId, { id: req.params.id });
      if (m.userStatus !== UserStatus.inviting) throw businessError('只能提醒待接受邀请的成员');
      await sendInvitation(tx, tenantId, m);
      await audit(tx, req.ctx, { module: 'identity', entityType: 'Member', entityId: m.id, action: 'notify' });
      return { id: m.id, userStatus: m.userStatus };
    });
  });

  serve(app, ep.update, async (req) => {
    const tenantId = req.ctx.tenantId;
    return req.tx(async (tx) => {
      const m = await findMember(tx, tenantId, { id: req.params.id });
      const before = await memberDto(tx, tenantId, m.id);
      await setMemberRoles(tx, tenantId, m.id, req.body.roleIds);
      await setMemberUnits(tx, tenantId, m.id, req.body.organizationUnitIds);
      const after = await memberDto(tx, tenantId, m.id);
      await audit(tx, req.ctx, { module: 'identity', entityType: 'Member', entityId: m.id, action: 'update', before, after });
      return after;
    });
  });

  serve(app, ep.remove, async (req) => {
    await req.tx(async (tx) =>
      removeMember(tx, req.ctx, await findMember(tx, req.ctx.tenantId, { id: req.params.id }), 'Member'),
    );
  });

  // Only the administrator hands the role on; afterwards exactly one member is administrator.
  serve(app, ep.transferAdmin, async (req) => {
    const tenantId = req.ctx.tenantId;
    if (!req.ctx.isTenantAdmin || !req.ctx.memberId) throw businessError(im.onlyAdminTransfers);
    return req.tx(async (tx) => {
      if (req.body.memberId === req.ctx.memberId) throw badRequest(im.transferToSelf, ['memberId']);
      const target = await findMember(tx, tenantId, { id: req.body.memberId });
      if (!ACTIVE_MEMBER_STATUSES.includes(target.userStatus as never)) throw businessError(im.transferTarget);
      const staticRoles = (await tx.select({ id: roles.id }).from(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.isStatic, true), eq(roles.isDeleted, false)))).map((x) => x.id);
      await tx.update(members).set({ isAdmin: false, lastModificationTime: new Date(), lastModifierId: req.ctx.userId }).where(and(eq(members.tenantId, tenantId), eq(members.isAdmin, true)));
      await tx.update(members).set({ isAdmin: true, lastModificationTime: new Date(), lastModifierId: req.ctx.userId }).where(and(eq(members.tenantId, tenantId), eq(members.id, target.id)));
      if (staticRoles.length) {
        await tx.delete(memberRoles).where(and(eq(memberRoles.tenantId, tenantId), eq(memberRoles.memberId, req.ctx.memberId!), inArray(memberRoles.roleId, staticRoles)));
        await tx.insert(memberRoles).values({ tenantId, memberId: target.id, roleId: staticRoles[0]! }).onConflictDoNothing();
      }
      await audit(tx, req.ctx, { module: 'identity', entityType: 'Member', entityId: target.id, action: 'transfer-admin', before: { adminMemberId: req.ctx.memberId }, after: { adminMemberId: target.id } });
      return memberDto(tx, tenantId, target.id);
    });
  });
}
