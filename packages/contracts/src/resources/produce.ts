import { Permissions } from '../permission-names.ts';
import { defineResource, type FieldOption } from '../resource/define.ts';
import { codeField, enabledField, nameField, PROCESS_PATH, processIdsField, remarkField, sortField, treeGroupOf } from './basicFields.ts';
import { numberedOptions } from './basicOptions.ts';

export const EQUIPMENT_PATH = '/api/prod/equipment';
const bits = (...labels: string[]): FieldOption[] => labels.map((label, i) => ({ label, value: 2 ** i }));
const processRef = { basePath: PROCESS_PATH, label: 'name' };
const equipmentRef = { basePath: EQUIPMENT_PATH, label: 'name' };

/** Process kinds (DOMAIN §2.5): what a step does to the panel. */
export const processKindOptions = numberedOptions('下料', '成型', '连接', '表面处理', '喷涂', '质检', '包装', '其他');
/** How a process is reported: per label, per nested sheet (cutting), per turnover note. */
export const reportModeOptions = numberedOptions('按标签', '按板材', '按流转单');
/** The measure a process pays by (performanceField). */
export const performanceFieldOptions = numberedOptions('件数', '展开面积', '板面面积', '结算面积', '重量', '切割长度', '折弯次数');
/** Units of a process's daily capacity: pieces or m² (unfold area). */
export const CapacityUnit = { pieces: 1, area: 2 } as const;
export const capacityUnitOptions: FieldOption[] = [
  { label: '件', value: CapacityUnit.pieces },
  { label: '㎡', value: CapacityUnit.area },
];

/** Equipment types: the machines of a panel shop, then the terminals the platform licenses (10, 11). */
export const equipmentTypeOptions = numberedOptions(
  '激光切割机',
  '数控冲床',
  '剪板机',
  '折弯机',
  '螺柱焊机',
  '焊接工位',
  '打磨机',
  '喷涂线',
  '固化炉',
  '工位机(IPC)',
  'PDA',
  '标签打印机',
  '摄像头',
);
export const EquipmentType = { ipc: 10, pda: 11 } as const;
export const TERMINAL_TYPES: readonly number[] = [EquipmentType.ipc, EquipmentType.pda];
export const EquipmentStatus = { idle: 1, running: 2, maintenance: 4, fault: 8, scrapped: 16 } as const;
export const equipmentStatusOptions = bits('空闲', '运行', '保养', '故障', '报废');
/** Own machines (1) or terminals the platform licensed through a renewal (2). */
export const EquipmentSource = { own: 1, licensed: 2 } as const;
export const equipmentSourceOptions = numberedOptions('自有设备', '平台授权');

/** Terminal functions (DOMAIN §2.5 equipment feature codes). */
export const equipmentFeatureCodeOptions: FieldOption[] = [
  ['scan-report', '扫码报工'],
  ['qc', '质检'],
  ['pack', '打包'],
  ['stock-in', '入库'],
  ['stock-out', '出库'],
  ['label-print', '标签打印'],
  ['turnover', '流转单'],
  ['attendance', '考勤'],
].map(([value, label]) => ({ value: value!, label: label! }));

/** Process groups (工序分组): a tree such as 下料 / 成型 / 表面处理 / 后道. */
export const processGroupResource = treeGroupOf({
  entity: 'ProcessGroup',
  module: 'produce',
  table: 'process_groups',
  title: '工序分组',
  basePath: `${PROCESS_PATH}/group`,
  permission: Permissions.AlProduce.ProcessGroups,
  nameLabel: '分组名称',
  parentLabel: '上级分组',
});

/**
 * Processes (工序, DOMAIN §2.5): the master every route, plan, piece rate and scan names. Capacity
 * fields are set through capacity-config, the daily-report and pay switches through their own calls.
 */
export const processResource = defineResource({
  entity: 'Process',
  module: 'produce',
  table: 'processes',
  title: '工序',
  basePath: PROCESS_PATH,
  permission: Permissions.AlProduce.Processes,
  scope: 'tenant',
  defaultSorting: 'sort asc',
  unique: [['name']],
  fields: {
    name: nameField('工序名称', 32),
    code: codeField,
    processGroupId: { kind: 'uuid', label: '工序分组', ref: { basePath: `${PROCESS_PATH}/group`, label: 'name' }, column: { width: 120 }, search: 'select' },
    kind: { kind: 'int', label: '工序类型', required: true, default: 8, options: processKindOptions, column: { width: 90 }, search: 'select' },
    sort: { ...sortField, tooltip: '新建工艺路线时工序的默认先后顺序，小的在前' },
    isQc: { kind: 'bool', label: '质检工序', default: false, column: { width: 90 }, tooltip: '在此工序扫码即生成质检记录' },
    mustFollowPrevious: { kind: 'bool', label: '须按顺序', default: false, column: { width: 90 }, tooltip: '上一道工序未完成时拒绝在此工序扫码' },
    reportMode: { kind: 'int', label: '报工方式', required: true, default: 1, options: reportModeOptions, column: { width: 90 } },
    inDailyReport: { kind: 'bool', label: '计入日报', default: true, column: { width: 90 } },
    performanceField: { kind: 'int', label: '计件依据', required: true, default: 1, options: performanceFieldOptions, column: { width: 100 } },
    unitPrice: { kind: 'decimal', label: '计件单价(元)', scale: 4, min: 0, max: 100000, default: 0, column: { width: 110 } },
    reworkRateFactor: { kind: 'decimal', label: '返工计价(%)', scale: 2, min: 0, max: 100, default: 0, column: { width: 100 }, tooltip: '返工扫码按计件单价的百分之几计价' },
    dailyCapacity: { kind: 'decimal', label: '日产能', scale: 2, min: 0, readOnly: true, column: { width: 90 } },
    capacityUnit: { kind: 'int', label: '产能单位', default: CapacityUnit.area, readOnly: true, options: capacityUnitOptions, column: { width: 80 } },
    shifts: { kind: 'int', label: '班次', default: 1, readOnly: true, min: 1, max: 3 },
    headcount: { kind: 'int', label: '人数', readOnly: true, min: 0, max: 1000 },
    allowOutsource: { kind: 'bool', label: '可委外', default: false, column: { width: 80 } },
    enabled: enabledField,
    remark: remarkField,
  },
});

/** Equipment groups (设备分组): a tree such as 下料车间 / 钣金车间 / 喷涂车间. */
export const equipmentGroupResource = treeGroupOf({
  entity: 'EquipmentGroup',
  module: 'produce',
  table: 'equipment_groups',
  title: '设备分组',
  basePath: `${EQUIPMENT_PATH}/group`,
  permission: Permissions.AlProduce.EquipmentGroups,
  nameLabel: '分组名称',
  parentLabel: '上级分组',
});

/** Terminal functions (设备功能) a terminal may run; its permission is the one the function needs. */
export const equipmentFeatureResource = defineResource({
  entity: 'EquipmentFeature',
  module: 'produce',
  table: 'equipment_features',
  title: '设备功能',
  basePath: `${EQUIPMENT_PATH}/feature`,
  permission: Permissions.AlProduce.EquipmentFeatures,
  scope: 'tenant',
  defaultSorting: 'sort asc',
  unique: [['code'], ['name']],
  fields: {
    name: nameField('功能名称', 32),
    code: { kind: 'string', label: '功能编码', required: true, max: 32, options: equipmentFeatureCodeOptions, column: { width: 110 }, search: 'select' },
    permissionName: { kind: 'string', label: '所需权限', max: 128, column: { width: 220 }, placeholder: '如 AlProduce.Products.QueryLog' },
    sort: sortField,
    enabled: enabledField,
  },
});

/**
 * Equipment (设备): machines and the licensed terminals (IPC, PDA). Tenant-wide rows with the
 * factory they stand in (empty: not yet allocated); the use date of a licensed terminal is set by
 * the platform (PUT use-date), the factory by allocate and transfer, the maintenance dates by
 * completed maintenance records.
 */
export const equipmentResource = defineResource({
  entity: 'Equipment',
  module: 'produce',
  table: 'equipment',
  title: '设备',
  basePath: EQUIPMENT_PATH,
  permission: Permissions.AlProduce.Equipments,
  scope: 'tenant',
  defaultSorting: 'code asc',
  unique: [['code']],
  fields: {
    name: nameField('设备名称', 64),
    code: { ...codeField, label: '设备编号', required: true },
    equipmentType: { kind: 'int', label: '设备类型', required: true, options: equipmentTypeOptions, column: { width: 110 }, search: 'select' },
    equipmentGroupId: { kind: 'uuid', label: '设备分组', ref: { basePath: `${EQUIPMENT_PATH}/group`, label: 'name' }, column: { width: 110 }, search: 'select' },
    factoryId: { kind: 'uuid', label: '所在工厂', readOnly: true, column: { width: 120 } },
    source: { kind: 'int', label: '来源', default: EquipmentSource.own, readOnly: true, options: equipmentSourceOptions, column: { width: 90 } },
    serialNo: { kind: 'string', label: '序列号', max: 64, column: { width: 150 }, search: 'input', tooltip: '终端的硬件编号或平台授权序列号' },
    brand: { kind: 'string', label: '品牌', max: 32, column: { width: 90 } },
    model: { kind: 'string', label: '型号', max: 64, column: { width: 110 } },
    purchaseDate: { kind: 'date', label: '购置日期', notAfterToday: true },
    useDate: { kind: 'date', label: '使用期限', readOnly: true, column: { width: 110 }, sortable: true },
    processIds: { ...processIdsField('可报工序'), column: { width: 180 } },
    featureIds: { kind: 'string', label: '终端功能', max: 1000, ref: { basePath: `${EQUIPMENT_PATH}/feature`, label: 'name' }, multiple: true },
    responsibleId: { kind: 'uuid', label: '负责人', staff: true, column: { width: 90 } },
    location: { kind: 'string', label: '位置', max: 64, column: { width: 110 } },
    maintenanceCycleDays: { kind: 'int', label: '保养周期(天)', min: 0, max: 3650, column: { width: 100 } },
    lastMaintenanceDate: { kind: 'date', label: '上次保养', readOnly: true, column: { width: 110 } },
    nextMaintenanceDate: { kind: 'date', label: '下次保养', readOnly: true, column: { width: 110 }, sortable: true },
    status: { kind: 'int', label: '状态', required: true, default: EquipmentStatus.idle, options: equipmentStatusOptions, column: { width: 80 }, search: 'select' },
    remark: remarkField,
  },
});

/** Actual output per terminal or machine, process and day (client capacity, /api/prod/client/capacity). */
export const clientCapacityResource = defineResource({
  entity: 'ClientCapacity',
  module: 'produce',
  table: 'client_capacities',
  title: '产能记录',
  basePath: '/api/prod/client/capacity',
  permission: Permissions.AlProduce.Capacities,
  scope: 'factory',
  defaultSorting: 'date desc',
  unique: [['equipmentId', 'processId', 'date']],
  fields: {
    date: { kind: 'date', label: '日期', required: true, notAfterToday: true, column: { width: 110 }, sortable: true },
    equipmentId: { kind: 'uuid', label: '设备', required: true, ref: equipmentRef, column: { width: 140 }, search: 'select' },
    processId: { kind: 'uuid', label: '工序', required: true, ref: processRef, column: { width: 110 }, search: 'select' },
    qty: { kind: 'int', label: '件数', required: true, min: 0, max: 1000000, default: 0, column: { width: 80 }, sortable: true },
    area: { kind: 'decimal', label: '面积(㎡)', scale: 2, min: 0, max: 1000000, default: 0, column: { width: 100 }, sortable: true },
    workMinutes: { kind: 'int', label: '工时(分钟)', min: 0, max: 1440, column: { width: 100 } },
    employees: { kind: 'int', label: '人数', min: 0, max: 1000, column: { width: 70 } },
    remark: remarkField,
  },
});

/** Every definition of the production set-up, for server tables, web pages and tests. */
export const produceResources = {
  processGroup: processGroupResource,
  process: processResource,
  equipmentGroup: equipmentGroupResource,
  equipmentFeature: equipmentFeatureResource,
  equipment: equipmentResource,
  clientCapacity: clientCapacityResource,
} as const;
