import { idList, type FieldDef } from '@al/contracts';
import { Select } from 'antd';
import { useAllRows } from './api.ts';

/** The select of a picking field: one or several (`multiple`), clearable unless required, searched by label. */
export function FieldSelect({ field: f, rest, loading, options }: { field: FieldDef; rest: object; loading: boolean; options: { value: unknown; label: string }[] }) {
  return (
    <Select
      {...(rest as Record<string, never>)}
      mode={f.multiple ? 'multiple' : undefined}
      loading={loading}
      allowClear={!f.required}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={f.placeholder ?? `请选择${f.label}`}
      options={options as never}
    />
  );
}

/**
 * Picks a row of another resource (a `ref` field) from its cached /all list, by its label field;
 * several rows for a `multiple` field (the form holds them as an array).
 */
export function RefSelect({ field: f, ...rest }: { field: FieldDef; value?: unknown; onChange?: (v: unknown) => void; id?: string }) {
  const { data, isLoading } = useAllRows(f.ref!.basePath);
  return <FieldSelect field={f} rest={rest} loading={isLoading} options={(data ?? []).map((r) => ({ value: r.id, label: String(r[f.ref!.label] ?? '') }))} />;
}

/** The label of the row a `ref` field points to. */
export function RefLabel({ field: f, value }: { field: FieldDef; value: unknown }) {
  const { data } = useAllRows(f.ref!.basePath, {}, value != null);
  if (value == null || value === '') return <>-</>;
  if (f.multiple) {
    const ids = Array.isArray(value) ? value.map(String) : idList(value);
    return <>{ids.map((id) => String(data?.find((r) => r.id === id)?.[f.ref!.label] ?? '')).filter(Boolean).join('、') || '-'}</>;
  }
  const row = data?.find((r) => r.id === value);
  return <>{row ? String(row[f.ref!.label] ?? '') : '-'}</>;
}
