import { z } from 'zod';
import { pagedQuery, uuidNamed as uuid } from './common.ts';

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
export interface PlateSummaryRow {
  materialTextureId: string;
  materialName: string;
  thickness: number;
  width?: number;
  length?: number;
  isRemnant?: boolean;
  position?: string;
  batchNo?: string;
  sheets: number;
  reserved: number;
  available: number;
  area: number;
  weight: number;
  value: number;
  days: number;
}
