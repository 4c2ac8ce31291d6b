import { z } from 'zod';
import { defineEndpoints, pagedOf, type Endpoint } from '../endpoint.ts';
import { messages } from '../messages.ts';
import { DateParts, type ActionKey } from '../enums.ts';
import { numberingRule } from '../numbering.ts';
import { Permissions } from '../permission-names.ts';
import { fieldSchema, resourceInputSchema, resourceRow, storedFields, updateEnvelope, type AnyResourceDef, type FieldDef, type FieldOption } from '../resource/define.ts';
import { customOrderCodeResource } from '../resources/basic.ts';
import { accessoryResource, accessoryTypeResource } from '../resources/basicAccessory.ts';
import {
  craftsmanshipCategoryResource,
  craftsmanshipItemResource,
  plateTypeResource,
  structureCategoryResource,
  structureItemResource,
} from '../resources/basicCatalog.ts';
import { materialTextureResource, plateMaterialSizeResource } from '../resources/basicMaterial.ts';
import { brandResource, brandUseStatus, colorCardResource } from '../resources/basicMisc.ts';
import { customerTypeOptions, supplierTypeOptions } from '../resources/basicOptions.ts';
import { demanderResource, invoiceFields, supplierResource } from '../resources/basicContacts.ts';
import { aluminumMarketResource, areaRuleResource, quotationCategoryResource, quotationItemResource } from '../resources/basicQuotation.ts';
import { queryOrganizationUnitResource } from '../resources/identity.ts';
import { idParam, pagedQuery } from './common.ts';
import { rowOf } from '../entity/row.ts';
import { brandUseColumns } from '../entities/basic.ts';
import {
  plateSizeGroupsInput,
  plateSizesWritten,
  plateThicknessInput,
  plateThicknessQuery,
  plateWidthInput,
  plateWidthQuery,
} from './plateSizes.ts';

/** The read and write access of a resource's permission. */
const query = (def: { permission: string }) => ({ permission: def.permission, action: 'query' as const });
const edit = (def: { permission: string }) => ({ permission: def.permission, action: 'edit' as const });
const remove = (def: { permission: string }) => ({ permission: def.permission, action: 'delete' as const });
const add = (def: { permission: string }) => ({ permission: def.permission, action: 'add' as const });
/** A hand-written route of a resource: `path` under its base path, tagged with its title, under one action of its permission. */
const routeOf = <M extends Endpoint['method'], A extends ActionKey>(def: AnyResourceDef, method: M, path: string, action: A) =>
  ({ method, path: `${def.basePath}/${path}`, tag: def.title, access: { permission: def.permission, action } }) as const;

const MT = materialTextureResource.basePath;
const sizesOf = `${MT}/:id/plate-material-size`;
const plateSize = resourceRow(plateMaterialSizeResource);
/** A texture with its plate sizes nested (the nesting and purchasing pickers). */
const textureWithSizes = resourceRow(materialTextureResource, { plateMaterialSizes: z.array(plateSize) });
const thicknessGroups = pagedOf(z.object({ thickness: z.number(), sizes: z.array(plateSize) }));
const deleted = z.object({ deleted: z.number().int() });

/** Material textures and their plate sizes beside the generic resource routes (spec 02 §7). */
export const materialEndpoints = defineEndpoints(
  { tag: materialTextureResource.title, access: query(materialTextureResource) },
  {
    withSizes: { method: 'GET', path: `${MT}/v1`, summary: '材质及板材尺寸', response: pagedOf(textureWithSizes) },
    withSizesOne: { method: 'GET', path: `${MT}/v1/:id`, summary: '材质详情（含板材尺寸）', params: idParam, response: textureWithSizes },
    options: {
      method: 'GET',
      path: `${MT}/option`,
      summary: '材质选项',
      response: z.array(z.object({ value: z.string(), label: z.string() })),
    },
    defaults: { method: 'GET', path: `${MT}/all/default`, summary: '默认材质', response: pagedOf(resourceRow(materialTextureResource)) },
    /** Distinct thicknesses of a texture's plate sizes, and the widths of one thickness (cascading pickers). */
    thicknesses: { method: 'GET', path: `${sizesOf}/thickness`, summary: '材质的板厚', params: idParam, response: z.array(z.number()) },
    sizesByThickness: { method: 'GET', path: `${sizesOf}/v1`, summary: '材质的板材尺寸（按板厚分组）', params: idParam, response: thicknessGroups },
    widths: {
      method: 'GET',
      path: `${sizesOf}/width`,
      summary: '材质某板厚的板宽',
      params: idParam,
      query: z.object({ thickness: z.coerce.number({ error: '厚度必须是数字' }).optional() }),
      response: z.array(z.number()),
    },
    // Writes by thickness and width: each runs in one transaction, a refused size leaves nothing written.
    addThickness: {
      method: 'POST',
      path: `${sizesOf}/thickness`,
      summary: '新增板厚（宽度×长度）',
      access: edit(materialTextureResource),
      params: idParam,
      body: plateThicknessInput,
      response: plateSizesWritten,
    },
    addWidth: {
      method: 'POST',
      path: `${sizesOf}/width`,
      summary: '新增板宽（各长度）',
      access: edit(materialTextureResource),
      params: idParam,
      body: plateWidthInput,
      response: plateSizesWritten,
    },
    addGroups: {
      method: 'POST',
      path: `${sizesOf}/v1`,
      summary: '按板厚分组新增板材尺寸',
      access: edit(materialTextureResource),
      params: idParam,
      body: plateSizeGroupsInput,
      response: pagedOf(plateSize),
    },
    removeThickness: {
      method: 'DELETE',
      path: `${sizesOf}/thickness`,
      summary: '删除板厚（其全部尺寸）',
      access: remove(materialTextureResource),
      params: idParam,
      query: plateThicknessQuery,
      response: deleted,
    },
    removeGroups: {
      method: 'DELETE',
      path: `${sizesOf}/v1`,
      summary: '按板厚分组删除板材尺寸',
      access: remove(materialTextureResource),
      params: idParam,
      query: plateThicknessQuery,
      response: deleted,
    },
    removeWidth: {
      method: 'DELETE',
      path: `${sizesOf}/width`,
      summary: '删除板宽（其全部长度）',
      access: remove(materialTextureResource),
      params: idParam,
      query: plateWidthQuery,
      response: deleted,
    },
  },
);

/** What adding standard rows did: how many were added, and a sentence for the toast. */
const addedRows = z.object({ totalCount: z.number().int(), message: z.string().optional() });
/** A POST that adds standard rows (初始化, 同步平台规则): the web's InitButton calls any of them. */
export type AddRowsEndpoint = Endpoint & { method: 'POST'; response: typeof addedRows };

/**
 * POST {path}: the standard categories and items of a catalogue, added where the space has no row of
 * that name yet (running it again adds nothing).
 */
const initOf = (path: string, category: AnyResourceDef, item: AnyResourceDef) =>
  ({
    method: 'POST',
    path,
    tag: category.title,
    summary: `初始化${category.title}及${item.title}`,
    access: add(category),
    space: true,
    response: addedRows,
  }) as const satisfies Omit<Endpoint, 'tag'> & { tag: string };

/** The images of many rows at once (uploaded before through /api/basic/file). */
export const batchImagesInput = z.object({
  items: z
    .array(z.object({ id: z.uuid(messages.invalidId), url: z.string().max(500, messages.tooLong('图片链接', 500)).nullable() }))
    .min(1, messages.required('items'))
    .max(500),
});
const idsQuery = z.object({
  ids: z
    .string()
    .max(4000)
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(z.uuid(messages.invalidId))),
});
/** POST sets each row's image link, GET ?ids= answers the links (plate types, colour cards). */
const batchImagesOf = (def: AnyResourceDef, path: string) => ({
  set: {
    ...routeOf(def, 'POST', path, 'edit'),
    summary: `批量设置${def.title}图片`,
    body: batchImagesInput,
    response: pagedOf(resourceRow(def)),
  },
  get: {
    ...routeOf(def, 'GET', path, 'query'),
    summary: `${def.title}图片`,
    query: idsQuery,
    response: pagedOf(z.object({ id: z.string(), url: z.string().nullable() })),
  },
}) as const;
const plateTypeUrls = batchImagesOf(plateTypeResource, 'batch-url');
const plateTypeImgUrls = batchImagesOf(plateTypeResource, 'batch/img-url');
const colorCardImgs = batchImagesOf(colorCardResource, 'batch-img');

/** The basic catalogues' hand-written routes: standard rows, batch images, pickers and lists. */
export const catalogEndpoints = defineEndpoints(
  { tag: '基础数据' },
  {
    initAccessories: initOf('/api/basic/accessory/init', accessoryTypeResource, accessoryResource),
    initAccessoryTypes: initOf('/api/basic/accessory/init/type', accessoryTypeResource, accessoryResource),
    initStructures: initOf('/api/basic/structure/init', structureCategoryResource, structureItemResource),
    initCraftsmanships: initOf('/api/basic/craftsmanship/init', craftsmanshipCategoryResource, craftsmanshipItemResource),
    initQuotationItems: initOf('/api/basic/quotation/item/init', quotationCategoryResource, quotationItemResource),
    syncAreaRules: {
      ...routeOf(areaRuleResource, 'POST', 'sync', 'add'),
      summary: '同步平台面积规则',
      space: true,
      response: addedRows,
    },
    initMarket: {
      ...routeOf(aluminumMarketResource, 'POST', 'init', 'add'),
      summary: '初始化今日行情',
      space: true,
      response: addedRows,
    },
    /** The latest active price of each source and metal; readable with either price permission. */
    activeMarket: {
      method: 'GET',
      path: `${aluminumMarketResource.basePath}/active`,
      tag: aluminumMarketResource.title,
      summary: '当前铝锭报价',
      access: { permission: Permissions.AlBasic.AluminumQuotations, action: 'query' },
      query: z.object({ metal: z.string().max(16).optional() }),
      response: pagedOf(resourceRow(aluminumMarketResource)),
    },
    setPlateTypeUrls: plateTypeUrls.set,
    plateTypeUrls: plateTypeUrls.get,
    setPlateTypeImgUrls: plateTypeImgUrls.set,
    plateTypeImgUrls: plateTypeImgUrls.get,
    setColorCardImgs: colorCardImgs.set,
    colorCardImgs: colorCardImgs.get,
    /** Enabled cards of a group and/or matching a keyword, or the card whose code a drawing name holds. */
    filterColorCards: {
      ...routeOf(colorCardResource, 'GET', 'list/filter', 'query'),
      summary: '筛选色卡（分组、关键字、从名称识别色号）',
      query: z.object({
        groupId: z.uuid(`groupId${messages.invalidId}`).optional(),
        keyword: z.string().max(64, messages.tooLong('关键字', 64)).optional(),
        fromName: z.string().max(200, messages.tooLong('名称', 200)).optional(),
      }),
      response: pagedOf(resourceRow(colorCardResource)),
    },
    /** The types as a page (spec: /type/paged), beside the generic list and /type/list. */
    accessoryTypesPaged: {
      ...routeOf(accessoryTypeResource, 'GET', 'paged', 'query'),
      summary: '配件类型分页',
      query: pagedQuery,
      response: pagedOf(resourceRow(accessoryTypeResource)),
    },
    /** The spec's /category list and /categorys (all categories, for pickers). */
    quotationCategories: {
      method: 'GET',
      path: '/api/basic/quotation/categorys',
      tag: quotationCategoryResource.title,
      summary: '全部报价分类',
      access: query(quotationCategoryResource),
      response: z.array(resourceRow(quotationCategoryResource)),
    },
    quotationItemsOf: {
      ...routeOf(quotationItemResource, 'GET', 'category/:id', 'query'),
      summary: '分类下的报价项目',
      params: idParam,
      response: pagedOf(resourceRow(quotationItemResource)),
    },
    /** The rule in force for each of the 31 document types, with a live example number. */
    effectiveRules: {
      ...routeOf(customOrderCodeResource, 'GET', 'effective', 'query'),
      summary: '各单据的生效编号规则',
      space: true,
      response: pagedOf(
        z.object({
          documentType: z.number().int(),
          label: z.string(),
          rule: numberingRule,
          example: z.string(),
          source: z.enum(['custom', 'default']),
          ruleId: z.string().nullable(),
        }),
      ),
    },
    documentTypes: {
      ...routeOf(customOrderCodeResource, 'GET', 'document-types', 'query'),
      summary: '单据类型',
      response: z.array(
        z.object({ value: z.number().int(), label: z.string(), prefix: z.string(), datePart: z.enum(DateParts), serialType: numberingRule.shape.serialType }),
      ),
    },
  },
);
export type EffectiveRule = z.infer<typeof catalogEndpoints.effectiveRules.response>['items'][number];

/** The invoice block of a supplier or demander, under the row's stamp. */
const invoiceAnswer = z.object({ ...storedFields(invoiceFields), concurrencyStamp: z.string().nullish() });
export const invoiceInput = z
  .object(Object.fromEntries(Object.entries<FieldDef>(invoiceFields).map(([k, f]) => [k, fieldSchema(f)])))
  .extend(updateEnvelope.shape);
const invoiceOf = (def: AnyResourceDef) =>
  ({
    get: {
      ...routeOf(def, 'GET', ':id/invoice', 'query'),
      summary: `${def.title}开票信息`,
      params: idParam,
      response: invoiceAnswer,
    },
    put: {
      ...routeOf(def, 'PUT', ':id/invoice', 'edit'),
      summary: `修改${def.title}开票信息`,
      params: idParam,
      body: invoiceInput,
      response: resourceRow(def),
    },
  }) as const;

/**
 * GET {base}/{path}?{param}=: the enabled rows of one type, for pickers; a type outside the options
 * is a 400. With an alias either name may carry the type; one of them is required.
 */
const enabledByType = (
  def: AnyResourceDef,
  o: { path: string; summary: string; param: string; alias?: string; options: readonly FieldOption[]; error: string },
) => {
  const one = z.enum(o.options.map((x) => String(x.value)) as [string, ...string[]], { error: o.error });
  const byName: z.ZodType<Record<string, string | undefined>> = o.alias
    ? z
        .object({ [o.param]: one.optional(), [o.alias]: one.optional() })
        .refine((q) => q[o.param] !== undefined || q[o.alias!] !== undefined, { message: o.error, path: [o.param] })
    : z.object({ [o.param]: one });
  return {
    ...routeOf(def, 'GET', o.path, 'query'),
    summary: o.summary,
    query: byName,
    response: pagedOf(resourceRow(def)),
  } as const;
};
const supplierInvoice = invoiceOf(supplierResource);
const demanderInvoice = invoiceOf(demanderResource);

/** Suppliers and demanders beside their definitions' routes: the invoice block and the enabled rows of a type. */
export const contactEndpoints = defineEndpoints(
  { tag: '往来单位' },
  {
    supplierInvoice: supplierInvoice.get,
    setSupplierInvoice: supplierInvoice.put,
    demanderInvoice: demanderInvoice.get,
    setDemanderInvoice: demanderInvoice.put,
    /** Enabled suppliers of one type (pickers: plate suppliers for purchasing, paint makers...). */
    suppliersByType: enabledByType(supplierResource, {
      path: 'list/by-supplier-type',
      summary: '按类型列出启用的供应商',
      param: 'supplierType',
      options: supplierTypeOptions,
      error: '供应商类型的取值不正确',
    }),
    /** The demander's counterpart ("same shape as supplier"): enabled demanders of one customer type. */
    demandersByCustomerType: enabledByType(demanderResource, {
      path: 'list/by-customer-type',
      summary: '按客户类型列出启用的需求方',
      param: 'customerType',
      options: customerTypeOptions,
      error: '客户类型的取值不正确',
    }),
    /**
     * The spec's own path for it (spec 02: "demander: same shape as supplier"): its front end asks
     * GET demander/list/by-supplier-type; a demander's "type" is its customer type.
     */
    demandersBySupplierType: enabledByType(demanderResource, {
      path: 'list/by-supplier-type',
      summary: '按类型列出启用的需求方（同供应商接口）',
      param: 'supplierType',
      alias: 'customerType',
      options: customerTypeOptions,
      error: '客户类型的取值不正确',
    }),
  },
);

const brand = resourceRow(brandResource);
/** A request of one space to print another space's approved brand, and the owner's decision. */
export const brandUse = rowOf(brandUseColumns).extend({ tenantId: z.string() });
export type BrandUse = z.infer<typeof brandUse>;
/** A name some space holds, as far as another space may know it: the id only where it may ask for it. */
export const occupiedBrand = z.object({ id: z.string().nullable(), name: z.string(), approved: z.boolean(), own: z.boolean() });
export type OccupiedBrand = z.infer<typeof occupiedBrand>;
const brandUseList = {
  method: 'GET',
  tag: brandResource.title,
  access: query(brandResource),
  space: true,
  query: z.object({ status: z.coerce.number({ error: '状态必须是数字' }).int().optional() }),
  response: pagedOf(brandUse),
} as const;
const brandUrl = z.object({ url: z.string().nullable() });
const packTemplate = z.object({ packTemplate: z.string().nullable() });
/** The brands the space may print: its approved own brands and those other spaces authorised it to use. */
const tenantBrands = {
  method: 'GET',
  tag: brandResource.title,
  summary: '本企业可用品牌',
  access: query(brandResource),
  response: pagedOf(resourceRow(brandResource, { source: z.enum(['own', 'authorised']) })),
} as const;

/** Brands beside their definition's routes: the apply → approve flow and brand use across spaces (spec 02 brand). */
export const brandEndpoints = defineEndpoints(
  { tag: brandResource.title, access: query(brandResource) },
  {
    /** The platform approves (2) or rejects (4) a space's application, naming the space in __tenant. */
    approve: {
      method: 'PUT',
      path: `${brandResource.basePath}/:id/approval`,
      summary: '审核品牌（平台管理员）',
      access: { platformAdmin: true },
      params: idParam,
      body: z.object({
        status: z.union([z.literal(2), z.literal(4)], { error: '审核结果只能是通过或驳回' }),
        auditOpinion: z.string().max(200, messages.tooLong('审核意见', 200)).nullable().optional(),
      }),
      response: brand,
    },
    /** Every space's applications, with the applicant's name; only one space's when the operator names it. */
    applications: {
      method: 'GET',
      path: `${brandResource.basePath}/apply/for-admin`,
      summary: '待审核的品牌申请（平台管理员）',
      access: { platformAdmin: true },
      response: pagedOf(resourceRow(brandResource, { tenantId: z.string(), tenantName: z.string().nullable() })),
    },
    /** A space applies for a brand: a new row in 申请中 (the generic POST does the same). */
    apply: {
      method: 'POST',
      path: `${brandResource.basePath}/apply`,
      summary: '申请品牌',
      access: add(brandResource),
      body: resourceInputSchema(brandResource),
      response: brand,
    },
    /** Use an approved brand as the space's default (labels, pack lists). */
    use: { method: 'PUT', path: `${brandResource.basePath}/:id/use`, summary: '使用品牌（设为默认）', access: edit(brandResource), params: idParam, response: brand },
    url: { method: 'GET', path: `${brandResource.basePath}/brand-url/:id`, summary: '品牌标志链接', params: idParam, response: brandUrl },
    // The spec's front end asks with query parameters (GET brand-url?id=, pack-template?id=).
    urlByQuery: { method: 'GET', path: `${brandResource.basePath}/brand-url`, summary: '品牌标志链接（查询参数）', query: idParam, response: brandUrl },
    tenantBrands: { ...tenantBrands, path: `${brandResource.basePath}/tenant-brand` },
    tenantBrandList: { ...tenantBrands, path: `${brandResource.basePath}/tenant-brand/list` },
    packTemplate: { method: 'GET', path: `${brandResource.basePath}/:id/pack-template`, summary: '品牌包装标签模板', params: idParam, response: packTemplate },
    packTemplateByQuery: {
      method: 'GET',
      path: `${brandResource.basePath}/pack-template`,
      summary: '品牌包装标签模板（查询参数）',
      query: idParam,
      response: packTemplate,
    },
    /** The names other spaces hold (only names leave the server). */
    occupied: {
      method: 'GET',
      path: `${brandResource.basePath}/occupied-brand`,
      summary: '已被占用的品牌名称',
      space: true,
      query: z.object({ filter: z.string().max(32, messages.tooLong('品牌名称', 32)).optional() }),
      response: pagedOf(occupiedBrand),
    },
    /** A space asks the owner of an approved brand to use it. */
    requestUse: {
      method: 'POST',
      path: `${brandResource.basePath}/use`,
      summary: '申请使用他人品牌',
      access: add(brandResource),
      space: true,
      body: z.object({
        brandName: z.string({ error: messages.required('品牌名称') }).trim().min(1, messages.required('品牌名称')).max(32, messages.tooLong('品牌名称', 32)),
        remark: z.string().trim().max(200, messages.tooLong('申请说明', 200)).nullable().optional(),
      }),
      response: brandUse,
    },
    /** The owner's side: requests to use its brands. */
    usesOfOurs: { ...brandUseList, path: `${brandResource.basePath}/approval/use`, summary: '他人申请使用本企业品牌' },
    /** The owner authorises or refuses a request; an authorisation given may be withdrawn. */
    decideUse: {
      method: 'PUT',
      path: `${brandResource.basePath}/approval/use/:id`,
      summary: '授权或拒绝品牌使用申请',
      access: edit(brandResource),
      space: true,
      params: idParam,
      body: z.object({
        status: z.union([z.literal(brandUseStatus.approved), z.literal(brandUseStatus.rejected)], { error: '审批结果只能是授权或拒绝' }),
        auditOpinion: z.string().trim().max(200, messages.tooLong('审批意见', 200)).nullable().optional(),
      }),
      response: brandUse,
    },
    /** The requester's side: its requests and the authorisations it holds. */
    ourUses: { ...brandUseList, path: `${brandResource.basePath}/approval/auth`, summary: '本企业的品牌使用授权' },
  },
);

const FILE = '/api/basic/file';
/**
 * Downloads of stored files (the upload, POST /api/basic/file, is multipart and stays a route of its
 * own): with the bearer token by id, or through the signed link the upload answered (for <img src>
 * and plain links, which carry no token).
 */
export const fileEndpoints = defineEndpoints(
  { tag: '文件' },
  {
    download: { method: 'GET', path: `${FILE}/:id`, summary: '下载文件', space: true, params: idParam, file: true },
    bySignedLink: {
      method: 'GET',
      path: `${FILE}/:tenantId/:id`,
      summary: '按签名链接读取文件（图片预览、下载链接）',
      access: { public: true },
      params: z.object({ tenantId: z.uuid(messages.invalidId), id: z.uuid(messages.invalidId) }),
      query: z.object({
        sig: z.string().max(64),
        download: z.enum(['0', '1']).optional(),
        // the claim of a guarded file's link (see registerFileGuard)
        exp: z.coerce.number().int().positive().optional(),
        grant: z.string().max(64).optional(),
      }),
      file: true,
    },
  },
);

const STAFFING = queryOrganizationUnitResource.basePath;
/** One page's staff search: the configured unit's people (a configuration of none: everyone of the space). */
export const pageStaffing = z.object({
  id: z.string().nullable(),
  moduleName: z.string().optional(),
  routerName: z.string(),
  queryUserTitle: z.string().optional(),
  queryUserKey: z.string(),
  organizationUnitId: z.string().nullable(),
  organizationUnitName: z.string().nullish(),
  users: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type PageStaffing = z.infer<typeof pageStaffing>;

/** Page personnel configuration beside its definition's routes, and the people each page's staff search offers. */
export const staffingEndpoints = defineEndpoints(
  { tag: queryOrganizationUnitResource.title, space: true },
  {
    list: {
      method: 'GET',
      path: `${STAFFING}/list`,
      summary: '全部人员配置',
      access: query(queryOrganizationUnitResource),
      response: z.object({ items: z.array(resourceRow(queryOrganizationUnitResource)) }),
    },
    /** Any member may ask: a page's SearchBar loads its staff choices with it. */
    byRouterName: {
      method: 'GET',
      path: `${STAFFING}/list/by-router-name`,
      summary: '页面的人员配置与可选人员',
      query: z.object({
        routerName: z.string({ error: messages.required('路由名称') }).min(1, messages.required('路由名称')).max(128),
        queryUserKey: z.string().max(64).optional(),
      }),
      response: z.object({ items: z.array(pageStaffing) }),
    },
    /** Makes the standard configurations that are missing, all pointing at the first top-level unit. */
    init: {
      method: 'POST',
      path: `${STAFFING}/init`,
      summary: '初始化人员配置',
      access: add(queryOrganizationUnitResource),
      response: z.object({ created: z.number().int() }),
    },
  },
);
