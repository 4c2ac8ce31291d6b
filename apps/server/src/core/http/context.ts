import type { ActionKey } from '@al/contracts';
import type { Tx } from '../db/client.ts';

/** Who is calling, in which tenant and factory: verified by the auth hook before any handler runs. */
export interface RequestContext {
  userId: string | null;
  userName: string | null;
  sessionId: string | null;
  tenantId: string | null;
  factoryId: string | null;
  memberId: string | null;
  isPlatformAdmin: boolean;
  isTenantAdmin: boolean;
  ip: string;
}

/** The context of seed-time work done as a space's administrator (the demo data); no session, local. */
export const demoContext = (ids: { tenantId: string; userId: string; factoryId: string | null }): RequestContext => ({
  userId: ids.userId,
  userName: 'demo',
  sessionId: null,
  tenantId: ids.tenantId,
  factoryId: ids.factoryId,
  memberId: null,
  isPlatformAdmin: false,
  isTenantAdmin: true,
  ip: '127.0.0.1',
});

/** What every demo seeder works under: the demo space, its first factory, the demo user. */
export interface DemoIds {
  tenantId: string;
  factoryId: string;
  userId: string;
}

/** The submission and approval stamp of a demo document the demo user approved at `at`. */
export const demoApproved = (userId: string, at: Date) => ({ submitterId: userId, submitTime: at, auditorId: userId, auditTime: at });

export interface PermissionSet {
  isAll: boolean;
  grants: Map<string, Set<ActionKey>>;
  /** Data permission: every role of the caller is "only self" (1), so lists show their own rows. */
  onlySelf?: boolean;
  /** Refused whatever the roles say: permissions of features the space lacks (modules/saas/feature-grants). */
  denied?: ReadonlySet<string>;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
    /** Runs fn in this request's scoped transaction (SET LOCAL role, tenant, factory, user). */
    tx<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
    /** The caller's permissions in the current tenant (loaded once per request). */
    permissions(): Promise<PermissionSet>;
  }
  interface FastifyContextConfig {
    /** Reachable without signing in. */
    public?: boolean;
    /** Permission name required (Group.Resource), and the action key within it. */
    permission?: string;
    action?: ActionKey;
    /** Only platform administrators (the for-admin endpoints). */
    platformAdmin?: boolean;
    /** Any one of these permissions (and actions) suffices. */
    anyOf?: readonly { permission: string; action?: ActionKey }[];
    /** Only the current space's administrator, or a platform administrator (refused with messages.spaceAdminOnly). */
    spaceAdmin?: boolean;
    /**
     * A GET that writes (the spec's GET logout): its answer waits for the directory's notices like
     * any other write's (core/auth/plugin.ts), so the next call, at any process, sees the change.
     */
    writes?: boolean;
    /**
     * The fields a list route sorts by (ABP `sorting`). A route whose query takes `sorting` refuses
     * any other field with 400 before its handler runs; one that declares none refuses every
     * `sorting` rather than ignoring it (core/http/input-guards.ts).
     */
    sortable?: readonly string[];
    /** The call is a space's business: refused with 请先选择空间 before validation when none is chosen. */
    space?: boolean;
    /**
     * Where the route is declared in packages/contracts: an endpoint contract, or a resource or
     * document definition. The contracts test lists every /api route that has none.
     */
    contract?: 'endpoint' | 'resource' | 'document';
  }
}
