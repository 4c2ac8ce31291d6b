/** Plate purchasing's pages and the supplier portal, loaded as one chunk. */
export {
  TaskListPage,
  TaskDetailPage,
  RequisitionListPage,
  RequisitionDetailPage,
  OrderListPage,
  OrderDetailPage,
} from './PurchasePages.tsx';
export { SupplierProductPage, SupplierProductSkuPage } from './SupplierProductPages.tsx';
export { SupplierOrderListPage, SupplierOrderDetailPage } from './SupplierOrderPages.tsx';
