import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { identityMessages as im, type memberSortable, type MemberDto, type PagedQuery, type PagedResult } from '@al/contracts';
import { audit } from '../../core/audit/audit.ts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { badRequest, businessError, notFound } from '../../core/http/errors.ts';
import { containsAny, parseSorting } from '../../core/http/paging.ts';
import { memberRoles, members, organizationUnitMembers, organizationUnits, roles, users } from './schema.ts';
import { liveOf, allLive } from '../../core/db/live.ts';
import { ACTIVE_MEMBER_STATUSES } from '../../core/auth/directory.ts';
import { softDeleted } from '../../core/db/columns.ts';

export type MemberRow = typeof members.$inferSelect;

/** The columns of the fields the member lists' contracts declare sortable (memberSortable). */
export const memberSorting = {
  userName: users.userName,
  name: users.name,
  userStatus: members.userStatus,
  creationTime: members.creationTime,
} satisfies Record<(typeof memberSortable)[number], unknown>;

export interface MemberFilter {
  filter?: string;
  userStatus?: number;
  statuses?: number[];
  roleId?: string;
  organizationUnitId?: string;
  memberIds?: string[];
}

function memberWhere(tenantId: string, f: MemberFilter): SQL {
  const w: SQL[] = [eq(members.tenantId, tenantId), eq(members.isDeleted, false)];
  if (f.filter) w.push(containsAny(f.filter, users.userName, users.name, users.phoneNumber));
  if (f.userStatus) w.push(eq(members.userStatus, f.userStatus));
  if (f.statuses) w.push(inArray(members.userStatus, f.statuses));
  if (f.memberIds) w.push(f.memberIds.length ? inArray(members.id, f.memberIds) : sql`false`);
  if (f.roleId)
    w.push(sql`exists (select 1 from ${memberRoles} mr where mr.tenant_id = ${members.tenantId} and mr.member_id = ${members.id} and mr.role_id = ${f.roleId})`);
  if (f.organizationUnitId)
    w.push(
      sql`exists (select 1 from ${organizationUnitMembers} om where om.tenant_id = ${members.tenantId} and om.member_id = ${members.id} and om.organization_unit_id = ${f.organizationUnitId})`,
    );
  return and(...w)!;
}

/** Members of a tenant with their account, roles and units: one page, or all when q is null. */
export async function listMembers(tx: Tx, tenantId: string, f: MemberFilter, q: PagedQuery | null): Promise<PagedResult<MemberDto>> {
  const where = memberWhere(tenantId, f);
  const [{ count } = { count: 0 }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(where);
  const orderBy = [...parseSorting(q?.sorting, memberSorting, [desc(members.isAdmin), asc(members.creationTime)]), asc(members.id)];
  let query = tx.select({ m: members, u: users }).from(members).innerJoin(users, eq(users.id, members.userId)).where(where).orderBy(...orderBy).$dynamic();
  if (q) query = query.limit(q.maxResultCount).offset(q.skipCount);
  const rows = await query;
  return { items: await toDtos(tx, tenantId, rows), totalCount: count };
}

async function toDtos(tx: Tx, tenantId: string, rows: { m: MemberRow; u: typeof users.$inferSelect }[]): Promise<MemberDto[]> {
  const ids = rows.map((r) => r.m.id);
  const roleRows = ids.length
    ? await tx
        .select({ memberId: memberRoles.memberId, roleId: roles.id, name: roles.name })
        .from(memberRoles)
        .innerJoin(roles, and(eq(roles.tenantId, memberRoles.tenantId), eq(roles.id, memberRoles.roleId), eq(roles.isDeleted, false)))
        .where(and(eq(memberRoles.tenantId, tenantId), inArray(memberRoles.memberId, ids)))
    : [];
  const ouRows = ids.length
    ? await tx
        .select()
        .from(organizationUnitMembers)
        .where(and(eq(organizationUnitMembers.tenantId, tenantId), inArray(organizationUnitMembers.memberId, ids)))
    : [];
  return rows.map(({ m, u }) => {
    const rs = roleRows.filter((r) => r.memberId === m.id);
    return {
      id: m.id,
      userId: u.id,
      userName: u.userName,
      name: u.name,
      phoneNumber: u.phoneNumber,
      email: u.email,
      userStatus: m.userStatus,
      isAdmin: m.isAdmin,
      isActive: u.isActive,
      roleIds: rs.map((r) => r.roleId),
      roleNames: rs.map((r) => r.name),
      organizationUnitIds: ouRows.filter((o) => o.memberId === m.id).map((o) => o.organizationUnitId),
      creationTime: m.creationTime.toISOString(),
    };
  });
}

export async function memberDto(tx: Tx, tenantId: string, memberId: string): Promise<MemberDto> {
  const { items } = await listMembers(tx, tenantId, { memberIds: [memberId] }, null);
  if (!items[0]) throw notFound('成员不存在');
  return items[0];
}

/** Whether the user is an active member of the space (default, agreed or employed; not invited, refused or disabled). */
export async function isActiveMember(tx: Tx, tenantId: string, userId: string): Promise<boolean> {
  const [m] = await tx
    .select({ id: members.id })
    .from(members)
    .where(liveOf(members, tenantId, eq(members.userId, userId), inArray(members.userStatus, ACTIVE_MEMBER_STATUSES)));
  return !!m;
}

export async function findMember(tx: Tx, tenantId: string, where: { id?: string; userId?: string }): Promise<MemberRow> {
  const [m] = await tx
    .select()
    .from(members)
    .where(liveOf(members, tenantId, where.id ? eq(members.id, where.id) : undefined, where.userId ? eq(members.userId, where.userId) : undefined));
  if (!m) throw notFound('成员不存在');
  return m;
}

/** Replaces a member's roles; every role must be a live role of the tenant. */
export async function setMemberRoles(tx: Tx, tenantId: string, memberId: string, roleIds: string[]) {
  const unique = [...new Set(roleIds)];
  if (!(await allLive(tx, roles, tenantId, unique))) throw badRequest('所选角色不存在或已删除', ['roleIds']);
  await tx.delete(memberRoles).where(and(eq(memberRoles.tenantId, tenantId), eq(memberRoles.memberId, memberId)));
  if (unique.length) await tx.insert(memberRoles).values(unique.map((roleId) => ({ tenantId, memberId, roleId })));
}

/** Replaces a member's organisation units; every unit must be a live unit of the tenant. */
export async function setMemberUnits(tx: Tx, tenantId: string, memberId: string, unitIds: string[]) {
  const unique = [...new Set(unitIds)];
  if (!(await allLive(tx, organizationUnits, tenantId, unique))) throw badRequest('所选机构不存在或已删除', ['organizationUnitIds']);
  await tx.delete(organizationUnitMembers).where(and(eq(organizationUnitMembers.tenantId, tenantId), eq(organizationUnitMembers.memberId, memberId)));
  if (unique.length) await tx.insert(organizationUnitMembers).values(unique.map((organizationUnitId) => ({ tenantId, organizationUnitId, memberId })));
}

/**
 * Removes a membership and its role and unit links, audited with the member as it was: as a `Member`
 * (by its id) or a `User` of the space (by the user's id). An administrator is never removed this way.
 */
export async function removeMember(
  tx: Tx,
  ctx: RequestContext & { tenantId: string },
  m: MemberRow,
  as: 'Member' | 'User',
) {
  const tenantId = ctx.tenantId;
  const before = await memberDto(tx, tenantId, m.id);
  if (m.isAdmin) {
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(members)
      .where(and(eq(members.tenantId, tenantId), eq(members.isAdmin, true), eq(members.isDeleted, false), ne(members.id, m.id)));
    throw businessError(n === 0 ? im.lastAdmin : im.adminMember);
  }
  await tx.delete(memberRoles).where(and(eq(memberRoles.tenantId, tenantId), eq(memberRoles.memberId, m.id)));
  await tx.delete(organizationUnitMembers).where(and(eq(organizationUnitMembers.tenantId, tenantId), eq(organizationUnitMembers.memberId, m.id)));
  await tx
    .update(members)
    .set({ ...softDeleted(ctx.userId), concurrencyStamp: crypto.randomUUID() })
    .where(and(eq(members.tenantId, tenantId), eq(members.id, m.id)));
  await audit(tx, ctx, {
    module: 'identity',
    entityType: as,
    entityId: as === 'Member' ? m.id : m.userId,
    action: 'delete',
    before,
  });
}

/** Roles a user, employee or member may be given in this tenant. */
export async function assignableRoles(tx: Tx, tenantId: string) {
  const items = await tx
    .select({ id: roles.id, name: roles.name, isDefault: roles.isDefault, isStatic: roles.isStatic })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.isDeleted, false)))
    .orderBy(desc(roles.isStatic), asc(roles.creationTime));
  return { items };
}

export async function rolesOfMember(tx: Tx, tenantId: string, memberId: string) {
  const items = await tx
    .select({ id: roles.id, name: roles.name, isStatic: roles.isStatic, dataPermission: roles.dataPermission })
    .from(memberRoles)
    .innerJoin(roles, and(eq(roles.tenantId, memberRoles.tenantId), eq(roles.id, memberRoles.roleId), eq(roles.isDeleted, false)))
    .where(and(eq(memberRoles.tenantId, tenantId), eq(memberRoles.memberId, memberId)));
  return { items };
}

export async function unitsOfMember(tx: Tx, tenantId: string, memberId: string) {
  const items = await tx
    .select({ id: organizationUnits.id, displayName: organizationUnits.displayName, code: organizationUnits.code, parentId: organizationUnits.parentId })
    .from(organizationUnitMembers)
    .innerJoin(
      organizationUnits,
      and(eq(organizationUnits.tenantId, organizationUnitMembers.tenantId), eq(organizationUnits.id, organizationUnitMembers.organizationUnitId), eq(organizationUnits.isDeleted, false)),
    )
    .where(and(eq(organizationUnitMembers.tenantId, tenantId), eq(organizationUnitMembers.memberId, memberId)));
  return { items };
}

/** A platform account by user name or phone number. */
export async function findUserByLogin(tx: Tx, login: string) {
  const [u] = await tx
    .select()
    .from(users)
    .where(and(or(sql`lower(${users.userName}) = lower(${login})`, eq(users.phoneNumber, login)), eq(users.isDeleted, false)))
    .limit(1);
  return u ?? null;
}

