import type { AnyResourceDef, FieldDef } from '@al/contracts';
import { displayValue } from './fields.ts';

/** One entry of a resource's operation log (GET {basePath}/{id}/logs). */
export interface LogEntry {
  id?: string;
  action: string;
  userName: string | null;
  time: string;
  beforeJson: Record<string, unknown> | null;
  afterJson: Record<string, unknown> | null;
}

const ACTION_LABELS: Record<string, string> = {
  create: '新增',
  update: '修改',
  delete: '删除',
  enable: '启用',
  disable: '禁用',
  import: '导入',
};

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;

export const actionColor = (action: string) =>
  ({ create: 'green', update: 'blue', delete: 'red', enable: 'cyan', disable: 'orange' })[action] ??
  'default';

export interface FieldChange {
  key: string;
  label: string;
  before: string;
  after: string;
}

const same = (a: unknown, b: unknown) =>
  (a ?? null) === (b ?? null) || JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What an entry changed, field by field, as text: every set field of a creation, the differing
 * fields of an update or a switch; nothing for a deletion.
 */
export function changedFields(
  def: AnyResourceDef,
  entry: Pick<LogEntry, 'action' | 'beforeJson' | 'afterJson'>,
): FieldChange[] {
  if (entry.action === 'delete') return [];
  const before = entry.beforeJson ?? {};
  const after = entry.afterJson ?? {};
  const out: FieldChange[] = [];
  for (const [key, f] of Object.entries<FieldDef>(def.fields)) {
    if (!(key in after)) continue;
    if (entry.beforeJson ? same(before[key], after[key]) : after[key] === null || after[key] === '') continue;
    out.push({
      key,
      label: f.label,
      before: displayValue(f, before[key]),
      after: displayValue(f, after[key]),
    });
  }
  return out;
}
