import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ActionKeys, isoRow, messages, type GrantedPolicy, type TenantInfo, type UserProfile } from '@al/contracts';
import type { Db, Tx } from '../../core/db/client.ts';
import { inScope } from '../../core/db/scoped.ts';
import { hashPassword, verifyPassword } from '../../core/auth/passwords.ts';
import type { TokenService } from '../../core/auth/tokens.ts';
import { ACTIVE_MEMBER_STATUSES } from '../../core/auth/directory.ts';
import { loadPermissions } from '../../core/auth/permissions.ts';
import { allPermissionNames } from '../../core/auth/catalogue.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { badRequest, businessError, tooManyRequests } from '../../core/http/errors.ts';
import { loginLogs } from './schema.ts';
import { userSessions } from '../../core/auth/schema.ts';
import { KeyedQueue, LOGIN_LIMITS, loginWait } from './login-limits.ts';
import { members, users } from '../identity/schema.ts';
import { editions, tenants } from '../saas/schema.ts';
import { toTenantInfo } from '../saas/tenant-info.ts';

/** Verifying against a dummy hash keeps an unknown user name as slow as a wrong password. */
let dummyHash: Promise<string> | undefined;

const noScope = (userId: string | null = null) => ({ userId, tenantId: null, factoryId: null });

/** Spaces where the user is an active member, enterprise spaces first. */
export async function userTenants(tx: Tx, userId: string): Promise<TenantInfo[]> {
  const rows = await tx
    .select({ t: tenants, e: editions })
    .from(members)
    .innerJoin(tenants, eq(tenants.id, members.tenantId))
    .leftJoin(editions, eq(editions.id, tenants.editionId))
    .where(
      and(eq(members.userId, userId), eq(members.isDeleted, false), eq(tenants.isDeleted, false), inArray(members.userStatus, ACTIVE_MEMBER_STATUSES)),
    )
    .orderBy(sql`case when ${tenants.editionType} = 2 then 0 else 1 end`, asc(members.creationTime));
  return rows.map((r) => toTenantInfo(r.t, r.e));
}

const loginQueue = new KeyedQueue();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Signs in: the limits of login-limits.ts first (a short wait is served, a long one refused with
 * 429), then the password, checked outside any transaction (argon2 takes tens of milliseconds
 * and the embedded database would hold every other request behind it), then the session.
 */
export async function login(
  db: Db,
  tokens: TokenService,
  input: { userName: string; password: string },
  meta: { ip: string; device: string | null; clientType?: number },
) {
  const userName = input.userName.trim();
  const outcome = await loginQueue.run([`name:${userName.toLowerCase()}|${meta.ip}`, `ip:${meta.ip}`], async () => {
    const { user, wait } = await inScope(db, noScope(), async (tx) => {
      const [user] = await tx
        .select()
        .from(users)
        .where(and(sql`lower(${users.userName}) = lower(${userName})`, eq(users.isDeleted, false)));
      return { user, wait: await loginWait(tx, userName, meta.ip, user?.id ?? null) };
    });
    if (wait > LOGIN_LIMITS.tarpitSeconds) return { error: tooManyRequests(messages.tooManyLogins(Math.ceil(wait))) } as const;
    if (wait > 0) await sleep(wait * 1000);

    dummyHash ??= hashPassword('not-a-password');
    const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
    const log = { userName, userId: user?.id ?? null, ip: meta.ip, device: meta.device?.slice(0, 300) ?? null, clientType: meta.clientType ?? 1 };
    if (!user || !ok) {
      await inScope(db, noScope(), (tx) => tx.insert(loginLogs).values({ ...log, success: false, failureReason: 'wrong credentials' }));
      return { error: badRequest(messages.wrongCredentials, ['userName', 'password']) } as const;
    }
    if (!user.isActive) {
      await inScope(db, noScope(), (tx) => tx.insert(loginLogs).values({ ...log, success: false, failureReason: 'disabled' }));
      return { error: businessError(messages.userDisabled) } as const;
    }
    return inScope(db, noScope(), async (tx) => {
      const expiresAt = new Date(Date.now() + tokens.ttlSeconds * 1000);
      const [session] = await tx.insert(userSessions).values({ userId: user.id, expiresAt, ip: meta.ip, clientType: meta.clientType ?? 1 }).returning();
      const accessToken = await tokens.sign({ userId: user.id, sessionId: session!.id }, expiresAt);
      // The member rows of other tenants are visible to their own user only.
      await tx.execute(sql.raw(`SET LOCAL app.user_id = '${user.id}'`));
      const spaces = await userTenants(tx, user.id);
      const currentTenant = spaces.find((s) => s.isActive) ?? null;
      await tx.insert(loginLogs).values({ ...log, success: true, tenantId: currentTenant?.tenantId ?? null });
      return { result: { accessToken, currentTenant, userId: user.id, expiresIn: tokens.ttlSeconds } } as const;
    });
  });
  // More tries of this name or address already waiting in line than a person would make.
  if (outcome === 'busy') return { error: tooManyRequests(messages.tooManyLogins(LOGIN_LIMITS.tarpitSeconds)) } as const;
  return outcome;
}

export async function logout(tx: Tx, ctx: RequestContext) {
  if (!ctx.sessionId) return;
  await tx.update(userSessions).set({ revokedAt: new Date() }).where(and(eq(userSessions.id, ctx.sessionId), isNull(userSessions.revokedAt)));
}

export async function grantedPolicy(tx: Tx, ctx: RequestContext): Promise<GrantedPolicy> {
  const perms = await loadPermissions(tx, ctx);
  if (perms.isAll) {
    const names = allPermissionNames().filter((n) => !perms.denied?.has(n));
    return {
      grantedPolicies: names,
      permissions: names.map((permissionId) => ({ permissionId, actionList: [...ActionKeys] })),
      isPlatformAdmin: ctx.isPlatformAdmin,
      isTenantAdmin: ctx.isTenantAdmin,
    };
  }
  return {
    grantedPolicies: [...perms.grants.keys()].filter((n) => !perms.denied?.has(n)).sort(),
    permissions: [...perms.grants.entries()].filter(([n]) => !perms.denied?.has(n)).map(([permissionId, actions]) => ({ permissionId, actionList: [...actions] })),
    isPlatformAdmin: false,
    isTenantAdmin: false,
  };
}

export async function profile(tx: Tx, userId: string): Promise<UserProfile | null> {
  const [u] = await tx.select().from(users).where(eq(users.id, userId));
  if (!u) return null;
  const { passwordHash: _hash, ...account } = u;
  return isoRow(account);
}

/** Changes the password and ends every session of the user: the spec logs out after a change. */
export async function changePassword(tx: Tx, ctx: RequestContext, currentPassword: string, newPassword: string) {
  const [u] = await tx.select().from(users).where(eq(users.id, ctx.userId!));
  if (!u || !(await verifyPassword(u.passwordHash, currentPassword))) throw badRequest(messages.oldPasswordWrong, ['currentPassword']);
  await tx
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), lastModificationTime: new Date(), lastModifierId: ctx.userId, concurrencyStamp: crypto.randomUUID() })
    .where(eq(users.id, u.id));
  await tx.update(userSessions).set({ revokedAt: new Date() }).where(and(eq(userSessions.userId, u.id), isNull(userSessions.revokedAt)));
}
