import { Permissions } from '../permission-names.ts';
import type { FieldDef, ResourceDef } from '../resource/define.ts';
import { basicResource, codeField, enabledField, imageField, moneyField, nameField, processIdsField, remarkField, sortField, treeGroupOf } from './basicFields.ts';

const PT = '/api/basic/plate-type';

/** Plate type groups (板型分组): a tree. */
export const plateTypeGroupResource = treeGroupOf({
  entity: 'PlateTypeGroup',
  table: 'plate_type_groups',
  title: '板型分组',
  basePath: `${PT}/group`,
  permission: Permissions.AlBasic.PlateTypes,
  nameLabel: '分组名称',
  parentLabel: '上级分组',
});

/** Plate types (板型): the panel shapes products are classified and quoted by. */
export const plateTypeResource = basicResource({
  entity: 'PlateType',
  table: 'plate_types',
  title: '板型',
  basePath: PT,
  permission: Permissions.AlBasic.PlateTypes,
  defaultSorting: 'sort asc',
  unique: [['name']],
  fields: {
    name: nameField('板型名称'),
    code: codeField,
    groupId: { kind: 'uuid', label: '板型分组', ref: { basePath: `${PT}/group`, label: 'name' }, column: { width: 140 }, search: 'select' },
    imageUrl: imageField('板型图'),
    templateUrl: { kind: 'string', label: '图纸模板链接', max: 500 },
    priceFactor: { kind: 'decimal', label: '价格系数', scale: 3, default: 1, max: 100, column: { width: 90 } },
    sort: sortField,
    enabled: enabledField,
  },
});

const categoryOf = (entity: string, table: string, title: string, basePath: string, permission: string) =>
  basicResource({
    entity,
    table,
    title,
    basePath,
    permission,
    defaultSorting: 'sort asc',
    unique: [['name']],
    fields: { name: nameField('分类名称', 32), sort: sortField, remark: remarkField },
  });

/** An item of a categorised catalogue: named uniquely within its category (picked from `category`), sorted, enabled, plus its own fields. */
const categoryItemOf = <E extends Record<string, FieldDef>>(category: Pick<ResourceDef, 'title' | 'basePath' | 'permission'>, i: { entity: string; table: string; title: string; basePath: string; extra: E }) =>
  basicResource({
    entity: i.entity,
    table: i.table,
    title: i.title,
    basePath: i.basePath,
    permission: category.permission,
    defaultSorting: 'sort asc',
    unique: [['categoryId', 'name']],
    parentField: 'categoryId',
    fields: {
      name: nameField(`${i.title}名称`),
      categoryId: { kind: 'uuid', label: category.title, required: true, ref: { basePath: category.basePath, label: 'name' }, column: { width: 140 }, search: 'select' },
      ...i.extra,
      sort: sortField,
      enabled: enabledField,
    },
  });

/**
 * A categorised catalogue, its categories and its items named from one stem: entities {name}Category
 * and {name}Item, tables {table}_categories and {table}_items, paths {basePath}/category and /item,
 * titles {title}分类 and {title}.
 */
const categorisedOf = <E extends Record<string, FieldDef>>(name: string, table: string, title: string, basePath: string, permission: string, extra: E) => {
  const category = categoryOf(`${name}Category`, `${table}_categories`, `${title}分类`, `${basePath}/category`, permission);
  return { category, item: categoryItemOf(category, { entity: `${name}Item`, table: `${table}_items`, title, basePath: `${basePath}/item`, extra }) };
};

/** Structures (结构): panel construction, priced by a factor. */
const structures = categorisedOf('Structure', 'structure', '结构', '/api/basic/structure', Permissions.AlBasic.Structures, {
  priceFactor: { kind: 'decimal', label: '价格系数', scale: 3, default: 1, max: 100, column: { width: 90 } },
  imageUrl: imageField('结构图'),
  defaultProcessIds: processIdsField('默认工序'),
});
export const structureCategoryResource = structures.category;
export const structureItemResource = structures.item;

/** Craftsmanships (工艺): special workmanship priced and routed separately. */
const craftsmanships = categorisedOf('Craftsmanship', 'craftsmanship', '工艺', '/api/basic/craftsmanship', Permissions.AlBasic.Craftsmanships, {
  unit: { kind: 'string', label: '单位', max: 8, default: '㎡', options: ['㎡', '件', '米'].map((u) => ({ label: u, value: u })), column: { width: 70 } },
  surcharge: moneyField('加价(元)'),
  outsourceByDefault: { kind: 'bool', label: '默认委外', default: false, column: { width: 90 } },
  processIds: processIdsField('附加工序'),
});
export const craftsmanshipCategoryResource = craftsmanships.category;
export const craftsmanshipItemResource = craftsmanships.item;

/** Install structures (安装结构): how the panel is fixed on site. */
export const installStructureResource = basicResource({
  entity: 'InstallStructure',
  table: 'install_structures',
  title: '安装结构',
  basePath: '/api/basic/install-structure',
  permission: Permissions.AlBasic.InstallStructures,
  defaultSorting: 'sort asc',
  unique: [['name']],
  fields: {
    name: nameField('安装结构名称'),
    imageUrl: imageField('示意图'),
    accessoryNote: { kind: 'string', label: '配件用量说明', max: 200, column: true, placeholder: '如 挂耳 4个/件，角码 2个/㎡' },
    processIds: processIdsField('安装工序'),
    sort: sortField,
    enabled: enabledField,
  },
});

/** Pallets (托盘, route tary). */
export const palletResource = basicResource({
  entity: 'Pallet',
  table: 'pallets',
  title: '托盘',
  basePath: '/api/basic/pallet',
  permission: Permissions.AlBasic.Pallets,
  unique: [['name']],
  fields: {
    name: nameField('托盘名称'),
    code: codeField,
    length: { kind: 'int', label: '长(mm)', required: true, min: 1, max: 20000, column: { width: 80 } },
    width: { kind: 'int', label: '宽(mm)', required: true, min: 1, max: 5000, column: { width: 80 } },
    height: { kind: 'int', label: '高(mm)', min: 1, max: 5000, column: { width: 80 } },
    maxLoad: { kind: 'decimal', label: '最大载重(kg)', scale: 1, column: { width: 110 } },
    tareWeight: { kind: 'decimal', label: '自重(kg)', scale: 1, column: { width: 90 } },
    material: { kind: 'int', label: '材质', options: [{ label: '木质', value: 1 }, { label: '钢制', value: 2 }, { label: '熏蒸木', value: 3 }], column: { width: 80 }, search: 'select' },
    unitCost: moneyField('单价(元)'),
    returnable: { kind: 'bool', label: '可回收', default: false, column: { width: 80 } },
    enabled: enabledField,
  },
});
