import { DELIVERY_PICK, PROJECT_ORDER_PICK, SALES_PICK, contractConfigResource, contractDocument, deliveryDocument, projectOrderDocument, returnDocument } from '@al/contracts';
import { documentHeadTable, documentLineTable } from '../../core/document/table.ts';
import { registerRefTarget } from '../../core/resource/refs.ts';
import { resourceTable } from '../../core/resource/table.ts';
import { cadBatches, cadProducts, cadProjects } from '../cad/schema.ts';

/** Sales (DOMAIN §2.11): default contract configs, contracts and project orders. */
export const salesContractConfigs = resourceTable(contractConfigResource);
export const salesContracts = documentHeadTable(contractDocument);
export const salesContractLines = documentLineTable(contractDocument);
export const salesProjectOrders = documentHeadTable(projectOrderDocument);
export const salesProjectOrderLines = documentLineTable(projectOrderDocument);
export const salesDeliveryOrders = documentHeadTable(deliveryDocument);
export const salesDeliveryOrderLines = documentLineTable(deliveryDocument);
export const salesReturnOrders = documentHeadTable(returnDocument);
export const salesReturnOrderLines = documentLineTable(returnDocument);

// The forms' pickers name rows of the caller's factory: their references are checked there.
registerRefTarget(SALES_PICK.contract, salesContracts, 'factory');
registerRefTarget(PROJECT_ORDER_PICK, salesProjectOrders, 'factory');
registerRefTarget(DELIVERY_PICK, salesDeliveryOrders, 'factory');
registerRefTarget(SALES_PICK.project, cadProjects, 'factory');
registerRefTarget(SALES_PICK.batch, cadBatches, 'factory');
registerRefTarget(SALES_PICK.product, cadProducts, 'factory');
