import { z } from 'zod';
import { accessTo, defineEndpoints, type EndpointGrant } from '../endpoint.ts';
import { Permissions } from '../permission-names.ts';
import { DELIVERY_PICK, PROJECT_ORDER_PICK, SALES_PICK } from '../documents/sales.ts';
import { PRODUCT_PICK, packDocument, packStates } from '../documents/productWarehouse.ts';
import { idParam } from './common.ts';
import { pickedBatch, pickedDocument, pickedLabelled, pickedProject, pickEndpoint } from './pickers.ts';

const query = (...permissions: string[]): { anyOf: EndpointGrant[] } => ({ anyOf: permissions.map((permission) => ({ permission, action: 'query' as const })) });

/**
 * The sales forms' pickers: approved contracts, project orders that may ship, delivery orders that may
 * come back, the factory's projects, batches and products. Whoever works on any sales document (or packs)
 * may pick the rows its forms name.
 */
export const salesPickEndpoints = defineEndpoints(
  {
    tag: '销售选择',
    access: query(
      Permissions.AlSale.AgreementContract,
      Permissions.AlSale.ProjectOrder,
      Permissions.AlSale.DeliveryOrder,
      Permissions.AlSale.ReturnOrder,
      Permissions.AlProductWareHouse.Packs,
    ),
  },
  {
    contract: pickEndpoint(SALES_PICK.contract, '可选合同', pickedDocument),
    projectOrder: pickEndpoint(PROJECT_ORDER_PICK, '可发货的项目订单', pickedDocument),
    deliveryOrder: pickEndpoint(DELIVERY_PICK, '可退货的发货单', pickedDocument),
    project: pickEndpoint(SALES_PICK.project, '可选项目', pickedProject),
    batch: pickEndpoint(SALES_PICK.batch, '可选批次', pickedBatch),
    product: pickEndpoint(SALES_PICK.product, '可选产品', pickedLabelled),
  },
);

/** The product warehouse forms' pickers: labels that may be packed, packs by state (packers, warehouse keepers, shippers). */
export const productPickEndpoints = defineEndpoints(
  {
    tag: '成品仓库选择',
    access: query(
      Permissions.AlProductWareHouse.Packs,
      Permissions.AlProductWareHouse.StockIns,
      Permissions.AlProductWareHouse.StockOuts,
      Permissions.AlSale.DeliveryOrder,
    ),
  },
  {
    sealedPack: pickEndpoint(PRODUCT_PICK.sealedPack, `可入库的包（${packStates[1]!.label}）`, pickedDocument),
    stockedPack: pickEndpoint(PRODUCT_PICK.stockedPack, `可出库的包（${packStates[2]!.label}）`, pickedDocument),
    /** QC-passed labels in no live pack: what the packer may scan next. */
    label: pickEndpoint(PRODUCT_PICK.label, '可打包的标签', z.looseObject({ id: z.string(), labelNo: z.string() })),
  },
);

/** A pack's label (PDF, shown inline), by its brand's pack template. */
export const packLabelEndpoints = defineEndpoints(
  { tag: packDocument.title, access: accessTo(packDocument.permission)('query') },
  {
    label: {
      method: 'GET',
      path: `${packDocument.basePath}/:id/label`,
      summary: '打印包装标签（PDF，按品牌的包装模板）',
      params: idParam,
      file: true,
    },
  },
);
