import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accessoryResource, accessorySkuResource, accessoryTypeResource, pagedQuery } from '@al/contracts';
import { registerResource } from '../../core/resource/routes.ts';
import { registerChildRoutes } from '../../core/resource/children.ts';
import { pagedList } from '../../core/http/paging.ts';
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
  registerInit(app, '/api/basic/accessory/init', type, accessory, ACCESSORY_CATALOGUE, 'accessoryTypeId');
  registerInit(app, '/api/basic/accessory/init/type', type, accessory, Object.fromEntries(Object.keys(ACCESSORY_CATALOGUE).map((k) => [k, []])), 'accessoryTypeId');

  // The types as a page (spec: /type/paged), beside the generic list and /type/list.
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${accessoryTypeResource.basePath}/paged`,
    { schema: { tags: [accessoryTypeResource.title], summary: '配件类型分页', querystring: pagedQuery }, config: { permission: accessoryTypeResource.permission, action: 'query' } },
    async (req) => req.tx((tx) => pagedList(tx, req.query, { from: accessoryTypes, where: type.listWhere(req.ctx, {}), orderBy: type.listOrder(req.query.sorting) })),
  );
}
