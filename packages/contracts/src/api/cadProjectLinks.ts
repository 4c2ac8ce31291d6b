import { z } from 'zod';
import { messages } from '../messages.ts';

/**
 * The project's process route, paint settings per colour and related projects
 * (/cad/project-process, /cad/project-paint-setting, /cad/project-correlation).
 * The process route lives under spec 03's /api/prod/process ("Project CRUD; PUT /project/completed;
 * PUT /project/sort; GET /project/{id}/progress; POST /project-process; POST /project-process/list");
 * the other two are named by purpose only, so they sit under the project.
 */
export const projectLinksApi = {
  process: '/api/prod/process',
  paintSetting: (projectId: string) => `/api/cad/project/${projectId}/paint-setting`,
  correlation: (projectId: string) => `/api/cad/project/${projectId}/correlation`,
} as const;

/**
 * Suggested process names (DOMAIN §2.5) until the production module's process master exists;
 * any name may be typed.
 */
export const DEFAULT_PROCESS_NAMES = ['激光切割', '数控冲孔', '折弯', '焊螺柱', '焊接', '打磨', '喷涂', '质检', '包装'];

const uuid = (label: string) => z.uuid(`${label}${messages.invalidId}`);
const processName = z
  .string({ error: messages.required('工序名称') })
  .trim()
  .min(1, messages.required('工序名称'))
  .max(50, messages.tooLong('工序名称', 50));
const remark = z.string().trim().max(200, messages.tooLong('备注', 200)).nullable().optional();

export const projectProcessQuery = z.object({
  projectId: uuid('项目'),
  batchId: uuid('批次').optional(),
});

export const projectProcessInput = z.object({
  projectId: uuid('项目'),
  /** null = every batch of the project */
  batchId: uuid('批次').nullable().optional(),
  processName,
  processId: uuid('工序').nullable().optional(),
  sort: z.number({ error: '排序必须是数字' }).int('排序必须是整数').min(0).max(9999).optional(),
  /** empty = every product of the project (or batch) */
  productIds: z.array(uuid('产品')).max(5000).default([]),
  remark,
});
export type ProjectProcessInput = z.infer<typeof projectProcessInput>;

export const projectProcessUpdate = projectProcessInput.omit({ projectId: true });

export const projectProcessCompletedInput = z.object({
  ids: z.array(uuid('工序')).min(1, '请选择工序').max(200),
  isCompleted: z.boolean({ error: '请选择是否完成' }),
});

export const projectProcessSortInput = z.object({
  /** the route's step ids in their new order */
  ids: z.array(uuid('工序')).min(1, '请选择工序').max(200),
});

/** POST /project-process: set a route (process names in order) for a project or batch at once. */
export const projectRouteInput = z.object({
  projectId: uuid('项目'),
  batchId: uuid('批次').nullable().optional(),
  processNames: z.array(processName).min(1, '请至少选择一个工序').max(50),
});

export const projectRouteListInput = z.object({
  projectIds: z.array(uuid('项目')).min(1, '请选择项目').max(200),
});

export interface ProjectProcessItem {
  id: string;
  projectId: string;
  batchId: string | null;
  batchNo: string | null;
  processId: string | null;
  processName: string;
  sort: number;
  productIds: string[];
  isCompleted: boolean;
  completedTime: string | null;
  remark: string | null;
  /** pieces and area (m²) the step must process */
  requiredPieces: number;
  requiredArea: number;
  /** pieces and area done (a completed step counts all its pieces; label scans come with production) */
  donePieces: number;
  doneArea: number;
}

export const paintSettingInput = z.object({
  items: z
    .array(
      z.object({
        colorCode: z.string().trim().max(50, messages.tooLong('颜色编码', 50)),
        colorCardId: uuid('色卡').nullable().optional(),
        paintStructureId: uuid('涂层结构').nullable().optional(),
        paintSupplierId: uuid('油漆供应商').nullable().optional(),
        remark,
      }),
    )
    .min(1, '没有要保存的油漆设置')
    .max(500),
});
export type PaintSettingInput = z.infer<typeof paintSettingInput>;

export interface PaintSettingItem {
  /** '' = products without a colour code */
  colorCode: string;
  kindAmount: number;
  pieces: number;
  /** unfold area of all pieces, m² */
  area: number;
  colorCardId: string | null;
  colorCardName: string | null;
  colorHex: string | null;
  /** true when the colour card was matched by code, not chosen */
  colorCardMatched: boolean;
  paintStructureId: string | null;
  paintStructureName: string | null;
  paintSupplierId: string | null;
  paintSupplierName: string | null;
  remark: string | null;
  /** area × structure dosage × card dosage factor, kg; null without a structure dosage */
  estimatedPaintKg: number | null;
  saved: boolean;
}

/** How two projects are related. */
export const projectRelationTypeLabels: Record<number, string> = {
  1: '关联项目',
  2: '补单',
  3: '返修',
  4: '同一工地',
};

export const projectRelationInput = z.object({
  relatedProjectId: uuid('关联项目'),
  relationType: z
    .number({ error: '请选择关联类型' })
    .int()
    .refine((v) => v in projectRelationTypeLabels, '关联类型的取值不正确')
    .default(1),
  remark,
});

export interface RelatedProjectItem {
  /** the relation's id (null for a suggestion) */
  relationId: string | null;
  relationType: number | null;
  remark: string | null;
  projectId: string;
  name: string;
  code: string;
  demandSide: string | null;
  projectStatus: number;
  batchCount: number;
  productAmount: number;
  unfoldArea: number;
  orderTime: string;
  deliveryDate: string;
}
