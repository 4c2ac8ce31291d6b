import { Permissions } from '../permission-names.ts';
import { defineResource } from '../resource/define.ts';
import { parsePositionRule } from '../rules/storagePosition.ts';
import { positionStatusOptions, warehouseTypeOptions } from './basicOptions.ts';

const WH = '/api/basic/warehouse';

/** Warehouses of a factory: one name per factory, one default per type (PUT /{id}/default). */
export const warehouseResource = defineResource({
  entity: 'Warehouse',
  module: 'basic',
  table: 'warehouses',
  title: '仓库',
  basePath: WH,
  permission: Permissions.AlBasic.Warehouses,
  scope: 'factory',
  defaultSorting: 'type asc',
  unique: [['name']],
  defaultFlag: { field: 'isDefault', per: ['type'] },
  fields: {
    name: { kind: 'string', label: '仓库名称', required: true, max: 64, column: { width: 160 }, search: 'input', sortable: true },
    code: { kind: 'string', label: '编码', max: 32, column: { width: 100 }, search: 'input' },
    type: { kind: 'int', label: '仓库类型', required: true, options: warehouseTypeOptions, column: { width: 110 }, search: 'select', sortable: true },
    isDefault: { kind: 'bool', label: '默认仓库', default: false, readOnly: true, column: { width: 90 } },
    positionRule: { kind: 'string', label: '库位规则', max: 64, column: { width: 120 }, placeholder: '如 A-F,20,30（区-排-层）' },
    keeperId: { kind: 'uuid', label: '仓管员', staff: true, column: { width: 100 } },
    allowNegative: { kind: 'bool', label: '允许负库存', default: false, column: { width: 100 }, tooltip: '开启后出库可超过现有库存（先出后补单）；预留的库存仍不能出' },
    address: { kind: 'string', label: '地址', max: 200, column: true },
    enabled: { kind: 'bool', label: '启用', required: true, default: true, column: { width: 80 }, search: 'select' },
  },
  validate: (v) => {
    if (!v.positionRule) return [];
    const r = parsePositionRule(v.positionRule);
    return typeof r === 'string' ? [{ message: r, members: ['positionRule'] }] : [];
  },
});

/** Storage positions of a warehouse; the code must follow the warehouse's position rule. */
export const storagePositionResource = defineResource({
  entity: 'StoragePosition',
  module: 'basic',
  table: 'storage_positions',
  title: '库位',
  basePath: `${WH}/position`,
  permission: Permissions.AlBasic.Warehouses,
  scope: 'factory',
  parentField: 'warehouseId',
  defaultSorting: 'code asc',
  unique: [['warehouseId', 'code']],
  fields: {
    warehouseId: { kind: 'uuid', label: '仓库', required: true, ref: { basePath: WH, label: 'name' }, column: { width: 140 }, search: 'select' },
    code: { kind: 'string', label: '库位编码', required: true, max: 32, column: { width: 120 }, search: 'input', sortable: true, placeholder: '如 A-3-12' },
    capacity: { kind: 'int', label: '容量', column: { width: 80 } },
    status: { kind: 'int', label: '状态', required: true, default: 1, options: positionStatusOptions, column: { width: 80 }, search: 'select' },
  },
});
