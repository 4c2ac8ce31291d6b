import { z } from 'zod';
import { messages } from '../messages.ts';
import { NUMBER_INPUT } from '../rules/numberInput.ts';

/** Field types of the SearchBar (spec 01 §2). */
export type SearchType =
  | 'select'
  | 'staffSelect'
  | 'treeSelect'
  | 'dateRangePicker'
  | 'datePicker'
  | 'input'
  | 'textarea'
  | 'inputNumber'
  | 'inputSearch'
  | 'autoComplete';

export type FieldKind = 'string' | 'text' | 'int' | 'decimal' | 'bool' | 'date' | 'uuid';

export interface FieldOption {
  label: string;
  value: string | number;
}

export interface FieldDef {
  kind: FieldKind;
  /** Chinese label: column header, form label and the subject of validation messages. */
  label: string;
  required?: boolean;
  /** Maximum length of a string, or maximum of a number. */
  max?: number;
  min?: number;
  /** Decimal places of a decimal field. */
  scale?: number;
  pattern?: { source: string; message: string };
  options?: readonly FieldOption[];
  default?: string | number | boolean | null;
  /** Shown as a list column (with an optional width). */
  column?: boolean | { width?: number };
  /** Offered in the SearchBar, and accepted as a list filter. */
  search?: SearchType;
  sortable?: boolean;
  /** Not in the create/edit form (computed by the server). */
  readOnly?: boolean;
  placeholder?: string;
  /** What to enter, where the input alone does not say: the form label's question mark shows it. */
  tooltip?: string;
  /**
   * A string field with options that holds several of them, stored comma-separated (e.g. "1,3");
   * with `ref`, several rows of the other resource (their ids, comma-separated).
   */
  multiple?: boolean;
  /**
   * A uuid field pointing to a row of another resource: picked from its /all list, shown by `label`.
   * A string field with `multiple` holds several such ids.
   */
  ref?: { basePath: string; label: string };
  /** A date that may not lie after today (a done date): refused, and the picker blocks later days. */
  notAfterToday?: boolean;
  /** A string field holding an image link uploaded through /api/basic/file: upload and preview. */
  image?: boolean;
  /**
   * A uuid field naming a person of the space (a user id): picked from the page's staff list (page
   * personnel configuration, else everyone), checked to be an active member on the server. A string
   * field with `multiple` names several people (their user ids, comma-separated).
   */
  staff?: boolean;
}

/** Where a row is used, for the "delete refused" message (see ResourceHooks.usedBy on the server). */
export interface UsedByRef {
  label: string;
}

export interface ResourceDef<F extends Record<string, FieldDef> = Record<string, FieldDef>> {
  /** Entity type name in logs and the OpenAPI document, e.g. CustomOrderCode. */
  entity: string;
  module: string;
  /** SQL table name. */
  table: string;
  title: string;
  basePath: string;
  /** Permission name (Group.Resource); actions add/edit/delete/query/get/... apply to it. */
  permission: string;
  /** tenant: shared by the tenant's factories; factory: also scoped by the __factory header. */
  scope: 'tenant' | 'factory';
  fields: F;
  /** Field sets that must be unique among the live rows of a tenant (or factory). */
  unique?: readonly (readonly (keyof F & string)[])[];
  defaultSorting?: string;
  /** A tree: the field holding the parent row's id; GET {basePath}/trees answers the nested rows. */
  tree?: { parentField: keyof F & string };
  /**
   * A default flag: PUT {basePath}/{id}/default sets it and clears it on every other row of the same
   * tenant (or factory) and the same `per` fields, in one transaction.
   */
  defaultFlag?: { field: keyof F & string; per?: readonly (keyof F & string)[] };
  /** A status field changed by PUT {basePath}/{id}/status with `{ status }` (its options are the states). */
  statusField?: keyof F & string;
  /** Rows belong to a parent row (e.g. plate sizes of a material texture): the field naming it. */
  parentField?: keyof F & string;
  /** Cross-field rules: return the messages with the members they concern. */
  validate?(value: ResourceValue<F>): { message: string; members: string[] }[];
}

type FieldValue<D extends FieldDef> = D['kind'] extends 'int' | 'decimal'
  ? number
  : D['kind'] extends 'bool'
    ? boolean
    : string;
export type ResourceValue<F extends Record<string, FieldDef>> = {
  [K in keyof F]: F[K]['required'] extends true ? FieldValue<F[K]> : FieldValue<F[K]> | null;
};

/** Any resource, for the framework code that handles them all. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyResourceDef = ResourceDef<any>;

export const defineResource = <F extends Record<string, FieldDef>>(def: ResourceDef<F>): ResourceDef<F> => def;

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** The ids of a multiple `ref` field's stored value ("id1,id2"); empty for null or ''. */
export const idList = (v: unknown): string[] =>
  v == null || v === '' ? [] : String(v).split(',').map((x) => x.trim()).filter(Boolean);

const two = (n: number) => String(n).padStart(2, '0');

/** Today's calendar date where the code runs (YYYY-MM-DD, local time). */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/** A time as date and clock where the code runs (YYYY-MM-DD HH:mm:ss, local time). */
export const localDateTime = (d: Date): string =>
  `${localToday(d)} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;

/** The zod type of one field's input value; messages in Chinese, named by the field's label. */
export function fieldSchema(f: FieldDef): z.ZodType {
  let s: z.ZodType;
  const req = messages.required(f.label);
  switch (f.kind) {
    case 'string':
    case 'text': {
      let str = z.string({ error: req }).trim();
      const max = f.max ?? (f.kind === 'string' ? 255 : 10000);
      str = str.max(max, messages.tooLong(f.label, max));
      if (f.required) str = str.min(1, req);
      if (f.pattern) str = str.regex(new RegExp(f.pattern.source), f.pattern.message);
      s = str;
      break;
    }
    case 'int':
    case 'decimal': {
      let n = z.number({ error: `${f.label}必须是数字` });
      if (f.kind === 'int') n = n.int(`${f.label}必须是整数`);
      n = n.min(f.min ?? NUMBER_INPUT.min, `${f.label}不能小于${f.min ?? NUMBER_INPUT.min}`).max(f.max ?? NUMBER_INPUT.max, `${f.label}不能大于${f.max ?? NUMBER_INPUT.max}`);
      s = n;
      break;
    }
    case 'bool':
      s = z.boolean({ error: `${f.label}必须是是或否` });
      break;
    case 'date': {
      const d = z.iso.date({ error: `${f.label}日期格式应为YYYY-MM-DD` });
      s = f.notAfterToday ? d.refine((v) => v <= localToday(), `${f.label}不能晚于今天`) : d;
      break;
    }
    case 'uuid':
      s = z.uuid({ error: `${f.label}${messages.invalidId}` });
      break;
  }
  if ((f.ref || f.staff) && f.multiple) {
    s = s.refine((v) => idList(String(v)).every((x) => UUID.test(x)), `${f.label}格式不正确`);
  } else if (f.options && f.multiple) {
    const allowed = f.options.map((o) => String(o.value));
    s = s.refine((v) => String(v).split(',').every((x) => allowed.includes(x)), `${f.label}的取值不正确`);
  } else if (f.options) {
    const allowed = f.options.map((o) => o.value);
    s = s.refine((v) => allowed.includes(v as string | number), `${f.label}的取值不正确`);
  }
  if (!f.required) s = s.nullable().optional();
  else if (f.default !== undefined && f.default !== null) s = s.default(f.default as never);
  return s;
}

/** Create/update payload schema of a resource: its editable fields; unknown keys are dropped. */
export function resourceInputSchema(def: AnyResourceDef) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, f] of Object.entries<FieldDef>(def.fields)) if (!f.readOnly) shape[key] = fieldSchema(f);
  const obj = z.object(shape);
  return def.validate
    ? obj.superRefine((value, ctx) => {
        for (const e of def.validate!(value as never)) ctx.addIssue({ code: 'custom', message: e.message, path: e.members });
      })
    : obj;
}

export const updateEnvelope = z.object({
  concurrencyStamp: z.string().max(40).optional(),
});

/** Column keys a list may be sorted by: the fields marked sortable plus creationTime. */
export const sortableFields = (def: AnyResourceDef) => [
  ...Object.entries<FieldDef>(def.fields)
    .filter(([, f]) => f.sortable)
    .map(([k]) => k),
  'creationTime',
];

/** One stored field as an answer carries it: decimals are numbers, dates YYYY-MM-DD strings. */
function fieldOutput(f: FieldDef): z.ZodType {
  switch (f.kind) {
    case 'int':
    case 'decimal':
      return z.number().nullish();
    case 'bool':
      return z.boolean().nullish();
    default:
      return z.string().nullish();
  }
}

/** The stored values of some fields as an answer carries them, each possibly empty. */
export function storedFields(fields: Record<string, FieldDef>): Record<string, z.ZodType> {
  return Object.fromEntries(Object.entries(fields).map(([key, f]) => [key, fieldOutput(f)]));
}

/** A stored row as a hand-written endpoint answers it (the resource's own routes answer the same rows). */
export type StoredRow = { id: string; [key: string]: unknown };

/**
 * The answer schema of a resource's stored rows: its id and fields named (an endpoint may add
 * keys of its own in `extra`); the audit columns and anything else of the row pass as they are, as
 * the resource's own routes send them.
 */
export function resourceRow<E extends z.ZodRawShape = Record<never, never>>(def: AnyResourceDef, extra?: E) {
  return z.looseObject({ id: z.string(), concurrencyStamp: z.string().nullish(), ...storedFields(def.fields), ...extra }) as unknown as z.ZodType<
    StoredRow & { [K in keyof E]: z.output<E[K]> },
    StoredRow & { [K in keyof E]: z.input<E[K]> }
  >;
}
