import { defineWebModule, named } from '../../lib/module.ts';

/** Sales: contracts, project orders (and later deliveries and returns), loaded as one chunk. */
const sales = () => import('./pages.ts');

export default defineWebModule({
  name: 'sales',
  pages: {
    '/sales/agreement-order': named(sales, 'ContractListPage'),
    '/sales/agreement-order-detail': named(sales, 'ContractDetailPage'),
    '/sales/agreement-log': named(sales, 'ContractLogPage'),
    '/sales/agreement-default-config': named(sales, 'ContractConfigPage'),
    '/sales/project-order': named(sales, 'ProjectOrderListPage'),
    '/sales/project-order-detail': named(sales, 'ProjectOrderDetailPage'),
    '/sales/project-log': named(sales, 'ProjectOrderLogPage'),
    '/sales/select-project-order-list': named(sales, 'SelectProjectOrderPage'),
    '/sales/receivable-statement': named(sales, 'QuoteItemSettingPage'),
    '/sales/rule-list': named(sales, 'RuleListPage'),
    '/sales/delivery-order': named(sales, 'DeliveryListPage'),
    '/sales/delivery-order-detail': named(sales, 'DeliveryDetailPage'),
    '/sales/delivery-log': named(sales, 'DeliveryLogPage'),
    '/sales/batch-export-delivery-order': named(sales, 'DeliveryBatchExportPage'),
    '/sales/select-delivery-order-list': named(sales, 'SelectDeliveryPage'),
    '/sales/select-stock-out-order-list': named(sales, 'SelectStockOutPage'),
    '/sales/select-outsource-out-order-list': named(sales, 'SelectOutsourceOutForDeliveryPage'),
    '/sales/select-acceptance-order-list': named(sales, 'SelectAcceptanceForDeliveryPage'),
    '/sales/batch-export-return-order': named(sales, 'ReturnBatchExportPage'),
    '/return/return-order': named(sales, 'ReturnListPage'),
    '/return/return-order-detail': named(sales, 'ReturnDetailPage'),
    '/return/return-log': named(sales, 'ReturnLogPage'),
  },
});
