import { reworkOrderDocument } from '@al/contracts';
import { cols } from '../../core/resource/table.ts';
import { documentHeadTable, documentLineTable } from '../../core/document/table.ts';

/** Rework orders (返工单, DOMAIN §2.6): the numbered orders and their lines, one label each. */
export const reworkOrders = documentHeadTable(reworkOrderDocument);
export const reworkOrderLines = documentLineTable(reworkOrderDocument);

/** Typed columns of the definition-built tables, for hand-written queries. */
export const RO = cols(reworkOrders, 'tenantId', 'id', 'factoryId', 'docNo', 'status', 'isDeleted', 'projectId', 'batchId', 'auditTime');
export const ROL = cols(reworkOrderLines, 'tenantId', 'id', 'docId', 'labelId', 'reworkProcessIds');
