import { index, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CHANGE_PICK, changeOrderDocument, changeOrderTypeResource } from '@al/contracts';
import { idColumn } from '../../core/db/columns.ts';
import { cols, resourceTable } from '../../core/resource/table.ts';
import { documentHeadTable, documentLineTable } from '../../core/document/table.ts';
import { registerRefTarget } from '../../core/resource/refs.ts';
import { cadBatches, cadProducts, cadProjects } from '../cad/schema.ts';
import { tenantTable } from '../../core/db/tenant-table.ts';

/** Change orders (变更单, DOMAIN §2.5): their types, the numbered orders with lines, and who opened which. */
export const changeOrderTypes = resourceTable(changeOrderTypeResource);
export const changeOrders = documentHeadTable(changeOrderDocument);
export const changeOrderLines = documentLineTable(changeOrderDocument);

/** Every opening of an order's detail by a person (GET /view/log); the first one also reads its notice. */
export const changeOrderViews = tenantTable(
  'change_order_views',
  {
    id: idColumn(),
    changeOrderId: uuid('change_order_id').notNull(),
    userId: uuid('user_id').notNull(),
    viewTime: timestamp('view_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('change_order_views_order_idx').on(t.tenantId, t.changeOrderId, t.viewTime)],
);

// The form's pickers name CAD rows of the caller's factory: their references are checked there.
registerRefTarget(CHANGE_PICK.project, cadProjects, 'factory');
registerRefTarget(CHANGE_PICK.batch, cadBatches, 'factory');
registerRefTarget(CHANGE_PICK.product, cadProducts, 'factory');

/** Typed columns of the definition-built tables, for hand-written queries. */
export const CO = cols(changeOrders, 'tenantId', 'id', 'factoryId', 'docNo', 'isDeleted', 'projectName', 'attachments');
export const COT = cols(changeOrderTypes, 'tenantId', 'id');
