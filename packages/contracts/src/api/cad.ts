import { z } from 'zod';
import { messages } from '../messages.ts';
import { ProjectStatus } from '../enums.ts';
import { enumeration } from '../enumeration.ts';
import { boundedInt, pagedQuery, queryFlag, dateNamed as date } from './common.ts';
import { rowOf } from '../entity/row.ts';
import { listColumns } from '../list/columns.ts';
import { cadBatchColumns, cadProductColumns, cadProjectColumns, cadProjectFileColumns } from '../entities/cad.ts';

/** Paths of the CAD intake (spec 02 §7: /api/cad/project, /api/cad/product, /api/cad/accessory, split). */
export const cadApi = {
  project: '/api/cad/project',
  product: '/api/cad/product',
  accessory: '/api/cad/accessory',
  split: '/api/cad/split',
  label: '/api/cad/label',
  headInfo: '/api/cad/dashboard/head-info',
} as const;

/** The project modal's constants (spec 02 §9). */
export const PROJECT_MODAL = {
  cutoffDays: 180,
  earliestDate: '2020-01-01',
  pageSize: 20,
  pageSizeOptions: [20, 30, 50, 100],
} as const;

export const ProjectType = { default: 1, other: 2 } as const;
export const projectTypeLabels: Record<number, string> = { 1: '默认', 2: '其他' };

/** produceState [I]: not started 1, producing 2, produced 4, paused 8. */
const produceState = enumeration({ notStarted: [1, '未开始'], producing: [2, '生产中'], produced: [4, '已完工'], paused: [8, '已暂停'] });
export const ProduceState = produceState.values;
export const produceStateLabels: Record<number, string> = produceState.labels;

/** normalState [I]: normal 1, frozen 2 (no new scans or shipments). */
export const NormalState = { normal: 1, frozen: 2 } as const;
export const normalStateLabels: Record<number, string> = { 1: '正常', 2: '冻结' };

/** convertState of a project file (DOMAIN §2.4). */
const convertState = enumeration({ waiting: [1, '等待转换'], converting: [2, '转换中', 'processing'], done: [4, '已完成', 'success'], failed: [8, '失败', 'error'] });
export const ConvertState = convertState.values;
export const convertStateLabels: Record<number, string> = convertState.labels;
export const convertStateColors: Record<number, string> = convertState.colors;

/** Split record state: running 1, done 2, failed 4. */
const splitState = enumeration({ splitting: [1, '拆图中', 'processing'], done: [2, '已完成', 'success'], failed: [4, '失败', 'error'] });
export const splitStateLabels: Record<number, string> = splitState.labels;
export const splitStateColors: Record<number, string> = splitState.colors;

/** Product kind [I]: main panel 1, part 2. */
export const productKindLabels: Record<number, string> = { 1: '主板', 2: '零件' };

/** Tag colours of the project list's status tags. */
export const projectStatusColors: Record<number, string> = {
  1: 'default',
  2: 'cyan',
  4: 'geekblue',
  8: 'processing',
  16: 'orange',
  32: 'green',
  64: 'error',
  128: 'purple',
  256: 'success',
};

/**
 * How far a batch has come, from earliest to latest milestone (voided is apart). The project's
 * derived status is the most advanced milestone among its non-voided batches (DOMAIN §2.4).
 */
export const PROJECT_STATUS_ORDER: number[] = [
  ProjectStatus.drawingPrep,
  ProjectStatus.nestingDone,
  ProjectStatus.purchasing,
  ProjectStatus.purchaseStocked,
  ProjectStatus.inProduction,
  ProjectStatus.partShipped,
  ProjectStatus.allShipped,
  ProjectStatus.partSettled,
];

/**
 * The project status from its facts: voided wins; otherwise the most advanced milestone of the
 * non-voided batches, except that "all shipped" needs every such batch shipped (else "part shipped").
 */
export function deriveProjectStatus(batchStatuses: number[], voided = false): number {
  if (voided) return ProjectStatus.voided;
  const live = batchStatuses.filter((s) => s !== ProjectStatus.voided);
  if (!live.length) return ProjectStatus.drawingPrep;
  const rank = (s: number) => Math.max(0, PROJECT_STATUS_ORDER.indexOf(s));
  const top = live.reduce((a, b) => (rank(b) > rank(a) ? b : a));
  const shippedRank = rank(ProjectStatus.allShipped);
  if (top === ProjectStatus.allShipped && live.some((s) => rank(s) < shippedRank))
    return ProjectStatus.partShipped;
  return top;
}

const statusValues = Object.values(ProjectStatus) as number[];
const str = (label: string, max: number) =>
  z
    .string({ error: messages.required(label) })
    .trim()
    .max(max, messages.tooLong(label, max));
const optDate = (label: string) => date(label).nullable().optional();
const intQ = (label: string) => z.coerce.number({ error: `${label}必须是数字` }).int(`${label}必须是整数`);
const bitmask = (label: string) => boundedInt(label, 0, 1023).optional();

/** GET /api/cad/project: the list query of spec 02 §7. projectTimeType 1 = creation time, 2 = order time, 3 = delivery date. */
export const projectListQuery = pagedQuery.extend({
  filter: z.string().trim().max(100, messages.tooLong('关键字', 100)).optional(),
  projectType: intQ('项目类型')
    .refine((v) => v === 1 || v === 2, '项目类型的取值不正确')
    .optional(),
  projectStatus: bitmask('项目状态'),
  produceState: bitmask('生产状态'),
  beginTime: date('开始时间').optional(),
  endTime: date('结束时间').optional(),
  projectTimeType: intQ('时间类型').min(1, '时间类型的取值不正确').max(3, '时间类型的取值不正确').optional(),
  /** only the projects the caller starred (/cad/project-favorite) */
  favorite: queryFlag('收藏筛选').optional(),
});
export type ProjectListQuery = z.infer<typeof projectListQuery>;

export const batchInput = z.object({
  batchNo: str('批次号', 32).min(1, messages.required('批次号')),
  name: str('批次名称', 100).nullable().optional(),
  elevation: str('立面/楼层', 100).nullable().optional(),
  orderTime: optDate('下单日期'),
  deliveryDate: date('交货日期'),
});
export type BatchInput = z.infer<typeof batchInput>;

export const projectInput = z
  .object({
    name: str('项目名称', 100).min(1, messages.required('项目名称')),
    code: str('项目编号', 50).nullable().optional(),
    demandSide: str('客户', 100).nullable().optional(),
    demanderId: z.uuid(`客户${messages.invalidId}`).nullable().optional(),
    projectType: z.union([z.literal(1), z.literal(2)], { error: '项目类型的取值不正确' }).default(1),
    orderTime: date('下单日期'),
    deliveryDate: date('交货日期'),
    packingPrefix: str('打包前缀', 8).nullable().optional(),
    siteAddress: str('工地地址', 200).nullable().optional(),
    contactName: str('联系人', 50).nullable().optional(),
    contactPhone: str('联系电话', 30).nullable().optional(),
    coverImage: str('封面图', 500).nullable().optional(),
    remark: str('备注', 500).nullable().optional(),
    batches: z.array(batchInput).max(200).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.deliveryDate < v.orderTime)
      ctx.addIssue({ code: 'custom', message: '交货日期不能早于下单日期', path: ['deliveryDate'] });
    if (v.orderTime < PROJECT_MODAL.earliestDate)
      ctx.addIssue({
        code: 'custom',
        message: `下单日期不能早于${PROJECT_MODAL.earliestDate}`,
        path: ['orderTime'],
      });
    const nos = (v.batches ?? []).map((b) => b.batchNo);
    const dup = nos.find((n, i) => nos.indexOf(n) !== i);
    if (dup) ctx.addIssue({ code: 'custom', message: `批次号“${dup}”重复`, path: ['batches'] });
  });
export type ProjectInput = z.infer<typeof projectInput>;

export const statusOverrideInput = z.object({
  projectStatus: z
    .number({ error: '请选择项目状态' })
    .refine((v) => statusValues.includes(v), '项目状态的取值不正确'),
  reason: str('原因', 200).min(1, messages.required('原因')),
});
export const compelInput = statusOverrideInput.extend({
  ids: z.array(z.uuid(messages.invalidId)).min(1, '请选择项目').max(200),
});
export const normalStateInput = z.object({
  normalState: z.union([z.literal(1), z.literal(2)], { error: '状态的取值不正确' }),
  reason: str('原因', 200).nullable().optional(),
});
export const passwordInput = z.object({
  password: z.string().max(32, messages.tooLong('密码', 32)).nullable(),
});
export const adminDateInput = z.object({
  date: date('日期'),
  reason: str('原因', 200).min(1, messages.required('原因')),
});
export const packingPrefixInput = z.object({
  id: z.uuid(messages.invalidId),
  packingPrefix: str('打包前缀', 8).regex(/^[A-Za-z0-9-]*$/, '打包前缀只能包含字母、数字和“-”'),
});
export const moveFactoryInput = z.object({ factoryId: z.uuid(`工厂${messages.invalidId}`) });
export const batchesQuery = z.object({
  projectName: z.string().trim().max(100).optional(),
  /** 1 = live projects only (not voided), 2 = all */
  projectQueryType: intQ('查询类型').min(1).max(2).optional(),
  projectId: z.uuid(messages.invalidId).optional(),
});

export const productListQuery = pagedQuery.extend({
  projectId: z.uuid(messages.invalidId).optional(),
  batchId: z.uuid(messages.invalidId).optional(),
  fileId: z.uuid(messages.invalidId).optional(),
  material: z.string().trim().max(50).optional(),
  thickness: z.coerce.number({ error: '厚度必须是数字' }).min(0).max(100).optional(),
  code: z.string().trim().max(64).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

export const productUpdateInput = z.object({
  name: str('名称', 100).nullable().optional(),
  quantity: z
    .number({ error: '数量必须是数字' })
    .int('数量必须是整数')
    .min(1, '数量不能小于1')
    .max(100000, '数量不能大于100000')
    .optional(),
  material: str('材质', 50).nullable().optional(),
  thickness: z
    .number({ error: '厚度必须是数字' })
    .min(0, '厚度不能小于0')
    .max(100, '厚度不能大于100')
    .nullable()
    .optional(),
  colorCode: str('颜色编码', 50).nullable().optional(),
  kind: z.union([z.literal(1), z.literal(2)]).optional(),
  isPrintLabel: z.boolean().optional(),
  materialTextureId: z.uuid(messages.invalidId).nullable().optional(),
  remark: str('备注', 500).nullable().optional(),
});
export const productCodeInput = z.object({ code: str('产品编号', 64).min(1, messages.required('产品编号')) });
export const printLabelFlagInput = z.object({
  ids: z.array(z.uuid(messages.invalidId)).min(1, '请选择产品').max(5000),
  isPrintLabel: z.boolean(),
});
export const batchUpdateInput = z.object({
  ids: z.array(z.uuid(messages.invalidId)).min(1, '请选择产品').max(5000),
  values: productUpdateInput,
});

/** Label sheet sizes factories use (mm). */
export const LABEL_SIZES = {
  '60x40': { width: 60, height: 40 },
  '100x70': { width: 100, height: 70 },
} as const;
export type LabelSize = keyof typeof LABEL_SIZES;
export const labelPrintQuery = z.object({
  productIds: z.union([z.uuid(messages.invalidId), z.array(z.uuid(messages.invalidId))]).optional(),
  batchId: z.uuid(messages.invalidId).optional(),
  /** Without one, the space's label template (/setting/config) decides. */
  size: z.enum(['60x40', '100x70'], { error: '标签尺寸只能是 60x40 或 100x70' }).optional(),
});

/** A project as its list and its writes answer it. */
export const projectListItem = rowOf(cadProjectColumns)
  .omit({ passwordHash: true })
  .extend({ hasPassword: z.boolean(), isFavorite: z.boolean() });
export type ProjectListItem = z.infer<typeof projectListItem>;

/** A batch of a project with its products' pieces, kinds and area. */
export const batchItem = rowOf(cadBatchColumns).extend({
  projectName: z.string().optional(),
  productAmount: z.number().int(),
  kindAmount: z.number().int(),
  unfoldArea: z.number(),
});
export type BatchItem = z.infer<typeof batchItem>;

/** A drawing file of a project: its conversion and, unless the project has a drawing password, its link. */
export const projectFileItem = rowOf(cadProjectFileColumns)
  .omit({ storedFileId: true, conversionId: true, convertToken: true, convertHeartbeat: true })
  .extend({ batchNo: z.string(), url: z.string().nullable() });
export type ProjectFileItem = z.infer<typeof projectFileItem>;

/** A product's material and flat-pattern size, as the album, the labels and the scan page show them. */
/** A product's material and flat-pattern measures (mm, m²). */
export const productMeasures = rowOf(cadProductColumns).pick({ material: true, thickness: true, colorCode: true, unfoldLength: true, unfoldWidth: true, unfoldArea: true });
export type ProductMeasures = z.infer<typeof productMeasures>;

/** A product as lists and writes answer it: sizes in mm and m², its thumbnail as an inline data URL. */
export const productItem = rowOf(cadProductColumns)
  .omit({ geometry: true, thumbnail: true, texts: true })
  .extend({ thumbnailUrl: z.string(), projectName: z.string().optional(), batchNo: z.string().optional() });
export type ProductItem = z.infer<typeof productItem>;
/**
 * A product list's columns, on its page (the product list, a project's products) and in its Excel
 * download: lengths in whole mm and areas in m² with two decimals, as the page shows them. Excel adds the
 * project and the area of all pieces; the page adds the thumbnail and the label switch.
 */
export const productList = listColumns(productItem, [
  { key: 'projectName', title: '项目', width: 190, only: 'excel' },
  { key: 'thumbnailUrl', title: '图形', width: 96, only: 'page' },
  { key: 'code', title: '产品编号', width: 130 },
  { key: 'batchNo', title: '批次', width: 80 },
  { key: 'kind', title: '类别', width: 60, text: (p) => productKindLabels[p.kind] ?? '' },
  { key: 'material', title: '材质', width: 70 },
  { key: 'thickness', title: '厚度', width: 60 },
  { key: 'colorCode', title: '颜色', width: 90 },
  { key: 'quantity', title: '数量', width: 60 },
  { key: 'unfoldLength', title: '展开长(mm)', width: 100, text: { decimals: 0 } },
  { key: 'unfoldWidth', title: '展开宽(mm)', width: 100, text: { decimals: 0 } },
  { key: 'unfoldArea', title: '单件面积', excelTitle: '单件面积(㎡)', width: 100, text: { decimals: 2 } },
  { key: 'totalArea', title: '总展开面积(㎡)', width: 130, only: 'excel', text: (p) => Math.round(p.unfoldArea * p.quantity * 100) / 100 },
  { key: 'cutLength', title: '切割长(mm)', width: 100, text: { decimals: 0 } },
  { key: 'holeCount', title: '孔', width: 50 },
  { key: 'bendCount', title: '折弯', width: 60 },
  { key: 'isPrintLabel', title: '打印标签', width: 90, only: 'page' },
]);

/** Outline geometry as the nesting engine takes it: mm, flat [x0, y0, x1, y1, …], holes inside. */
export const productGeometry = z.object({ outline: z.array(z.number()), holes: z.array(z.array(z.number())) });
export type ProductGeometry = z.infer<typeof productGeometry>;

