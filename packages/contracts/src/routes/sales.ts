import { group, hidden, page, perm } from './types.ts';

const s = (r: string) => perm('AlSale', r);
const pw = (r: string) => perm('AlProductWareHouse', r);

export const salesRoutes = group(
  '/sales',
  '销售管理',
  'ShoppingCartOutlined',
  [
    page('/sales/agreement-order', '合同管理', s('AgreementContract')),
    hidden('/sales/agreement-default-config', '合同默认配置', s('AgreementContract')),
    hidden('/sales/agreement-order-detail', '合同详情', s('AgreementContract')),
    hidden('/sales/agreement-log', '合同日志', s('AgreementContract')),
    page('/sales/project-order', '项目订单', s('ProjectOrder')),
    page('/sales/receivable-statement', '报价项设置', s('ProjectOrder')),
    page('/sales/rule-list', '计价规则', s('ProjectOrder')),
    page('/sales/delivery-order', '发货单', s('DeliveryOrder')),
    hidden('/sales/batch-export-delivery-order', '批量导出发货单', s('DeliveryOrder')),
    hidden('/sales/select-project-order-list', '选择项目订单', s('ProjectOrder')),
    hidden('/sales/project-order-detail', '项目订单详情', s('ProjectOrder')),
    hidden('/sales/delivery-order-detail', '发货单详情', s('DeliveryOrder')),
    hidden('/sales/project-log', '项目订单日志', s('ProjectOrder')),
    hidden('/sales/delivery-log', '发货单日志', s('DeliveryOrder')),
    hidden('/sales/select-delivery-order-list', '选择发货单', s('DeliveryOrder')),
    hidden('/sales/select-outsource-out-order-list', '选择委外单', s('DeliveryOrder')),
    hidden('/sales/select-stock-out-order-list', '选择出库单', s('DeliveryOrder')),
    hidden('/sales/select-acceptance-order-list', '选择验收单', s('DeliveryOrder')),
    hidden('/sales/batch-export-return-order', '批量导出退货单', s('ReturnOrder')),
  ],
  { redirect: '/sales/agreement-order' },
);

export const returnRoutes = group('/return', '退货管理', 'RollbackOutlined', [
  page('/return/return-order', '退货单', s('ReturnOrder')),
  hidden('/return/return-order-detail', '退货单详情', s('ReturnOrder')),
  hidden('/return/return-log', '退货单日志', s('ReturnOrder')),
]);

export const productWarehouseRoutes = group('/warehouse/product', '成品仓库', 'InboxOutlined', [
  page('/warehouse/product/pack', '打包管理', pw('Packs')),
  page('/warehouse/product/stock-in', '成品入库', pw('StockIns')),
  page('/warehouse/product/stock-out', '成品出库', pw('StockOuts')),
  hidden('/warehouse/product/stock-out-log', '出库日志', pw('StockOuts')),
  hidden('/warehouse/product/stock-in-log', '入库日志', pw('StockIns')),
  hidden('/warehouse/product/pack-log', '打包日志', pw('Packs')),
]);
