/** localStorage with the al__ namespace prefix (spec 01 §9). */
export const STORAGE_PREFIX = 'al__';

export const StorageKeys = {
  token: 'ACCESS_TOKEN',
  tenant: 'TENANT',
  factory: 'FACTORY',
  userId: 'USER_ID',
  settings: 'SETTINGS',
  menuType: 'MENU_TYPE',
  navVersion: 'NAV_VERSION',
  tenantConfig: 'TENANT_CONFIG',
  tableSettings: 'TABLE_SETTINGS',
  formHistory: 'FORM_HISTORY',
} as const;

export const storage = {
  get<T = string>(key: string): T | null {
    try {
      const raw = localStorage.getItem(STORAGE_PREFIX + key);
      if (raw === null) return null;
      const parsed = JSON.parse(raw) as { value: T; expire: number | null };
      if (parsed.expire !== null && parsed.expire < Date.now()) {
        localStorage.removeItem(STORAGE_PREFIX + key);
        return null;
      }
      return parsed.value;
    } catch {
      return null;
    }
  },
  set(key: string, value: unknown, ttlMs?: number): void {
    localStorage.setItem(
      STORAGE_PREFIX + key,
      JSON.stringify({ value, expire: ttlMs ? Date.now() + ttlMs : null }),
    );
  },
  remove(key: string): void {
    localStorage.removeItem(STORAGE_PREFIX + key);
  },
  /** Removes every al__ key. */
  clear(): void {
    for (const k of Object.keys(localStorage)) if (k.startsWith(STORAGE_PREFIX)) localStorage.removeItem(k);
  },
};
