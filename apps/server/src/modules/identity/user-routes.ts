import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { identityMessages as im, messages, UserStatus, userEndpoints as ep } from '@al/contracts';
import { audit } from '../../core/audit/audit.ts';
import { hashPassword } from '../../core/auth/passwords.ts';
import { ACTIVE_MEMBER_STATUSES } from '../../core/auth/directory.ts';
import { badRequest, businessError } from '../../core/http/errors.ts';
import { serve } from '../../core/http/endpoint.ts';
import {
  findMember,
  listMembers,
  memberDto,
  removeMember,
  setMemberRoles,
  setMemberUnits,
} from './members.ts';
import { serveAccountRoles } from './account-roles.ts';
import { members, users } from './schema.ts';

/** Users of a space: members who joined (not open invitations or refusals); disabled ones stay listed. */
const USER_STATUSES = [...ACTIVE_MEMBER_STATUSES, UserStatus.disabled];

/** Accounts of the current space, addressed by user id; a new user joins the space directly. */
export function userRoutes(app: FastifyInstance) {
  serve(app, ep.list, async (req) => {
    const tenantId = req.ctx.tenantId;
    const { userStatus, ...rest } = req.query;
    return req.tx((tx) => listMembers(tx, tenantId, { ...rest, statuses: userStatus ? [userStatus] : USER_STATUSES }, req.query));
  });

  serveAccountRoles(app, ep, (tx, tenantId, userId) => findMember(tx, tenantId, { userId }));

  serve(app, ep.create, async (req) => {
    const tenantId = req.ctx.tenantId;
    const { roleIds, organizationUnitIds, password, ...account } = req.body;
    const passwordHash = await hashPassword(password);
    return req.tx(async (tx) => {
      const [dup] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.userName}) = lower(${account.userName})`);
      if (dup) throw badRequest(messages.duplicate('用户名', account.userName), ['userName']);
      const [user] = await tx.insert(users).values({ ...account, email: account.email || null, passwordHash, creatorId: req.ctx.userId }).returning();
      const [m] = await tx.insert(members).values({ tenantId, userId: user!.id, userStatus: UserStatus.default, creatorId: req.ctx.userId }).returning();
      await setMemberRoles(tx, tenantId, m!.id, roleIds);
      await setMemberUnits(tx, tenantId, m!.id, organizationUnitIds);
      const dto = await memberDto(tx, tenantId, m!.id);
      await audit(tx, req.ctx, { module: 'identity', entityType: 'User', entityId: user!.id, action: 'create', after: dto });
      return dto;
    });
  });

  serve(app, ep.update, async (req) => {
    const tenantId = req.ctx.tenantId;
    const { roleIds, organizationUnitIds, isActive: _a, ...account } = req.body;
    return req.tx(async (tx) => {
      const m = await findMember(tx, tenantId, { userId: req.params.id });
      const before = await memberDto(tx, tenantId, m.id);
      await tx
        .update(users)
        .set({ ...account, email: account.email || null, lastModificationTime: new Date(), lastModifierId: req.ctx.userId })
        .where(eq(users.id, m.userId));
      await setMemberRoles(tx, tenantId, m.id, roleIds);
      await setMemberUnits(tx, tenantId, m.id, organizationUnitIds);
      await tx.update(members).set({ lastModificationTime: new Date(), lastModifierId: req.ctx.userId }).where(and(eq(members.tenantId, tenantId), eq(members.id, m.id)));
      const after = await memberDto(tx, tenantId, m.id);
      await audit(tx, req.ctx, { module: 'identity', entityType: 'User', entityId: m.userId, action: 'update', before, after });
      return after;
    });
  });

  // Enable / disable the membership (userStatus 4 ↔ 16); an administrator is never disabled.
  for (const action of ['enable', 'disable'] as const) {
    serve(app, ep[action], async (req) => {
      const tenantId = req.ctx.tenantId;
      return req.tx(async (tx) => {
        const m = await findMember(tx, tenantId, { userId: req.params.id });
        if (m.isAdmin) throw businessError(im.adminMember);
        const userStatus = action === 'enable' ? UserStatus.agreed : UserStatus.disabled;
        await tx
          .update(members)
          .set({ userStatus, lastModificationTime: new Date(), lastModifierId: req.ctx.userId, concurrencyStamp: crypto.randomUUID() })
          .where(and(eq(members.tenantId, tenantId), eq(members.id, m.id)));
        await audit(tx, req.ctx, { module: 'identity', entityType: 'User', entityId: m.userId, action, before: { userStatus: m.userStatus }, after: { userStatus } });
        return memberDto(tx, tenantId, m.id);
      });
    });
  }

  serve(app, ep.remove, async (req) => {
    await req.tx(async (tx) =>
      removeMember(tx, req.ctx, await findMember(tx, req.ctx.tenantId, { userId: req.params.id }), 'User'),
    );
  });
}

