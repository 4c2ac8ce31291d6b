import { QC_PICK, qcOrderDocument } from '@al/contracts';
import { cols } from '../../core/resource/table.ts';
import { documentHeadTable, documentLineTable } from '../../core/document/table.ts';
import { registerRefTarget } from '../../core/resource/refs.ts';
import { cadBatches, cadProjects } from '../cad/schema.ts';

/** QC orders (质检单, DOMAIN §2.6): the numbered orders and their lines, one label each. */
export const qcOrders = documentHeadTable(qcOrderDocument);
export const qcOrderLines = documentLineTable(qcOrderDocument);

// The form's pickers name CAD rows of the caller's factory: their references are checked there.
registerRefTarget(QC_PICK.project, cadProjects, 'factory');
registerRefTarget(QC_PICK.batch, cadBatches, 'factory');

/** Typed columns of the definition-built tables, for hand-written queries. */
export const QO = cols(qcOrders, 'tenantId', 'id', 'factoryId', 'docNo', 'status', 'isDeleted', 'projectId', 'processId', 'concurrencyStamp');
export const QOL = cols(qcOrderLines, 'tenantId', 'id', 'docId', 'labelId', 'result', 'labelState', 'sort');
