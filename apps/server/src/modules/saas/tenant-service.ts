import { and, eq, sql } from 'drizzle-orm';
import { EditionType, messages as msg, UserStatus } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { audit } from '../../core/audit/audit.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { badRequest } from '../../core/http/errors.ts';
import { factories, memberRoles, members, roles } from '../identity/schema.ts';
import { seedTenantRoles } from '../identity/default-roles.ts';
import { users } from '../identity/schema.ts';
import { editionTrials, editions, tenants } from './schema.ts';

const DAY = 86_400_000;

/**
 * Creates a space with userId as its administrator: trial period when the edition has one and the
 * user has not had that edition's trial before (then the space starts expired: buy to activate), an
 * administrator role, and a default factory for an enterprise. Leaves the transaction in the new
 * tenant's scope, so that its own rows pass row-level security.
 */
export async function createSpace(
  tx: Tx,
  ctx: RequestContext,
  v: {
    userId: string;
    displayName: string;
    telephone: string | null;
    edition: typeof editions.$inferSelect;
    parentTenantId?: string | null;
  },
) {
  const { userId, displayName, edition } = v;
  const [dup] = await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(sql`lower(${tenants.displayName}) = lower(${displayName})`, eq(tenants.isDeleted, false)));
  if (dup) throw badRequest(msg.duplicate('空间名称', displayName), ['displayName']);
  // One trial per user and edition: the trial is claimed in the statement that checks it is free,
  // so two spaces opened at once cannot both get one. A second space starts unpaid (buy to activate).
  const id = crypto.randomUUID();
  const trial =
    edition.trialDays > 0 &&
    (
      await tx
        .insert(editionTrials)
        .values({ userId, editionId: edition.id, tenantId: id })
        .onConflictDoNothing()
        .returning({ userId: editionTrials.userId })
    ).length > 0;
  const [tenant] = await tx
    .insert(tenants)
    .values({
      id,
      displayName,
      telephone: v.telephone,
      editionId: edition.id,
      editionType: edition.editionType,
      isInTrialPeriod: trial,
      expiryTime: trial ? new Date(Date.now() + edition.trialDays * DAY) : edition.isFree ? null : new Date(),
      isActive: true,
      enterpriseName: displayName,
      parentTenantId: v.parentTenantId ?? null,
      creatorId: ctx.userId ?? userId,
    })
    .returning();
  await tx.execute(sql.raw(`SET LOCAL app.tenant_id = '${tenant!.id}'`));
  const [member] = await tx
    .insert(members)
    .values({ tenantId: tenant!.id, userId, userStatus: UserStatus.agreed, isAdmin: true, creatorId: userId })
    .returning();
  const [adminRole] = await tx
    .insert(roles)
    .values({ tenantId: tenant!.id, name: '管理员', isStatic: true, creatorId: userId })
    .returning();
  await tx.insert(memberRoles).values({ tenantId: tenant!.id, memberId: member!.id, roleId: adminRole!.id });
  // The space's other roles come from the platform's default-role templates for its edition type.
  await seedTenantRoles(tx, tenant!.id, edition.editionType, userId);
  if (edition.editionType === EditionType.enterprise)
    await tx
      .insert(factories)
      .values({ tenantId: tenant!.id, name: '默认工厂', code: 'F01', sort: 1, creatorId: userId });
  await audit(
    tx,
    { ...ctx, tenantId: tenant!.id },
    { module: 'saas', entityType: 'Tenant', entityId: tenant!.id, action: 'create', after: tenant },
  );
  return tenant!;
}

/**
 * Who will own a space to open (a user by name, in any case) and on which live edition; 400 on
 * either not found, or on an agent's edition where `agentEdition` is false.
 */
export async function ownerAndEdition(tx: Tx, body: { ownerUserName: string; editionId: string }, agentEdition = true) {
  const [owner] = await tx
    .select()
    .from(users)
    .where(sql`lower(${users.userName}) = lower(${body.ownerUserName})`);
  if (!owner) throw badRequest('用户不存在', ['ownerUserName']);
  const [edition] = await tx
    .select()
    .from(editions)
    .where(and(eq(editions.id, body.editionId), eq(editions.isDeleted, false)));
  if (!edition || (!agentEdition && edition.editionType === EditionType.agent)) throw badRequest(msg.editionUnavailable, ['editionId']);
  return { owner, edition };
}
