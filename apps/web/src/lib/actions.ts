import { filterRoutes, routeSet, EditionType, ClientType, messages, type TenantInfo, type GrantedPolicy } from '@al/contracts';
import { api } from './api.ts';
import { feedback } from './notify.ts';
import { ApiError } from './request.ts';
import { currentTenant, useSession } from './session.ts';
import { storage, StorageKeys } from './storage.ts';

/** Delay before the reload that follows a factory switch (spec 01 §9). */
export const FACTORY_RELOAD_DELAY = 100;

/**
 * Which route set a session gets: the full tenant menu (client type 1) inside a tenant space, the slimmer
 * platform / agent set (spec 03 §1) for a platform login without a space or an agent space.
 */
export function clientTypeFor(tenant: TenantInfo | null): number {
  return tenant && tenant.editionType !== EditionType.agent ? ClientType.web : 2;
}

function applyPolicy(policy: GrantedPolicy, tenant: TenantInfo | null) {
  const granted = new Set(policy.grantedPolicies);
  useSession.getState().set({ policy, granted, routes: filterRoutes(routeSet(clientTypeFor(tenant)), granted) });
}

const quiet = { silent: true } as const;

/** Factories for an enterprise space; the first is selected when none (or a foreign one) is stored. */
async function loadFactories(tenant: TenantInfo | null) {
  const s = useSession.getState();
  if (tenant?.editionType !== EditionType.enterprise) {
    s.set({ factories: [] });
    s.setFactory(null);
    return;
  }
  const factories = await api.factories(quiet).catch(() => []);
  s.set({ factories });
  const stored = useSession.getState().factoryId;
  if (!stored || !factories.some((f) => f.id === stored)) s.setFactory(factories[0]?.id ?? null);
}

/** Space configuration: an enterprise edition loads it, others clear it. */
async function loadTenantConfig(tenant: TenantInfo | null) {
  const s = useSession.getState();
  if (tenant?.editionType === EditionType.enterprise) {
    const cfg = await api.tenantConfig(quiet).catch(() => null);
    s.set({ tenantConfig: cfg });
    if (cfg) storage.set(StorageKeys.tenantConfig, cfg);
    else storage.remove(StorageKeys.tenantConfig);
  } else {
    s.set({ tenantConfig: null });
    storage.remove(StorageKeys.tenantConfig);
  }
}

async function loadFeatures(tenant: TenantInfo | null) {
  const features = tenant?.editionId ? await api.editionFeatures(tenant.editionId, quiet).catch(() => []) : [];
  useSession.getState().set({ features });
}

/**
 * Start-up with a token and no roles (spec 01 §4): basic data, granted policies, routes.
 * Throws when the session is not valid; the guard then logs out.
 */
export async function loadSession(): Promise<void> {
  const s = useSession.getState();
  const userId = s.userId;
  if (!userId) throw new ApiError(401, messages.loginExpired);
  const [profile, tenants] = await Promise.all([api.profile(userId, quiet), api.tenants(userId, quiet)]);
  s.set({ profile, tenants });
  if (s.tenantId && !tenants.some((t) => t.tenantId === s.tenantId)) s.setTenant(null);
  const tenant = currentTenant(useSession.getState());
  const [policy] = await Promise.all([api.policy(quiet), loadFactories(tenant), loadTenantConfig(tenant)]);
  applyPolicy(policy, tenant);
  void loadFeatures(tenant);
  void api.editions(quiet).then(
    (editions) => useSession.getState().set({ editions }),
    () => useSession.getState().set({ editions: [] }),
  );
}

export async function refreshTenants(): Promise<void> {
  const s = useSession.getState();
  if (!s.userId) return;
  s.set({ tenants: await api.tenants(s.userId) });
}

/**
 * The space switch of spec 01 §4. navigate('/') is done by the caller before the call.
 * Returns false when refused or failed.
 */
export async function switchSpace(tenant: TenantInfo, navigate: (to: string) => void): Promise<boolean> {
  const s = useSession.getState();
  if (!tenant.isActive) {
    feedback.message.error(messages.spaceInactive(tenant.displayName));
    return false;
  }
  if (tenant.tenantId === s.tenantId) return true;
  navigate('/');
  const hide = feedback.message.loading('努力切换中...', 0);
  s.set({ loading: true });
  try {
    // The server checks membership and that the space is active; the session's token stays the same.
    await api.switchTenant({
      userId: s.userId ?? '',
      tenantId: tenant.tenantId,
      tenantName: tenant.displayName,
      clientType: ClientType.web,
    });
    s.setTenant(tenant.tenantId);
    // reset roles, factories and the current factory
    s.set({ policy: null, routes: [], factories: [] });
    s.setFactory(null);
    const policy = await api.policy();
    await loadTenantConfig(tenant);
    applyPolicy(policy, tenant);
    await loadFeatures(tenant);
    await loadFactories(tenant);
    return true;
  } catch {
    return false;
  } finally {
    hide();
    useSession.getState().set({ loading: false });
  }
}

/** Factory switch: store it and reload after 100 ms (spec 01 §4). */
export function switchFactory(factoryId: string): void {
  useSession.getState().setFactory(factoryId);
  setTimeout(() => window.location.reload(), FACTORY_RELOAD_DELAY);
}

/**
 * Log out: the call, then the stored token, the space configuration and the menu type are cleared
 * (even when the call fails) and the page reloads.
 */
export async function logout(reload = true): Promise<void> {
  let failure: unknown = null;
  try {
    await api.logout();
  } catch (e) {
    failure = e;
  }
  useSession.getState().clear();
  storage.remove(StorageKeys.menuType);
  if (failure instanceof ApiError && failure.status !== 401) feedback.message.error(failure.message);
  if (reload) window.location.reload();
}
