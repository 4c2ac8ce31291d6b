import { create } from 'zustand';
import type { FactoryBrief, FeatureItem, GrantedPolicy, LoginResult, RouteDef, TenantConfig, TenantInfo, UserProfile, EditionListItem } from '@al/contracts';
import { storage, StorageKeys } from './storage.ts';

/** A factory the user may work in (the factory switcher's). */
export type Factory = FactoryBrief;

export interface SessionState {
  token: string | null;
  tenantId: string | null;
  factoryId: string | null;
  userId: string | null;
  profile: UserProfile | null;
  tenants: TenantInfo[];
  editions: EditionListItem[];
  /** Granted policies; null until loaded after login (the spec's "roles"). */
  policy: GrantedPolicy | null;
  granted: ReadonlySet<string>;
  /** Routes the user may use, generated from the route table and the policies. */
  routes: RouteDef[];
  factories: Factory[];
  tenantConfig: TenantConfig | null;
  features: FeatureItem[];
  /** Whether the page-loading overlay is shown. */
  loading: boolean;
  /** The enterprise-selection modal flag: on at /user/login and /404, off elsewhere (spec 01 §2). */
  enterpriseSelect: boolean;
  set(patch: Partial<SessionState>): void;
  signIn(r: LoginResult): void;
  setTenant(id: string | null): void;
  setFactory(id: string | null): void;
  /** Clears the stored token and the session (the call to the server is made by the caller). */
  clear(): void;
}

const persist = (key: string, v: string | null) => (v ? storage.set(key, v) : storage.remove(key));

export const useSession = create<SessionState>((setState) => ({
  token: storage.get<string>(StorageKeys.token),
  tenantId: storage.get<string>(StorageKeys.tenant),
  factoryId: storage.get<string>(StorageKeys.factory),
  userId: storage.get<string>(StorageKeys.userId),
  profile: null,
  tenants: [],
  editions: [],
  policy: null,
  granted: new Set(),
  routes: [],
  factories: [],
  tenantConfig: storage.get<TenantConfig>(StorageKeys.tenantConfig),
  features: [],
  loading: false,
  enterpriseSelect: false,
  set: (patch) => setState(patch),
  signIn(r) {
    persist(StorageKeys.token, r.accessToken);
    persist(StorageKeys.userId, r.userId);
    persist(StorageKeys.tenant, r.currentTenant?.tenantId ?? null);
    setState({
      token: r.accessToken,
      userId: r.userId,
      tenantId: r.currentTenant?.tenantId ?? null,
      policy: null,
      routes: [],
    });
  },
  setTenant(id) {
    persist(StorageKeys.tenant, id);
    setState({ tenantId: id });
  },
  setFactory(id) {
    persist(StorageKeys.factory, id);
    setState({ factoryId: id });
  },
  clear() {
    storage.remove(StorageKeys.token);
    storage.remove(StorageKeys.tenant);
    storage.remove(StorageKeys.factory);
    storage.remove(StorageKeys.userId);
    storage.remove(StorageKeys.tenantConfig);
    setState({
      token: null,
      tenantId: null,
      factoryId: null,
      userId: null,
      profile: null,
      tenants: [],
      policy: null,
      granted: new Set(),
      routes: [],
      factories: [],
      tenantConfig: null,
      features: [],
    });
  },
}));

export const currentTenant = (s: Pick<SessionState, 'tenants' | 'tenantId'>): TenantInfo | null =>
  s.tenants.find((t) => t.tenantId === s.tenantId) ?? null;
