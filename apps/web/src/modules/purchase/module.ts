import { defineWebModule, named } from '../../lib/module.ts';

/** Plate purchasing, and the supplier edition's portal, loaded as one chunk. */
const purchase = () => import('./pages.ts');

export default defineWebModule({
  name: 'purchase',
  pages: {
    '/purchase/material/task': named(purchase, 'TaskListPage'),
    '/purchase/material/task/detail': named(purchase, 'TaskDetailPage'),
    '/purchase/material/requisition': named(purchase, 'RequisitionListPage'),
    '/purchase/material/requisition/detail': named(purchase, 'RequisitionDetailPage'),
    '/purchase/material/order': named(purchase, 'OrderListPage'),
    '/purchase/material/order/detail': named(purchase, 'OrderDetailPage'),
    '/supplier/product': named(purchase, 'SupplierProductPage'),
    '/supplier/product-sku': named(purchase, 'SupplierProductSkuPage'),
    '/supplier/order': named(purchase, 'SupplierOrderListPage'),
    '/supplier/order-detail': named(purchase, 'SupplierOrderDetailPage'),
  },
});
