import { defineWebModule, named } from '../../lib/module.ts';

const produce = () => import('./pages.ts');

/** Production set-up and planning: processes, equipment and terminals, maintenance, plans, capacity, device statistics, the label log pages, turnover notes, project plans and progress, the production boards. */
/** Production set-up and planning: processes, equipment and terminals, maintenance, plans, capacity, device statistics, the label log pages, turnover notes, change orders. */
export default defineWebModule({
  name: 'produce',
  pages: {
    '/produce/process': named(produce, 'ProcessPage'),
    '/produce/process-group': named(produce, 'ProcessGroupPage'),
    '/produce/equipment': named(produce, 'EquipmentPage'),
    '/produce/equipment-emaintenance': named(produce, 'MaintenanceListPage'),
    '/produce/equipment-emaintenance-detail': named(produce, 'MaintenanceDetailPage'),
    '/produce/equipment-group': named(produce, 'EquipmentGroupPage'),
    '/produce/equipment-feature': named(produce, 'EquipmentFeaturePage'),
    '/produce/equipment-log': named(produce, 'EquipmentLogPage'),
    '/produce/plan': named(produce, 'PlanPage'),
    '/produce/capacity': named(produce, 'CapacityPage'),
    '/equipment/ipc': named(produce, 'IpcStatisticsPage'),
    '/equipment/pda': named(produce, 'PdaStatisticsPage'),
    '/logs/equipment': named(produce, 'EquipmentLogPage'),
    '/label/query': named(produce, 'LabelQueryPage'),
    '/label/audit': named(produce, 'LabelAuditPage'),
    '/label/log': named(produce, 'LabelLogPage'),
    '/produce/project-plan': named(produce, 'ProjectPlanPage'),
    '/produce/project-plan-list': named(produce, 'ProjectPlanListPage'),
    '/produce/project-progress': named(produce, 'ProjectProgressPage'),
    '/produce/project-progress-product': named(produce, 'ProjectProgressProductPage'),
    '/produce/project-progress-product-lable': named(produce, 'ProductLabelProgressPage'),
    '/produce/turnover-note': named(produce, 'TurnoverNoteListPage'),
    '/produce/turnover-note-detail': named(produce, 'TurnoverNoteDetailPage'),
    '/produce/turnover-note-lable-detail': named(produce, 'TurnoverLabelPage'),
    '/board/board-manage': named(produce, 'BoardManagePage'),
    '/produce/second-change': named(produce, 'ChangeOrderListPage'),
    '/produce/second-change-detail': named(produce, 'ChangeOrderDetailPage'),
    '/produce/second-change-detail-log': named(produce, 'ChangeViewLogPage'),
    '/produce/change-order-type': named(produce, 'ChangeOrderTypePage'),
  },
});
