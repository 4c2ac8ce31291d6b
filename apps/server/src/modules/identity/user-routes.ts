import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, sql } from 'drizzle-orm';
import { idParam, identityApi, identityMessages as im, IdentityPermissions, memberListQuery, messages, pagedQuery, UserStatus, userCreateInput, userUpdateInput } from '@al/contracts';
import { audit } from '../../core/audit/audit.ts';
import { hashPassword } from '../../core/auth/passwords.ts';
import { ACTIVE_MEMBER_STATUSES } from '../../core/auth/directory.ts';
import { badRequest, businessError } from '../../core/http/errors.ts';
import { assignableRoles, findMember, listMembers, memberDto, memberSortable, removeMember, rolesOfMember, setMemberRoles, setMemberUnits } from './members.ts';
import { members, users } from './schema.ts';
import { requireTenant } from '../../core/http/space.ts';

const tags = ['用户'];
const base = identityApi.users;
const permission = IdentityPermissions.users;
/** Users of a space: members who joined (not open invitations or refusals); disabled ones stay listed. */
const USER_STATUSES = [...ACTIVE_MEMBER_STATUSES, UserStatus.disabled];

/** Accounts of the current space, addressed by user id; a new user joins the space directly. */
export function userRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(base, { schema: { tags, summary: '用户列表', querystring: pagedQuery.extend(memberListQuery.shape) }, config: { permission, action: 'query', sortable: memberSortable } }, async (req) => {
    const tenantId = requireTenant(req.ctx.tenantId);
    const { userStatus, ...rest } = req.query;
    return req.tx((tx) => listMembers(tx, tenantId, { ...rest, statuses: userStatus ? [userStatus] : USER_STATUSES }, req.query));
  });

  r.get(`${base}/assignable-roles`, { schema: { tags, summary: '可分配的角色' }, config: { permission, action: 'query' } }, async (req) =>
    req.tx((tx) => assignableRoles(tx, requireTenant(req.ctx.tenantId))),
  );

  r.get(`${base}/:id/roles`, { schema: { tags, summary: '用户的角色', params: idParam }, config: { permission, action: 'query' } }, async (req) => {
    const tenantId = requireTenant(req.ctx.tenantId);
    return req.tx(async (tx) => rolesOfMember(tx, tenantId, (await findMember(tx, tenantId, { userId: req.params.id })).id));
  });

  r.post(base, { schema: { tags, summary: '新增用户', body: userCreateInput }, config: { permission, action: 'add' } }, async (req) => {
    const tenantId = requireTenant(req.ctx.tenantId);
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

  r.put(`${base}/:id`, { schema: { tags, summary: '修改用户', params: idParam, body: userUpdateInput }, config: { permission, action: 'edit' } }, async (req) => {
    const tenantId = requireTenant(req.ctx.tenantId);
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
    r.put(`${base}/:id/${action}`, { schema: { tags, summary: action === 'enable' ? '启用用户' : '禁用用户', params: idParam }, config: { permission, action } }, async (req) => {
      const tenantId = requireTenant(req.ctx.tenantId);
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

  r.delete(`${base}/:id`, { schema: { tags, summary: '移除用户', params: idParam }, config: { permission, action: 'delete' } }, async (req, reply) => {
    const tenantId = requireTenant(req.ctx.tenantId);
    await req.tx(async (tx) => {
      const m = await findMember(tx, tenantId, { userId: req.params.id });
      const before = await memberDto(tx, tenantId, m.id);
      await removeMember(tx, tenantId, m, req.ctx.userId);
      await audit(tx, req.ctx, { module: 'identity', entityType: 'User', entityId: m.userId, action: 'delete', before });
    });
    return reply.status(204).send();
  });
}

