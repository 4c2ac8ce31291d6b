import { Permissions } from '../permission-names.ts';
import { marketSourceOptions, metalOptions } from './basicOptions.ts';
import { basicResource, PROCESS_PATH } from './basicFields.ts';

const MT = '/api/basic/material-texture';
const texture = { basePath: MT, label: 'name' };

/** Material textures (材质, /common/material-texture): one name per tenant. */
export const materialTextureResource = basicResource({
  entity: 'MaterialTexture',
  table: 'material_textures',
  title: '材质',
  basePath: MT,
  permission: Permissions.AlBasic.MaterialTextures,
  defaultSorting: 'sort asc',
  unique: [['name']],
  fields: {
    name: { kind: 'string', label: '材质名称', required: true, max: 64, column: { width: 160 }, search: 'input', sortable: true, placeholder: '如 铝 3003-H24' },
    code: { kind: 'string', label: '编码', max: 32, column: { width: 110 }, search: 'input', sortable: true },
    metal: { kind: 'int', label: '金属', required: true, default: 1, options: metalOptions, column: { width: 90 }, search: 'select' },
    alloy: { kind: 'string', label: '牌号', max: 16, column: { width: 90 }, search: 'input' },
    temper: { kind: 'string', label: '状态', max: 16, column: { width: 80 } },
    density: { kind: 'decimal', label: '密度(g/cm³)', required: true, scale: 3, min: 0.001, max: 30, default: 2.71, column: { width: 110 } },
    marketSource: { kind: 'int', label: '行情来源', options: marketSourceOptions, column: { width: 120 } },
    isDefault: { kind: 'bool', label: '默认材质', default: false, column: { width: 90 } },
    sort: { kind: 'int', label: '排序', default: 0, max: 9999, column: { width: 70 }, sortable: true },
    enabled: { kind: 'bool', label: '启用', required: true, default: true, column: { width: 80 }, search: 'select' },
  },
});

/** Plate sizes of a material texture (thickness × width × length mm; length 0 = coil). */
export const plateMaterialSizeResource = basicResource({
  entity: 'PlateMaterialSize',
  table: 'plate_material_sizes',
  title: '板材尺寸',
  basePath: `${MT}/plate-material-size`,
  permission: Permissions.AlBasic.MaterialTextures,
  parentField: 'materialTextureId',
  defaultSorting: 'thickness asc',
  unique: [['materialTextureId', 'thickness', 'width', 'length']],
  fields: {
    materialTextureId: { kind: 'uuid', label: '材质', required: true, ref: texture, column: { width: 140 }, search: 'select' },
    thickness: { kind: 'decimal', label: '厚度(mm)', required: true, scale: 2, min: 0.1, max: 100, column: { width: 90 }, search: 'inputNumber', sortable: true },
    width: { kind: 'int', label: '宽度(mm)', required: true, min: 1, max: 10000, column: { width: 90 }, search: 'inputNumber', sortable: true },
    length: { kind: 'int', label: '长度(mm)', required: true, default: 0, max: 100000, column: { width: 90 }, sortable: true, placeholder: '0 表示卷材' },
    isStandard: { kind: 'bool', label: '标准尺寸', default: true, column: { width: 90 } },
    sheetWeight: { kind: 'decimal', label: '单张重量(kg)', scale: 3, readOnly: true, column: { width: 110 } },
    sort: { kind: 'int', label: '排序', default: 0, max: 9999, column: { width: 70 } },
  },
});

/** Bend coefficients of a material texture by thickness: used by unfolding. */
export const bendCoefficientResource = basicResource({
  entity: 'BendCoefficient',
  table: 'bend_coefficients',
  title: '折弯系数',
  basePath: `${MT}/bend-coefficient`,
  permission: Permissions.AlBasic.MaterialTextures,
  parentField: 'materialTextureId',
  defaultSorting: 'thickness asc',
  unique: [['materialTextureId', 'thickness', 'innerRadius']],
  fields: {
    materialTextureId: { kind: 'uuid', label: '材质', required: true, ref: texture, column: { width: 140 } },
    thickness: { kind: 'decimal', label: '厚度(mm)', required: true, scale: 2, min: 0.1, max: 100, column: { width: 90 }, sortable: true },
    innerRadius: { kind: 'decimal', label: '内半径(mm)', scale: 2, default: 0, max: 1000, column: { width: 100 } },
    deductionPer90: { kind: 'decimal', label: '90°扣除(mm)', scale: 3, max: 100, column: { width: 110 } },
    kFactor: { kind: 'decimal', label: 'K因子', required: true, scale: 3, max: 1, default: 0.44, column: { width: 90 } },
  },
});

/** Cost of a process on a material texture within a thickness range: the most specific row wins. */
export const priorityProcessCostResource = basicResource({
  entity: 'PriorityProcessCost',
  table: 'priority_process_costs',
  title: '优先工序成本',
  basePath: `${MT}/priority-process-cost`,
  permission: Permissions.AlBasic.MaterialTextures,
  parentField: 'materialTextureId',
  defaultSorting: 'priority desc',
  fields: {
    materialTextureId: { kind: 'uuid', label: '材质', required: true, ref: texture, column: { width: 140 } },
    processId: { kind: 'uuid', label: '工序', required: true, ref: { basePath: PROCESS_PATH, label: 'name' }, column: { width: 120 } },
    thicknessFrom: { kind: 'decimal', label: '厚度从(mm)', scale: 2, max: 100, column: { width: 100 } },
    thicknessTo: { kind: 'decimal', label: '厚度至(mm)', scale: 2, max: 100, column: { width: 100 } },
    unitCost: { kind: 'decimal', label: '单价(元)', required: true, scale: 2, column: { width: 90 } },
    priority: { kind: 'int', label: '优先级', default: 0, max: 999, column: { width: 80 }, sortable: true },
  },
  validate: (v) =>
    v.thicknessFrom != null && v.thicknessTo != null && v.thicknessFrom > v.thicknessTo
      ? [{ message: '厚度从不能大于厚度至', members: ['thicknessTo'] }]
      : [],
});
