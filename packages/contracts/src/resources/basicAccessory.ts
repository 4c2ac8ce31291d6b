import { Permissions } from '../permission-names.ts';
import { basicResource, codeField, enabledField, imageField, moneyField, nameField, treeGroupOf } from './basicFields.ts';

const AC = '/api/basic/accessory';
const units = ['个', '套', '支', '米', '千克', '卷', '包', '盒'].map((u) => ({ label: u, value: u }));

/** Accessory types (配件类型): a tree. */
export const accessoryTypeResource = treeGroupOf({
  entity: 'AccessoryType',
  table: 'accessory_types',
  title: '配件类型',
  basePath: `${AC}/type`,
  permission: Permissions.AlBasic.Accessories,
  nameLabel: '类型名称',
  parentLabel: '上级类型',
});

/** Accessories (配件): the non-plate materials. */
export const accessoryResource = basicResource({
  entity: 'Accessory',
  table: 'accessories',
  title: '配件',
  basePath: AC,
  permission: Permissions.AlBasic.Accessories,
  unique: [['name', 'spec']],
  fields: {
    name: nameField('配件名称'),
    code: codeField,
    accessoryTypeId: { kind: 'uuid', label: '配件类型', required: true, ref: { basePath: `${AC}/type`, label: 'name' }, column: { width: 120 }, search: 'select' },
    unit: { kind: 'string', label: '单位', required: true, max: 8, default: '个', options: units, column: { width: 70 } },
    spec: { kind: 'string', label: '规格', max: 64, column: { width: 120 }, search: 'input' },
    material: { kind: 'string', label: '材质', max: 32, column: { width: 90 } },
    brand: { kind: 'string', label: '品牌', max: 32, column: { width: 90 } },
    defaultSupplierId: { kind: 'uuid', label: '默认供应商', ref: { basePath: '/api/basic/supplier', label: 'name' }, column: { width: 160 } },
    safetyStock: { kind: 'decimal', label: '安全库存', scale: 2, column: { width: 90 } },
    refPrice: moneyField('参考价(元)'),
    imageUrl: imageField(),
    isLinearNest: { kind: 'bool', label: '型材排料', default: false, column: { width: 90 } },
    barLength: { kind: 'int', label: '型材长度(mm)', max: 20000, column: { width: 110 } },
    enabled: enabledField,
  },
  validate: (v) => (v.isLinearNest && !v.barLength ? [{ message: '型材排料的配件必须填写型材长度', members: ['barLength'] }] : []),
});

/** Accessory SKUs (配件规格) of an accessory. */
export const accessorySkuResource = basicResource({
  entity: 'AccessorySku',
  table: 'accessory_skus',
  title: '配件规格',
  basePath: `${AC}/sku`,
  permission: Permissions.AlBasic.Accessories,
  parentField: 'accessoryId',
  unique: [['skuCode']],
  fields: {
    accessoryId: { kind: 'uuid', label: '配件', required: true, ref: { basePath: AC, label: 'name' }, column: { width: 140 }, search: 'select' },
    skuCode: { kind: 'string', label: 'SKU编码', required: true, max: 32, column: { width: 120 }, search: 'input', sortable: true },
    specValues: { kind: 'string', label: '规格值', max: 100, column: { width: 160 }, placeholder: '如 M6×50' },
    unit: { kind: 'string', label: '单位', max: 8, options: units, column: { width: 70 } },
    refPrice: moneyField('参考价(元)'),
    barcode: { kind: 'string', label: '条码', max: 32, column: { width: 120 } },
    enabled: enabledField,
  },
});
