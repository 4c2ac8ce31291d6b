import { z } from 'zod';
import { messages } from '../messages.ts';
import { accessTo, defineEndpoints, isoTime, pagedOf } from '../endpoint.ts';
import { CadPermissions } from '../routes/projects.ts';
import { idParam } from './common.ts';
import {
  batchUpdateInput,
  cadApi,
  printLabelFlagInput,
  productCodeInput,
  productGeometry,
  productItem,
  productListQuery,
  productUpdateInput,
} from './cad.ts';

const B = cadApi.product;
const A = cadApi.accessory;
const access = accessTo(CadPermissions.products);
const uuid = z.uuid(messages.invalidId);

/** The project's drawing password, for downloads of a protected project's drawings. */
export const drawingPassword = z.object({ password: z.string().max(32).optional() });

const sortable = ['code', 'quantity', 'unfoldArea', 'thickness', 'material', 'creationTime'] as const;
const list = { summary: '产品列表', query: productListQuery, sortable, response: pagedOf(productItem) } as const;
/** The original drawing a product was read from: a signed link, issued with the password of a protected project. */
const original = z.object({ fileId: z.string(), fileName: z.string(), url: z.string() });
const count = z.object({ count: z.number().int() });

const manualProduct = z.object({
  code: z.string().trim().min(1, messages.required('产品编号')).max(64, messages.tooLong('产品编号', 64)),
  quantity: z.number({ error: '数量必须是数字' }).int('数量必须是整数').min(1, '数量不能小于1').max(100000),
  length: z.number({ error: '长度必须是数字' }).positive('长度必须大于0').max(20000, '长度不能大于20000'),
  width: z.number({ error: '宽度必须是数字' }).positive('宽度必须大于0').max(20000, '宽度不能大于20000'),
  material: z.string().trim().max(50).nullable().optional(),
  thickness: z.number().min(0).max(100).nullable().optional(),
  colorCode: z.string().trim().max(50).nullable().optional(),
});

/** Unfold statistics: kinds, pieces and area by material × thickness (what nest orders are made of). */
const unfoldStatistics = pagedOf(
  z.object({
    material: z.string(),
    thickness: z.number().nullable(),
    kindAmount: z.number().int(),
    productAmount: z.number().int(),
    unfoldArea: z.number(),
    cutLength: z.number(),
  }),
).extend({ productAmount: z.number().int(), unfoldArea: z.number() });

/** Products of the CAD intake (spec 02 /api/cad/product): lists, details, edits, drawings and exports. */
export const cadProductEndpoints = defineEndpoints(
  { tag: '产品', access: access('query') },
  {
    /** "GET list" of spec 02: on the base path and on /list */
    list: { method: 'GET', path: B, ...list },
    listAlias: { method: 'GET', path: `${B}/list`, ...list },
    page: { method: 'POST', path: `${B}/page`, summary: '产品分页', body: productListQuery, response: pagedOf(productItem) },
    byProject: {
      method: 'GET',
      path: `${B}/list/by-projectid`,
      summary: '项目的全部产品',
      query: z.object({ projectId: uuid }),
      response: z.array(productItem),
    },
    statistics: {
      method: 'GET',
      path: `${B}/unfold/statistics`,
      summary: '展开统计（按材质、厚度）',
      query: z.object({ projectId: uuid.optional(), batchId: uuid.optional() }),
      response: unfoldStatistics,
    },
    export: { method: 'GET', path: `${B}/export/file`, summary: '导出产品（Excel）', access: access('export'), query: productListQuery, file: true },
    downUnfold: {
      method: 'GET',
      path: `${B}/down-unfold`,
      summary: '下载展开图（每个产品一个 DXF，ZIP）',
      access: access('export'),
      query: productListQuery.extend(drawingPassword.shape),
      file: true,
    },
    down: { method: 'GET', path: `${B}/down/:id`, summary: '下载产品 DXF', access: access('get'), params: idParam, query: drawingPassword, file: true },
    thumbnail: { method: 'GET', path: `${B}/:id/thumbnail.svg`, summary: '产品缩略图（SVG）', params: idParam, file: true },
    get: {
      method: 'GET',
      path: `${B}/:id`,
      summary: '产品详情（含图形 SVG）',
      access: access('get'),
      params: idParam,
      response: productItem.extend({
        remark: z.string().nullable(),
        texts: z.array(z.string()),
        geometry: productGeometry,
        svg: z.string(),
        fileName: z.string().nullable(),
        /** a protected project's original is linked only through GET original/{id}?password= */
        originalUrl: z.string().nullable(),
        hasPassword: z.boolean(),
      }),
    },
    original: {
      method: 'GET',
      path: `${B}/original/:id`,
      summary: '产品的原始图纸（项目设有图纸密码时需提供密码）',
      access: access('get'),
      params: idParam,
      query: drawingPassword,
      response: original,
    },
    originalByProduct: {
      method: 'GET',
      path: `${B}/original`,
      summary: '产品的原始图纸（按 productId）',
      access: access('get'),
      query: z.object({ productId: uuid }).extend(drawingPassword.shape),
      response: original,
    },
    update: { method: 'PUT', path: `${B}/:id`, summary: '修改产品', access: access('edit'), params: idParam, body: productUpdateInput, response: productItem },
    setCode: { method: 'PUT', path: `${B}/:id/code`, summary: '修改产品编号', access: access('edit'), params: idParam, body: productCodeInput, response: productItem },
    remove: { method: 'DELETE', path: `${B}/:id`, summary: '删除产品', access: access('delete'), params: idParam },
    addManual: {
      method: 'POST',
      path: `${B}/batch/v1`,
      summary: '批量新增产品（手工录入，矩形）',
      access: access('add'),
      body: z.object({ batchId: uuid, items: z.array(manualProduct).min(1, '请至少录入一个产品').max(1000) }),
      response: pagedOf(productItem),
    },
    updateMany: { method: 'POST', path: `${B}/batch/update`, summary: '批量修改产品', access: access('edit'), body: batchUpdateInput, response: count },
    setPrintLabel: { method: 'PUT', path: `${B}/batch/is-print-label`, summary: '批量设置是否打印标签', access: access('edit'), body: printLabelFlagInput, response: count },
  },
);

const accessoryItem = z.object({
  name: z.string().trim().min(1, messages.required('配件名称')).max(100, messages.tooLong('配件名称', 100)),
  spec: z.string().trim().max(100).nullable().optional(),
  length: z.number({ error: '长度必须是数字' }).min(0).max(20000).nullable().optional(),
  quantity: z.number({ error: '数量必须是数字' }).int('数量必须是整数').min(1, '数量不能小于1').max(100000),
});
/** An accessory bound to a product (stiffener, hanger, corner code). */
const productAccessory = z.looseObject({
  id: z.string(),
  productId: z.string(),
  projectId: z.string(),
  name: z.string(),
  spec: z.string().nullable(),
  length: z.number().nullable(),
  quantity: z.number().int(),
  creationTime: isoTime,
});

/** Accessories bound to a product: list, bind (replacing the bindings), delete, download. */
export const productAccessoryEndpoints = defineEndpoints(
  { tag: '产品配件', access: access('query') },
  {
    list: { method: 'GET', path: A, summary: '产品的配件', query: z.object({ productId: uuid }), response: pagedOf(productAccessory) },
    bind: {
      method: 'POST',
      path: `${A}/bind`,
      summary: '绑定配件到产品（替换原有绑定）',
      access: access('edit'),
      body: z.object({ productId: uuid, items: z.array(accessoryItem).max(200) }),
      response: pagedOf(productAccessory),
    },
    remove: { method: 'DELETE', path: `${A}/:id`, summary: '删除配件绑定', access: access('delete'), params: idParam },
    down: { method: 'GET', path: `${A}/down/:id`, summary: '下载产品的配件清单（Excel）', access: access('export'), params: idParam, file: true },
  },
);
