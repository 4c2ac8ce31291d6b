import { defineResource, type FieldDef } from '../resource/define.ts';

const UUID_RE = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const UUID_LIST = `^(${UUID_RE}(,${UUID_RE})*)?$`;

/** Field shapes that most basic-data definitions share. */
export const nameField = (label = '名称', max = 64) =>
  ({ kind: 'string', label, required: true, max, column: { width: 180 }, search: 'input', sortable: true }) as const satisfies FieldDef;
export const codeField = { kind: 'string', label: '编码', max: 32, column: { width: 110 }, search: 'input', sortable: true } as const satisfies FieldDef;
export const sortField = { kind: 'int', label: '排序', default: 0, max: 9999, column: { width: 70 }, sortable: true } as const satisfies FieldDef;
export const enabledField = { kind: 'bool', label: '启用', required: true, default: true, column: { width: 80 }, search: 'select' } as const satisfies FieldDef;
export const remarkField = { kind: 'string', label: '备注', max: 200, column: true } as const satisfies FieldDef;
export const imageField = (label = '图片') => ({ kind: 'string', label, max: 500, image: true, column: { width: 80 } }) as const satisfies FieldDef;
export const isDefaultField = (label = '默认') => ({ kind: 'bool', label, default: false, readOnly: true, column: { width: 80 } }) as const satisfies FieldDef;
/**
 * Processes a catalogue row adds (DOMAIN §2.3 `processIds[]`), stored as comma-separated ids. The
 * process master arrives with the production module; until then the ids are checked for shape only.
 */
export const processIdsField = (label = '工序') =>
  ({
    kind: 'string',
    label,
    max: 1000,
    pattern: { source: UUID_LIST, message: `${label}格式不正确：应为36位的工序ID，多个用英文逗号分隔，不含空格` },
    placeholder: '工序ID，多个用英文逗号分隔',
    tooltip: '工序资料随生产模块提供，暂请填写工序ID（36位，形如 3f2b8c1e-0d4a-4c7e-9a51-6b2f0e8d7c90），多个ID用英文逗号分隔，不含空格；不需要时留空',
  }) as const satisfies FieldDef;
export const moneyField = (label: string) => ({ kind: 'decimal', label, scale: 2, column: { width: 100 } }) as const satisfies FieldDef;

/**
 * A tree of groups (plate type groups, accessory types, colour card groups): name, parent, sort,
 * names unique among siblings, plus the group's own fields.
 */
export function treeGroupOf<E extends Record<string, FieldDef>>(g: { entity: string; table: string; title: string; basePath: string; permission: string; nameLabel: string; parentLabel: string; extra?: E }) {
  return defineResource({
    entity: g.entity,
    module: 'basic',
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
