import { index } from 'drizzle-orm/pg-core';
import { equipmentLogColumns, maintenanceDocument, produceResources as r, productionPlanDocument, projectProcessColumns } from '@al/contracts';
import { cols, resourceTable } from '../../core/resource/table.ts';
import { documentHeadTable, documentLineTable } from '../../core/document/table.ts';
import { tenantTable } from '../../core/db/tenant-table.ts';

export const processGroups = resourceTable(r.processGroup);
export const processes = resourceTable(r.process);
export const equipmentGroups = resourceTable(r.equipmentGroup);
export const equipmentFeatures = resourceTable(r.equipmentFeature);
export const equipment = resourceTable(r.equipment);
export const clientCapacities = resourceTable(r.clientCapacity);

export const productionPlans = documentHeadTable(productionPlanDocument);
export const productionPlanLines = documentLineTable(productionPlanDocument);
export const equipmentMaintenances = documentHeadTable(maintenanceDocument);
export const equipmentMaintenanceLines = documentLineTable(maintenanceDocument);

/**
 * The project process route (/cad/project-process, DOMAIN §2.5 "Project process"): the processes
 * a batch (or the whole project when batchId is null) passes through, in order. Each step names a
 * row of the process table; the name is kept as it was when the step was saved. (Table name from
 * the CAD module, where the route began; migration 0023 turned typed names into process rows.)
 */
export const projectProcesses = tenantTable(
  'cad_project_processes',
  projectProcessColumns(),
  (t) => [
    index('cad_project_processes_project_idx').on(t.tenantId, t.projectId),
    index('cad_project_processes_process_idx').on(t.tenantId, t.processId),
  ],
);

/**
 * What terminals report they did (equipment log, /logs/equipment "equipment functions"): one row
 * per function run; scan reports feed the IPC and PDA statistics. Back-dated entries of scans made
 * offline (POST retroactively) are flagged and wait for audit (1 pending, 2 approved, 4 rejected).
 */
export const equipmentLogs = tenantTable(
  'equipment_logs',
  equipmentLogColumns(),
  (t) => [
    index('equipment_logs_time_idx').on(t.tenantId, t.time),
    index('equipment_logs_equipment_idx').on(t.tenantId, t.equipmentId, t.time),
  ],
);

/** Typed columns of the definition-made tables, for hand-written queries. */
const envelope = ['id', 'tenantId', 'isDeleted', 'creationTime'] as const;
export const P = cols(processes, ...envelope, 'name', 'code', 'kind', 'enabled', 'isQc', 'sort', 'dailyCapacity', 'capacityUnit');
export const E = cols(equipment, ...envelope, 'name', 'code', 'equipmentType', 'equipmentGroupId', 'factoryId', 'source', 'serialNo', 'useDate', 'processIds', 'featureIds', 'status', 'maintenanceCycleDays');
export const EG = cols(equipmentGroups, ...envelope, 'parentId');
export const EF = cols(equipmentFeatures, ...envelope, 'code', 'enabled');
export const CC = cols(clientCapacities, ...envelope, 'factoryId', 'date', 'equipmentId', 'processId', 'qty', 'area');
export const PL = cols(productionPlans, ...envelope, 'factoryId', 'docNo', 'status', 'projectId', 'projectName', 'equipmentId', 'processIds', 'planStart', 'planEnd', 'sort', 'concurrencyStamp');
export const PLL = cols(productionPlanLines, 'id', 'tenantId', 'docId', 'batchId', 'batchNo', 'plannedQty', 'plannedArea');
export const M = cols(equipmentMaintenances, ...envelope, 'status', 'equipmentId', 'doneDate', 'planDate');
