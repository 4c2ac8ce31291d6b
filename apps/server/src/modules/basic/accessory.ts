import type { FastifyInstance } from 'fastify';
import { accessoryResource, accessorySkuResource, accessoryTypeResource, catalogEndpoints as ep, type StoredRow } from '@al/contracts';
import { registerResource } from '../../core/resource/routes.ts';
import { registerChildRoutes } from '../../core/resource/children.ts';
import { pagedList } from '../../core/http/paging.ts';
import { serve } from '../../core/http/endpoint.ts';
import { registerInit } from './bulk-routes.ts';
import { accessories, accessorySkus, accessoryTypes } from './schema.ts';

/** The standard accessory types and accessories of a panel factory (POST /init/type, /init). */
export const ACCESSORY_CATALOGUE: Record<string, string[]> = {
  挂耳: ['铝挂耳', '不锈钢挂耳'],
  角码: ['镀锌角码', '铝角码'],
  螺柱: ['焊接螺柱 M6', '焊接螺柱 M8'],
  加强筋: ['铝方管加强筋', '槽型加强筋'],
  紧固件: ['抽芯铆钉', '自攻螺钉', '不锈钢螺栓'],
  密封: ['硅酮耐候胶', '泡沫棒'],
  包装: ['保护膜', '珍珠棉', '打包带'],
};

/** Accessory types (tree), accessories and their SKUs. */
export function accessoryRoutes(app: FastifyInstance) {
  const type = registerResource(app, accessoryTypeResource, accessoryTypes, { usedBy: [{ table: accessories, column: 'accessoryTypeId', label: '配件' }] });
  const accessory = registerResource(app, accessoryResource, accessories, { usedBy: [{ table: accessorySkus, column: 'accessoryId', label: '配件规格' }] });
  const sku = registerResource(app, accessorySkuResource, accessorySkus);
  registerChildRoutes(app, accessory, sku, 'sku');
  registerInit(app, ep.initAccessories, type, accessory, ACCESSORY_CATALOGUE, 'accessoryTypeId');
  registerInit(app, ep.initAccessoryTypes, type, accessory, Object.fromEntries(Object.keys(ACCESSORY_CATALOGUE).map((k) => [k, []])), 'accessoryTypeId');

  // The types as a page (spec: /type/paged), beside the generic list and /type/list.
  serve(app, ep.accessoryTypesPaged, async (req) =>
    req.tx(async (tx) => {
      const page = await pagedList(tx, req.query, { from: accessoryTypes, where: type.listWhere(req.ctx, {}), orderBy: type.listOrder(req.query.sorting) });
      return { ...page, items: page.items as StoredRow[] };
    }),
  );
}
