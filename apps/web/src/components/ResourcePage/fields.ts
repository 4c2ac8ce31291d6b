import {
  fieldSchema,
  messages,
  resourceInputSchema,
  type AnyResourceDef,
  type FieldDef,
} from '@al/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import type { FormValues, ResourceRow } from './types.ts';

export const BOOL_LABELS = { true: '是', false: '否' } as const;

/** Editable fields of a definition, in declaration order. */
export const editableFields = (def: AnyResourceDef): [string, FieldDef][] =>
  Object.entries<FieldDef>(def.fields).filter(([, f]) => !f.readOnly);

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A form value as the server takes it: trimmed, empty → null, dates as YYYY-MM-DD. */
export function toInputValue(f: FieldDef, v: unknown): unknown {
  // a multiple-choice field is stored comma-separated
  if (Array.isArray(v)) v = v.map(String).join(',');
  if (isEmpty(v)) return null;
  if (f.kind === 'date') return dayjs.isDayjs(v) ? (v as Dayjs).format('YYYY-MM-DD') : v;
  if (typeof v === 'string') return v.trim();
  return v;
}

/** The create/update body of the form's values: the editable fields only. */
export function toPayload(def: AnyResourceDef, values: FormValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, f] of editableFields(def)) {
    const v = toInputValue(f, values[k]);
    // a required field left empty stays undefined, so that the server's default (or its message) applies
    if (v === null && f.required) continue;
    out[k] = v;
  }
  return out;
}

/** Initial form values: the definition's defaults, the page's defaults, then the row being edited. */
export function toFormValues(
  def: AnyResourceDef,
  row?: ResourceRow | null,
  defaults: FormValues = {},
): FormValues {
  const out: FormValues = {};
  for (const [k, f] of editableFields(def)) {
    let v: unknown = row ? row[k] : (defaults[k] ?? f.default ?? undefined);
    if (v === null) v = undefined;
    if (f.kind === 'date' && typeof v === 'string') v = dayjs(v);
    if (f.multiple && typeof v === 'string') v = v.split(',').filter(Boolean);
    out[k] = v;
  }
  return out;
}

/**
 * Error message of one field's value by the server's own zod type (length, range, pattern, options),
 * or the 不能为空 message of a required field; null when valid.
 */
export function fieldError(f: FieldDef, v: unknown): string | null {
  const value = toInputValue(f, v);
  if (value === null) return f.required && f.kind !== 'bool' ? messages.required(f.label) : null;
  const r = fieldSchema(f).safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? null);
}

/** antd rules of a field: the asterisk for required ones, and the server's validation as a validator. */
export function formRules(f: FieldDef) {
  return [
    {
      required: !!f.required && f.kind !== 'bool',
      validator: async (_: unknown, v: unknown) => {
        const e = fieldError(f, v);
        if (e) throw new Error(e);
      },
    },
  ];
}

/**
 * Messages of the definition's cross-field rules (e.g. date part vs reset period) for the form's
 * values, once every field is valid on its own; field errors come first.
 */
export function crossFieldErrors(
  def: AnyResourceDef,
  values: FormValues,
): { message: string; members: string[] }[] {
  if (!def.validate) return [];
  if (editableFields(def).some(([k, f]) => fieldError(f, values[k]))) return [];
  const r = resourceInputSchema(def).safeParse(toPayload(def, values));
  if (r.success) return [];
  return r.error.issues.map((i) => ({ message: i.message, members: i.path.map(String) }));
}

/**
 * antd rules of a form item: the field's own rules, plus the cross-field rules that name it; the
 * item depends on the other fields, so that changing one re-checks it.
 */
export function itemRules(def: AnyResourceDef, key: string, f: FieldDef) {
  return [
    ...formRules(f),
    ({ getFieldsValue }: { getFieldsValue: (all: true) => FormValues }) => ({
      validator: async () => {
        const e = crossFieldErrors(def, getFieldsValue(true)).find((x) => x.members.includes(key));
        if (e) throw new Error(e.message);
      },
    }),
  ];
}

export interface FieldErrors {
  /** Errors that belong to a form field. */
  fields: { name: string; errors: string[] }[];
  /** Errors naming no field of the form. */
  other: string[];
}

/** Groups messages by the member they concern; unknown members go to `other`. */
export function groupErrors(
  def: AnyResourceDef,
  list: { message: string; members: string[] }[],
): FieldErrors {
  const byField = new Map<string, string[]>();
  const other: string[] = [];
  const known = new Set(editableFields(def).map(([k]) => k));
  for (const e of list) {
    const names = e.members.filter((m) => known.has(m));
    if (!names.length) other.push(e.message);
    for (const n of names) byField.set(n, [...(byField.get(n) ?? []), e.message]);
  }
  return { fields: [...byField].map(([name, errors]) => ({ name, errors })), other };
}

/** The whole payload through the server's schema (fields and cross-field rules); null when valid. */
export function validatePayload(def: AnyResourceDef, payload: Record<string, unknown>): FieldErrors | null {
  const r = resourceInputSchema(def).safeParse(payload);
  if (r.success) return null;
  return groupErrors(
    def,
    r.error.issues.map((i) => ({ message: i.message, members: i.path.length ? [String(i.path[0])] : [] })),
  );
}

/** A value as text: option labels, 是/否, dates; '' for empty. */
export function displayValue(f: FieldDef | undefined, v: unknown): string {
  if (v === undefined || v === null || v === '') return '';
  if (f?.options && f.multiple)
    return String(v)
      .split(',')
      .map((x) => f.options!.find((o) => String(o.value) === x)?.label ?? x)
      .join('、');
  if (f?.options) {
    const o = f.options.find((x) => x.value === v || String(x.value) === String(v));
    if (o) return o.label;
  }
  if (f?.kind === 'bool' || typeof v === 'boolean')
    return v === true || v === 'true' ? BOOL_LABELS.true : BOOL_LABELS.false;
  if (f?.kind === 'date' && typeof v === 'string') return v.slice(0, 10);
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}
