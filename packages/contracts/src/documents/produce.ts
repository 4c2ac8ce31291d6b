import { Permissions } from '../permission-names.ts';
import { defineDocument, type DocActionDef, type DocStateDef } from '../document/define.ts';
import { projectNameField } from '../document/fields.ts';
import { InternalDocType } from '../numbering.ts';
import { enumeration } from '../enumeration.ts';
import { processIdsField } from '../resources/basicFields.ts';
import { EQUIPMENT_PATH } from '../resources/produce.ts';
import { numberedOptions } from '../resources/basicOptions.ts';

export const PLAN_PATH = '/api/prod/plan';
export const MAINTENANCE_PATH = `${EQUIPMENT_PATH}/maintenance`;
const equipmentRef = { basePath: EQUIPMENT_PATH, label: 'name' };

/** Production plan states (DOMAIN §2.5): the planner releases; scans start and complete; invalid keeps progress. */
const planStatus = enumeration({
  draft: [1, '草稿', 'default'],
  released: [2, '已下达', 'processing'],
  inProgress: [4, '生产中', 'warning'],
  completed: [8, '已完成', 'success'],
  invalid: [16, '已作废', 'default'],
});
export const PlanStatus = planStatus.values;
export const planStates: readonly DocStateDef[] = planStatus.options;
export const planActions: readonly DocActionDef[] = [
  { key: 'release', label: '下达', from: [PlanStatus.draft], to: PlanStatus.released, permissionAction: 'edit' },
  { key: 'withdraw', label: '撤回', from: [PlanStatus.released], to: PlanStatus.draft, permissionAction: 'edit' },
  {
    key: 'invalid',
    label: '作废',
    from: [PlanStatus.draft, PlanStatus.released, PlanStatus.inProgress],
    to: PlanStatus.invalid,
    permissionAction: 'void',
    danger: true,
    comment: 'optional',
  },
];
/** States whose plans still load their equipment and processes (capacity) and may be moved. */
export const LIVE_PLAN_STATES: readonly number[] = [PlanStatus.draft, PlanStatus.released, PlanStatus.inProgress];

/**
 * 生产计划 (fixed pattern JH + yyyyMMdd + 4 digits): a project's batches (the lines, with their
 * pieces and area) on one piece of equipment for some processes between two dates, in the shop's
 * order (`sort`, per equipment, set by PUT /plan/sort).
 */
export const productionPlanDocument = defineDocument({
  entity: 'ProductionPlan',
  module: 'produce',
  table: 'production_plans',
  lineTable: 'production_plan_lines',
  title: '生产计划',
  basePath: PLAN_PATH,
  permission: Permissions.AlProduce.Plans,
  scope: 'factory',
  documentType: InternalDocType.productionPlan,
  qtyField: 'plannedQty',
  dateField: 'planStart',
  totals: ['plannedArea'],
  states: planStates,
  actions: planActions,
  editable: [PlanStatus.draft, PlanStatus.released],
  head: {
    projectId: { kind: 'uuid', label: '项目', required: true },
    projectName: projectNameField,
    equipmentId: { kind: 'uuid', label: '设备', required: true, ref: equipmentRef, column: { width: 130 }, search: 'select' },
    processIds: { ...processIdsField('工序'), required: true, column: { width: 160 } },
    planStart: { kind: 'date', label: '计划开始', required: true, column: { width: 110 } },
    planEnd: { kind: 'date', label: '计划结束', required: true, column: { width: 110 } },
    sort: { kind: 'int', label: '顺序', readOnly: true, default: 0, column: { width: 70 } },
    plannedQty: { kind: 'int', label: '计划件数', readOnly: true, default: 0, column: { width: 90 } },
    plannedArea: { kind: 'decimal', label: '计划面积(㎡)', scale: 2, readOnly: true, default: 0, column: { width: 110 } },
    remark: { kind: 'text', label: '备注', max: 500, column: true },
  },
  line: {
    batchId: { kind: 'uuid', label: '批次', required: true },
    batchNo: { kind: 'string', label: '批次', max: 32, readOnly: true, column: { width: 100 } },
    plannedQty: { kind: 'int', label: '件数', readOnly: true, default: 0, column: { width: 80 } },
    plannedArea: { kind: 'decimal', label: '面积(㎡)', scale: 2, readOnly: true, default: 0, column: { width: 100 } },
  },
  validate: (head, lines) => {
    const out: { message: string; members: string[] }[] = [];
    if (typeof head.planStart === 'string' && typeof head.planEnd === 'string' && head.planEnd < head.planStart)
      out.push({ message: '计划结束日期不能早于开始日期', members: ['planEnd'] });
    const ids = lines.map((l) => l.batchId);
    if (new Set(ids).size !== ids.length) out.push({ message: '批次重复', members: ['lines'] });
    return out;
  },
});

/** Maintenance record states: planned, done, voided; overdue is planned past its date (never stored). */
export const MaintenanceStatus = { planned: 1, done: 2, overdue: 4, voided: 8 } as const;
export const maintenanceTypeOptions = numberedOptions('日常保养', '维修', '点检', '校准');

/**
 * 设备保养单 (BY + yyyyMMdd + 4 digits): planned work on one machine, done on a date not after
 * today; the parts used are its lines (none for a plain check). Completing it moves the machine's
 * last and next maintenance dates.
 */
export const maintenanceDocument = defineDocument({
  entity: 'EquipmentMaintenance',
  module: 'produce',
  table: 'equipment_maintenances',
  lineTable: 'equipment_maintenance_lines',
  title: '设备保养单',
  basePath: MAINTENANCE_PATH,
  permission: Permissions.AlProduce.EquipmentMaintenances,
  scope: 'factory',
  documentType: InternalDocType.equipmentMaintenance,
  qtyField: 'qty',
  dateField: 'planDate',
  totals: ['amount'],
  minLines: 0,
  states: [
    { value: MaintenanceStatus.planned, label: '计划中', color: 'processing' },
    { value: MaintenanceStatus.done, label: '已完成', color: 'success' },
    { value: MaintenanceStatus.voided, label: '已作废', color: 'default' },
  ],
  overdue: {
    from: MaintenanceStatus.planned,
    dateField: 'planDate',
    state: { value: MaintenanceStatus.overdue, label: '已逾期', color: 'error' },
  },
  actions: [
    { key: 'complete', label: '完成保养', from: [MaintenanceStatus.planned], to: MaintenanceStatus.done, permissionAction: 'edit' },
    { key: 'reopen', label: '撤销完成', from: [MaintenanceStatus.done], to: MaintenanceStatus.planned, permissionAction: 'edit', danger: true },
    { key: 'void', label: '作废', from: [MaintenanceStatus.planned], to: MaintenanceStatus.voided, permissionAction: 'void', danger: true, comment: 'optional' },
  ],
  editable: [MaintenanceStatus.planned],
  head: {
    equipmentId: { kind: 'uuid', label: '设备', required: true, ref: equipmentRef, column: { width: 140 }, search: 'select' },
    type: { kind: 'int', label: '保养类型', required: true, default: 1, options: maintenanceTypeOptions, column: { width: 90 }, search: 'select' },
    planDate: { kind: 'date', label: '计划日期', required: true, column: { width: 110 } },
    doneDate: { kind: 'date', label: '完成日期', notAfterToday: true, column: { width: 110 } },
    technicianId: { kind: 'uuid', label: '维修人员', staff: true, column: { width: 100 } },
    downtimeHours: { kind: 'decimal', label: '停机(小时)', scale: 1, min: 0, max: 10000, column: { width: 90 } },
    cost: { kind: 'decimal', label: '费用(元)', scale: 2, readOnly: true, column: { width: 90 } },
    content: { kind: 'text', label: '保养内容', required: true, max: 1000, column: true },
  },
  line: {
    itemName: { kind: 'string', label: '配件/项目', required: true, max: 64, column: { width: 160 } },
    spec: { kind: 'string', label: '规格', max: 64, column: { width: 120 } },
    qty: { kind: 'decimal', label: '数量', required: true, scale: 2, min: 0.01, max: 100000, default: 1, column: { width: 80 } },
    unitCost: { kind: 'decimal', label: '单价(元)', scale: 2, min: 0, max: 1000000, column: { width: 90 } },
    amount: { kind: 'decimal', label: '金额(元)', scale: 2, readOnly: true, column: { width: 90 } },
  },
  print: { head: ['equipmentId', 'type', 'planDate', 'doneDate', 'technicianId', 'content'], signatures: ['维修人', '设备管理员'] },
});

export const produceDocuments = [productionPlanDocument, maintenanceDocument] as const;
