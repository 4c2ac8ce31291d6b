import type { FieldDef } from '@al/contracts';
import { Select } from 'antd';
import { useAllRows } from './api.ts';

/** Picks a row of another resource (a `ref` field) from its cached /all list, by its label field. */
export function RefSelect({ field: f, ...rest }: { field: FieldDef; value?: unknown; onChange?: (v: unknown) => void; id?: string }) {
  const { data, isLoading } = useAllRows(f.ref!.basePath);
  return (
    <Select
      {...(rest as Record<string, never>)}
      loading={isLoading}
      allowClear={!f.required}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={f.placeholder ?? `请选择${f.label}`}
      options={(data ?? []).map((r) => ({ value: r.id, label: String(r[f.ref!.label] ?? '') }))}
    />
  );
}

/** The label of the row a `ref` field points to. */
export function RefLabel({ field: f, value }: { field: FieldDef; value: unknown }) {
  const { data } = useAllRows(f.ref!.basePath, {}, value != null);
  if (value == null) return <>-</>;
  const row = data?.find((r) => r.id === value);
  return <>{row ? String(row[f.ref!.label] ?? '') : '-'}</>;
}
