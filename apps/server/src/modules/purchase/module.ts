import { defineModule } from '../../core/module.ts';
import { providePlateSupply } from '../nest/plate-supply.ts';
import { onPlatesStocked } from '../warehouse/events.ts';
import { purchaseDocumentRoutes } from './documents.ts';
import { supplierRoutes } from './supplier-routes.ts';
import { plateSupply, retryWaitingOrders } from './supply.ts';
import { closeReceived } from './supplier-link.ts';
import { seedPurchaseSpace, seedPurchaseDemo } from './demo.ts';

/**
 * Plate purchasing (DOMAIN.md §2.7): purchase tasks from nest results' shortages, requisitions,
 * purchase orders to plate suppliers, and the supplier edition's portal. It gives nesting its plate
 * supply (stock offered to new orders, reservations and purchase tasks when a result is accepted).
 */
export default defineModule({
  name: 'purchase',
  after: ['basic', 'nest', 'warehouse'],
  provide() {
    providePlateSupply(plateSupply);
    onPlatesStocked('purchase', retryWaitingOrders);
    onPlatesStocked('purchase-received', closeReceived);
  },
  routes(app) {
    purchaseDocumentRoutes(app);
    supplierRoutes(app);
  },
  demoData: seedPurchaseSpace,
  demoJobs: seedPurchaseDemo,
});
