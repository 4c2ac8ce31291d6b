import { Permissions } from '../permission-names.ts';
import { marketSourceOptions, numberedOptions } from './basicOptions.ts';
import { basicResource, enabledField, isDefaultField, moneyField, nameField, remarkField, sortField } from './basicFields.ts';

const QT = '/api/basic/quotation';

/** Quotation categories (报价分类): board, processing, surface, accessories, transport, installation. */
export const quotationCategoryResource = basicResource({
  entity: 'QuotationCategory',
  table: 'quotation_categories',
  title: '报价分类',
  basePath: `${QT}/category`,
  permission: Permissions.AlBasic.Quotations,
  defaultSorting: 'sort asc',
  unique: [['name']],
  fields: { name: nameField('分类名称', 32), sort: sortField },
});

export const pricingBasisOptions = numberedOptions('结算面积', '展开面积', '表面积', '件数', '长度', '重量', '一口价');

/** Quotation items (报价明细). */
export const quotationItemResource = basicResource({
  entity: 'QuotationItem',
  table: 'quotation_items',
  title: '报价项目',
  basePath: `${QT}/item`,
  permission: Permissions.AlBasic.Quotations,
  parentField: 'categoryId',
  unique: [['categoryId', 'name']],
  fields: {
    name: nameField('项目名称'),
    categoryId: { kind: 'uuid', label: '报价分类', required: true, ref: { basePath: `${QT}/category`, label: 'name' }, column: { width: 120 }, search: 'select' },
    unit: { kind: 'string', label: '单位', required: true, max: 8, default: '㎡', options: ['㎡', '件', '米', '千克', '项'].map((u) => ({ label: u, value: u })), column: { width: 70 } },
    pricingBasis: { kind: 'int', label: '计价依据', required: true, default: 1, options: pricingBasisOptions, column: { width: 100 } },
    defaultPrice: moneyField('默认单价(元)'),
    materialTextureId: { kind: 'uuid', label: '材质', ref: { basePath: '/api/basic/material-texture', label: 'name' }, column: { width: 120 } },
    thicknessFrom: { kind: 'decimal', label: '厚度从(mm)', scale: 2, max: 100 },
    thicknessTo: { kind: 'decimal', label: '厚度至(mm)', scale: 2, max: 100 },
    taxRate: { kind: 'decimal', label: '税率(%)', scale: 2, max: 100, default: 13 },
  },
  validate: (v) =>
    v.thicknessFrom != null && v.thicknessTo != null && v.thicknessFrom > v.thicknessTo ? [{ message: '厚度从不能大于厚度至', members: ['thicknessTo'] }] : [],
});

/** Quotation groups (报价组): a named price sheet; one default. */
export const quotationGroupResource = basicResource({
  entity: 'QuotationGroup',
  table: 'quotation_groups',
  title: '报价组',
  basePath: `${QT}/item/group`,
  permission: Permissions.AlBasic.Quotations,
  unique: [['name']],
  defaultFlag: { field: 'isDefault' },
  fields: {
    name: nameField('报价组名称', 100),
    itemPrices: { kind: 'text', label: '项目价格', max: 4000, placeholder: '每行：项目名称=单价' },
    isDefault: isDefaultField(),
    remark: remarkField,
  },
});

/** Area rules (面积规则): how billed areas are computed. */
export const areaRuleResource = basicResource({
  entity: 'AreaRule',
  table: 'area_rules',
  title: '面积规则',
  basePath: '/api/basic/area-rule',
  permission: Permissions.AlBasic.Rules,
  unique: [['name']],
  defaultFlag: { field: 'isDefault' },
  fields: {
    name: nameField('规则名称'),
    basis: { kind: 'int', label: '计算依据', required: true, default: 1, options: numberedOptions('展开面积', '表面积', '外接矩形'), column: { width: 100 }, search: 'select' },
    minAreaPerPiece: { kind: 'decimal', label: '单件最小面积(㎡)', scale: 3, max: 100, column: { width: 130 } },
    roundingDigits: { kind: 'int', label: '保留小数位', default: 2, max: 6, column: { width: 100 } },
    roundingMode: { kind: 'int', label: '进位方式', required: true, default: 1, options: numberedOptions('四舍五入', '向上取整', '向下取整'), column: { width: 100 } },
    flangeIgnoreMm: { kind: 'int', label: '忽略折边(≤mm)', max: 1000, column: { width: 120 } },
    openingDeductionMin: { kind: 'decimal', label: '开孔扣减下限(㎡)', scale: 3, max: 100, column: { width: 130 } },
    isDefault: isDefaultField(),
    platformRule: { kind: 'bool', label: '平台同步', default: false, readOnly: true, column: { width: 90 } },
    enabled: enabledField,
  },
});

/** Paint structures (涂层结构). */
export const paintStructureResource = basicResource({
  entity: 'PaintStructure',
  table: 'paint_structures',
  title: '涂层结构',
  basePath: '/api/basic/paintstructure',
  permission: Permissions.AlBasic.Paints,
  defaultSorting: 'sort asc',
  unique: [['name']],
  defaultFlag: { field: 'isDefault' },
  fields: {
    name: nameField('结构名称', 32),
    paintType: { kind: 'int', label: '涂料类型', required: true, default: 1, options: numberedOptions('氟碳漆', '聚酯粉末', '氟碳粉末'), column: { width: 100 }, search: 'select' },
    coats: { kind: 'int', label: '涂层数', required: true, min: 1, max: 6, default: 2, column: { width: 80 } },
    bakeCount: { kind: 'int', label: '烘烤次数', min: 1, max: 6, default: 1, column: { width: 90 } },
    filmThicknessUm: { kind: 'int', label: '总膜厚(μm)', max: 1000, column: { width: 100 } },
    dosageKgPerM2: { kind: 'decimal', label: '用量(kg/㎡)', scale: 3, max: 10, column: { width: 100 } },
    isDefault: isDefaultField(),
    sort: sortField,
    enabled: enabledField,
  },
});

/** Metal market prices (行情 / 铝锭报价): one price per source, metal and day. */
export const aluminumMarketResource = basicResource({
  entity: 'AluminumMarket',
  table: 'aluminum_markets',
  title: '金属行情',
  basePath: '/api/basic/aluminum-quotation/market',
  permission: Permissions.AlBasic.MarketSituations,
  defaultSorting: 'priceDate desc',
  unique: [['source', 'metal', 'priceDate']],
  fields: {
    source: { kind: 'int', label: '行情来源', required: true, options: marketSourceOptions, column: { width: 130 }, search: 'select' },
    metal: { kind: 'string', label: '品种', required: true, max: 16, default: 'A00铝', options: ['A00铝', '锌', '铜', '不锈钢'].map((m) => ({ label: m, value: m })), column: { width: 90 }, search: 'select' },
    priceDate: { kind: 'date', label: '报价日期', required: true, column: { width: 110 }, sortable: true },
    price: { kind: 'decimal', label: '均价(元/吨)', required: true, scale: 2, min: 1, column: { width: 110 }, sortable: true },
    change: { kind: 'decimal', label: '涨跌(元/吨)', scale: 2, min: -100000, max: 100000, column: { width: 110 } },
    isActive: { kind: 'bool', label: '当前报价', default: true, column: { width: 90 }, search: 'select' },
  },
});
