import { group, hidden, page, perm } from './types.ts';

const b = (...r: string[]) => perm('AlBasic', ...r);

export const contactRoutes = group('/contacts', '客户关系', 'ContactsOutlined', [
  page('/contacts/supplier', '供应商', b('Suppliers')),
  page('/contacts/demander', '需求方', b('Demanders')),
  hidden('/contacts/branch-demander', '分支需求方', b('Demanders')),
]);

export const commonRoutes = group('/common', '基础数据', 'DatabaseOutlined', [
  page('/common/default-fole', '默认配置', b('DefaultFoles')),
  page('/common/custom-made-order-num', '自定义编号', b('CustomMadeOrderNums')),
  page('/common/material-texture', '材质管理', b('MaterialTextures')),
  hidden('/common/plate-material-size', '板材尺寸', b('MaterialTextures')),
  page('/common/accessory', '配件管理', b('Accessories')),
  hidden('/common/accessory-type', '配件类型', b('Accessories')),
  hidden('/common/accessory-sku', '配件规格', b('Accessories')),
  page('/common/plate-type', '板型管理', b('PlateTypes')),
  hidden('/common/plate-type-group', '板型分组', b('PlateTypes')),
  page('/common/warehouse', '仓库管理', b('Warehouses')),
  page('/common/structure', '结构管理', b('Structures')),
  page('/common/quotation', '报价管理', b('Quotations')),
  hidden('/common/quotation-item', '报价明细', b('Quotations')),
  page('/common/craftsmanship', '工艺管理', b('Craftsmanships')),
  hidden('/common/craftsmanship-item', '工艺明细', b('Craftsmanships')),
  page('/common/brand', '品牌管理', b('Brands')),
  page('/common/rule', '区域规则', b('Rules')),
  page('/common/paint', '油漆结构', b('Paints')),
  page('/common/market-situation', '行情管理', b('MarketSituations')),
  page('/common/aluminum-quotation', '铝锭报价', b('AluminumQuotations')),
  page('/common/color-card', '色卡管理', b('ColorCards')),
  hidden('/common/color-card-group', '色卡分组', b('ColorCards')),
  page('/common/install-structure', '安装结构', b('InstallStructures')),
  page('/common/wx-template', '微信模板', b('WxTemplates')),
  page('/common/activity-price-rule', '活动价格规则', b('ActivityPriceRules')),
  page('/common/tary', '托盘管理', b('Pallets')),
  page('/common/excel-template', '模板管理', b('ExcelTemplates')),
]);
