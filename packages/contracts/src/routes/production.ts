import { LabelLogPermissions } from '../api/labelLog.ts';
import { TurnoverNotePermission } from '../api/turnoverNote.ts';
import { group, hidden, page, perm } from './types.ts';

const p = (r: string) => perm('AlProduce', r);
const o = (r: string) => perm('AlOutsource', r);
const qc = (r: string) => perm('AlQC', r);

export const produceRoutes = group('/produce', '生产管理', 'ToolOutlined', [
  page('/produce/process', '工序管理', p('Processes')),
  page('/produce/process-group', '工序分组', p('ProcessGroups')),
  page('/produce/equipment', '设备管理', p('Equipments')),
  page('/produce/equipment-emaintenance', '设备保养', p('EquipmentMaintenances')),
  hidden('/produce/equipment-emaintenance-detail', '设备保养详情', p('EquipmentMaintenances')),
  page('/produce/equipment-group', '设备分组', p('EquipmentGroups')),
  page('/produce/equipment-feature', '设备功能', p('EquipmentFeatures')),
  page('/produce/equipment-log', '设备日志', p('EquipmentLogs')),
  page('/produce/plan', '生产计划', p('Plans')),
  page('/produce/capacity', '产能分析', p('Capacities')),
  page('/produce/project-plan', '项目计划', p('ProjectPlans')),
  hidden('/produce/project-plan-list', '项目计划列表', p('ProjectPlans')),
  page('/produce/project-progress', '项目进度', p('ProjectProgresses')),
  hidden('/produce/project-progress-product', '产品进度', p('ProjectProgresses')),
  hidden('/produce/project-progress-product-lable', '产品标签进度', p('ProjectProgresses')),
  page('/produce/turnover-note', '流转单', [TurnoverNotePermission]),
  hidden('/produce/turnover-note-detail', '流转单详情', [TurnoverNotePermission]),
  hidden('/produce/turnover-note-lable-detail', '流转单标签详情', [TurnoverNotePermission]),
  page('/produce/second-change', '变更通知', p('ChangeOrders')),
  hidden('/produce/second-change-detail', '变更单详情'),
  hidden('/produce/second-change-detail-log', '变更单日志', p('ChangeOrders')),
  page('/produce/change-order-type', '变更类型', p('ChangeOrderTypes')),
]);

export const labelRoutes = group(
  '/label',
  '标签管理',
  'TagsOutlined',
  [
    page('/label/query', '标签查询', [LabelLogPermissions.query]),
    page('/label/audit', '标签审核', [LabelLogPermissions.audit]),
    page('/label/log', '标签日志', [LabelLogPermissions.query]),
  ],
  { redirect: '/label/query' },
);

export const outsourceRoutes = group(
  '/outsources',
  '委外管理',
  'ExportOutlined',
  [
    page('/outsources/outsource-out', '委外发出', o('OutsourceOut')),
    hidden('/outsources/select-outsource-out-order-list', '选择委外单', o('OutsourceOut')),
    hidden('/outsources/outsource-out-detail', '委外发出详情', o('OutsourceOut')),
    hidden('/outsources/outsource-out-log', '委外发出日志', o('OutsourceOut')),
    page('/outsources/outsource-out-acceptance', '委外验收', o('OutsourceOutAcceptance')),
    hidden('/outsources/outsource-out-acceptance-detail', '委外验收详情', o('OutsourceOutAcceptance')),
    hidden('/outsources/outsource-out-acceptance-log', '委外验收日志', o('OutsourceOutAcceptance')),
    hidden('/outsources/outsource-out-to-acceptance-detail', '待验收详情', o('OutsourceOutAcceptance')),
    page('/outsources/outsource-out-back', '委外退回', o('OutsourceOutBack')),
    hidden('/outsources/outsource-out-back-detail', '委外退回详情', o('OutsourceOutBack')),
    hidden('/outsources/outsource-out-back-log', '委外退回日志', o('OutsourceOutBack')),
  ],
  { redirect: '/outsources/outsource-out' },
);

export const qualityRoutes = group(
  '/quality',
  '质量管理',
  'SafetyOutlined',
  [
    page('/quality/qc', '质检记录', qc('QCLogs')),
    page('/quality/qc-order', '质检单', qc('QCOrders')),
    hidden('/quality/qc-order-detail', '质检单详情', qc('QCOrders')),
    hidden('/quality/qc-order-log', '质检单日志', qc('QCOrders')),
    hidden('/quality/qc-order-detail-un-qualified', '不合格明细', qc('QCOrders')),
    hidden('/quality/un-qualifiled-process', '不合格处理', qc('QCOrders')),
    page('/quality/rework-order', '返工单', qc('ReworkOrder')),
    hidden('/quality/rework-order-detail', '返工单详情', qc('ReworkOrder')),
    hidden('/quality/add-rework-order', '新增返工单', qc('ReworkOrder')),
  ],
  { redirect: '/quality/qc' },
);

export const boardRoutes = group('/board', '看板管理', 'FundProjectionScreenOutlined', [
  page('/board/board-manage', '看板管理', perm('AlKanban', 'Boards')),
]);
