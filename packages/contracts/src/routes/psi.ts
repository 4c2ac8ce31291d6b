import { group, hidden, page, perm } from './types.ts';

const mp = (r: string) => perm('AlMaterialPurchase', r);
const mw = (r: string) => perm('AlMaterialWareHouse', r);
const psi = (r: string) => perm('AlPsiManagement', r);

export const materialPurchaseRoutes = group('/purchase/material', '板材采购', 'ShoppingOutlined', [
  page('/purchase/material/task', '采购任务', mp('Tasks')),
  hidden('/purchase/material/task/detail', '采购任务详情', mp('Tasks')),
  page('/purchase/material/requisition', '请购单', mp('Requisitions')),
  hidden('/purchase/material/requisition/detail', '请购单详情', mp('Requisitions')),
  page('/purchase/material/order', '采购单', mp('Orders')),
  hidden('/purchase/material/order/detail', '采购单详情', mp('Orders')),
]);

export const materialWarehouseRoutes = group('/warehouse/material', '板材仓库', 'ContainerOutlined', [
  page('/warehouse/material/stock', '板材库存', mw('Stocks')),
  hidden('/warehouse/material/stock-log', '库存日志', mw('Stocks')),
  page('/warehouse/material/stock-in', '板材入库', mw('StockIns')),
  hidden('/warehouse/material/stock-in-detail', '入库详情', mw('StockIns')),
  page('/warehouse/material/stock-out', '板材出库', mw('StockOuts')),
  hidden('/warehouse/material/stock-out-detail', '出库详情', mw('StockOuts')),
  hidden('/warehouse/material/select-purchase-list', '选择采购单', mw('StockIns')),
  hidden('/warehouse/material/select-stock-in-list', '选择入库单', mw('StockOuts')),
  page('/warehouse/material/qc-order', '来料质检', mw('QCOrders')),
  hidden('/warehouse/material/add-qc-order', '新增来料质检', mw('QCOrders')),
  hidden('/warehouse/material/re-audit-qc-order', '来料复检', mw('QCOrders')),
  page('/warehouse/material/summary', '库存汇总', mw('Summaries')),
  hidden('/warehouse/material/summary-group-detail', '汇总分组明细', mw('Summaries')),
  hidden('/warehouse/material/summary-detail', '汇总明细', mw('Summaries')),
]);

const paint = '/psi/paint';
export const paintRoutes = group(paint, '油漆管理', 'BgColorsOutlined', [
  page(`${paint}/coating-management`, '油漆项目', psi('Coatings')),
  page(`${paint}/coating-outbound`, '油漆出库', psi('CoatingOutbounds')),
  hidden(`${paint}/add-coation-project`, '新增油漆项目', psi('Coatings')),
  hidden(`${paint}/add-coation-outbound`, '新增油漆出库', psi('CoatingOutbounds')),
  hidden(`${paint}/add-coating-pcking`, '新增油漆打包', psi('CoatingOutbounds')),
  page(`${paint}/coating-purchase`, '油漆采购', psi('CoatingPurchases')),
  hidden(`${paint}/add-coation-purchase`, '新增油漆采购', psi('CoatingPurchases')),
  page(`${paint}/coating-warehouse-entry`, '油漆入库', psi('CoatingWarehouseEntries')),
  hidden(`${paint}/add-coation-warehouse-entry`, '新增油漆入库', psi('CoatingWarehouseEntries')),
  hidden(`${paint}/select-warehouse-entry-list`, '选择入库单', psi('CoatingWarehouseEntries')),
  page(`${paint}/coation-return-goods`, '油漆退货', psi('CoatingReturnGoods')),
  hidden(`${paint}/select-return-goods-list`, '选择退货单', psi('CoatingReturnGoods')),
  hidden(`${paint}/add-coation-return-goods`, '新增油漆退货', psi('CoatingReturnGoods')),
  page(`${paint}/coating-warehouse`, '油漆库存', psi('CoatingWarehouses')),
  hidden(`${paint}/coating-warehouse-detail-logs`, '油漆库存明细', psi('CoatingWarehouses')),
  hidden(`${paint}/coation-warehouse-position-logs`, '库位日志', psi('CoatingWarehouses')),
  hidden(`${paint}/coation-warehouse-trunover`, '油漆周转', psi('CoatingWarehouses')),
]);

const acc = '/psi/accessory';
export const accessoryRoutes = group(acc, '配件管理', 'ClusterOutlined', [
  page(`${acc}/accessory-purchase`, '配件采购', psi('AccessoryPurchases')),
  hidden(`${acc}/add-accessory-purchase`, '新增配件采购', psi('AccessoryPurchases')),
  hidden(`${acc}/accessory-purchase-payment`, '配件采购付款', psi('AccessoryPurchases')),
  page(`${acc}/accessory-in`, '配件入库', psi('AccessoryIns')),
  hidden(`${acc}/select-accessory-purchase-in`, '选择采购单', psi('AccessoryIns')),
  hidden(`${acc}/add-accessory-in`, '新增配件入库', psi('AccessoryIns')),
  page(`${acc}/accessory-out`, '配件出库', psi('AccessoryOuts')),
  hidden(`${acc}/add-accessory-out`, '新增配件出库', psi('AccessoryOuts')),
  page(`${acc}/accessory-return`, '配件退货', psi('AccessoryReturns')),
  hidden(`${acc}/select-accessory-purchase-in-return`, '选择入库单', psi('AccessoryReturns')),
  hidden(`${acc}/add-accessory-return`, '新增配件退货', psi('AccessoryReturns')),
  page(`${acc}/accessory-inventory`, '配件库存', psi('AccessoryInventories')),
  hidden(`${acc}/accessory-inventory-logs`, '配件库存日志', psi('AccessoryInventories')),
  hidden(`${acc}/accessory-inventory-detail-logs`, '配件库存明细', psi('AccessoryInventories')),
]);
