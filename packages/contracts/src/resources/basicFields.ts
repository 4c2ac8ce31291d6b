import { defineResource, type FieldDef, type ResourceDef } from '../resource/define.ts';

/** A list of basic data (module basic), shared by the space's factories (tenant scope). */
export const basicResource = <F extends Record<string, FieldDef>>(def: Omit<ResourceDef<F>, 'module' | 'scope'>): ResourceDef<F> =>
  defineResource({ ...def, module: 'basic', scope: 'tenant' });

/** Field shapes that most basic-data definitions share. */
/** A reference to a row of another list, picked by its label (`name` unless said). */
export const uuidRef = (label: string, basePath: string, labelKey = 'name'): FieldDef => ({ kind: 'uuid', label, ref: { basePath, label: labelKey } });

export const nameField = (label = '名称', max = 64, width = 180) =>
  ({ kind: 'string', label, required: true, max, column: { width }, search: 'input', sortable: true }) as const satisfies FieldDef;
export const codeField = { kind: 'string', label: '编码', max: 32, column: { width: 110 }, search: 'input', sortable: true } as const satisfies FieldDef;
export const sortField = { kind: 'int', label: '排序', default: 0, max: 9999, column: { width: 70 }, sortable: true } as const satisfies FieldDef;
export const enabledField = { kind: 'bool', label: '启用', required: true, default: true, column: { width: 80 }, search: 'select' } as const satisfies FieldDef;
export const remarkField = { kind: 'string', label: '备注', max: 200, column: true } as const satisfies FieldDef;
export const imageField = (label = '图片') => ({ kind: 'string', label, max: 500, image: true, column: { width: 80 } }) as const satisfies FieldDef;
export const isDefaultField = (label = '默认') => ({ kind: 'bool', label, default: false, readOnly: true, column: { width: 80 } }) as const satisfies FieldDef;
/** Where the production module serves its processes (a `ref` target of basic data's process fields). */
export const PROCESS_PATH = '/api/prod/process';

/** Processes a catalogue row adds (DOMAIN §2.3 `processIds[]`): rows of the process table, stored comma-separated. */
export const processIdsField = (label = '工序') =>
  ({ kind: 'string', label, max: 1000, ref: { basePath: PROCESS_PATH, label: 'name' }, multiple: true }) as const satisfies FieldDef;
export const moneyField = (label: string) => ({ kind: 'decimal', label, scale: 2, column: { width: 100 } }) as const satisfies FieldDef;

/**
 * A tree of groups (plate type groups, accessory types, colour card groups): name, parent, sort,
 * names unique among siblings, plus the group's own fields.
 */
export function treeGroupOf<E extends Record<string, FieldDef>>(g: { entity: string; module?: string; table: string; title: string; basePath: string; permission: string; nameLabel: string; parentLabel: string; extra?: E }) {
  return defineResource({
    entity: g.entity,
    module: g.module ?? 'basic',
    table: g.table,
    title: g.title,
    basePath: g.basePath,
    permission: g.permission,
    scope: 'tenant',
    defaultSorting: 'sort asc',
    unique: [['parentId', 'name']],
    tree: { parentField: 'parentId' },
    fields: {
      name: nameField(g.nameLabel, 32),
      parentId: { kind: 'uuid', label: g.parentLabel, ref: { basePath: g.basePath, label: 'name' }, column: { width: 140 } },
      ...(g.extra ?? ({} as E)),
      sort: sortField,
    },
  });
}
