import { Permissions } from '../permission-names.ts';
import { z } from 'zod';
import { idParam, pagedQuery } from './common.ts';
import { accessTo, defineEndpoints, pagedOf } from '../endpoint.ts';
import { rowOf } from '../entity/row.ts';
import { supplierOrderColumns } from '../entities/purchase.ts';
import { PLATE_ORDER_PATH } from '../documents/platePurchase.ts';
import { defineResource } from '../resource/define.ts';
import type { FieldOption } from '../resource/define.ts';
import { numberedOptions } from '../resources/basicOptions.ts';

/** The supplier space's orders (DOMAIN.md §2.7 supplier portal): received → confirmed → shipped → closed. */
export const SUPPLIER_ORDER_PATH = '/api/supplier/order';
export const SupplierOrderState = { received: 1, confirmed: 2, shipped: 4, closed: 8, cancelled: 16 } as const;
export const supplierOrderStateOptions: (FieldOption & { color: string })[] = [
  { label: '待确认', value: SupplierOrderState.received, color: 'processing' },
  { label: '已确认', value: SupplierOrderState.confirmed, color: 'cyan' },
  { label: '已发货', value: SupplierOrderState.shipped, color: 'success' },
  { label: '已完成', value: SupplierOrderState.closed, color: 'default' },
  { label: '已取消', value: SupplierOrderState.cancelled, color: 'default' },
];

/** One line of an order as the supplier sees it: the spec in words, no ids of the factory's basic data. */
export interface SupplierOrderLine {
  lineId: string;
  material: string;
  thickness: number;
  width: number;
  length: number;
  sheets: number;
  weight: number | null;
  priceBasis: number;
  unitPrice: number | null;
  amount: number | null;
}

export const supplierOrderQuery = pagedQuery.extend({
  filter: z.string().max(200, '关键字不能超过200个字符').optional(),
  state: z.coerce.number({ error: '状态必须是数字' }).int().min(0).max(31).optional(),
});

const remark = z.string().trim().max(200, '说明不能超过200个字符').optional();
const date = z.iso.date('日期格式应为YYYY-MM-DD');

/** The supplier confirms an order: the date it promises, and a note. */
export const supplierConfirmSchema = z.object({ promisedDate: date.optional(), remark });
/** The supplier ships an order: the truck and a note. */
export const supplierShipSchema = z.object({
  vehicleNo: z.string().trim().max(20, '车牌号不能超过20个字符').optional(),
  remark,
});

/** A supplier order as both sides read it: its row (with the ordering factory's space), derived from its columns. */
export const supplierOrderRow = rowOf(supplierOrderColumns).extend({ tenantId: z.string() });
export type SupplierOrder = z.infer<typeof supplierOrderRow>;

const orders = accessTo(Permissions.AlSupplier.Orders);
/** The supplier portal's orders: the purchase orders factories sent to this supplier space, confirmed and then shipped. */
export const supplierOrderEndpoints = defineEndpoints(
  { tag: '供应订单', access: orders('query') },
  {
    list: { method: 'GET', path: SUPPLIER_ORDER_PATH, summary: '供应订单列表', query: supplierOrderQuery, response: pagedOf(supplierOrderRow) },
    get: { method: 'GET', path: `${SUPPLIER_ORDER_PATH}/:id`, summary: '供应订单详情', params: idParam, response: supplierOrderRow },
    confirm: {
      method: 'POST',
      path: `${SUPPLIER_ORDER_PATH}/:id/confirm`,
      summary: '确认供应订单',
      access: orders('edit'),
      params: idParam,
      body: supplierConfirmSchema,
      response: supplierOrderRow,
    },
    ship: {
      method: 'POST',
      path: `${SUPPLIER_ORDER_PATH}/:id/ship`,
      summary: '发货供应订单',
      access: orders('edit'),
      params: idParam,
      body: supplierShipSchema,
      response: supplierOrderRow,
    },
    /** The factory's side: what its supplier answered on a purchase order it sent (none when the supplier has no space). */
    answer: {
      method: 'GET',
      path: `${PLATE_ORDER_PATH}/:id/supplier-order`,
      summary: '供应商的答复',
      tag: '采购单',
      access: accessTo(Permissions.AlMaterialPurchase.Orders)('query'),
      params: idParam,
      response: z.object({ item: supplierOrderRow.nullable() }),
    },
  },
);

/** The supplier's plate catalogue (/supplier/product): one row per material × thickness × size. */
export const supplierProductResource = defineResource({
  entity: 'SupplierProduct',
  module: 'purchase',
  table: 'supplier_products',
  title: '板材',
  basePath: '/api/supplier/product',
  permission: Permissions.AlSupplier.Products,
  scope: 'tenant',
  unique: [['material', 'thickness', 'width', 'length']],
  fields: {
    material: { kind: 'string', label: '材质牌号', required: true, max: 32, column: { width: 120 }, search: 'input', placeholder: '如 3003-H24' },
    thickness: { kind: 'decimal', label: '厚度(mm)', required: true, min: 0.1, max: 100, scale: 2, column: { width: 90 }, sortable: true },
    width: { kind: 'decimal', label: '宽(mm)', required: true, min: 1, max: 20000, scale: 2, column: { width: 90 } },
    length: { kind: 'decimal', label: '长(mm)', required: true, min: 1, max: 50000, scale: 2, column: { width: 90 } },
    remark: { kind: 'string', label: '说明', max: 200, column: true },
  },
});

export const skuPriceUnitOptions: FieldOption[] = numberedOptions('元/张', '元/吨', '元/㎡');

/** A product's SKUs (/supplier/product-sku): surface, price, stock and lead time. */
export const supplierProductSkuResource = defineResource({
  entity: 'SupplierProductSku',
  module: 'purchase',
  table: 'supplier_product_skus',
  title: '板材规格',
  basePath: '/api/supplier/product-sku',
  permission: Permissions.AlSupplier.Products,
  scope: 'tenant',
  unique: [['productId', 'surface']],
  fields: {
    productId: { kind: 'uuid', label: '板材', required: true, ref: { basePath: '/api/supplier/product', label: 'material' }, column: { width: 140 }, search: 'select' },
    surface: { kind: 'string', label: '表面', required: true, max: 32, column: { width: 120 }, placeholder: '如 覆膜、光面、拉丝' },
    price: { kind: 'decimal', label: '价格', required: true, min: 0, max: 10000000, scale: 2, column: { width: 100 } },
    priceUnit: { kind: 'int', label: '计价单位', required: true, default: 1, options: skuPriceUnitOptions, column: { width: 90 } },
    stock: { kind: 'int', label: '库存(张)', min: 0, max: 10000000, default: 0, column: { width: 90 } },
    leadDays: { kind: 'int', label: '交期(天)', min: 0, max: 365, default: 3, column: { width: 90 } },
  },
});
