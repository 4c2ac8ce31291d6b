import type { FastifyInstance } from 'fastify';
import {
  catalogEndpoints as ep,
  craftsmanshipCategoryResource,
  craftsmanshipItemResource,
  installStructureResource,
  palletResource,
  plateTypeGroupResource,
  plateTypeResource,
  structureCategoryResource,
  structureItemResource,
} from '@al/contracts';
import { registerResource } from '../../core/resource/routes.ts';
import { registerChildRoutes } from '../../core/resource/children.ts';
import { registerBatchImages, registerInit } from './bulk-routes.ts';
import {
  craftsmanshipCategories,
  craftsmanshipItems,
  installStructures,
  pallets,
  plateTypeGroups,
  plateTypes,
  structureCategories,
  structureItems,
} from './schema.ts';

/** Plate types and groups, structures, craftsmanships, install structures and pallets. */
export function catalogRoutes(app: FastifyInstance) {
  registerResource(app, plateTypeGroupResource, plateTypeGroups, { usedBy: [{ table: plateTypes, column: 'groupId', label: '板型' }] });
  const plateType = registerResource(app, plateTypeResource, plateTypes, { down: true });
  registerBatchImages(app, plateType, 'imageUrl', [
    { set: ep.setPlateTypeUrls, get: ep.plateTypeUrls },
    { set: ep.setPlateTypeImgUrls, get: ep.plateTypeImgUrls },
  ]);

  const structureCat = registerResource(app, structureCategoryResource, structureCategories, { usedBy: [{ table: structureItems, column: 'categoryId', label: '结构' }] });
  const structure = registerResource(app, structureItemResource, structureItems);
  registerChildRoutes(app, structureCat, structure, 'item');
  registerInit(app, ep.initStructures, structureCat, structure, {
    平板: ['单层平板', '折边平板'],
    异形板: ['L型折边板', 'U型槽板', '包柱板', '双曲板'],
    复合板: ['蜂窝复合板'],
  });

  const craftCat = registerResource(app, craftsmanshipCategoryResource, craftsmanshipCategories, { usedBy: [{ table: craftsmanshipItems, column: 'categoryId', label: '工艺' }] });
  const craft = registerResource(app, craftsmanshipItemResource, craftsmanshipItems);
  registerChildRoutes(app, craftCat, craft, 'item');
  registerInit(app, ep.initCraftsmanships, craftCat, craft, {
    冲孔: ['圆孔冲孔', '异形孔冲孔'],
    成型: ['滚弧', '拉弯'],
    表面处理: ['拉丝', '木纹转印', '阳极氧化', '压花'],
  });

  registerResource(app, installStructureResource, installStructures);
  registerResource(app, palletResource, pallets, { down: true });
}
