import { storage, StorageKeys } from '../../lib/storage.ts';

/** Form history: 3 entries per key for 30 days by default, per route path (spec 01 §9). */
export const HISTORY_SIZE = 3;
export const HISTORY_DAYS = 30;
const DAY = 86_400_000;

interface Entry {
  value: string;
  time: number;
}
type Store = Record<string, Record<string, Entry[]>>;

/** The newest first, no duplicates, at most size entries, none older than days. */
export function pushHistory(list: Entry[], value: string, now = Date.now(), size = HISTORY_SIZE, days = HISTORY_DAYS): Entry[] {
  const fresh = list.filter((e) => e.value !== value && now - e.time < days * DAY);
  return [{ value, time: now }, ...fresh].slice(0, size);
}

export function readHistory(routePath: string, key: string, now = Date.now(), days = HISTORY_DAYS): string[] {
  const all = storage.get<Store>(StorageKeys.formHistory) ?? {};
  return (all[routePath]?.[key] ?? []).filter((e) => now - e.time < days * DAY).map((e) => e.value);
}

export function writeHistory(routePath: string, key: string, value: string, now = Date.now()): void {
  const v = value.trim();
  if (!v) return;
  const all = storage.get<Store>(StorageKeys.formHistory) ?? {};
  const route = (all[routePath] ??= {});
  route[key] = pushHistory(route[key] ?? [], v, now);
  storage.set(StorageKeys.formHistory, all);
}
