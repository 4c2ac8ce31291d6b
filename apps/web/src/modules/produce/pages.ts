/** The production set-up's pages, loaded as one chunk. */
export { ProcessPage, ProcessGroupPage } from './ProcessPages.tsx';
export { EquipmentPage, EquipmentGroupPage, EquipmentFeaturePage } from './EquipmentPages.tsx';
export { MaintenanceListPage, MaintenanceDetailPage } from './MaintenancePages.tsx';
export { EquipmentLogPage } from './EquipmentLogPage.tsx';
export { IpcStatisticsPage, PdaStatisticsPage } from './DeviceStatisticsPage.tsx';
export { PlanPage } from './PlanPage.tsx';
export { CapacityPage } from './CapacityPage.tsx';
export { LabelQueryPage } from './LabelQueryPage.tsx';
export { LabelAuditPage } from './LabelAuditPage.tsx';
export { LabelLogPage } from './LabelLogPage.tsx';
export { TurnoverNoteListPage, TurnoverNoteDetailPage, TurnoverLabelPage } from './TurnoverNotePages.tsx';
export { ProjectPlanPage, ProjectProgressPage } from './ProgressPages.tsx';
export { ProjectPlanListPage } from './ProjectPlanListPage.tsx';
export { ProjectProgressProductPage, ProductLabelProgressPage } from './ProgressProductPages.tsx';
export { BoardManagePage } from './BoardManagePage.tsx';
export { ChangeOrderListPage, ChangeOrderDetailPage, ChangeOrderTypePage } from './ChangeOrderPages.tsx';
export { ChangeViewLogPage } from './ChangeViewLogPage.tsx';
