import { storage, StorageKeys } from '../../lib/storage.ts';

export type TableSize = 'large' | 'middle' | 'small';

export interface ColumnSetting {
  key: string;
  title: string;
  visible: boolean;
  width?: number;
  /** Frozen columns (fixed left/right) cannot be dragged. */
  fixed?: string | boolean;
}

export interface TableSettings {
  size: TableSize;
  columns: { key: string; visible: boolean; width?: number }[];
}

type Store = Record<string, TableSettings>;

/** Column settings and size are remembered per route (spec 01 §2). */
export function loadTableSettings(routeKey: string): TableSettings | null {
  return storage.get<Store>(StorageKeys.tableSettings)?.[routeKey] ?? null;
}

export function saveTableSettings(routeKey: string, s: TableSettings): void {
  const all = storage.get<Store>(StorageKeys.tableSettings) ?? {};
  all[routeKey] = s;
  storage.set(StorageKeys.tableSettings, all);
}

export function clearTableSettings(routeKey: string): void {
  const all = storage.get<Store>(StorageKeys.tableSettings) ?? {};
  delete all[routeKey];
  storage.set(StorageKeys.tableSettings, all);
}

/** Stored settings applied to the declared columns: stored order first, new columns after, stale keys dropped. */
export function mergeColumns(declared: ColumnSetting[], stored: TableSettings['columns'] | undefined): ColumnSetting[] {
  if (!stored?.length) return declared;
  const byKey = new Map(declared.map((c) => [c.key, c]));
  const out: ColumnSetting[] = [];
  for (const s of stored) {
    const c = byKey.get(s.key);
    if (!c) continue;
    out.push({ ...c, visible: s.visible, width: s.width ?? c.width });
    byKey.delete(s.key);
  }
  return [...out, ...byKey.values()];
}

export type DropCheck = { ok: true; columns: ColumnSetting[] } | { ok: false; message: string };

/**
 * A drag in the column tree: frozen columns cannot be dragged (冻结列不能拖动), a column cannot become a
 * child of another (不能改为子集). dropIndex is the index in the list the dragged column lands before.
 */
export function moveColumn(columns: ColumnSetting[], dragKey: string, targetKey: string, position: 'before' | 'after' | 'inside'): DropCheck {
  const drag = columns.find((c) => c.key === dragKey);
  const target = columns.find((c) => c.key === targetKey);
  if (!drag || !target) return { ok: false, message: '不能改为子集' };
  if (drag.fixed || target.fixed) return { ok: false, message: '冻结列不能拖动' };
  if (position === 'inside') return { ok: false, message: '不能改为子集' };
  const rest = columns.filter((c) => c.key !== dragKey);
  const i = rest.findIndex((c) => c.key === targetKey);
  rest.splice(position === 'before' ? i : i + 1, 0, drag);
  return { ok: true, columns: rest };
}
