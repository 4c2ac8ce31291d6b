import { z } from 'zod';
import { pagedQuery, uuidNamed as uuid } from './common.ts';
import { accessTo, defineEndpoints, pagedOf } from '../endpoint.ts';
import { Permissions } from '../permission-names.ts';

export const PLATE_SUMMARY_PATH = '/api/warehouse/material/summary';

const bool = (label: string) => z.enum(['true', 'false'], { error: `${label}的取值不正确` });
const mm = (label: string) => z.coerce.number({ error: `${label}必须是数字` }).min(0, `${label}不能小于0`).max(100000, `${label}过大`);

/** The plate stock summary: by material and thickness (summary), by size (group detail), by position (detail). */
export const plateSummaryQuery = pagedQuery.extend({
  warehouseId: uuid('仓库').optional(),
  materialTextureId: uuid('材质').optional(),
  thickness: mm('厚度').optional(),
  width: mm('宽').optional(),
  length: mm('长').optional(),
  isRemnant: bool('余料').optional(),
});
export type PlateSummaryQuery = z.infer<typeof plateSummaryQuery>;

/** One row of a summary level: sheets, area, weight, value and the age of the oldest sheets. */
export const plateSummaryRow = z.object({
  materialTextureId: z.string(),
  materialName: z.string(),
  thickness: z.number(),
  width: z.number().optional(),
  length: z.number().optional(),
  isRemnant: z.boolean().optional(),
  position: z.string().optional(),
  batchNo: z.string().optional(),
  sheets: z.number(),
  reserved: z.number(),
  available: z.number(),
  area: z.number(),
  weight: z.number(),
  value: z.number(),
  days: z.number(),
});
export type PlateSummaryRow = z.infer<typeof plateSummaryRow>;

const summaries = accessTo(Permissions.AlMaterialWareHouse.Summaries);
/** One level's page and its Excel (every row of the filters: no page size). */
const level = <const P extends string>(path: P, title: string) =>
  [
    { method: 'GET', path, summary: title, query: plateSummaryQuery, response: pagedOf(plateSummaryRow) },
    {
      method: 'GET',
      path: `${path}/export` as const,
      summary: `导出${title}`,
      access: summaries('export'),
      query: plateSummaryQuery.extend({ maxResultCount: z.coerce.number().optional() }),
      file: true,
    },
  ] as const;
const [summary, summaryExport] = level(PLATE_SUMMARY_PATH, '板材库存汇总');
const [group, groupExport] = level(`${PLATE_SUMMARY_PATH}/group-detail`, '板材库存汇总_规格');
const [detail, detailExport] = level(`${PLATE_SUMMARY_PATH}/detail`, '板材库存汇总_库位');

/** The plate stock summary's three levels (material × thickness, size, position), each with its Excel. */
export const plateSummaryEndpoints = defineEndpoints(
  { tag: '板材库存汇总', access: summaries('query') },
  { summary, summaryExport, group, groupExport, detail, detailExport },
);
