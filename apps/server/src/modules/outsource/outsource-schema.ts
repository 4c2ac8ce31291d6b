import { OUTSOURCE_PICK, outsourceAcceptanceDocument, outsourceBackDocument, outsourceOutDocument } from '@al/contracts';
import { cols } from '../../core/resource/table.ts';
import { documentHeadTable, documentLineTable } from '../../core/document/table.ts';
import { registerRefTarget } from '../../core/resource/refs.ts';
import { suppliers } from '../basic/schema.ts';
import { cadBatches, cadProjects } from '../cad/schema.ts';
import { processes } from '../produce/schema.ts';

/** Outsourcing (委外, DOMAIN §2.10): outs, acceptances and backs with their lines, one label each. */
export const outsourceOuts = documentHeadTable(outsourceOutDocument);
export const outsourceOutLines = documentLineTable(outsourceOutDocument);
export const outsourceAcceptances = documentHeadTable(outsourceAcceptanceDocument);
export const outsourceAcceptanceLines = documentLineTable(outsourceAcceptanceDocument);
export const outsourceBacks = documentHeadTable(outsourceBackDocument);
export const outsourceBackLines = documentLineTable(outsourceBackDocument);

// The forms' pickers name rows of the space (suppliers, processes) and of the caller's factory (CAD).
registerRefTarget(OUTSOURCE_PICK.supplier, suppliers, 'tenant');
registerRefTarget(OUTSOURCE_PICK.process, processes, 'tenant');
registerRefTarget(OUTSOURCE_PICK.project, cadProjects, 'factory');
registerRefTarget(OUTSOURCE_PICK.batch, cadBatches, 'factory');

/** Typed columns of the definition-built tables, for hand-written queries. */
const head = ['tenantId', 'id', 'factoryId', 'docNo', 'status', 'isDeleted', 'creationTime'] as const;
export const WF = cols(outsourceOuts, ...head, 'supplierId', 'supplierName', 'projectId', 'projectName', 'batchId', 'processIds', 'priceBasis', 'docDate');
export const WFL = cols(outsourceOutLines, 'tenantId', 'id', 'docId', 'labelId', 'labelNo', 'qty', 'acceptedQty', 'acceptableQty', 'labelState', 'sort');
export const WY = cols(outsourceAcceptances, ...head, 'outId', 'supplierId', 'docDate', 'amount');
export const WYL = cols(outsourceAcceptanceLines, 'tenantId', 'id', 'docId', 'outLineId', 'labelId', 'qualifiedQty', 'unqualifiedQty', 'shortQty', 'acceptQty', 'sort');
export const WT = cols(outsourceBacks, ...head, 'acceptanceId', 'outId');
export const WTL = cols(outsourceBackLines, 'tenantId', 'id', 'docId', 'acceptanceLineId', 'outLineId', 'labelId', 'qty', 'redoRequired');
