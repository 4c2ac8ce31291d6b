import { z } from 'zod';
import { messages } from '../messages.ts';
import { uuidNamed as uuid } from './common.ts';

/**
 * The project's process route, paint settings per colour and related projects
 * (/cad/project-process, /cad/project-paint-setting, /cad/project-correlation).
 * The process route lives under spec 03's /api/prod/process (its payloads are in api/produce.ts);
 * the other two are named by purpose only, so they sit under the project.
 */
export const projectLinksApi = {
  process: '/api/prod/process',
  paintSetting: (projectId: string) => `/api/cad/project/${projectId}/paint-setting`,
  correlation: (projectId: string) => `/api/cad/project/${projectId}/correlation`,
} as const;

const remark = z.string().trim().max(200, messages.tooLong('备注', 200)).nullable().optional();

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
