import type { AnyResourceDef, FieldDef } from '@al/contracts';
import type { Option, SearchField, SearchValues } from '../SearchBar/index.tsx';
import { BOOL_LABELS } from './fields.ts';

const options = (f: FieldDef): Option[] =>
  f.kind === 'bool'
    ? [
        { value: 'true', label: BOOL_LABELS.true },
        { value: 'false', label: BOOL_LABELS.false },
      ]
    : (f.options ?? []).map((o) => ({ value: o.value, label: o.label }));

/** SearchBar fields of a definition's `search` fields; options from the field, bools as 是/否. */
export function searchFieldsOf(def: AnyResourceDef): SearchField[] {
  const out: SearchField[] = [];
  for (const [name, f] of Object.entries<FieldDef>(def.fields)) {
    if (!f.search) continue;
    const base = { name, label: f.label, placeholder: f.placeholder };
    switch (f.search) {
      case 'select':
      case 'staffSelect':
      case 'treeSelect':
        out.push({ ...base, type: 'select', options: options(f) });
        break;
      case 'autoComplete':
        out.push({ ...base, type: 'autoComplete', options: options(f) });
        break;
      case 'inputNumber':
        out.push({ ...base, type: 'inputNumber', min: f.min, max: f.max });
        break;
      case 'datePicker':
      case 'dateRangePicker':
      case 'textarea':
      case 'inputSearch':
        out.push({ ...base, type: f.search } as SearchField);
        break;
      default:
        out.push({ ...base, type: 'input', history: true });
    }
  }
  return out;
}

/** List filters of the SearchBar's values: a date range becomes beginTime/endTime. */
export function listFilters(values: SearchValues): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) {
      if (v.length === 2) [out.beginTime, out.endTime] = v as [string, string];
      continue;
    }
    out[k] = v as string | number | boolean;
  }
  return out;
}
