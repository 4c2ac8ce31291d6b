import { Permissions } from '../permission-names.ts';
import { MIN_CODE_LENGTH } from '../rules/extractCode.ts';
import { basicResource, enabledField, imageField, isDefaultField, nameField, remarkField, treeGroupOf } from './basicFields.ts';
import { numberedOptions } from './basicOptions.ts';

const CC = '/api/basic/color-card';

/** Colour card groups (色卡分组): a tree, optionally one paint maker's card. */
export const colorCardGroupResource = treeGroupOf({
  entity: 'ColorCardGroup',
  table: 'color_card_groups',
  title: '色卡分组',
  basePath: `${CC}/group`,
  permission: Permissions.AlBasic.ColorCards,
  nameLabel: '分组名称',
  parentLabel: '上级分组',
  extra: { supplierId: { kind: 'uuid', label: '油漆厂家', ref: { basePath: '/api/basic/supplier', label: 'name' }, column: { width: 180 } } },
});

/** Colour cards (色卡): the code is at least 5 characters so that it can be read from drawing names. */
export const colorCardResource = basicResource({
  entity: 'ColorCard',
  table: 'color_cards',
  title: '色卡',
  basePath: CC,
  permission: Permissions.AlBasic.ColorCards,
  unique: [['code']],
  fields: {
    code: {
      kind: 'string',
      label: '色号',
      required: true,
      max: 32,
      pattern: { source: `^[A-Za-z0-9-]{${MIN_CODE_LENGTH},}$`, message: `色号至少${MIN_CODE_LENGTH}位字母或数字` },
      column: { width: 120 },
      search: 'input',
      sortable: true,
    },
    name: nameField('颜色名称', 32),
    groupId: { kind: 'uuid', label: '色卡分组', required: true, ref: { basePath: `${CC}/group`, label: 'name' }, column: { width: 130 }, search: 'select' },
    paintType: { kind: 'int', label: '涂料类型', options: numberedOptions('氟碳漆', '聚酯粉末', '氟碳粉末'), column: { width: 100 } },
    gloss: { kind: 'string', label: '光泽', max: 16, options: ['高光', '半光', '哑光'].map((g) => ({ label: g, value: g })), column: { width: 80 } },
    hex: { kind: 'string', label: '色值', max: 7, pattern: { source: '^#[0-9A-Fa-f]{6}$', message: '色值格式应为 #RRGGBB' }, column: { width: 90 } },
    imageUrl: imageField('色板图'),
    dosageFactor: { kind: 'decimal', label: '用量系数', scale: 2, default: 1, max: 10, column: { width: 90 } },
    enabled: enabledField,
  },
});

export const brandStatusOptions = [
  { label: '申请中', value: 1 },
  { label: '已通过', value: 2 },
  { label: '已驳回', value: 4 },
  { label: '已停用', value: 8 },
];

/** A request to use another tenant's brand: applying 1, authorised 2, refused or withdrawn 4. */
export const brandUseStatus = { applying: 1, approved: 2, rejected: 4 } as const;
export const brandUseStatusOptions = [
  { label: '待授权', value: brandUseStatus.applying },
  { label: '已授权', value: brandUseStatus.approved },
  { label: '已拒绝', value: brandUseStatus.rejected },
];

/** Brands (品牌) printed on labels and delivery documents; a tenant applies, approval sets the status. */
export const brandResource = basicResource({
  entity: 'Brand',
  table: 'brands',
  title: '品牌',
  basePath: '/api/basic/brand',
  permission: Permissions.AlBasic.Brands,
  unique: [['name']],
  defaultFlag: { field: 'isDefault' },
  fields: {
    name: nameField('品牌名称', 32),
    logoUrl: imageField('品牌标志'),
    authorizationFileUrl: imageField('商标证书'),
    status: { kind: 'int', label: '状态', required: true, default: 1, readOnly: true, options: brandStatusOptions, column: { width: 90 }, search: 'select' },
    auditOpinion: { kind: 'string', label: '审核意见', max: 200, readOnly: true, column: true },
    isDefault: isDefaultField('默认品牌'),
    packTemplate: { kind: 'text', label: '包装标签模板', max: 4000, placeholder: 'JSON：字段、条码位置、尺寸(mm)' },
  },
});

/** WeChat subscription-message templates (微信模板). */
export const wxTemplateResource = basicResource({
  entity: 'WxTemplate',
  table: 'wx_templates',
  title: '微信模板',
  basePath: '/api/basic/wx-template',
  permission: Permissions.AlBasic.WxTemplates,
  unique: [['event']],
  fields: {
    event: { kind: 'int', label: '通知事件', required: true, options: numberedOptions('发货通知', '变更通知', '生产完工', '质检不合格', '收款到账'), column: { width: 120 }, search: 'select' },
    templateId: { kind: 'string', label: '模板ID', required: true, max: 64, column: { width: 260 } },
    fieldMap: { kind: 'text', label: '字段映射', max: 2000, placeholder: 'JSON：模板字段 → 单据字段' },
    enabled: enabledField,
  },
});

/** Activity price rules (活动价格规则): a discount over a period. */
export const activityPriceRuleResource = basicResource({
  entity: 'ActivityPriceRule',
  table: 'activity_price_rules',
  title: '活动价格规则',
  basePath: '/api/basic/activity-price-rule',
  permission: Permissions.AlBasic.ActivityPriceRules,
  unique: [['name']],
  fields: {
    name: nameField('活动名称'),
    discountRate: { kind: 'decimal', label: '折扣率(%)', required: true, scale: 2, min: 1, max: 100, column: { width: 100 } },
    startTime: { kind: 'date', label: '开始日期', required: true, column: { width: 110 }, sortable: true },
    endTime: { kind: 'date', label: '结束日期', required: true, column: { width: 110 }, sortable: true },
    couponPrefix: { kind: 'string', label: '优惠码前缀', max: 8, pattern: { source: '^[A-Za-z0-9]*$', message: '优惠码前缀只能包含字母或数字' }, column: { width: 110 } },
    remark: remarkField,
    enabled: enabledField,
  },
  validate: (v) => (v.startTime && v.endTime && v.startTime > v.endTime ? [{ message: '结束日期不能早于开始日期', members: ['endTime'] }] : []),
});

export const excelBusinessTypeOptions = numberedOptions('产品导入', '发货单导出', '退货单导出', '对账单导出', '采购清单', '装箱清单', '工资导出', '基础数据');

/**
 * Excel templates (模板管理): the columns (field keys, comma-separated) of a list's export and import;
 * one default per business type and list.
 */
export const excelTemplateResource = basicResource({
  entity: 'ExcelTemplate',
  table: 'excel_templates',
  title: 'Excel模板',
  basePath: '/api/basic/excel-template',
  permission: Permissions.AlBasic.ExcelTemplates,
  unique: [['name']],
  defaultFlag: { field: 'isDefault', per: ['businessType', 'resource'] },
  fields: {
    name: nameField('模板名称'),
    businessType: { kind: 'int', label: '业务类型', required: true, default: 8, options: excelBusinessTypeOptions, column: { width: 110 }, search: 'select' },
    resource: { kind: 'string', label: '适用列表', max: 64, column: { width: 140 }, search: 'input', placeholder: '如 Supplier（基础数据的实体名）' },
    columns: { kind: 'text', label: '列（字段，逗号分隔）', max: 2000, placeholder: '如 name,supplierTypes,phone' },
    fileUrl: { kind: 'string', label: '模板文件链接', max: 500 },
    isDefault: isDefaultField(),
    enabled: enabledField,
  },
});
