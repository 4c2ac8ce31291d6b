import type { Tx } from '../db/client.ts';
import type { Directory, Membership, RoleGrants, SessionUser } from './directory.ts';

/** The channel the directory's tables notify on (migration 0021: statement triggers, payload = table name). */
export const DIRECTORY_CHANNEL = 'al_directory';

type Kind = 'session' | 'tenant' | 'member' | 'factory' | 'grants' | 'features';

/** Which cached answers a change of each table makes stale. */
const STALE_AFTER: Record<string, readonly Kind[]> = {
  user_sessions: ['session'],
  users: ['session'],
  tenants: ['tenant', 'features'],
  members: ['member', 'grants'],
  factories: ['factory'],
  factory_users: ['factory'],
  roles: ['grants'],
  role_permissions: ['grants'],
  member_roles: ['grants'],
  features: ['features'],
  edition_features: ['features'],
  tenant_features: ['features'],
};
const KINDS: readonly Kind[] = ['session', 'tenant', 'member', 'factory', 'grants', 'features'];

interface Entry {
  value: unknown;
  expires: number;
}

/** Runs a read in a scoped transaction: the cache opens one only when it has no answer. */
export type RunInTx = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;

/**
 * The directory's answers for the checks every request makes (session, space, membership, factory,
 * role grants, feature gating), kept in memory so that a request with a warm cache opens no
 * transaction before its handler's. A change to the underlying tables notifies (in every process on
 * the same database) and clears the answers it touches; a generation per kind keeps a read that was
 * under way during the change from storing what it read. Entries also expire after `ttlMs`, and each
 * kind holds at most `maxEntries` (the oldest go first), so memory stays bounded.
 */
export class DirectoryCache {
  private readonly maps = new Map<Kind, Map<string, Entry>>(KINDS.map((k) => [k, new Map()]));
  private readonly generation = new Map<Kind, number>(KINDS.map((k) => [k, 0]));
  /** False while change notices cannot be received: then every check reads the database. */
  enabled = true;

  constructor(
    private readonly inner: Directory,
    private readonly opts: { ttlMs: number; maxEntries: number } = { ttlMs: 60_000, maxEntries: 20_000 },
  ) {}

  /** A change notice: the table's name. Unknown tables clear everything (safe). */
  changed(table: string) {
    for (const kind of STALE_AFTER[table] ?? KINDS) this.clear(kind);
  }

  clearAll() {
    for (const kind of KINDS) this.clear(kind);
  }

  private clear(kind: Kind) {
    this.generation.set(kind, this.generation.get(kind)! + 1);
    this.maps.get(kind)!.clear();
  }

  private async cached<T>(kind: Kind, key: string, load: () => Promise<T>): Promise<T> {
    const map = this.maps.get(kind)!;
    const hit = map.get(key);
    if (this.enabled && hit && hit.expires > Date.now()) return hit.value as T;
    const gen = this.generation.get(kind);
    const value = await load();
    if (this.enabled && gen === this.generation.get(kind)) {
      map.delete(key);
      map.set(key, { value, expires: Date.now() + this.opts.ttlMs });
      if (map.size > this.opts.maxEntries) map.delete(map.keys().next().value!);
    }
    return value;
  }

  /** Number of answers held (for the memory figures). */
  get size() {
    let n = 0;
    for (const m of this.maps.values()) n += m.size;
    return n;
  }

  async sessionUser(run: RunInTx, sessionId: string, userId: string): Promise<SessionUser | null> {
    const s = await this.cached('session', `${sessionId}:${userId}`, () =>
      run((tx) => this.inner.sessionUser(tx, sessionId, userId)),
    );
    // A session cached while live still ends at its expiry.
    return s && s.expiresAt > new Date() ? s : null;
  }

  tenantExists(run: RunInTx, tenantId: string): Promise<boolean> {
    return this.cached('tenant', tenantId, () => run((tx) => this.inner.tenantExists(tx, tenantId)));
  }

  membership(run: RunInTx, tenantId: string, userId: string): Promise<Membership | null> {
    return this.cached('member', `${tenantId}:${userId}`, () =>
      run((tx) => this.inner.membership(tx, tenantId, userId)),
    );
  }

  factoryExists(run: RunInTx, tenantId: string, factoryId: string): Promise<boolean> {
    return this.cached('factory', `${tenantId}:${factoryId}`, () =>
      run((tx) => this.inner.factoryExists(tx, tenantId, factoryId)),
    );
  }

  factoryAssigned(run: RunInTx, tenantId: string, factoryId: string, userId: string): Promise<boolean> {
    return this.cached('factory', `${tenantId}:${factoryId}:${userId}`, () =>
      run((tx) => this.inner.factoryAssigned(tx, tenantId, factoryId, userId)),
    );
  }

  roleGrants(run: RunInTx, tenantId: string, memberId: string): Promise<RoleGrants> {
    return this.cached('grants', `${tenantId}:${memberId}`, () =>
      run((tx) => this.inner.roleGrants(tx, tenantId, memberId)),
    );
  }

  featureDenied(run: RunInTx, tenantId: string): Promise<Set<string>> {
    return this.cached('features', tenantId, () => run((tx) => this.inner.featureDenied(tx, tenantId)));
  }
}
