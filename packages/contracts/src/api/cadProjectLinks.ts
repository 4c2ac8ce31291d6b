import { z } from 'zod';
import { messages } from '../messages.ts';
import { defineEndpoints } from '../endpoint.ts';
import { CadPermissions } from '../routes/projects.ts';
import { idParam, uuidNamed as uuid } from './common.ts';
import { rowOf } from '../entity/row.ts';
import { cadProjectColumns } from '../entities/cad.ts';

/**
 * The project's process route, paint settings per colour and related projects
 * (/cad/project-process, /cad/project-paint-setting, /cad/project-correlation).
 * The process route lives under spec 03's /api/prod/process (its payloads are in api/produce.ts);
 * the other two are named by purpose only, so they sit under the project.
 */
export const projectLinksApi = {
  process: '/api/prod/process',
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

/** One colour of the project's products with its paint setting (saved, or the card matched by code). */
export const paintSettingItem = z.object({
  /** '' = products without a colour code */
  colorCode: z.string(),
  kindAmount: z.number(),
  pieces: z.number(),
  /** unfold area of all pieces, m² */
  area: z.number(),
  colorCardId: z.string().nullable(),
  colorCardName: z.string().nullable(),
  colorHex: z.string().nullable(),
  /** true when the colour card was matched by code, not chosen */
  colorCardMatched: z.boolean(),
  paintStructureId: z.string().nullable(),
  paintStructureName: z.string().nullable(),
  paintSupplierId: z.string().nullable(),
  paintSupplierName: z.string().nullable(),
  remark: z.string().nullable(),
  /** area × structure dosage × card dosage factor, kg; null without a structure dosage */
  estimatedPaintKg: z.number().nullable(),
  saved: z.boolean(),
});
export type PaintSettingItem = z.infer<typeof paintSettingItem>;

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

/** A related project (or, without a relation, a suggestion: another project of the same customer). */
export const relatedProjectItem = rowOf(cadProjectColumns)
  .pick({ name: true, code: true, demandSide: true, projectStatus: true, productAmount: true, unfoldArea: true, orderTime: true, deliveryDate: true })
  .extend({
    /** the relation's id (null for a suggestion) */
    relationId: z.string().nullable(),
    relationType: z.number().nullable(),
    remark: z.string().nullable(),
    projectId: z.string(),
    batchCount: z.number(),
  });
export type RelatedProjectItem = z.infer<typeof relatedProjectItem>;
const correlation = z.object({ items: z.array(relatedProjectItem), suggestions: z.array(relatedProjectItem) });

const paintSettings = z.object({ items: z.array(paintSettingItem), totalCount: z.number().int() });
/** The project's paint settings per colour and its related projects (the process route is spec 03's /api/prod/process). */
export const projectLinkEndpoints = defineEndpoints(
  { tag: '项目关联', access: { permission: CadPermissions.projects, action: 'edit' } },
  {
    paint: {
      method: 'GET',
      path: '/api/cad/project/:id/paint-setting',
      tag: '项目油漆设置',
      summary: '项目油漆设置（按颜色）',
      access: { permission: CadPermissions.projects, action: 'get' },
      params: idParam,
      response: paintSettings,
    },
    savePaint: {
      method: 'PUT',
      path: '/api/cad/project/:id/paint-setting',
      tag: '项目油漆设置',
      summary: '保存项目油漆设置',
      params: idParam,
      body: paintSettingInput,
      response: paintSettings,
    },
    correlation: {
      method: 'GET',
      path: '/api/cad/project/:id/correlation',
      summary: '关联项目（及同一客户的其他项目）',
      access: { permission: CadPermissions.projects, action: 'get' },
      params: idParam,
      response: correlation,
    },
    relate: { method: 'POST', path: '/api/cad/project/:id/correlation', summary: '关联项目', params: idParam, body: projectRelationInput, response: correlation },
    unrelate: { method: 'DELETE', path: '/api/cad/project/correlation/:id', summary: '取消项目关联', params: idParam },
  },
);
